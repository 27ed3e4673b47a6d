import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import type { FactorFilters } from './search';

export type Factor = components['schemas']['EmissionFactor'];
export type Dataset = components['schemas']['FactorDataset'];

/** Factors matching the filters, page after page (`GET /api/factors`), in library order. */
export function useFactors(filters: FactorFilters) {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: ['factors', 'search', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/factors', {
          params: { query: { ...filters, limit: 500, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Every dataset version the organization calculates with (`GET /api/factors/datasets`). */
export function useDatasets() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['factors', 'datasets'],
    queryFn: async () => unwrap(await client.GET('/api/factors/datasets')).items,
  });
}

/** Dataset ids with their versions, in library order. */
export function versionsById(datasets: readonly Dataset[]): Map<string, Dataset[]> {
  const out = new Map<string, Dataset[]>();
  for (const d of datasets) out.set(d.datasetId, [...(out.get(d.datasetId) ?? []), d]);
  return out;
}
