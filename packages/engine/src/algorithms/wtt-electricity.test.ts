import { type CtpError, FactorLibrary, parseDataset } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { wttElectricity } from './wtt-electricity.js';

const Y2019 = { periodStart: '2019-01-01', periodEnd: '2019-12-31' } as const;
const Y2022 = { periodStart: '2022-01-01', periodEnd: '2022-12-31' } as const;
const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const D2025 =
  'DESNZ 2025 flat file, sheet "Factors by Category", column J, kg CO2e per kWh (AR5): WTT- UK electricity (generation) J3939 0.0459, WTT- UK electricity (T&D) J3940 0.00397, T&D- UK electricity J3627 0.01853';

const cases: GoldenCase[] = [
  {
    name: 'GB 120000 kWh, DESNZ 2025, T&D losses included',
    activity: { quantity: '120000', unit: 'kWh', region: 'GB', ...Y2025 },
    expectedCo2eKg: '8208',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2025',
      subcategory: 'wtt_generation',
      region: 'GB',
    },
    source: `${D2025}: 120000 × 0.0459 = 5508; 120000 × 0.00397 = 476.4; 120000 × 0.01853 = 2223.6; 5508 + 476.4 + 2223.6 = 8208 kg`,
  },
  {
    name: 'GB 120000 kWh, DESNZ 2025, T&D losses reported separately',
    activity: {
      quantity: '120000',
      unit: 'kWh',
      region: 'GB',
      ...Y2025,
      attributes: { tdLosses: 'separate' },
    },
    expectedCo2eKg: '5984.4',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'wtt_td_losses' },
    source: `${D2025}: 120000 × 0.0459 = 5508; 120000 × 0.00397 = 476.4; 5508 + 476.4 = 5984.4 kg`,
  },
  {
    name: 'GB 2 MWh, DESNZ 2024',
    activity: { quantity: '2', unit: 'MWh', region: 'GB', ...Y2024 },
    expectedCo2eKg: '136.34',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'td_losses' },
    source:
      'DESNZ 2024 flat file v1.1, column J: J3939 0.0459, J3940 0.00397, T&D J3627 0.0183; 2 MWh = 2000 kWh: 2000 × 0.0459 = 91.8; 2000 × 0.00397 = 7.94; 2000 × 0.0183 = 36.6; total 136.34 kg',
  },
  {
    name: 'GB 10000 kWh, BEIS 2022 (AR4)',
    activity: { quantity: '10000', unit: 'kWh', region: 'GB', ...Y2022 },
    gwpSet: 'AR4',
    expectedCo2eKg: '681.7',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2022' },
    source:
      'BEIS 2022 flat file, column I: WTT- UK electricity (generation) I3724 0.04625, (T&D) I3725 0.00423, T&D- UK electricity I3412 0.01769; 10000 × 0.04625 = 462.5; 10000 × 0.00423 = 42.3; 10000 × 0.01769 = 176.9; total 681.7 kg',
  },
  {
    name: 'GB 50000 kWh, BEIS 2019 (AR4)',
    activity: { quantity: '50000', unit: 'kWh', region: 'GB', ...Y2019 },
    gwpSet: 'AR4',
    expectedCo2eKg: '3019',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2019' },
    source:
      'BEIS 2019 flat file, column K: K2797 0.03565, K2798 0.00303, T&D K2379 0.0217; 50000 × 0.03565 = 1782.5; 50000 × 0.00303 = 151.5; 50000 × 0.0217 = 1085; total 3019 kg',
  },
  {
    name: 'error: US, neither EPA Hub nor eGRID publishes WTT of electricity',
    activity: { quantity: '1000', unit: 'kWh', region: 'US', ...Y2025 },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no electricity/wtt_generation rows outside GB: never a zero',
  },
  {
    name: 'error: a volume is not electricity',
    activity: { quantity: '1000', unit: 'L', region: 'GB', ...Y2025 },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is an energy quantity',
  },
  {
    name: 'error: unknown tdLosses choice',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2025, attributes: { tdLosses: 'both' } },
    expectedError: 'INVALID_INPUT',
    source: 'tdLosses is included or separate',
  },
];

testAlgorithm(wttElectricity, cases);

/** A region (Ireland, invented values) whose publisher gives WTT factors but no T&D loss factor. */
const wttOnly = parseDataset({
  datasetId: 'test-wtt-only',
  datasetVersion: '1',
  title: 'WTT factors without T&D losses (test)',
  publisher: 'CTP tests',
  source: 'CTP engine test fixture',
  sourceUrl: 'https://example.org/wtt-only',
  license: 'CC0-1.0',
  generatedBy: 'transcribed',
  factors: ['wtt_generation', 'wtt_td_losses'].map((subcategory) => ({
    category: 'electricity',
    subcategory,
    factor: subcategory === 'wtt_generation' ? '0.05' : '0.004',
    unit: 'kWh',
    region: 'IE',
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
    effectiveFrom: '2020-01-01',
    effectiveTo: null,
    status: 'confirmed',
  })),
});

describe('ctp/wtt-electricity', () => {
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets([wttOnly]),
    registry: new AlgorithmRegistry().register(wttElectricity),
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
  });
  const run = (region: string, attributes: Record<string, unknown> = {}) =>
    calculator.calculate({
      id: 'e',
      category: wttElectricity.category,
      quantity: '1000',
      unit: 'kWh',
      region,
      ...Y2025,
      attributes,
    });

  it('adds the T&D losses only where the publisher gives them, and says so where it does not', () => {
    const ie = run('IE').output;
    // 1000 × 0.05 + 1000 × 0.004 = 54 kg: the two WTT terms, no T&D term.
    expect(ie.co2eKg.toFixed()).toBe('54');
    expect(ie.warnings.map((w) => w.code)).toContain('TD_LOSSES_NOT_PUBLISHED');
    expect(run('IE', { tdLosses: 'separate' }).output.warnings.map((w) => w.code)).not.toContain(
      'TD_LOSSES_NOT_PUBLISHED',
    );
  });

  it('labels the three GB terms and is category 3', () => {
    const { output } = run('GB');
    expect(output.scope3Category).toBe(3);
    expect(output.factorRefs.map((r) => r.label)).toEqual([
      'electricity consumed × WTT of generation',
      'electricity consumed × WTT of T&D losses',
      'electricity consumed × T&D losses',
    ]);
  });

  it('names the missing WTT factor and the region', () => {
    let error: CtpError | undefined;
    try {
      run('US');
    } catch (e) {
      error = e as CtpError;
    }
    expect(error?.code).toBe('FACTOR_NOT_FOUND');
    expect(error?.details).toMatchObject({
      category: 'electricity',
      subcategory: 'wtt_generation',
      region: 'US',
    });
    expect(String(error?.details.hint)).toContain('no well-to-tank factor of electricity (wtt_generation)');
  });
});
