import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components, paths } from '../../../api/schema';

export type Activity = components['schemas']['Activity'];
export type ActivitiesQuery = Omit<
  NonNullable<paths['/api/activities']['get']['parameters']['query']>,
  'cursor' | 'limit'
>;

/** Current activity data matching the filters, page after page (`GET /api/activities`). */
export function useActivities(query: ActivitiesQuery) {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: ['activities', 'list', query],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/activities', {
          params: { query: { ...query, limit: 500, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
