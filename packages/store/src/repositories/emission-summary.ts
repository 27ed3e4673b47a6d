import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { parseInput, StoreValidationError } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { filtered, type ResultFilter, ResultFilterSchema } from './emission-results.js';

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

interface SummaryRowData {
  scope: number;
  method: string | null;
  category?: string;
  facility_id?: string | null;
  period?: string;
  co2e_kg: string;
  biogenic_co2_kg: string;
  n: string;
}

/**
 * The kept totals (`emission_totals`, maintained by triggers as results and activity versions are
 * stored and superseded) answer every filter on current results except one naming a calculation
 * run or asking for superseded results, which only the results themselves hold.
 */
function totalsAnswer(f: ResultFilter): boolean {
  return !f.includeSuperseded && f.calculationRunId === undefined;
}

/** The kept totals matching `f`: the same columns and the same period-overlap rule as `filtered()`. */
function filteredTotals(scope: OrganizationScope, f: ResultFilter) {
  let q = scope.db.selectFrom('emission_totals');
  if (f.scope !== undefined) q = q.where('scope', '=', f.scope);
  if (f.category !== undefined) q = q.where('category', '=', f.category);
  if (f.facilityId !== undefined) q = q.where('facility_id', '=', f.facilityId);
  if (f.method !== undefined) q = q.where('method', '=', f.method);
  if (f.periodFrom !== undefined) q = q.where('period_end', '>=', f.periodFrom);
  if (f.periodTo !== undefined) q = q.where('period_start', '<=', f.periodTo);
  return q;
}

/**
 * Sums the results matching a filter by scope and method (Scope 2 location- and market-based are
 * separate groups, never added together) and by any of category, facility and one period
 * granularity (month, quarter or year of the period start). PostgreSQL sums `numeric`: exact.
 *
 * Current results are summed from the kept totals (a few rows per facility, category and period,
 * however many results there are); a filter on a calculation run or including superseded results
 * sums the results. Both give the same sums (the store's tests compare them).
 */
/** The groups asked for (a schema made once, not per request). */
const SummaryGroupsSchema = z.array(SummaryGroupSchema);

export async function summarizeEmissions(
  scope: OrganizationScope,
  options: z.input<typeof ResultFilterSchema> & { groupBy?: readonly SummaryGroup[] } = {},
): Promise<EmissionSummaryRow[]> {
  const { groupBy = [], ...rest } = options;
  const groups = parseInput('summary groups', SummaryGroupsSchema, groupBy);
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
  const keys: RawBuilder<unknown>[] = [
    sql`scope`,
    sql`method`,
    ...(byCategory ? [sql`category`] : []),
    ...(byFacility ? [sql`facility_id`] : []),
    ...(periodExpr ? [periodExpr] : []),
  ];
  const columns = [
    sql<number>`scope`.as('scope'),
    sql<string | null>`method`.as('method'),
    ...(byCategory ? [sql<string>`category`.as('category')] : []),
    ...(byFacility ? [sql<string | null>`facility_id`.as('facility_id')] : []),
    ...(periodExpr ? [periodExpr.as('period')] : []),
    sql<string>`sum(co2e_kg)`.as('co2e_kg'),
    sql<string>`sum(biogenic_co2_kg)`.as('biogenic_co2_kg'),
  ];
  const query = totalsAnswer(f)
    ? filteredTotals(scope, f)
        .select([...columns, sql<string>`sum(results)`.as('n')])
        .groupBy(keys)
        .orderBy(keys)
    : filtered(scope, f)
        .select([...columns, sql<string>`count(*)`.as('n')])
        .groupBy(keys)
        .orderBy(keys);
  const rows = (await query.execute()) as SummaryRowData[];
  return rows.map((row) => ({
    scope: row.scope,
    method: row.method,
    ...(byCategory ? { category: row.category as string } : {}),
    ...(byFacility ? { facilityId: row.facility_id ?? null } : {}),
    ...(period !== undefined ? { period: row.period as string } : {}),
    co2eKg: String(row.co2e_kg),
    biogenicCo2Kg: String(row.biogenic_co2_kg),
    results: Number.parseInt(String(row.n), 10),
  }));
}
