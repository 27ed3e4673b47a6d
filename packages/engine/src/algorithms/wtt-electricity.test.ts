import { type CtpError, FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { wttElectricity } from './wtt-electricity.js';

const Y2019 = { periodStart: '2019-01-01', periodEnd: '2019-12-31' } as const;
const Y2020 = { periodStart: '2020-01-01', periodEnd: '2020-12-31' } as const;
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
    name: 'FR 10000 kWh, BEIS 2020 overseas lines (AR4): no T&D losses published for France',
    activity: { quantity: '10000', unit: 'kWh', region: 'FR', ...Y2020 },
    gwpSet: 'AR4',
    expectedCo2eKg: '54.65460782479751',
    expectedWarnings: ['TD_LOSSES_NOT_PUBLISHED'],
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2020',
      subcategory: 'wtt_td_losses',
      region: 'FR',
    },
    source:
      'BEIS 2020 flat file, column K, "Electricity: France": WTT- overseas electricity (generation) K2813 0.005021760006543165 and (T&D) K2874 0.0004437007759365813, shipped at 15 significant digits as 0.00502176000654317 and 0.000443700775936581; no overseas T&D loss line; 10000 × 0.00502176000654317 = 50.2176000654317; 10000 × 0.000443700775936581 = 4.43700775936581; 50.2176000654317 + 4.43700775936581 = 54.65460782479751 kg',
  },
  {
    name: 'FR 1000 kWh in 2024: the BEIS 2021 overseas lines stay in force',
    activity: { quantity: '1000', unit: 'kWh', region: 'FR', ...Y2024 },
    gwpSet: 'AR4',
    expectedCo2eKg: '8.318478239608674',
    expectedWarnings: ['PREVIOUS_EDITION', 'TD_LOSSES_NOT_PUBLISHED'],
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2021', region: 'FR' },
    source:
      'BEIS 2021 flat file, column K, "Electricity: France": K2878 0.007647915391327732 → 0.00764791539132773, K2939 0.0006705628482809435 → 0.000670562848280944 (the last edition with overseas lines); 1000 × 0.00764791539132773 = 7.64791539132773; 1000 × 0.000670562848280944 = 0.670562848280944; total 8.318478239608674 kg',
  },
  {
    name: 'US-CAMX 1000 kWh in 2020: the BEIS 2020 United States lines, by region fallback',
    activity: { quantity: '1000', unit: 'kWh', region: 'US-CAMX', ...Y2020 },
    gwpSet: 'AR4',
    expectedCo2eKg: '70.7750104000975',
    expectedWarnings: ['REGION_FALLBACK', 'TD_LOSSES_NOT_PUBLISHED'],
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2020', region: 'US' },
    source:
      'BEIS 2020 flat file, column K, "Electricity: United States": K2854 0.06643647846817492 → 0.0664364784681749, K2915 0.004338531931922603 → 0.0043385319319226; 1000 × 0.0664364784681749 = 66.4364784681749; 1000 × 0.0043385319319226 = 4.3385319319226; total 70.7750104000975 kg',
  },
  {
    name: 'error: AR, no publisher gives WTT of electricity for Argentina',
    activity: { quantity: '1000', unit: 'kWh', region: 'AR', ...Y2025 },
    expectedError: 'FACTOR_NOT_FOUND',
    source:
      'BEIS/DESNZ list no Argentina line (the "Latin America (average)" line has no region id and is not imported): never a zero',
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

describe('ctp/wtt-electricity', () => {
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
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

  it('adds the T&D losses only where the publisher gives them, never the GB ones elsewhere', () => {
    const fr = run('FR').output;
    // BEIS 2021 France (still in force in 2025): 1000 × 0.00764791539132773 + 1000 × 0.000670562848280944.
    expect(fr.co2eKg.toFixed()).toBe('8.318478239608674');
    expect(fr.factorRefs.map((r) => [r.region, r.subcategory])).toEqual([
      ['FR', 'wtt_generation'],
      ['FR', 'wtt_td_losses'],
    ]);
    expect(fr.warnings.map((w) => w.code)).toContain('TD_LOSSES_NOT_PUBLISHED');
    expect(run('FR', { tdLosses: 'separate' }).output.warnings.map((w) => w.code)).not.toContain(
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
      run('AR');
    } catch (e) {
      error = e as CtpError;
    }
    expect(error?.code).toBe('FACTOR_NOT_FOUND');
    expect(error?.details).toMatchObject({
      category: 'electricity',
      subcategory: 'wtt_generation',
      region: 'AR',
    });
    expect(String(error?.details.hint)).toContain('no well-to-tank factor of electricity (wtt_generation)');
  });
});
