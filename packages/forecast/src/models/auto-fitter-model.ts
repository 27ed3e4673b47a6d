import { z } from 'zod';
import { SeriesTooShortError } from '../errors.js';
import { defineForecastModel, type ForecastModel, type ModelType } from '../model.js';
import { type Frequency, periodsPerYear } from '../series/period.js';
import type { AutoFitter } from './series-fit.js';

/** Metadata of a model backed by an automatic fitter. */
export interface AutoFitterModelInfo {
  readonly id: string;
  readonly name: string;
  readonly type?: ModelType;
  readonly version: string;
  readonly description: string;
  readonly assumptions: readonly string[];
  readonly limitations: readonly string[];
  /** Fewest observations the fitter accepts for a frequency (it may refuse more for a chosen model). */
  readonly minimumLength: (frequency: Frequency) => number;
  readonly fitter: AutoFitter;
}

/**
 * Wraps an automatic fitter (`autoArima`, `autoEts`) as a {@link ForecastModel}: the seasonal period
 * is the frequency's (12, 4 or 1), and a fitter's own "series too short" refusal (any error with code
 * `SERIES_TOO_SHORT` and a numeric `needed`) becomes this package's {@link SeriesTooShortError}.
 */
export function autoFitterModel(info: AutoFitterModelInfo): ForecastModel {
  return defineForecastModel({
    id: info.id,
    name: info.name,
    type: info.type ?? 'statistical',
    version: info.version,
    description: info.description,
    assumptions: info.assumptions,
    limitations: info.limitations,
    parameterSchema: z.object({}),
    minimumLength: (frequency) => info.minimumLength(frequency),
    estimate(series) {
      try {
        return info.fitter(series.values, { period: periodsPerYear(series.frequency) });
      } catch (error) {
        const e = error as { code?: unknown; needed?: unknown };
        if (e?.code === 'SERIES_TOO_SHORT' && typeof e.needed === 'number') {
          throw new SeriesTooShortError({
            modelId: info.id,
            required: e.needed,
            actual: series.values.length,
            frequency: series.frequency,
          });
        }
        throw error;
      }
    },
  });
}
