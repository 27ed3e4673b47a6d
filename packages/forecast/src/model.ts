/**
 * The `ForecastModel` plugin contract and `defineForecastModel`, which turns a small definition
 * (metadata, a zod parameter schema, a minimum length and an `estimate` function) into a model that
 * validates its inputs, checks the series length, and returns hashed, reproducible projections.
 *
 * @module
 */
import { z } from 'zod';
import {
  FitFailedError,
  ForecastError,
  InvalidModelError,
  InvalidModelParametersError,
  InvalidPredictionOptionsError,
  issueList,
  SeriesTooShortError,
} from './errors.js';
import { canonicalHash } from './hash.js';
import type { SeriesFit } from './models/series-fit.js';
import {
  DEFAULT_LEVELS,
  type ModelReference,
  type PredictionInterval,
  type PredictOptions,
  type Projection,
} from './projection.js';
import type { Frequency } from './series/period.js';
import { type RegularSeries, startPeriod, timelineOf, toRegularSeries } from './series/series.js';

/** Broad family of a model. */
export type ModelType = 'statistical' | 'machine_learning' | 'hybrid';

/** A model fitted to one series, ready to project it forward. */
export interface FittedForecastModel {
  /** The model, its configuration and its estimates. */
  readonly model: ModelReference;
  /** The series the model was fitted on (validated). */
  readonly series: RegularSeries;
  /** Corrected Akaike information criterion, when the model defines one. */
  readonly aicc?: number;
  /**
   * Projects `horizon` periods past the end of the series.
   *
   * @throws InvalidPredictionOptionsError for a horizon that is not a positive integer or a level outside (0, 100).
   */
  predict(horizon: number, options?: PredictOptions): Projection;
}

/** A forecasting model that plugins add to a {@link ForecastModelRegistry}. */
export interface ForecastModel<P = Readonly<Record<string, unknown>>> {
  /** Unique id: lowercase words joined by `-`, namespaced with `/` for plugins (`acme/holt`). */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Model family. */
  readonly type: ModelType;
  /** Implementation version, recorded in every projection. */
  readonly version: string;
  /** JSON Schema (draft 2020-12) of the accepted parameters, with descriptions and defaults. */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** What the model does, in a sentence or two. */
  readonly description: string;
  /** What must hold for the projection to be meaningful. */
  readonly assumptions: readonly string[];
  /** Known weaknesses. */
  readonly limitations: readonly string[];
  /**
   * Fewest observations the model needs for a series of this frequency.
   *
   * @throws InvalidModelParametersError when `parameters` fail validation.
   */
  minimumLength(frequency: Frequency, parameters?: unknown): number;
  /**
   * Fits the model to a historical series. Called once per series; the result predicts any horizon.
   *
   * @param series A {@link SeriesInput} (validated here).
   * @param parameters Model parameters, validated against {@link ForecastModel.parameters}; defaults fill the rest.
   * @throws InvalidSeriesError, InvalidModelParametersError, SeriesTooShortError, ModelNotApplicableError, FitFailedError.
   */
  fit(series: unknown, parameters?: unknown): FittedForecastModel;
  /** Typed parameters after validation and defaults (for callers that want to show them). */
  readonly parseParameters: (parameters: unknown) => P;
}

/** What a model author writes; see {@link defineForecastModel}. */
export interface ForecastModelDefinition<S extends z.ZodType<Readonly<Record<string, unknown>>>> {
  /** See {@link ForecastModel.id}. */
  readonly id: string;
  /** See {@link ForecastModel.name}. */
  readonly name: string;
  /** See {@link ForecastModel.type}. */
  readonly type: ModelType;
  /** See {@link ForecastModel.version}; bump it whenever the numbers a fit gives can change. */
  readonly version: string;
  /** See {@link ForecastModel.description}. */
  readonly description: string;
  /** See {@link ForecastModel.assumptions}. */
  readonly assumptions: readonly string[];
  /** See {@link ForecastModel.limitations}. */
  readonly limitations: readonly string[];
  /** zod schema of the parameters; every field should have a default and a `.describe()` text. */
  readonly parameterSchema: S;
  /** Fewest observations needed for this frequency and configuration. */
  minimumLength(frequency: Frequency, parameters: z.output<S>): number;
  /**
   * Fits the model. Receives a validated series at least `minimumLength` long. Throw
   * {@link ModelNotApplicableError} or {@link FitFailedError} for series the model cannot handle.
   */
  estimate(series: RegularSeries, parameters: z.output<S>): SeriesFit;
}

