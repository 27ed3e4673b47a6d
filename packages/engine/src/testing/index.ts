/**
 * `@ctp/engine/testing`: the conformance kit. A plugin's test is a table of golden cases and one
 * call: `testAlgorithm(myAlgorithm, cases)`. Requires vitest (an optional peer dependency).
 * @packageDocumentation
 */
import { FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import type { CalculationResult } from '../calculator/pipeline.js';
import { AlgorithmRegistry } from '../registry/index.js';
import type { CalculationAlgorithm } from '../types.js';
import { checkGoldenCase, type KitSetup, runCase } from './golden.js';
import {
  checkBoundaryErrors,
  checkDecimals,
  checkDeterminism,
  checkProvenance,
  checkRecord,
  checkUnitInvariance,
} from './invariants.js';
import type { GoldenCase, TestAlgorithmOptions } from './types.js';

export { caseActivity, caseContext, checkGoldenCase, type KitSetup, runCase } from './golden.js';
export {
  checkBoundaryErrors,
  checkDecimals,
  checkDeterminism,
  checkProvenance,
  checkRecord,
  checkUnitInvariance,
} from './invariants.js';
export type { GoldenCase, TestAlgorithmOptions } from './types.js';

function setupOf(algorithm: CalculationAlgorithm, options: TestAlgorithmOptions): KitSetup {
  const library = options.library ?? FactorLibrary.withShippedDatasets();
  const registry =
    options.registry ?? new AlgorithmRegistry().register(algorithm, ...(options.extraAlgorithms ?? []));
  return { algorithm, library, registry };
}

/**
 * Registers vitest tests for an algorithm: one per golden case, then the shared invariants over
 * the successful cases (Decimal outputs without exponent, byte-identical determinism, checksums
 * and replay, provenance, unit invariance, NEGATIVE_QUANTITY and UNKNOWN_UNIT at the boundary).
 *
 * @example
 * testAlgorithm(stationaryCombustion, [{
 *   name: 'natural gas, 1000 scf, US', source: 'EPA Hub 2025 Table 1: 1000 × (0.05444 + 0.00000103 × 28 + 0.0000001 × 265)',
 *   activity: { quantity: '1000', unit: 'scf', region: 'US', periodStart: '2025-01-01', periodEnd: '2025-01-31', attributes: { fuel: 'natural_gas' } },
 *   expectedCo2eKg: '54.49534',
 * }]);
 */
export function testAlgorithm(
  algorithm: CalculationAlgorithm,
  goldenCases: readonly GoldenCase[],
  options: TestAlgorithmOptions = {},
): void {
  describe(`${algorithm.id}@${algorithm.version} conformance`, () => {
    let setup: KitSetup | undefined;
    const kit = (): KitSetup => (setup ??= setupOf(algorithm, options));
    for (const c of goldenCases) {
      it(c.name, () => {
        expect(checkGoldenCase(kit(), c), c.source).toEqual([]);
      });
    }
    const successes = (): { c: GoldenCase; result: CalculationResult }[] =>
      goldenCases
        .filter((c) => c.expectedError === undefined)
        .flatMap((c) => {
          const { result } = runCase(kit(), c);
          return result === undefined ? [] : [{ c, result }];
        });
    const each = (check: (c: GoldenCase, r: CalculationResult) => string[]) => () => {
      const found = successes();
      expect(found.length, 'at least one golden case must succeed').toBeGreaterThan(0);
      expect(found.flatMap(({ c, result }) => check(c, result))).toEqual([]);
    };
    it(
      'outputs are Decimals and serialise without exponent',
      each((c, r) => checkDecimals(c.name, r)),
    );
    it(
      'two runs give byte-identical records',
      each((c, r) => checkDeterminism(kit(), c, r)),
    );
    it(
      'checksums verify and replay reproduces the output',
      each((c, r) => checkRecord(kit(), c, r)),
    );
    it(
      'provenance: algorithm, term factors and factor snapshots',
      each((c, r) => checkProvenance(kit(), c, r)),
    );
    it('the same quantity in another unit of the dimension gives the same CO2e', (ctx) => {
      const verdict = checkUnitInvariance(kit(), successes());
      if (verdict === 'not-applicable') ctx.skip();
      else expect(verdict).toEqual([]);
    });
    it(
      'a negative quantity and an unknown unit are refused',
      each((c) => checkBoundaryErrors(kit(), c)),
    );
  });
}
