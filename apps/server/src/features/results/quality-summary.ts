import {
  breakdownByDataType,
  type DataType,
  DEFAULT_PRIMARY_COVERAGE_THRESHOLD,
  dataTypeOf,
  type QualityScore,
  qualityScoreOf,
  rangeToJson,
  resultRelativeU95,
  sumRangeOfGroups,
  type UncertainGroup,
} from '@ctp/engine';
import type { EmissionQualityRow } from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import { type ScopeKey, scopeKeyOf } from '../calculations/index.js';
import type {
  DataQualityView,
  QualityGroupBy,
  QualityGroupView,
  ScopeDataTypesView,
  ScopeRangesView,
} from './quality-schemas.js';

const SCOPE_KEYS: readonly ScopeKey[] = [
  'scope1',
  'scope2LocationBased',
  'scope2MarketBased',
  'scope2Unspecified',
  'scope3',
];

/** The data type and score of a row's activity: as stated, else derived (older activities). */
function qualityOf(row: EmissionQualityRow): { dataType: DataType; score: QualityScore } {
  const activity = {
    dataType: row.dataType as DataType | null,
    dataQuality: row.dataQuality,
    qualityScore: row.qualityScore as QualityScore | null,
  };
  return { dataType: dataTypeOf(activity), score: qualityScoreOf(activity) };
}

/**
 * A row as one uncertain group: its results share the activity's score and the factor's fields, so
 * they share the relative half-width of activity × factor (IPCC 2006 Vol. 1 eq. 3.2).
 */
function uncertainGroupOf(row: EmissionQualityRow): UncertainGroup {
  return {
    sum: row.co2eKg,
    sumOfSquares: row.co2eKgSquared,
    relativeU95: resultRelativeU95(qualityOf(row).score, row.factor),
  };
}

/** The range of a sum of groups; emissions are not negative unless a result is (a removal). */
function rangeOf(groups: readonly UncertainGroup[]) {
  const nonNegative = groups.every((g) => !String(g.sum).startsWith('-'));
  return rangeToJson(sumRangeOfGroups(groups, { nonNegative }));
}

/** The 95% range of each scope total, from the results' sums and sums of squares by uncertainty. */
export function scopeRanges(rows: readonly EmissionQualityRow[]): z.infer<typeof ScopeRangesView> {
  const groups = new Map<ScopeKey, UncertainGroup[]>(SCOPE_KEYS.map((k) => [k, []]));
  for (const row of rows) groups.get(scopeKeyOf(row.scope, row.method))?.push(uncertainGroupOf(row));
  const entries = SCOPE_KEYS.map((key) => [key, rangeOf(groups.get(key) ?? [])] as const);
  return Object.fromEntries(entries) as z.infer<typeof ScopeRangesView>;
}

/**
 * The 95% range of each group of results by scope, method and category or facility: the same
 * groups as `GET /api/results/summary?groupBy=…` (their points are its totals), in the same order
 * (scope, method, then the category or facility id; results without a facility last).
 */
export function groupRanges(
  rows: readonly EmissionQualityRow[],
  groupBy: QualityGroupBy | undefined,
): z.infer<typeof QualityGroupView>[] {
  if (groupBy === undefined) return [];
  const groups = new Map<string, { head: z.infer<typeof QualityGroupView>; lines: UncertainGroup[] }>();
  for (const row of rows) {
    const method = row.method === 'location_based' || row.method === 'market_based' ? row.method : null;
    const member = groupBy === 'category' ? { category: row.category } : { facilityId: row.facilityId };
    const key = JSON.stringify([row.scope, method, member]);
    let group = groups.get(key);
    if (group === undefined) {
      group = { head: { scope: row.scope, method, ...member, range: rangeOf([]) }, lines: [] };
      groups.set(key, group);
    }
    group.lines.push(uncertainGroupOf(row));
  }
  // Sorted by scope, method, then category or facility id (results without a facility last).
  const sortKey = (g: z.infer<typeof QualityGroupView>): string =>
    `${g.scope}|${g.method ?? ''}|${g.category ?? g.facilityId ?? '\uffff'}`;
  return [...groups.values()]
    .map(({ head, lines }) => ({ ...head, range: rangeOf(lines) }))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

/** Each scope broken down by data type, with the share of primary data and the flagged categories. */
export function dataQualityBreakdown(rows: readonly EmissionQualityRow[]): z.infer<typeof DataQualityView> {
  const lines = rows.map((row) => ({
    scope: scopeKeyOf(row.scope, row.method),
    category: row.category,
    dataType: qualityOf(row).dataType,
    co2eKg: row.co2eKg,
  }));
  const scopes = breakdownByDataType(lines).map(
    (s): z.infer<typeof ScopeDataTypesView> => ({
      scope: s.scope as ScopeKey,
      totalKg: s.totalKg.toFixed(),
      byDataType: Object.fromEntries(
        Object.entries(s.byDataType).map(([t, kg]) => [t, kg.toFixed()]),
      ) as z.infer<typeof ScopeDataTypesView>['byDataType'],
      primaryKg: s.primaryKg.toFixed(),
      primaryShare: s.primaryShare?.toFixed() ?? null,
      categories: s.categories.map((c) => ({
        category: c.category,
        totalKg: c.totalKg.toFixed(),
        primaryKg: c.primaryKg.toFixed(),
        primaryShare: c.primaryShare?.toFixed() ?? null,
        belowThreshold: c.belowThreshold,
      })),
    }),
  );
  return { primaryCoverageThreshold: DEFAULT_PRIMARY_COVERAGE_THRESHOLD, scopes };
}
