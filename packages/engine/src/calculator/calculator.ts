import { CtpError, GwpSetSchema, GwpTimeframeSchema, MethaneGwpModeSchema } from '@ctp/factors';
import { InvalidContextError } from '../errors/index.js';
import { parseOverrides } from '../overrides/index.js';
import type { AlgorithmResolution } from '../registry/index.js';
import type { ActivityInput } from '../types.js';
import type { CalculationContext, ResolvedContext } from './context.js';
import { FactorSource } from './factor-source.js';
import { KeyPathCache } from './key-path-cache.js';
import { type CalculationResult, runCalculation } from './pipeline.js';

/** One item of a batch or stream: the result, or the activity's typed error. */
export type BatchResult =
  | {
      readonly ok: true;
      readonly output: CalculationResult['output'];
      readonly record: CalculationResult['record'];
    }
  | {
      readonly ok: false;
      readonly activityId: string | null;
      readonly error: {
        readonly code: string;
        readonly message: string;
        readonly details: Readonly<Record<string, unknown>>;
      };
    };

/** Calculates activities against one resolved context, caching resolutions and factor lookups. */
export interface Calculator {
  /** The context with defaults applied and overrides validated. */
  readonly context: ResolvedContext;
  /** Calculates one activity. @throws the activity's typed error (see README, error codes). */
  calculate(activity: ActivityInput): CalculationResult;
  /** Calculates every activity; one bad activity never stops the others. Results are in input order. */
  calculateBatch(activities: Iterable<ActivityInput>): BatchResult[];
  /** Yields one result per activity as it goes, holding none of them: memory stays flat whatever the count. */
  calculateStream(
    activities: Iterable<ActivityInput> | AsyncIterable<ActivityInput>,
  ): AsyncGenerator<BatchResult, void, undefined>;
}

/** Applies defaults to a context and validates it (GWP set and horizon, methane GWP mode, overrides, organization). */
export function resolveContext(c: CalculationContext): ResolvedContext {
  const gwpSet = GwpSetSchema.safeParse(c.gwpSet ?? 'AR6');
  if (!gwpSet.success)
    throw new InvalidContextError({
      field: 'gwpSet',
      reason: `expected AR4, AR5 or AR6, got ${String(c.gwpSet)}`,
    });
  const gwpTimeframe = GwpTimeframeSchema.safeParse(c.gwpTimeframe ?? '100yr');
  if (!gwpTimeframe.success)
    throw new InvalidContextError({
      field: 'gwpTimeframe',
      reason: `expected 100yr or 20yr, got ${String(c.gwpTimeframe)}`,
    });
  const methaneGwp = MethaneGwpModeSchema.safeParse(c.methaneGwp ?? 'by_source');
  if (!methaneGwp.success)
    throw new InvalidContextError({
      field: 'methaneGwp',
      reason: `expected by_source or single, got ${String(c.methaneGwp)}`,
    });
  const overrides = parseOverrides(c.overrides ?? []);
  if (overrides.length > 0 && c.organizationId === undefined)
    throw new InvalidContextError({
      field: 'organizationId',
      reason: 'overrides need the organization they belong to',
    });
  return Object.freeze({
    factors: c.factors,
    registry: c.registry,
    gwpSet: gwpSet.data,
    gwpTimeframe: gwpTimeframe.data,
    methaneGwp: methaneGwp.data,
    overrides,
    ...(c.organizationId === undefined ? {} : { organizationId: c.organizationId }),
    ...(c.datasets === undefined ? {} : { datasets: Object.freeze({ ...c.datasets }) }),
  });
}

/** Maps a thrown error to a batch item; errors that are not CtpErrors are engine faults (`INTERNAL_ERROR`). */
export function toBatchError(error: unknown, input: unknown): BatchResult {
  const raw = (input as { id?: unknown } | null)?.id;
  const activityId = typeof raw === 'string' ? raw : null;
  if (error instanceof CtpError)
    return {
      ok: false,
      activityId,
      error: { code: error.code, message: error.message, details: error.details },
    };
  return {
    ok: false,
    activityId,
    error: {
      code: 'INTERNAL_ERROR',
      message: `[ctp] ${error instanceof Error ? error.message : String(error)}`,
      details: {},
    },
  };
}

/**
 * Creates a calculator for one context. It validates the context once (GWP set, overrides) and
 * caches, for its lifetime: algorithm resolutions per (category, region, date), factor lookups per
 * query, and (inside @ctp/factors) unit conversion factors and resolved GWP factors.
 * @throws InvalidContextError, InvalidOverrideError.
 */
export function createCalculator(context: CalculationContext): Calculator {
  const ctx = resolveContext(context);
  const source = new FactorSource(ctx);
  const resolutions = new KeyPathCache<AlgorithmResolution>();
  const resolve = (a: {
    id: string;
    category: string;
    region: string;
    periodStart: string;
  }): AlgorithmResolution =>
    resolutions.get(a.category, a.region, a.periodStart) ??
    resolutions.set(
      ctx.registry.resolve({
        category: a.category,
        region: a.region,
        date: a.periodStart,
        overrides: ctx.overrides,
        activityId: a.id,
        ...(ctx.organizationId === undefined ? {} : { organizationId: ctx.organizationId }),
      }),
      a.category,
      a.region,
      a.periodStart,
    );
  const calculate = (activity: ActivityInput): CalculationResult =>
    runCalculation(ctx, source, activity, resolve);
  const safe = (activity: ActivityInput): BatchResult => {
    try {
      const { output, record } = calculate(activity);
      return { ok: true, output, record };
    } catch (error) {
      return toBatchError(error, activity);
    }
  };
  return Object.freeze({
    context: ctx,
    calculate,
    calculateBatch: (activities: Iterable<ActivityInput>) => Array.from(activities, safe),
    async *calculateStream(activities: Iterable<ActivityInput> | AsyncIterable<ActivityInput>) {
      if (Symbol.asyncIterator in activities) {
        for await (const activity of activities) yield safe(activity);
      } else {
        for (const activity of activities) yield safe(activity);
      }
    },
  });
}

const calculators = new WeakMap<CalculationContext, Calculator>();

/**
 * Calculates one activity. Calculators are cached per context object, so repeated calls with the
 * same context share its caches; create a new context object after changing anything in it.
 * @throws the activity's typed error (see README, error codes).
 */
export function calculate(activity: ActivityInput, context: CalculationContext): CalculationResult {
  let calculator = calculators.get(context);
  if (calculator === undefined) {
    calculator = createCalculator(context);
    calculators.set(context, calculator);
  }
  return calculator.calculate(activity);
}
