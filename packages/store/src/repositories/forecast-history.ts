import { sql } from 'kysely';
import { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { filtered, ResultFilterSchema } from './emission-results.js';

/** One month of an organization's calculated emissions. */
export interface MonthlyEmissions {
  /** `YYYY-MM` of the results' period start. */
  readonly month: string;
  /** Exact sum in kg CO2e (PostgreSQL `numeric`, as text). */
  readonly co2eKg: string;
  /** How many results the sum covers. */
  readonly results: number;
}

export const MonthlyEmissionsOptionsSchema = z
  .object({
    /** Scopes to include; default all three. */
    scopes: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .min(1)
      .default([1, 2, 3]),
    /**
     * The one Scope 2 method counted. Location- and market-based results describe the same
     * electricity twice, so adding them would double it. Scope 2 results without a method are
     * counted under either choice (they are reported once).
     */
    scope2Method: z.enum(['location_based', 'market_based']).default('location_based'),
  })
  .strict();

/**
 * The organization's current emission results summed by month of their period start, oldest
 * first; months without results are absent (the caller decides what a gap means). Sums are exact.
 */
export async function monthlyEmissions(
  scope: OrganizationScope,
  options: z.input<typeof MonthlyEmissionsOptionsSchema> = {},
): Promise<MonthlyEmissions[]> {
  const o = parseInput('monthly emissions options', MonthlyEmissionsOptionsSchema, options);
  const month = sql<string>`to_char(period_start, 'YYYY-MM')`;
  const rows = await filtered(scope, ResultFilterSchema.parse({}))
    .where('scope', 'in', o.scopes)
    .where((eb) => eb.or([eb('scope', '<>', 2), eb('method', 'is', null), eb('method', '=', o.scope2Method)]))
    .select((eb) => [
      month.as('month'),
      eb.fn.sum<string>('co2e_kg').as('co2e_kg'),
      eb.fn.countAll<string>().as('n'),
    ])
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((r) => ({
    month: r.month,
    co2eKg: String(r.co2e_kg),
    results: Number.parseInt(String(r.n), 10),
  }));
}
