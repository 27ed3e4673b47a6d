import { CtpError, Decimal, type FactorLibrary } from '@ctp/factors';
import { createCalculator } from '../calculator/calculator.js';
import type { CalculationContext } from '../calculator/context.js';
import type { CalculationResult } from '../calculator/pipeline.js';
import type { AlgorithmRegistry } from '../registry/index.js';
import type { ActivityInput, CalculationAlgorithm } from '../types.js';
import type { GoldenCase } from './types.js';

/** What every check of the kit works with. */
export interface KitSetup {
  readonly algorithm: CalculationAlgorithm;
  readonly library: FactorLibrary;
  readonly registry: AlgorithmRegistry;
}

/** The full activity of a case: the algorithm's category, id defaulting to the case name. */
export function caseActivity(algorithm: CalculationAlgorithm, c: GoldenCase): ActivityInput {
  return { ...c.activity, id: c.activity.id ?? c.name, category: algorithm.category };
}

/** The calculation context of a case (GWP set default `AR5`). */
export function caseContext(setup: KitSetup, c: GoldenCase): CalculationContext {
  return {
    factors: setup.library,
    registry: setup.registry,
    gwpSet: c.gwpSet ?? 'AR5',
    gwpTimeframe: c.gwpTimeframe ?? '100yr',
    ...(c.methaneGwp === undefined ? {} : { methaneGwp: c.methaneGwp }),
  };
}

/** Calculates a case with a fresh calculator; returns the result or the thrown error. */
export function runCase(
  setup: KitSetup,
  c: GoldenCase,
  activity = caseActivity(setup.algorithm, c),
): { result?: CalculationResult; error?: unknown } {
  try {
    return { result: createCalculator(caseContext(setup, c)).calculate(activity) };
  } catch (error) {
    return { error };
  }
}

function within(
  label: string,
  actual: Decimal | null | undefined,
  expected: string,
  tolerance: Decimal,
  problems: string[],
): void {
  if (actual === null || actual === undefined) {
    problems.push(`${label}: expected ${expected}, got none`);
    return;
  }
  const diff = actual.minus(new Decimal(expected)).abs();
  if (diff.gt(tolerance))
    problems.push(
      `${label}: expected ${expected} ± ${tolerance.toFixed()}, got ${actual.toFixed()} (off by ${diff.toFixed()})`,
    );
}

/** Checks one golden case; returns the problems found (empty when it passes). */
export function checkGoldenCase(setup: KitSetup, c: GoldenCase): string[] {
  const problems: string[] = [];
  const { result, error } = runCase(setup, c);
  if (c.expectedError !== undefined) {
    if (error === undefined) return [`expected error ${c.expectedError}, but the calculation succeeded`];
    const code = error instanceof CtpError ? error.code : `non-CtpError ${String(error)}`;
    return code === c.expectedError
      ? []
      : [`expected error ${c.expectedError}, got ${code}: ${(error as Error).message}`];
  }
  if (result === undefined) {
    const e = error as { code?: string; message?: string };
    return [`calculation failed: ${e.code ?? 'no code'} ${e.message ?? String(error)}`];
  }
  const out = result.output;
  const tolerance = new Decimal(c.tolerance ?? '0');
  if (c.expectedCo2eKg === undefined)
    problems.push('the case gives neither expectedCo2eKg nor expectedError');
  else within('co2eKg', out.co2eKg, c.expectedCo2eKg, tolerance, problems);
  for (const [gas, mass] of Object.entries(c.expectedGasMassKg ?? {})) {
    within(`gas ${gas} massKg`, out.gases.find((g) => g.gas === gas)?.massKg, mass, tolerance, problems);
  }
  if (c.expectedBiogenicCo2Kg !== undefined)
    within('biogenicCo2Kg', out.biogenicCo2Kg, c.expectedBiogenicCo2Kg, tolerance, problems);
  const codes = out.warnings.map((w) => w.code);
  for (const code of c.expectedWarnings ?? []) {
    if (!codes.includes(code)) problems.push(`warning ${code} expected; got ${codes.join(', ') || 'none'}`);
  }
  const f = c.expectedFactor;
  if (f !== undefined) {
    const hit = out.factorRefs.some(
      (r) =>
        r.datasetId === f.datasetId &&
        (f.datasetVersion ?? r.datasetVersion) === r.datasetVersion &&
        (f.subcategory ?? r.subcategory) === r.subcategory &&
        (f.region ?? r.region) === r.region,
    );
    if (!hit)
      problems.push(
        `no factor matches ${JSON.stringify(f)}; used ${out.factorRefs.map((r) => r.key).join(', ') || 'none'}`,
      );
  }
  return problems;
}
