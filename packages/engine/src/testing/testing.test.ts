import { describe, expect, it } from 'vitest';
import { fuelAlgorithm, gridAlgorithm, tinyLibrary } from '../__fixtures__/tiny.js';
import { defineAlgorithm } from '../define-algorithm.js';
import { AlgorithmRegistry } from '../registry/index.js';
import {
  checkGoldenCase,
  checkProvenance,
  checkUnitInvariance,
  type GoldenCase,
  type KitSetup,
  runCase,
  testAlgorithm,
} from './index.js';

const gasCase: GoldenCase = {
  name: 'natural gas, 1000 scf, US, AR5',
  activity: {
    quantity: '1000',
    unit: 'scf',
    region: 'US',
    periodStart: '2025-01-01',
    periodEnd: '2025-01-31',
    attributes: { fuel: 'natural_gas' },
  },
  expectedCo2eKg: '54.49534',
  expectedGasMassKg: { CO2: '54.44', CH4: '0.00103', N2O: '0.0001' },
  expectedFactor: { datasetId: 'tiny', subcategory: 'natural_gas', region: 'US' },
  source: 'tiny dataset: 1000 × (0.05444 + 0.00000103 × 28 + 0.0000001 × 265)',
};
const cases: GoldenCase[] = [
  gasCase,
  {
    name: 'wood, biogenic CO2 apart',
    activity: {
      quantity: '10',
      unit: 'kg',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      attributes: { fuel: 'wood' },
    },
    expectedCo2eKg: '0.028',
    expectedBiogenicCo2Kg: '18',
    tolerance: '0.0000001',
    source: 'tiny dataset: 10 × 0.0001 × 28; 10 × 1.8',
  },
  {
    name: 'no factor in GB',
    activity: { ...gasCase.activity, region: 'GB' },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'tiny dataset has US rows only',
  },
];

// The kit on its own fixture: registers one test per case plus the shared invariants.
testAlgorithm(fuelAlgorithm, cases, { library: tinyLibrary() });
testAlgorithm(
  gridAlgorithm('test/grid-us', '1.0.0', { region: 'US' }),
  [
    {
      name: 'US-CAMX grid, 1 MWh',
      activity: {
        quantity: '1',
        unit: 'MWh',
        region: 'US-CAMX',
        periodStart: '2025-01-01',
        periodEnd: '2025-01-31',
        dataQuality: 'measured',
      },
      gwpSet: 'AR6',
      expectedCo2eKg: '200',
      source: 'tiny: 1000 kWh × 0.2',
    },
    {
      name: 'US fallback warns',
      activity: {
        quantity: '10',
        unit: 'kWh',
        region: 'US-ERCT',
        periodStart: '2025-01-01',
        periodEnd: '2025-01-31',
      },
      expectedCo2eKg: '4',
      expectedWarnings: ['REGION_FALLBACK'],
      source: 'tiny: 10 × 0.4',
    },
  ],
  { library: tinyLibrary(), extraAlgorithms: [gridAlgorithm('test/grid', '1.0.0')] },
);

const setup: KitSetup = {
  algorithm: fuelAlgorithm,
  library: tinyLibrary(),
  registry: new AlgorithmRegistry().register(fuelAlgorithm),
};

describe('the kit finds what is wrong', () => {
  it('a wrong expected value, gas mass, factor or warning', () => {
    const problems = checkGoldenCase(setup, {
      ...gasCase,
      expectedCo2eKg: '54.4953',
      expectedGasMassKg: { CO2: '54' },
      expectedFactor: { datasetId: 'epa-ghg-hub' },
      expectedWarnings: ['REGION_FALLBACK'],
    });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('expected 54.4953 ± 0, got 54.49534');
  });

  it('a tolerance accepts a near value', () => {
    expect(checkGoldenCase(setup, { ...gasCase, expectedCo2eKg: '54.5', tolerance: '0.01' })).toEqual([]);
  });

  it('an expected error that does not happen, or another one', () => {
    expect(checkGoldenCase(setup, { ...gasCase, expectedError: 'FACTOR_NOT_FOUND' })[0]).toContain(
      'succeeded',
    );
    expect(
      checkGoldenCase(setup, {
        ...gasCase,
        activity: { ...gasCase.activity, quantity: '-1' },
        expectedError: 'UNKNOWN_UNIT',
      })[0],
    ).toContain('got NEGATIVE_QUANTITY');
  });

  it('an algorithm that ignores the unit breaks unit invariance', () => {
    const careless = defineAlgorithm({
      ...fuelAlgorithm,
      id: 'test/careless',
      calculate: (a, i, rt) => {
        const f = rt.lookupFactor({ category: 'stationary_combustion', subcategory: i.fuel });
        return { terms: [{ factor: f, amount: a.quantity, label: 'unconverted' }] };
      },
    });
    const kit: KitSetup = {
      ...setup,
      algorithm: careless,
      registry: new AlgorithmRegistry().register(careless),
    };
    const result = runCase(kit, gasCase).result;
    expect(result).toBeDefined();
    const verdict = checkUnitInvariance(kit, [{ c: gasCase, result: result as never }]);
    expect(verdict).not.toBe('not-applicable');
    expect((verdict as string[])[0]).toMatch(/in (m3|ft3|L|gal|ccf|Mcf)/);
  });

  it('a registry that resolves another algorithm breaks provenance', () => {
    const other = defineAlgorithm({ ...fuelAlgorithm, id: 'test/other' });
    const kit: KitSetup = { ...setup, registry: new AlgorithmRegistry().register(other) };
    const result = runCase(kit, gasCase).result;
    expect(checkProvenance(kit, gasCase, result as never)[0]).toContain(
      'resolved test/other@1.0.0, not test/fuel@1.0.0',
    );
  });
});
