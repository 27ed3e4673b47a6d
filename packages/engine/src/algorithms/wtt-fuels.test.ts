import { type CtpError, FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { wttFuels } from './wtt-fuels.js';

const Y2019 = { periodStart: '2019-01-01', periodEnd: '2019-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const D2025 = 'DESNZ 2025 flat file, sheet "Factors by Category", WTT- fuels, kg CO2e (AR5)';
const B2019 = 'BEIS 2019 flat file, sheet "Factors by Category", column K, WTT- fuels, kg CO2e (AR4)';

const cases: GoldenCase[] = [
  {
    name: 'GB natural gas 250000 kWh (gross CV), DESNZ 2025',
    activity: {
      quantity: '250000',
      unit: 'kWh',
      region: 'GB',
      ...Y2025,
      attributes: { fuel: 'natural_gas' },
    },
    expectedCo2eKg: '7552.5',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2025',
      subcategory: 'natural_gas@energy',
      region: 'GB',
    },
    source: `${D2025}, Natural gas kWh (Gross CV), ID 11_100_1004_6_1 (cell J3477): 0.03021; 250000 × 0.03021 = 7552.5 kg`,
  },
  {
    name: 'GB natural gas 250000 kWh on a net basis, DESNZ 2025',
    activity: {
      quantity: '250000',
      unit: 'kWh',
      region: 'GB',
      ...Y2025,
      attributes: { fuel: 'natural_gas', calorificBasis: 'net' },
    },
    expectedCo2eKg: '8367.5',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'natural_gas@energy_net' },
    source: `${D2025}, Natural gas kWh (Net CV), ID 11_100_1004_7_1: 0.03347; 250000 × 0.03347 = 8367.5 kg`,
  },
  {
    name: 'GB natural gas 2 MWh converted to kWh, DESNZ 2025',
    activity: { quantity: '2', unit: 'MWh', region: 'GB', ...Y2025, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '60.42',
    source: `${D2025}, Natural gas kWh (Gross CV): 0.03021; 2 MWh = 2000 kWh; 2000 × 0.03021 = 60.42 kg`,
  },
  {
    name: 'GB natural gas 5000 m3, DESNZ 2025',
    activity: { quantity: '5000', unit: 'm3', region: 'GB', ...Y2025, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '1683',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'natural_gas' },
    source: `${D2025}, Natural gas cubic metres, ID 11_100_1004_1_1: 0.3366; 5000 × 0.3366 = 1683 kg`,
  },
  {
    name: 'GB diesel 1000 L from a mobile combustion activity (vehicleType carried over), DESNZ 2025',
    activity: {
      quantity: '1000',
      unit: 'L',
      region: 'GB',
      ...Y2025,
      attributes: { fuel: 'diesel', vehicleType: 'heavy_duty_truck' },
    },
    expectedCo2eKg: '611.01',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'diesel' },
    source: `${D2025}, Diesel (average biofuel blend) litres, ID 11_101_1011_8_1 (cell J3503): 0.61101; 1000 × 0.61101 = 611.01 kg`,
  },
  {
    name: 'GB gas oil 2 t, DESNZ 2025',
    activity: { quantity: '2', unit: 't', region: 'GB', ...Y2025, attributes: { fuel: 'gas_oil' } },
    expectedCo2eKg: '1487.67048',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'gas_oil@mass' },
    source: `${D2025}, Gas oil tonnes, ID 11_101_1014_15_1: 743.83524; 2 × 743.83524 = 1487.67048 kg`,
  },
  {
    name: 'GB diesel 1000 L in 2019, AR4 as BEIS published',
    activity: { quantity: '1000', unit: 'L', region: 'GB', ...Y2019, attributes: { fuel: 'diesel' } },
    gwpSet: 'AR4',
    expectedCo2eKg: '617.09',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2019' },
    source: `${B2019}, row 2725, Diesel (average biofuel blend) litres: 0.61709; 1000 × 0.61709 = 617.09 kg`,
  },
  {
    name: 'GB gas oil 2000 L in 2019 under AR5: the AR4 CO2e is used as printed',
    activity: { quantity: '2000', unit: 'L', region: 'GB', ...Y2019, attributes: { fuel: 'gas_oil' } },
    expectedCo2eKg: '1265.06',
    expectedWarnings: ['GWP_SET_MISMATCH'],
    source: `${B2019}, row 2737, Gas Oil litres: 0.63253; 2000 × 0.63253 = 1265.06 kg`,
  },
  {
    name: 'error: US natural gas, EPA Hub publishes no WTT factor',
    activity: { quantity: '1000', unit: 'scf', region: 'US', ...Y2025, attributes: { fuel: 'natural_gas' } },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no wtt_fuels rows outside GB: never a zero',
  },
  {
    name: 'error: unknown fuel',
    activity: { quantity: '1', unit: 't', region: 'GB', ...Y2025, attributes: { fuel: 'unobtainium' } },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'DESNZ gives no WTT factor for such a fuel',
  },
  {
    name: 'error: no fuel',
    activity: { quantity: '1', unit: 't', region: 'GB', ...Y2025, attributes: {} },
    expectedError: 'INVALID_INPUT',
    source: 'attribute fuel is required',
  },
  {
    name: 'error: a distance is not a fuel quantity',
    activity: { quantity: '100', unit: 'km', region: 'GB', ...Y2025, attributes: { fuel: 'diesel' } },
    expectedError: 'INVALID_INPUT',
    source: 'fuel is measured in volume, mass or energy',
  },
];

testAlgorithm(wttFuels, cases);

describe('ctp/wtt-fuels refusals', () => {
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
    registry: new AlgorithmRegistry().register(wttFuels),
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
  });
  const failure = (region: string, fuel: string, unit: string): CtpError => {
    try {
      calculator.calculate({
        id: 'a',
        category: wttFuels.category,
        quantity: '1',
        unit,
        region,
        ...Y2025,
        attributes: { fuel },
      });
    } catch (error) {
      return error as CtpError;
    }
    throw new Error('expected the calculation to fail');
  };

  it('names the missing WTT factor, the region and the publishers that give one', () => {
    const error = failure('US', 'natural_gas', 'scf');
    expect(error.code).toBe('FACTOR_NOT_FOUND');
    expect(error.details).toMatchObject({ category: 'wtt_fuels', subcategory: 'natural_gas', region: 'US' });
    expect(String(error.details.hint)).toContain('EPA Hub publishes none');
  });

  it('keeps the vocabulary hint for a fuel id outside the vocabulary', () => {
    const error = failure('GB', 'natral_gas', 'kWh');
    expect(error.code).toBe('FACTOR_NOT_FOUND');
    expect(String(error.details.hint)).toContain('is not in the shared vocabulary');
  });

  it('is category 3 and records the WTT factor row', () => {
    const { output } = calculator.calculate({
      id: 'b',
      category: wttFuels.category,
      quantity: '1000',
      unit: 'L',
      region: 'GB',
      ...Y2025,
      attributes: { fuel: 'diesel' },
    });
    expect(output.scope3Category).toBe(3);
    expect(output.co2eKg.toFixed()).toBe('611.01');
  });
});
