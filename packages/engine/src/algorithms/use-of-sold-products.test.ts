import { FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { useOfSoldProductsEnergy, useOfSoldProductsFuels } from './use-of-sold-products.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const GB_ELEC_24 = 'DESNZ 2024 UK electricity generated (ID 7_400_4000_5_1) 0.20705 kg CO2e/kWh';
const GB_ELEC_25 = 'DESNZ 2025 UK electricity generated (ID 7_400_4000_5_1) 0.17700 kg CO2e/kWh';
const LIFETIME = '10 years × 180 kWh a year (energy label)';

const productCases: GoldenCase[] = [
  {
    name: 'GB 1000 washing machines sold in 2024 × 1800 kWh over their lifetime',
    activity: {
      quantity: '1000',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', lifetimeEnergyPerUnit: '1800', lifetimeSource: LIFETIME },
    },
    expectedCo2eKg: '372690',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'grid_average',
      region: 'GB',
    },
    source: `1000 × 1800 kWh = 1800000 kWh; ${GB_ELEC_24}: 1800000 × 0.20705 = 372690 kg`,
  },
  {
    name: 'the same machines sold in 2025 take the 2025 factor (year of sale)',
    activity: {
      quantity: '1000',
      unit: 'unit',
      region: 'GB',
      ...Y2025,
      attributes: { energySource: 'electricity', lifetimeEnergyPerUnit: '1800', lifetimeSource: LIFETIME },
    },
    expectedCo2eKg: '318600',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025', subcategory: 'grid_average' },
    source: `1000 × 1800 kWh = 1800000 kWh; ${GB_ELEC_25}: 1800000 × 0.177 = 318600 kg`,
  },
  {
    name: 'GB 50 heat pumps × 2 MWh lifetime: MWh converted',
    activity: {
      quantity: '50',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        lifetimeEnergyPerUnit: '2',
        lifetimeEnergyUnit: 'MWh',
        lifetimeSource: 'example',
      },
    },
    expectedCo2eKg: '20705',
    source: `50 × 2 MWh = 100 MWh = 100000 kWh; ${GB_ELEC_24}: 100000 × 0.20705 = 20705 kg`,
  },
  {
    name: 'GB 200 patio heaters × 150 L of LPG over their lifetime',
    activity: {
      quantity: '200',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'lpg',
        lifetimeEnergyPerUnit: '150',
        lifetimeEnergyUnit: 'L',
        lifetimeSource: '5 years × 30 L',
      },
    },
    expectedCo2eKg: '46713.9',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'lpg' },
    source:
      'DESNZ 2024 Fuels, LPG litres (ID 1_100_1003_8_1) 1.55713 kg CO2e/L: 200 × 150 L = 30000 L × 1.55713 = 46713.9 kg',
  },
  {
    name: 'GB 10 vans × 15000 L of diesel: the vehicle path',
    activity: {
      quantity: '10',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'diesel',
        lifetimeEnergyPerUnit: '15000',
        lifetimeEnergyUnit: 'L',
        lifetimeSource: '150000 km at 10 L per 100 km',
        vehicle: true,
      },
    },
    expectedCo2eKg: '376918.5',
    expectedBiogenicCo2Kg: '24000',
    expectedWarnings: ['MOBILE_FACTOR_FALLBACK'],
    source:
      'DESNZ 2024 publishes one fuels table (no mobile rows): diesel (average biofuel blend) (ID 1_101_1011_8_1) 2.51279 kg CO2e/L, outside of scopes 0.16 kg CO2/L: 10 × 15000 = 150000 L × 2.51279 = 376918.5 kg, biogenic 150000 × 0.16 = 24000 kg',
  },
  {
    name: 'error: the quantity is energy, not a number of products',
    activity: {
      quantity: '1800',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', lifetimeEnergyPerUnit: '1800', lifetimeSource: LIFETIME },
    },
    expectedError: 'INVALID_INPUT',
    source: 'the quantity is the number of products sold',
  },
  {
    name: 'error: lifetime energy in kilometres',
    activity: {
      quantity: '10',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'diesel',
        lifetimeEnergyPerUnit: '150000',
        lifetimeEnergyUnit: 'km',
        lifetimeSource: LIFETIME,
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'lifetimeEnergyUnit must measure an energy carrier',
  },
  {
    name: 'error: electricity in litres',
    activity: {
      quantity: '10',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        lifetimeEnergyPerUnit: '15',
        lifetimeEnergyUnit: 'L',
        lifetimeSource: LIFETIME,
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is an energy quantity',
  },
  {
    name: 'error: no lifetime assumption',
    activity: {
      quantity: '10',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', lifetimeEnergyPerUnit: '1800' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'attribute lifetimeSource is required',
  },
  {
    name: 'error: zero lifetime energy',
    activity: {
      quantity: '10',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', lifetimeEnergyPerUnit: '0', lifetimeSource: LIFETIME },
    },
    expectedError: 'INVALID_INPUT',
    source: 'lifetimeEnergyPerUnit must be greater than zero',
  },
];

const fuelCases: GoldenCase[] = [
  {
    name: 'GB gas supplier: 1000000 kWh of natural gas sold (gross)',
    activity: {
      quantity: '1000000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: { fuel: 'natural_gas' },
    },
    expectedCo2eKg: '182900',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'natural_gas@energy' },
    source:
      'DESNZ 2024 Fuels, natural gas kWh (Gross CV) (ID 1_100_1004_6_1) 0.18290 kg CO2e/kWh: 1000000 × 0.1829 = 182900 kg',
  },
  {
    name: 'US propane distributor: 1000 gal sold, per gas on AR5',
    activity: { quantity: '1000', unit: 'gal', region: 'US', ...Y2025, attributes: { fuel: 'propane' } },
    expectedCo2eKg: '5740.81',
    expectedGasMassKg: { CO2: '5720', CH4: '0.27', N2O: '0.05' },
    expectedFactor: { datasetId: 'epa-ghg-hub', datasetVersion: '2025', subcategory: 'propane' },
    source:
      'EPA Hub 2025 Table 1, Propane per gallon: CO2 5.72 kg, CH4 0.00027 kg, N2O 0.00005 kg; 1000 gal: CO2 5720 kg, CH4 0.27 × 28 = 7.56, N2O 0.05 × 265 = 13.25; 5720 + 7.56 + 13.25 = 5740.81 kg',
  },
  {
    name: 'GB diesel 1000 L sold: biogenic CO2 apart',
    activity: { quantity: '1000', unit: 'L', region: 'GB', ...Y2024, attributes: { fuel: 'diesel' } },
    expectedCo2eKg: '2512.79',
    expectedBiogenicCo2Kg: '160',
    source:
      'DESNZ 2024 Fuels, diesel (average biofuel blend) litres (ID 1_101_1011_8_1) 2.51279 kg CO2e/L, outside of scopes 0.16 kg CO2/L: 2512.79 kg, biogenic 160 kg',
  },
  {
    name: 'error: electricity is not a fuel (category 3 for utilities)',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2024, attributes: { fuel: 'electricity' } },
    expectedError: 'INVALID_INPUT',
    source: 'Technical Guidance ch. 3: electricity sold to end users is category 3',
  },
  {
    name: 'error: a number of products is not a fuel quantity',
    activity: { quantity: '1000', unit: 'unit', region: 'GB', ...Y2024, attributes: { fuel: 'diesel' } },
    expectedError: 'INVALID_INPUT',
    source: 'the quantity is the fuel sold',
  },
  {
    name: 'error: no fuel',
    activity: { quantity: '1000', unit: 'L', region: 'GB', ...Y2024, attributes: {} },
    expectedError: 'INVALID_INPUT',
    source: 'attribute fuel is required',
  },
  {
    name: 'error: a fuel no dataset knows',
    activity: { quantity: '1000', unit: 'L', region: 'GB', ...Y2024, attributes: { fuel: 'moonshine' } },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no stationary_combustion factor for moonshine',
  },
];

testAlgorithm(useOfSoldProductsEnergy, productCases);
testAlgorithm(useOfSoldProductsFuels, fuelCases);

describe('ctp/use-of-sold-products-energy record', () => {
  it('prints units × lifetime energy and the lifetime assumption in the term label', () => {
    const calculator = createCalculator({
      factors: FactorLibrary.withShippedDatasets(),
      registry: new AlgorithmRegistry().register(useOfSoldProductsEnergy),
      gwpSet: 'AR5',
      gwpTimeframe: '100yr',
    });
    const { output } = calculator.calculate({
      id: 'washers',
      category: useOfSoldProductsEnergy.category,
      quantity: '1000',
      unit: 'unit',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        lifetimeEnergyPerUnit: '1800',
        lifetimeSource: LIFETIME,
        productName: 'W9',
      },
    });
    expect(output.scope3Category).toBe(11);
    expect(output.factorRefs.map((r) => r.label)).toEqual([
      `use of sold product "W9", 1000 units × 1800 kWh over the lifetime (${LIFETIME}) = 1800000 kWh: electricity consumed × grid average`,
    ]);
  });
});
