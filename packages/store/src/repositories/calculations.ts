import { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { CalculationRunInputSchema } from './calculation-run-schema.js';
import { CalculationResultInputSchema, type SavedResult, startCalculationRun } from './calculation-writer.js';

export { CalculationRunInputSchema } from './calculation-run-schema.js';

/** What {@link saveCalculation} stored. */
export interface SavedCalculation {
  readonly runId: string;
  readonly results: readonly SavedResult[];
  /** Earlier current results that the new ones superseded. */
  readonly superseded: number;
}

/**
 * Stores a calculation run, its records and its emission results together, in the scope's
 * transaction. Each record's checksums are verified first (a record that fails them is refused,
 * never stored). Records are immutable in the database; decimals (`co2eKg`, biogenic CO2) are
 * stored as `numeric` exactly as the engine wrote them. Current results of the same activity and
 * method from earlier runs are marked superseded by the new ones (they stay readable and linked).
 * For runs too large to hold in memory, use `startCalculationRun` (a chunk at a time).
 */
export async function saveCalculation(
  scope: OrganizationScope,
  input: {
    run: z.input<typeof CalculationRunInputSchema>;
    results: readonly z.input<typeof CalculationResultInputSchema>[];
  },
): Promise<SavedCalculation> {
  const run = parseInput('calculation run', CalculationRunInputSchema, input.run);
  const results = parseInput('calculation results', z.array(CalculationResultInputSchema), input.results);
  const writer = await startCalculationRun(scope, run);
  const saved = await writer.append(results);
  const { superseded } = await writer.finish({ datasetVersions: run.datasetVersions, failedCount: 0 });
  return { runId: writer.runId, results: saved, superseded };
}
