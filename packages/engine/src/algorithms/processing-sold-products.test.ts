import { FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { processingSoldProductsAverage, processingSoldProductsEnergy } from './processing-sold-products.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const GB_ELEC_24 = 'DESNZ 2024 UK electricity generated (ID 7_400_4000_5_1) 0.20705 kg CO2e/kWh';
const GB_GAS_24 = 'DESNZ 2024 Fuels, natural gas kWh (Gross CV) (ID 1_100_1004_6_1) 0.18290 kg CO2e/kWh';
const GB_GAS_OIL_24 = 'DESNZ 2024 Fuels, gas oil litres (ID 1_101_1014_8_1) 2.75541 kg CO2e/L';
const INTENSITY = 'injection moulding average, trade association 2023 (example source)';

const siteCases: GoldenCase[] = [
  {
    name: 'GB processor electricity 250000 kWh on the sold granulate',
    activity: {
      quantity: '250000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        processorName: 'Acme Moulding',
        productName: 'PP granulate',
      },
    },
    expectedCo2eKg: '51762.5',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'grid_average',
      region: 'GB',
    },
    source: `${GB_ELEC_24}: 250000 × 0.20705 = 51762.5 kg`,
  },
  {
    name: 'GB processor natural gas 100 MWh gross',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'natural_gas' },
    },
    expectedCo2eKg: '18290',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'natural_gas@energy' },
    source: `${GB_GAS_24}: 100 MWh = 100000 kWh × 0.1829 = 18290 kg`,
  },
  {
    name: 'GB processor gas oil 2000 L',
    activity: {
      quantity: '2000',
      unit: 'L',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'gas_oil' },
    },
    expectedCo2eKg: '5510.82',
    source: `${GB_GAS_OIL_24}: 2000 × 2.75541 = 5510.82 kg`,
  },
  {
    name: 'error: floor area is not energy',
    activity: {
      quantity: '500',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'the quantity is the energy the processor used',
  },
  {
    name: 'error: electricity in litres',
    activity: {
      quantity: '500',
      unit: 'L',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is an energy quantity',
  },
  {
    name: 'error: no energy source',
    activity: { quantity: '500', unit: 'kWh', region: 'GB', ...Y2024, attributes: {} },
    expectedError: 'INVALID_INPUT',
    source: 'attribute energySource is required',
  },
  {
    name: 'error: a fuel no dataset knows',
    activity: {
      quantity: '500',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'moonshine' },
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no stationary_combustion factor for moonshine',
  },
];

const averageCases: GoldenCase[] = [
  {
    name: 'GB 500 t of granulate × 450 kWh/t electricity',
    activity: {
      quantity: '500',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', energyIntensity: '450', intensitySource: INTENSITY },
    },
    expectedCo2eKg: '46586.25',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'grid_average' },
    source: `500 t × 450 kWh/t = 225000 kWh; ${GB_ELEC_24}: 225000 × 0.20705 = 46586.25 kg`,
  },
  {
    name: 'GB 50000 kg × 0.36 GJ/t natural gas: mass and energy converted',
    activity: {
      quantity: '50000',
      unit: 'kg',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'natural_gas',
        energyIntensity: '0.36',
        intensityEnergyUnit: 'GJ',
        intensitySource: INTENSITY,
      },
    },
    expectedCo2eKg: '914.5',
    source: `50000 kg = 50 t × 0.36 GJ/t = 18 GJ = 5000 kWh (1 kWh = 3.6 MJ); ${GB_GAS_24}: 5000 × 0.1829 = 914.5 kg`,
  },
  {
    name: 'GB 100 t × 20 L/t gas oil: a fuel volume per tonne',
    activity: {
      quantity: '100',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'gas_oil',
        energyIntensity: '20',
        intensityEnergyUnit: 'L',
        intensitySource: INTENSITY,
      },
    },
    expectedCo2eKg: '5510.82',
    source: `100 t × 20 L/t = 2000 L; ${GB_GAS_OIL_24}: 2000 × 2.75541 = 5510.82 kg`,
  },
  {
    name: 'error: a count of products is not a mass',
    activity: {
      quantity: '100',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', energyIntensity: '450', intensitySource: INTENSITY },
    },
    expectedError: 'INVALID_INPUT',
    source: 'the quantity is the mass of intermediate product sold',
  },
  {
    name: 'error: intensity per kWh of product',
    activity: {
      quantity: '100',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        energyIntensity: '450',
        intensityMassUnit: 'kWh',
        intensitySource: INTENSITY,
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'intensityMassUnit must be a mass unit',
  },
  {
    name: 'error: intensity in kilometres',
    activity: {
      quantity: '100',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'gas_oil',
        energyIntensity: '450',
        intensityEnergyUnit: 'km',
        intensitySource: INTENSITY,
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'intensityEnergyUnit must measure an energy carrier',
  },
  {
    name: 'error: no intensity source',
    activity: {
      quantity: '100',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', energyIntensity: '450' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'attribute intensitySource is required: no shipped benchmark backs the intensity',
  },
];

testAlgorithm(processingSoldProductsEnergy, siteCases);
testAlgorithm(processingSoldProductsAverage, averageCases);

describe('ctp/processing-sold-products-average record', () => {
  it('prints the mass × intensity arithmetic and its source in the term label', () => {
    const calculator = createCalculator({
      factors: FactorLibrary.withShippedDatasets(),
      registry: new AlgorithmRegistry().register(processingSoldProductsAverage),
      gwpSet: 'AR5',
      gwpTimeframe: '100yr',
    });
    const { output } = calculator.calculate({
      id: 'granulate',
      category: processingSoldProductsAverage.category,
      quantity: '500',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', energyIntensity: '450', intensitySource: INTENSITY },
    });
    expect(output.scope3Category).toBe(10);
    expect(output.factorRefs.map((r) => r.label)).toEqual([
      `processing of sold product, 500 t × 450 kWh/t (${INTENSITY}) = 225000 kWh: electricity consumed × grid average`,
    ]);
  });
});
