import { type ActivityInput, createCalculator } from '@ctp/engine';
import { FactorLibrary, GwpSetSchema, GwpTimeframeSchema } from '@ctp/factors';
import { z } from 'zod';
import { createDefaultRegistry } from '../app/default-registry.js';
import { readJsonFile, UsageError } from './read-json-file.js';

/** Options of `ctp calculate`. */
export const CalculateOptionsSchema = z.object({
  gwp: GwpSetSchema.default('AR6'),
  timeframe: GwpTimeframeSchema.default('100yr'),
});
export type CalculateOptions = z.input<typeof CalculateOptionsSchema>;

/** One line of the `ctp calculate` answer. */
export type CalculateLine =
  | { id: string; ok: true; output: unknown; record: unknown }
  | { id: string | null; ok: false; error: { code: string; message: string; details?: unknown } };

/**
 * Calculates every activity of a JSON array. Each activity gets either its output and record or
 * its own error; one bad activity never stops the others.
 */
export async function runCalculate(
  file: string,
  options: CalculateOptions,
  baseDir: string,
): Promise<CalculateLine[]> {
  const parsedOptions = CalculateOptionsSchema.safeParse(options);
  if (!parsedOptions.success) {
    throw new UsageError(
      `invalid option: ${parsedOptions.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const activities = await readJsonFile(file, baseDir);
  if (!Array.isArray(activities)) throw new UsageError(`${file} must hold a JSON array of activities`);

  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
    registry: createDefaultRegistry(),
    gwpSet: parsedOptions.data.gwp,
    gwpTimeframe: parsedOptions.data.timeframe,
  });
  return calculator.calculateBatch(activities as ActivityInput[]).map((result): CalculateLine => {
    if (result.ok)
      return { id: result.output.activityId, ok: true, output: result.record.output, record: result.record };
    return { id: result.activityId, ok: false, error: result.error };
  });
}
