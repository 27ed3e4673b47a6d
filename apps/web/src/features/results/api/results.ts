import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components, paths } from '../../../api/schema';

export type EmissionResult = components['schemas']['EmissionResult'];
export type ResultsQuery = Omit<
  NonNullable<paths['/api/results']['get']['parameters']['query']>,
  'cursor' | 'limit'
>;

const PAGE = 500;

/** Results matching the filters, page after page (`GET /api/results`, the largest page the API allows). */
export function useResults(query: ResultsQuery) {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: ['results', 'list', query],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/results', {
          params: { query: { ...query, limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
