import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { useForecastMutation } from '../../../api/forecast-job';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type ForecastRun = components['schemas']['ForecastRun'];
export type ForecastResult = components['schemas']['ForecastResult'];
export type ProjectRequest = components['schemas']['ForecastProjectRequest'];

const PAGE_SIZE = 50;

/**
 * Projects the organization's emissions and records the run (`POST /api/forecasting/project`;
 * writers). A long fit is queued by the server (202): the mutation then polls its job, and
 * `fittingOnServer` is true meanwhile.
 */
export function useProject() {
  const queryClient = useQueryClient();
  return useForecastMutation<ProjectRequest, ForecastResult>(
    (client, body) => client.POST('/api/forecasting/project', { body }),
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['forecasting', 'runs'] }) },
  );
}

/** Recorded forecast runs, oldest first, a page at a time (`GET /api/forecasting/runs`). */
export function useForecastRuns() {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: ['forecasting', 'runs', 'list'],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/forecasting/runs', {
          params: { query: { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** One recorded run (`GET /api/forecasting/runs/{id}`); runs never change, so it is never refetched. */
export function useForecastRun(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['forecasting', 'runs', 'one', id],
    queryFn: async () => unwrap(await client.GET('/api/forecasting/runs/{id}', { params: { path: { id } } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
