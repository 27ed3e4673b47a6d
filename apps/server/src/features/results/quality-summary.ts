import {
  breakdownByDataType,
  type DataType,
  DEFAULT_PRIMARY_COVERAGE_THRESHOLD,
  dataTypeOf,
  type QualityScore,
  qualityScoreOf,
  rangeToJson,
  sumRangeOfGroups,
  type UncertainGroup,
  uncertaintyFromScore,
} from '@ctp/engine';
import type { EmissionQualityRow } from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import { type ScopeKey, scopeKeyOf } from '../calculations/index.js';
import type { DataQualityView, ScopeDataTypesView, ScopeRangesView } from './quality-schemas.js';

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

/** The 95% range of each scope total, from the results' sums and sums of squares by quality score. */
export function scopeRanges(rows: readonly EmissionQualityRow[]): z.infer<typeof ScopeRangesView> {
  const groups = new Map<ScopeKey, UncertainGroup[]>(SCOPE_KEYS.map((k) => [k, []]));
  for (const row of rows) {
    groups.get(scopeKeyOf(row.scope, row.method))?.push({
      sum: row.co2eKg,
      sumOfSquares: row.co2eKgSquared,
      relativeU95: uncertaintyFromScore(qualityOf(row).score),
    });
  }
  const entries = SCOPE_KEYS.map((key) => {
    const mine = groups.get(key) ?? [];
    // Emissions are not negative unless a result is (a removal): only then may the range go below zero.
    const nonNegative = mine.every((g) => !String(g.sum).startsWith('-'));
    return [key, rangeToJson(sumRangeOfGroups(mine, { nonNegative }))] as const;
  });
  return Object.fromEntries(entries) as z.infer<typeof ScopeRangesView>;
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
