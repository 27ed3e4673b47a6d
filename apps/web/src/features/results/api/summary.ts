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
/** A 95% range (`point` is the exact total). */
export type Range95 = components['schemas']['Range95'];
/** The 95% range of one group of the summary (`GET /api/results/quality?groupBy=…`). */
export type QualityGroup = components['schemas']['QualityGroupRange'];

/** The key that matches a summary group to its range: scope, method, category or facility. */
export function groupRangeKey(group: {
  scope: number;
  method: string | null;
  category?: string | undefined;
  facilityId?: string | null | undefined;
}): string {
  return JSON.stringify([group.scope, group.method, group.category ?? null, group.facilityId ?? null]);
}

/** The ranges of the groups, by {@link groupRangeKey}. */
export function rangesByGroup(groups: readonly QualityGroup[]): Map<string, Range95> {
  return new Map(groups.map((g) => [groupRangeKey(g), g.range]));
}

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
export function useQualitySummary(query: QualityQuery, options: { enabled?: boolean } = {}) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['results', 'quality', query],
    queryFn: async () => unwrap(await client.GET('/api/results/quality', { params: { query } })),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
