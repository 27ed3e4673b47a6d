import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Report = components['schemas']['Report'];

const inProgress = (report: Report) => report.status === 'queued' || report.status === 'running';

/**
 * Reports queued or being generated (`GET /api/reports`, every page: reports are few). Asked again
 * every five seconds while any is in progress, so the card empties when they finish.
 */
export function useReportsInProgress() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['reports', 'in-progress'],
    queryFn: async () => {
      const found: Report[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/reports', {
            params: { query: { limit: 500, ...(cursor ? { cursor } : {}) } },
          }),
        );
        found.push(...page.items.filter(inProgress));
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return found;
    },
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? 5000 : false),
  });
}
