import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { refreshAfterRun } from './runs';

export type CalculationJob = components['schemas']['CalculationJob'];

/** A job a worker has yet to finish: waiting for one, or being calculated. */
export const inProgress = (job: Pick<CalculationJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

// A large calculation takes minutes: a look every few seconds is enough while one is in progress,
// and a rare one otherwise catches a calculation started elsewhere (another tab, a colleague, the API).
const WHILE_IN_PROGRESS_MS = 3000;
const OTHERWISE_MS = 30_000;

/**
 * The organization's calculations still on the server (`GET /api/calculations/jobs?unsettled=true`;
 * writers only, so `enabled` is false for the other roles), the newest first. When one of them
 * finishes, the runs, the latest run and the results are asked again: its run is there now.
 */
export function useCalculationsInProgress(enabled: boolean) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['calculations', 'jobs', 'unsettled'],
    enabled,
    queryFn: async () =>
      unwrap(
        await client.GET('/api/calculations/jobs', { params: { query: { unsettled: 'true', limit: 20 } } }),
      ).items.filter(inProgress),
    refetchInterval: (q) => ((q.state.data ?? []).length > 0 ? WHILE_IN_PROGRESS_MS : OTHERWISE_MS),
  });
  const ids = (query.data ?? []).map((job) => job.id);
  const key = ids.join(',');
  const seen = useRef<readonly string[]>([]);
  useEffect(() => {
    const now = key === '' ? [] : key.split(',');
    if (seen.current.some((id) => !now.includes(id))) refreshAfterRun(queryClient);
    seen.current = now;
  }, [key, queryClient]);
  return query;
}