const MODEL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
const MAX_HORIZON = 1200;

/**
 * Builds a {@link ForecastModel} from a definition: validates the definition, derives the parameter
 * JSON Schema from the zod schema, and wraps `estimate` with series and parameter validation, the
 * length check, error wrapping, the projection timeline and the input hash. The result is frozen.
 *
 * @throws InvalidModelError when the id or the descriptive fields are malformed.
 */
export function defineForecastModel<S extends z.ZodType<Readonly<Record<string, unknown>>>>(
  definition: ForecastModelDefinition<S>,
): ForecastModel<z.output<S>> {
  const issues: string[] = [];
  if (!MODEL_ID.test(definition.id))
    issues.push('id must be lowercase words joined by "-", optionally namespaced "vendor/name"');
  for (const key of ['name', 'version', 'description'] as const) {
    if (definition[key].trim() === '') issues.push(`${key} must not be empty`);
  }
  if (issues.length > 0) throw new InvalidModelError({ modelId: definition.id, issues });

  const modelId = definition.id;
  const parseParameters = (parameters: unknown): z.output<S> => {
    const parsed = definition.parameterSchema.safeParse(parameters ?? {});
    if (!parsed.success) throw new InvalidModelParametersError({ modelId, issues: issueList(parsed.error) });
    return parsed.data;
  };

  const fit = (input: unknown, rawParameters?: unknown): FittedForecastModel => {
    const series = toRegularSeries(input);
    const parameters = parseParameters(rawParameters);
    const required = definition.minimumLength(series.frequency, parameters);
    if (series.values.length < required) {
      throw new SeriesTooShortError({
        modelId,
        required,
        actual: series.values.length,
        frequency: series.frequency,
      });
    }
    let estimated: SeriesFit;
    try {
      estimated = definition.estimate(series, parameters);
    } catch (error) {
      if (error instanceof ForecastError) throw error;
      throw new FitFailedError(
        { modelId, reason: error instanceof Error ? error.message : String(error) },
        { cause: error },
      );
    }
    if (estimated.minimumLength !== undefined && series.values.length < estimated.minimumLength) {
      throw new SeriesTooShortError({
        modelId,
        required: estimated.minimumLength,
        actual: series.values.length,
        frequency: series.frequency,
      });
    }
    const model: ModelReference = Object.freeze({
      id: modelId,
      version: definition.version,
      description: estimated.description,
      parameters: Object.freeze({ ...parameters }),
      estimates: Object.freeze({ ...estimated.parameters }),
    });
    const firstFuture = startPeriod(series) + series.values.length;
    const predict = (horizon: number, options: PredictOptions = {}): Projection => {
      const levels = checkPredictOptions(modelId, horizon, options);
      const raw = guardedForecast(modelId, estimated, horizon, levels);
      const intervals: PredictionInterval[] = levels.map((level) => ({
        level,
        lower: Object.freeze(raw.lower[level] as number[]),
        upper: Object.freeze(raw.upper[level] as number[]),
      }));
      const widest = intervals[intervals.length - 1];
      const inputHash = canonicalHash({
        series: { frequency: series.frequency, start: series.start, values: series.values },
        config: { model: modelId, version: definition.version, parameters, horizon, levels },
      });
      return Object.freeze({
        frequency: series.frequency,
        timeline: Object.freeze(timelineOf(firstFuture, horizon, series.frequency)),
        values: Object.freeze([...raw.mean]),
        ...(widest === undefined
          ? {}
          : {
              confidence: Object.freeze({
                level: widest.level,
                lower: widest.lower,
                upper: widest.upper,
                intervals,
              }),
            }),
        model,
        ...(estimated.notes !== undefined && estimated.notes.length > 0
          ? { notes: Object.freeze([...estimated.notes]) }
          : {}),
        generatedAt: timestamp(options.now),
        inputHash,
      });
    };
    return Object.freeze({
      model,
      series,
      ...(Number.isFinite(estimated.aicc) ? { aicc: estimated.aicc } : {}),
      predict,
    });
  };

  return Object.freeze({
    id: definition.id,
    name: definition.name,
    type: definition.type,
    version: definition.version,
    description: definition.description,
    assumptions: Object.freeze([...definition.assumptions]),
    limitations: Object.freeze([...definition.limitations]),
    parameters: Object.freeze(
      z.toJSONSchema(definition.parameterSchema, { io: 'input' }) as Record<string, unknown>,
    ),
    minimumLength: (frequency: Frequency, parameters?: unknown) =>
      definition.minimumLength(frequency, parseParameters(parameters)),
    fit,
    parseParameters,
  });
}

