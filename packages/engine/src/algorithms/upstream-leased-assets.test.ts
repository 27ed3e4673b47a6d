import { FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { upstreamLeasedAssetsEnergy, upstreamLeasedAssetsFloorArea } from './leased-assets.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const H1_2024 = { periodStart: '2024-01-01', periodEnd: '2024-06-30' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const LESSEE = { leaseType: 'operating', consolidationApproach: 'financial_control' } as const;
const GB_ELEC_24 = 'DESNZ 2024 UK electricity generated (ID 7_400_4000_5_1) 0.20705 kg CO2e/kWh';
const GB_GAS_24 = 'DESNZ 2024 Fuels, natural gas kWh (Gross CV) (ID 1_100_1004_6_1) 0.18290 kg CO2e/kWh';
const CAMX25 =
  'eGRID2023 summary tables (the latest data year, in force for 2025; = EPA Hub 2025 Table 6), CAMX total output 436.655 lb CO2, 0.025 lb CH4, 0.003 lb N2O per MWh (lb × 0.45359237 = kg), AR5';
const INTENSITY = 'CIBSE TM46 general office benchmark (example source)';

const energyCases: GoldenCase[] = [
  {
    name: 'GB leased office electricity 42000 kWh, operating lease under financial control',
    activity: {
      quantity: '42000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', assetName: 'Leeds office', ...LESSEE },
    },
    expectedCo2eKg: '8696.1',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'grid_average',
      region: 'GB',
    },
    source: `${GB_ELEC_24}: 42000 × 0.20705 = 8696.1 kg`,
  },
  {
    name: 'GB leased office natural gas 10000 kWh gross, operating lease under equity share',
    activity: {
      quantity: '10000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'natural_gas',
        leaseType: 'operating',
        consolidationApproach: 'equity_share',
      },
    },
    expectedCo2eKg: '1829',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'natural_gas@energy' },
    source: `${GB_GAS_24}: 10000 × 0.18290 = 1829 kg`,
  },
  {
    name: 'GB leased warehouse gas oil 1000 L',
    activity: {
      quantity: '1000',
      unit: 'L',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'gas_oil', ...LESSEE },
    },
    expectedCo2eKg: '2755.41',
    source:
      'DESNZ 2024 Fuels, gas oil litres (ID 1_101_1014_8_1) 2.75541 kg CO2e/L: 1000 × 2.75541 = 2755.41 kg',
  },
  {
    name: 'US-CAMX leased site electricity 100 MWh, 2025',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US-CAMX',
      ...Y2025,
      attributes: { energySource: 'electricity', ...LESSEE },
    },
    expectedCo2eKg: '19874.14969155',
    tolerance: '0.0000001',
    expectedFactor: { datasetId: 'epa-egrid', datasetVersion: '2023', region: 'US-CAMX' },
    source: `${CAMX25}: CO2 43665.5 lb = 19806.337632235 kg; CH4 2.5 lb = 1.133980925 kg × 28 = 31.7514659; N2O 0.3 lb = 0.136077711 kg × 265 = 36.060593415; total 19874.14969155 kg`,
  },
  {
    name: 'boundary not stated: calculated with a warning',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity' },
    },
    expectedCo2eKg: '207.05',
    expectedWarnings: ['LEASE_BOUNDARY_NOT_STATED'],
    source: `${GB_ELEC_24}: 1000 × 0.20705 = 207.05 kg`,
  },
  {
    name: "error: finance lease is the lessee's Scope 1 and 2",
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', leaseType: 'finance' },
    },
    expectedError: 'INVALID_INPUT',
    source:
      'Scope 3 Standard Appendix A, Table A.1: a lessee reports a finance-leased asset in Scope 1 and 2 under every approach',
  },
  {
    name: "error: operating lease under operational control is the lessee's Scope 1 and 2",
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        leaseType: 'operating',
        consolidationApproach: 'operational_control',
      },
    },
    expectedError: 'INVALID_INPUT',
    source:
      'Scope 3 Standard Appendix A, Table A.1: operational control of an operating-leased asset puts it in Scope 1 and 2',
  },
  {
    name: 'error: floor area given to the energy method',
    activity: {
      quantity: '500',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', ...LESSEE },
    },
    expectedError: 'INVALID_INPUT',
    source: 'floor area belongs to the average-data method',
  },
  {
    name: 'error: electricity in litres',
    activity: {
      quantity: '500',
      unit: 'L',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', ...LESSEE },
    },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is an energy quantity',
  },
  {
    name: 'error: no energy source',
    activity: { quantity: '500', unit: 'kWh', region: 'GB', ...Y2024, attributes: { ...LESSEE } },
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
      attributes: { energySource: 'moonshine', ...LESSEE },
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no stationary_combustion factor for moonshine',
  },
];

