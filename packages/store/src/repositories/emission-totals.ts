import type { z } from 'zod';
import type { OrganizationScope } from '../scope.js';
import type { ResultFilterSchema } from './emission-results.js';
import { summarizeEmissions } from './emission-summary.js';

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
 * optionally by category and facility: {@link summarizeEmissions} without a period grouping.
 * Sums are computed by PostgreSQL in `numeric`: exact.
 */
export async function aggregateEmissions(
  scope: OrganizationScope,
  options: z.input<typeof ResultFilterSchema> & { by?: readonly ('category' | 'facility')[] } = {},
): Promise<EmissionTotal[]> {
  const { by = [], ...rest } = options;
  return summarizeEmissions(scope, { ...rest, groupBy: by });
}
