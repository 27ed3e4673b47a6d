import { CtpError, formatDecimal } from '@ctp/factors';
import { checkActivity } from '../activity/validate.js';
import { AlgorithmError } from '../errors/index.js';
import { buildRecord } from '../record/build.js';
import type { CalculationRecord, RecordVersion } from '../record/types.js';
import type { AlgorithmResolution } from '../registry/index.js';
import type { Activity, CalculationWarning } from '../types.js';
import { algorithmInputs } from './algorithm-inputs.js';
import { checkResult } from './check-result.js';
import { resultConfidence } from './confidence.js';
import type { ResolvedContext } from './context.js';
import { applyCustomLogic } from './custom-logic.js';
import { computeEmissions } from './emissions.js';
import type { FactorSource } from './factor-source.js';
import { buildOutput, type CalculationOutput } from './output.js';
import { RecordingRuntime } from './runtime.js';

/** The output of one calculation and its audit record. */
export interface CalculationResult {
  readonly output: CalculationOutput;
  readonly record: CalculationRecord;
}

/** Picks the algorithm for a validated activity (cached resolution, or a fixed one when replaying). */
export type Resolver = (activity: Activity) => AlgorithmResolution;

function overrideWarning(r: AlgorithmResolution): CalculationWarning[] {
  const o = r.override;
  if (o === undefined) return [];
  const what =
    o.kind === 'factor_multiplier'
      ? `factor multiplier ${formatDecimal(o.factorMultiplier)}`
      : o.kind === 'methodology'
        ? `algorithm ${r.algorithm.id}@${r.algorithm.version}`
        : 'custom formula';
  return [
    {
      code: 'OVERRIDE_APPLIED',
      message: `override ${JSON.stringify(o.id)} of organization ${o.organizationId} (${what}), approved by ${o.approvedBy}, applied`,
    },
  ];
}

function append(to: CalculationWarning[], from: readonly CalculationWarning[]): void {
  // Indexed: most lists are empty, and this runs several times per activity.
  for (let i = 0; i < from.length; i++) to.push(from[i] as CalculationWarning);
}

/**
 * One calculation: validate the activity, resolve the algorithm, validate its inputs, run it with
 * a recording runtime, check its result, compute gases and CO2e, apply an override, rate
 * confidence, and build the output and the checksummed record. `format` is the record version to
 * build: the current one, or 1 when replaying a record of version 1.
 */
export function runCalculation(
  ctx: ResolvedContext,
  source: FactorSource,
  input: unknown,
  resolve: Resolver,
  format?: RecordVersion,
): CalculationResult {
  const { activity, json, attributes } = checkActivity(input);
  const resolution = resolve(activity);
  const { algorithm, override } = resolution;
  // Keyed by the attributes' JSON as given (key order included: a schema may keep it).
  const inputs = algorithmInputs(algorithm, activity, attributes.key);
  const recording = new RecordingRuntime(ctx, source, activity);
  let raw: unknown;
  try {
    raw = algorithm.calculate(activity, inputs, recording);
  } catch (error) {
    throw new AlgorithmError({ algorithmId: algorithm.id, activityId: activity.id }, error);
  }
  const result = checkResult(raw, recording, algorithm.id, activity.id);
  const multiplier = override?.kind === 'factor_multiplier' ? override.factorMultiplier : undefined;
  let emissions: ReturnType<typeof computeEmissions>;
  try {
    emissions = computeEmissions(result.terms, ctx.gwpSet, ctx.gwpTimeframe, multiplier, ctx.methaneGwp);
  } catch (error) {
    if (!(error instanceof CtpError)) throw error;
    throw new AlgorithmError({ algorithmId: algorithm.id, activityId: activity.id }, error);
  }
  const custom = override?.kind === 'custom' ? applyCustomLogic(override, activity, emissions) : undefined;
  const warnings: CalculationWarning[] = [];
  append(warnings, resolution.warnings);
  if (resolution.override !== undefined) append(warnings, overrideWarning(resolution));
  for (const t of result.terms) append(warnings, t.factor.warnings);
  append(warnings, result.warnings);
  append(warnings, emissions.warnings);
  if (result.terms.length === 0) {
    warnings.push({
      code: 'NO_TERMS',
      message: `${algorithm.id}@${algorithm.version} returned no calculation term: the result is zero`,
    });
  }
  if (custom !== undefined) {
    warnings.push({
      code: 'CUSTOM_LOGIC_NO_GAS_BREAKDOWN',
      message: `the custom formula of override ${JSON.stringify(override?.id)} gives CO2e only; no gas breakdown is reported`,
    });
  }
  const output = buildOutput({
    activityId: activity.id,
    resolution,
    terms: result.terms,
    co2eKg: custom ?? emissions.co2eKg,
    gases: custom === undefined ? emissions.gases : [],
    biogenicCo2Kg: emissions.biogenicCo2Kg,
    confidence: resultConfidence(activity.dataQuality, result.terms, emissions.resolved),
    warnings,
  });
  const record = buildRecord({
    activity: json,
    quantity: activity.quantity,
    attributesCanonical: attributes.canonical,
    context: ctx,
    resolution,
    terms: result.terms,
    used: recording.used,
    gwpValues: emissions.gwpValues,
    methaneSources: emissions.methaneSources,
    output,
    format,
  });
  return Object.freeze({ output, record });
}