const floorAreaCases: GoldenCase[] = [
  {
    name: 'GB leased office 1000 m2 × 150 kWh/m2/yr electricity, whole 2024',
    activity: {
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        energyIntensity: '150',
        intensitySource: INTENSITY,
        ...LESSEE,
      },
    },
    expectedCo2eKg: '31057.5',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'grid_average' },
    source: `1000 m2 × 150 kWh/m2/yr × 366/366 yr = 150000 kWh; ${GB_ELEC_24}: 150000 × 0.20705 = 31057.5 kg`,
  },
  {
    name: 'GB leased office 1000 m2 × 150 kWh/m2/yr electricity, leased 1 Jan to 30 Jun 2024',
    activity: {
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      ...H1_2024,
      attributes: {
        energySource: 'electricity',
        energyIntensity: '150',
        intensitySource: INTENSITY,
        ...LESSEE,
      },
    },
    expectedCo2eKg: '15443.893442622950819672',
    tolerance: '0.000000001',
    source: `182 of 366 days (31+29+31+30+31+30); ${GB_ELEC_24}: 150000 kWh × 0.20705 = 31057.5 kg per year; 31057.5 × 182 / 366 = 5652465 / 366 = 15443 + 327/366 = 15443.893442622950819672 kg`,
  },
  {
    name: 'GB leased office 10000 ft2 × 100 kWh/m2/yr natural gas, whole 2024',
    activity: {
      quantity: '10000',
      unit: 'ft2',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'natural_gas',
        energyIntensity: '100',
        intensitySource: INTENSITY,
        ...LESSEE,
      },
    },
    expectedCo2eKg: '16991.966016',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'natural_gas@energy' },
    source: `10000 ft2 × 0.09290304 = 929.0304 m2 × 100 kWh/m2/yr = 92903.04 kWh; ${GB_GAS_24}: 92903.04 × 0.1829 = 16722.5472 + 269.418816 = 16991.966016 kg`,
  },
  {
    name: 'GB leased office 1000 m2 × 0.36 GJ/m2/yr natural gas: intensity in GJ',
    activity: {
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'natural_gas',
        energyIntensity: '0.36',
        intensityEnergyUnit: 'GJ',
        intensitySource: INTENSITY,
        ...LESSEE,
      },
    },
    expectedCo2eKg: '18290',
    source: `1000 m2 × 0.36 GJ/m2/yr = 360 GJ = 100000 kWh (1 kWh = 3.6 MJ); ${GB_GAS_24}: 100000 × 0.1829 = 18290 kg`,
  },
  {
    name: 'error: no intensity source',
    activity: {
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', energyIntensity: '150', ...LESSEE },
    },
    expectedError: 'INVALID_INPUT',
    source: 'attribute intensitySource is required: no shipped benchmark backs the intensity',
  },
  {
    name: 'error: zero intensity',
    activity: {
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        energyIntensity: '0',
        intensitySource: INTENSITY,
        ...LESSEE,
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'energyIntensity must be greater than zero',
  },
  {
    name: 'error: energy given to the floor-area method',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        energyIntensity: '150',
        intensitySource: INTENSITY,
        ...LESSEE,
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'the quantity is floor area',
  },
  {
    name: 'error: intensity per litre',
    activity: {
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        energyIntensity: '150',
        intensityEnergyUnit: 'L',
        intensitySource: INTENSITY,
        ...LESSEE,
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'energyIntensity is energy per area',
  },
  {
    name: 'error: a vehicle has no floor area',
    activity: {
      quantity: '10',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'diesel',
        assetType: 'vehicle',
        energyIntensity: '150',
        intensitySource: INTENSITY,
        ...LESSEE,
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'floor area applies to buildings',
  },
  {
    name: 'error: finance lease refused by the floor-area method too',
    activity: {
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        energyIntensity: '150',
        intensitySource: INTENSITY,
        leaseType: 'finance',
        consolidationApproach: 'equity_share',
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'Scope 3 Standard Appendix A, Table A.1',
  },
];

testAlgorithm(upstreamLeasedAssetsEnergy, energyCases);
testAlgorithm(upstreamLeasedAssetsFloorArea, floorAreaCases);

describe('ctp/upstream-leased-assets-floor-area record', () => {
  it('prints the floor-area arithmetic and the intensity source in the term label', () => {
    const calculator = createCalculator({
      factors: FactorLibrary.withShippedDatasets(),
      registry: new AlgorithmRegistry().register(upstreamLeasedAssetsFloorArea),
      gwpSet: 'AR5',
      gwpTimeframe: '100yr',
    });
    const { output } = calculator.calculate({
      id: 'leeds',
      category: upstreamLeasedAssetsFloorArea.category,
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      ...Y2024,
      attributes: {
        energySource: 'electricity',
        energyIntensity: '150',
        intensitySource: INTENSITY,
        ...LESSEE,
      },
    });
    expect(output.scope3Category).toBe(8);
    expect(output.factorRefs.map((r) => r.label)).toEqual([
      `upstream leased assets (lessee), 1000 m2 × 150 kWh/m2/yr (${INTENSITY}) × 366 days (= 1 yr) = 150000 kWh, building: electricity consumed × grid average`,
    ]);
  });
});
