import type { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { filtered, ResultFilterSchema } from './emission-results.js';

/** One group of {@link aggregateEmissions}: the grouping values and exact sums. */
export interface EmissionTotal {
  readonly scope: number;
  readonly method: string | null;
  readonly category?: string;
  readonly facilityId?: string | null;
  readonly co2eKg: string;
  readonly biogenicCo2Kg: string;
  readonly results: number;
}

/**
 * Sums current results by scope and method (location- and market-based Scope 2 stay apart), and
 * optionally by category and facility. Sums are computed by PostgreSQL in `numeric`: exact.
 */
export async function aggregateEmissions(
  scope: OrganizationScope,
  options: z.input<typeof ResultFilterSchema> & { by?: readonly ('category' | 'facility')[] } = {},
): Promise<EmissionTotal[]> {
  const { by = [], ...rest } = options;
  const f = parseInput('result filter', ResultFilterSchema, rest);
  const byCategory = by.includes('category');
  const byFacility = by.includes('facility');
  const rows = await filtered(scope, f)
    .select((eb) => [
      'scope',
      'method',
      ...(byCategory ? (['category'] as const) : []),
      ...(byFacility ? (['facility_id'] as const) : []),
      eb.fn.sum<string>('co2e_kg').as('co2e_kg'),
      eb.fn.sum<string>('biogenic_co2_kg').as('biogenic_co2_kg'),
      eb.fn.countAll<string>().as('n'),
    ])
    .groupBy([
      'scope',
      'method',
      ...(byCategory ? (['category'] as const) : []),
      ...(byFacility ? (['facility_id'] as const) : []),
    ])
    .orderBy('scope')
    .orderBy('method')
    .execute();
  return rows.map((r) => {
    const row = r as typeof r & { category?: string; facility_id?: string | null };
    return {
      scope: row.scope,
      method: row.method,
      ...(byCategory ? { category: row.category as string } : {}),
      ...(byFacility ? { facilityId: row.facility_id ?? null } : {}),
      co2eKg: String(row.co2e_kg),
      biogenicCo2Kg: String(row.biogenic_co2_kg),
      results: Number.parseInt(String(row.n), 10),
    };
  });
}