/**
 * Runs a fit's `forecast` and checks what it returns, so a faulty model fails with a
 * {@link FitFailedError} naming it instead of producing a malformed projection: one finite value per
 * step for the mean and for both bounds at every level, and lower ≤ upper.
 */
function guardedForecast(modelId: string, fit: SeriesFit, horizon: number, levels: readonly number[]) {
  let raw: ReturnType<SeriesFit['forecast']>;
  try {
    raw = fit.forecast(horizon, levels);
  } catch (error) {
    if (error instanceof ForecastError) throw error;
    throw new FitFailedError(
      { modelId, reason: error instanceof Error ? error.message : String(error) },
      { cause: error },
    );
  }
  const bad = (what: string, values: readonly number[] | undefined) => {
    if (values === undefined) return `no ${what}`;
    if (values.length !== horizon) return `${what} has ${values.length} values for a horizon of ${horizon}`;
    if (!values.every(Number.isFinite)) return `${what} has non-finite values`;
    return undefined;
  };
  const problems = [
    bad('mean', raw.mean),
    ...levels.flatMap((l) => [
      bad(`lower bound at ${l}%`, raw.lower[l]),
      bad(`upper bound at ${l}%`, raw.upper[l]),
    ]),
  ].filter((p): p is string => p !== undefined);
  if (problems.length === 0) {
    // Only the order of the bounds is checked: for skewed (simulated) intervals the mean may
    // legitimately lie outside a narrow central interval.
    for (const l of levels) {
      const lo = raw.lower[l] as number[];
      const hi = raw.upper[l] as number[];
      const h = lo.findIndex((v, i) => v > (hi[i] as number));
      if (h >= 0) problems.push(`the ${l}% lower bound of step ${h + 1} is above the upper bound`);
    }
  }
  if (problems.length > 0) throw new FitFailedError({ modelId, reason: problems.slice(0, 3).join('; ') });
  return raw;
}

function checkPredictOptions(modelId: string, horizon: number, options: PredictOptions): number[] {
  const issues: string[] = [];
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON) {
    issues.push(`horizon must be an integer from 1 to ${MAX_HORIZON}, got ${horizon}`);
  }
  const levels = [...new Set(options.levels ?? DEFAULT_LEVELS)].sort((a, b) => a - b);
  for (const level of levels) {
    if (!(Number.isFinite(level) && level > 0 && level < 100))
      issues.push(`level ${level} must be between 0 and 100 (percent)`);
  }
  if (options.now !== undefined && Number.isNaN(new Date(options.now).getTime()))
    issues.push('now is not a valid date');
  if (issues.length > 0) throw new InvalidPredictionOptionsError({ modelId, issues });
  return levels;
}

function timestamp(now: Date | string | undefined): string {
  return (now === undefined ? new Date() : new Date(now)).toISOString();
}
