import { sql } from 'kysely';
import { z } from 'zod';
import { parseInput, StoreValidationError } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { filtered, ResultFilterSchema } from './emission-results.js';

/** What {@link summarizeEmissions} can group by besides scope and method (always grouped). */
export const SummaryGroupSchema = z.enum(['category', 'facility', 'month', 'quarter', 'year']);
export type SummaryGroup = z.infer<typeof SummaryGroupSchema>;

/** One group of {@link summarizeEmissions}: the grouping values and exact sums. */
export interface EmissionSummaryRow {
  readonly scope: number;
  readonly method: string | null;
  readonly category?: string;
  readonly facilityId?: string | null;
  /** `2025-01` (month), `2025-Q1` (quarter) or `2025` (year), of the result's period start. */
  readonly period?: string;
  readonly co2eKg: string;
  readonly biogenicCo2Kg: string;
  readonly results: number;
}

const PERIOD_FORMAT = { month: 'YYYY-MM', quarter: 'YYYY-"Q"Q', year: 'YYYY' } as const;

/**
 * Sums the results matching a filter by scope and method (Scope 2 location- and market-based are
 * separate groups, never added together) and by any of category, facility and one period
 * granularity (month, quarter or year of the period start). PostgreSQL sums `numeric`: exact.
 */
export async function summarizeEmissions(
  scope: OrganizationScope,
  options: z.input<typeof ResultFilterSchema> & { groupBy?: readonly SummaryGroup[] } = {},
): Promise<EmissionSummaryRow[]> {
  const { groupBy = [], ...rest } = options;
  const groups = parseInput('summary groups', z.array(SummaryGroupSchema), groupBy);
  const f = parseInput('result filter', ResultFilterSchema, rest);
  const periods = groups.filter((g): g is keyof typeof PERIOD_FORMAT => g in PERIOD_FORMAT);
  if (periods.length > 1)
    throw new StoreValidationError('summary groups', [
      { path: 'groupBy', message: `at most one of month, quarter, year (got ${periods.join(', ')})` },
    ]);
  const period = periods[0];
  const byCategory = groups.includes('category');
  const byFacility = groups.includes('facility');
  const periodExpr =
    period === undefined ? undefined : sql<string>`to_char(period_start, ${sql.lit(PERIOD_FORMAT[period])})`;
  const keys = [
    sql`scope`,
    sql`method`,
    ...(byCategory ? [sql`category`] : []),
    ...(byFacility ? [sql`facility_id`] : []),
    ...(periodExpr ? [periodExpr] : []),
  ];
  let query = filtered(scope, f)
    .select((eb) => [
      'scope',
      'method',
      ...(byCategory ? (['category'] as const) : []),
      ...(byFacility ? (['facility_id'] as const) : []),
      ...(periodExpr ? [periodExpr.as('period')] : []),
      eb.fn.sum<string>('co2e_kg').as('co2e_kg'),
      eb.fn.sum<string>('biogenic_co2_kg').as('biogenic_co2_kg'),
      eb.fn.countAll<string>().as('n'),
    ])
    .groupBy(keys);
  for (const key of keys) query = query.orderBy(key);
  const rows = await query.execute();
  return rows.map((r) => {
    const row = r as typeof r & { category?: string; facility_id?: string | null; period?: string };
    return {
      scope: row.scope,
      method: row.method,
      ...(byCategory ? { category: row.category as string } : {}),
      ...(byFacility ? { facilityId: row.facility_id ?? null } : {}),
      ...(period !== undefined ? { period: row.period as string } : {}),
      co2eKg: String(row.co2e_kg),
      biogenicCo2Kg: String(row.biogenic_co2_kg),
      results: Number.parseInt(String(row.n), 10),
    };
  });
}
