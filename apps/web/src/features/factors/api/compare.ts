import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import type { Factor } from './factors';

type Generated = components['schemas']['DatasetComparison'];
export type ValueChange = components['schemas']['FactorValueChange'];
export type ChangeKind = 'added' | 'removed' | 'changed';
/** A difference between two versions (the generated type reads the nullable rows awkwardly). */
export interface FactorDiff {
  kind: ChangeKind;
  before: Factor | null;
  after: Factor | null;
  values: ValueChange[];
  otherFields: string[];
}
export type Comparison = Omit<Generated, 'items'> & { items: FactorDiff[] };

/** What to compare: a dataset, two of its versions, optionally one kind of difference. */
export interface CompareRequest {
  datasetId: string;
  from: string;
  to: string;
  kind?: ChangeKind | undefined;
}

/** The differences between two versions of a dataset, page after page. */
export function useComparison(request: CompareRequest | undefined) {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: ['factors', 'compare', request],
    enabled: request !== undefined,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const { datasetId, from, to, kind } = request as CompareRequest;
      const page = unwrap(
        await client.GET('/api/factors/datasets/{datasetId}/compare', {
          params: {
            path: { datasetId },
            query: {
              from,
              to,
              limit: 1000,
              ...(kind ? { kind } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
        }),
      );
      return page as unknown as Comparison;
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
