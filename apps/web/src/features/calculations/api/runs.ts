import { type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import { type JobFollower, StillOnServerError, useQueuedMutation } from '../../../api/queued-job';
import type { components } from '../../../api/schema';

export type CalculationRun = components['schemas']['CalculationRun'];
export type CalculationRequest = components['schemas']['CalculationRequest'];
export type CalculationFailure = components['schemas']['CalculationFailure'];

/** A run is finished once it completed or failed; until then the screen keeps asking. */
export const isFinished = (status: string) => status === 'completed' || status === 'failed';

const POLL_MS = 1000;

/** One run (`GET /api/calculations/{id}`), asked again every second until it has finished. */
export function useRun(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['calculations', 'run', id],
    queryFn: async () => unwrap(await client.GET('/api/calculations/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || isFinished(status) ? false : POLL_MS;
    },
  });
}

/** Past runs, the latest first, a page at a time (`GET /api/calculations?order=newest`, cursor paging). */
export function useRuns(pageSize = 20) {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: ['calculations', 'list', pageSize],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/calculations', {
          params: {
            query: { order: 'newest', limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) },
          },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** A run was stored (here, by a worker or by someone else): the lists, the latest run and the results change. */
export function refreshAfterRun(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['calculations', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['calculations', 'latest'] });
  void queryClient.invalidateQueries({ queryKey: ['results'] });
}

/** The latest run, or null before the first (`GET /api/calculations?order=newest&limit=1`). */
export function useLatestRun() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['calculations', 'latest'],
    queryFn: async () =>
      unwrap(await client.GET('/api/calculations', { params: { query: { order: 'newest', limit: 1 } } }))
        .items[0] ?? null,
  });
}

/** A queued calculation still unsettled after the screen's patience: the screen stops waiting, the job does not. */
export class StillCalculatingError extends StillOnServerError {
  readonly messageKey = 'calculations.stillCalculating';

  constructor(jobId: string) {
    super('calculation', jobId);
    this.name = 'StillCalculatingError';
  }
}

/** Follows `GET /api/calculations/jobs/{id}`: `completed` carries the stored run, `failed` its problem. */
export const calculationJobs: JobFollower<CalculationRun> = {
  look: async (client, id) => {
    const job = unwrap(await client.GET('/api/calculations/jobs/{id}', { params: { path: { id } } }));
    if (job.status === 'succeeded' && job.run !== null) return { result: job.run };
    if (job.status === 'failed') return { problem: job.problem };
    return undefined;
  },
  stillGoing: (id) => new StillCalculatingError(id),
};

/**
 * Starts a run (`POST /api/calculations`; writers only). A large selection is queued by the server
 * (202): the job is followed until its run is stored; `onServer` is true meanwhile.
 */
export function useStartRun() {
  const queryClient = useQueryClient();
  return useQueuedMutation<CalculationRequest, CalculationRun>(
    (client, body) => client.POST('/api/calculations', { body }),
    calculationJobs,
    {
      onQueued: () => void queryClient.invalidateQueries({ queryKey: ['calculations', 'jobs'] }),
      onSuccess: (run) => {
        queryClient.setQueryData(['calculations', 'run', run.id], run);
        refreshAfterRun(queryClient);
      },
    },
  );
}
