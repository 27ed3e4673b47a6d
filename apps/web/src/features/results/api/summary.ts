import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components, paths } from '../../../api/schema';

export type SummaryQuery = NonNullable<paths['/api/results/summary']['get']['parameters']['query']>;
export type EmissionSummary = components['schemas']['EmissionSummary'];
export type SummaryGroup = components['schemas']['EmissionSummaryGroup'];
export type ScopeTotals = NonNullable<components['schemas']['ScopeTotals']>;
/** The 95% range of each scope total (same keys as {@link ScopeTotals}). */
export type ScopeRanges = components['schemas']['ScopeRanges'];
export type QualityQuery = NonNullable<paths['/api/results/quality']['get']['parameters']['query']>;

/** Exact totals by scope and method, grouped as asked (`GET /api/results/summary`). */
export function useSummary(query: SummaryQuery, options: { enabled?: boolean } = {}) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['results', 'summary', query],
    queryFn: async () => unwrap(await client.GET('/api/results/summary', { params: { query } })),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/**
 * The totals' 95% ranges and the breakdown by data type (`GET /api/results/quality`). A query of its
 * own: it reads every result of the period, so the totals (from the kept sums) never wait for it.
 */
export function useQualitySummary(query: QualityQuery) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['results', 'quality', query],
    queryFn: async () => unwrap(await client.GET('/api/results/quality', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}
