import { sql } from 'kysely';
import type { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { filtered, ResultFilterSchema } from './emission-results.js';

/**
 * Results matching a filter, summed by scope, method, category and the data quality of their
 * activity (as stored: `dataType` and `qualityScore` null when not stated), with the sum of
 * squares each group contributes to a total's variance. Exact `numeric` sums.
 */
export interface EmissionQualityRow {
  readonly scope: number;
  readonly method: string | null;
  readonly category: string;
  readonly dataQuality: 'measured' | 'calculated' | 'estimated';
  readonly dataType: string | null;
  readonly qualityScore: number | null;
  /** Σ co2e_kg of the group. */
  readonly co2eKg: string;
  /** Σ co2e_kg² of the group. */
  readonly co2eKgSquared: string;
  readonly results: number;
}

interface QualityRowData {
  scope: number;
  method: string | null;
  category: string;
  data_quality: 'measured' | 'calculated' | 'estimated';
  data_type: string | null;
  quality_score: number | null;
  co2e_kg: string;
  co2e_kg_squared: string;
  n: string;
}

/**
 * Sums the results matching a filter by scope, method, category and their activity's data type and
 * quality score: what the 95% ranges of the totals and the breakdown by data type are computed
 * from. Reads the results themselves (the kept totals hold no data quality).
 */
export async function summarizeEmissionQuality(
  scope: OrganizationScope,
  options: z.input<typeof ResultFilterSchema> = {},
): Promise<EmissionQualityRow[]> {
  const f = parseInput('result filter', ResultFilterSchema, options);
  const results = filtered(scope, f)
    .select(['scope', 'method', 'category', 'co2e_kg', 'activity_id'])
    .as('r');
  const rows = (await scope.db
    .selectFrom(results)
    .innerJoin('raw_activity_data as a', 'a.id', 'r.activity_id')
    .select([
      'r.scope as scope',
      'r.method as method',
      'r.category as category',
      'a.data_quality as data_quality',
      'a.data_type as data_type',
      'a.quality_score as quality_score',
      sql<string>`sum(r.co2e_kg)`.as('co2e_kg'),
      sql<string>`sum(r.co2e_kg * r.co2e_kg)`.as('co2e_kg_squared'),
      sql<string>`count(*)`.as('n'),
    ])
    .groupBy(['r.scope', 'r.method', 'r.category', 'a.data_quality', 'a.data_type', 'a.quality_score'])
    .orderBy(['r.scope', 'r.method', 'r.category', 'a.data_quality', 'a.data_type', 'a.quality_score'])
    .execute()) as QualityRowData[];
  return rows.map((row) => ({
    scope: row.scope,
    method: row.method,
    category: row.category,
    dataQuality: row.data_quality,
    dataType: row.data_type,
    qualityScore: row.quality_score === null ? null : Number(row.quality_score),
    co2eKg: String(row.co2e_kg),
    co2eKgSquared: String(row.co2e_kg_squared),
    results: Number.parseInt(String(row.n), 10),
  }));
}
