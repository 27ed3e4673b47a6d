import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { wasteDisposal } from './waste-disposal.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const EPA_AR4 = 'EPA Hub Table 9 (WARM), metric tons CO2e per short ton on AR4 GWPs';

const cases: GoldenCase[] = [
  {
    name: 'US mixed MSW landfilled 10 short tons, AR4 as published',
    activity: {
      quantity: '10',
      unit: 'short_ton',
      region: 'US',
      ...Y2025,
      attributes: { wasteType: 'mixed_msw', method: 'landfilled' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '5800',
    expectedFactor: {
      datasetId: 'epa-ghg-hub',
      datasetVersion: '2025',
      subcategory: 'mixed_msw.landfilled',
      region: 'US',
    },
    source: `${EPA_AR4}, 2025: mixed MSW landfilled 0.58 t = 580 kg per short ton: 10 × 580 = 5800 kg`,
  },
  {
    name: 'US mixed MSW landfilled under AR5: AR4 CO2e used as printed',
    activity: {
      quantity: '10',
      unit: 'short_ton',
      region: 'US',
      ...Y2025,
      attributes: { wasteType: 'mixed_msw', method: 'landfilled' },
    },
    expectedCo2eKg: '5800',
    expectedWarnings: ['GWP_SET_MISMATCH'],
    source: `${EPA_AR4}; cannot be restated in AR5: 10 × 580 = 5800 kg`,
  },
  {
    name: 'US food waste landfilled 10 metric tonnes',
    activity: {
      quantity: '10',
      unit: 't',
      region: 'US',
      ...Y2025,
      attributes: { wasteType: 'food_waste', method: 'landfilled' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '7495.716914285838',
    tolerance: '0.000001',
    source: `${EPA_AR4}, 2025: food waste landfilled 0.68 t per short ton; 10 t = 10000 / 907.18474 = 11.023113109244 short tons × 680 kg = 7495.716914285838 kg`,
  },
  {
    name: 'US office paper landfilled 1 short ton, 2024 edition',
    activity: {
      quantity: '1',
      unit: 'short_ton',
      region: 'US',
      ...Y2024,
      attributes: { wasteType: 'office_paper', method: 'landfilled' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '1410',
    expectedFactor: { datasetId: 'epa-ghg-hub', datasetVersion: '2024' },
    source: `${EPA_AR4}, 2024: office paper landfilled 1.41 t per short ton = 1410 kg`,
  },
  {
    name: 'US corrugated containers recycled 2000 lb',
    activity: {
      quantity: '2000',
      unit: 'lb',
      region: 'US',
      ...Y2025,
      attributes: { wasteType: 'corrugated_containers', method: 'recycled' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '110',
    source: `${EPA_AR4}, 2025: corrugated containers recycled 0.11 t per short ton; 2000 lb = 1 short ton: 110 kg`,
  },
  {
    name: 'GB household residual waste landfilled 10 t, DESNZ 2024',
    activity: {
      quantity: '10',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: { wasteType: 'household_residual', method: 'landfilled' },
    },
    expectedCo2eKg: '4970.4416',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', region: 'GB' },
    source:
      'DESNZ 2024 Waste disposal, household residual waste landfill 497.04416 kg CO2e per tonne (AR5): 10 × 497.04416 = 4970.4416 kg',
  },
  {
    name: 'GB household residual waste landfilled 10 t, DESNZ 2025',
    activity: {
      quantity: '10',
      unit: 't',
      region: 'GB',
      ...Y2025,
      attributes: { wasteType: 'household_residual', method: 'landfilled' },
    },
    expectedCo2eKg: '4972.4244',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025' },
    source:
      'DESNZ 2025 flat file, household residual waste landfill 497.24244 kg CO2e per tonne: 10 × 497.24244 = 4972.4244 kg',
  },
  {
    name: 'GB food waste composted 2500 kg, DESNZ 2024',
    activity: {
      quantity: '2500',
      unit: 'kg',
      region: 'GB',
      ...Y2024,
      attributes: { wasteType: 'food_waste', method: 'composted' },
    },
    expectedCo2eKg: '22.20965',
    source:
      'DESNZ 2024 Waste disposal, food and drink waste composting 8.88386 kg CO2e per tonne: 2.5 t × 8.88386 = 22.20965 kg',
  },
  {
    name: 'GB household residual waste combusted 1 t, DESNZ 2025',
    activity: {
      quantity: '1',
      unit: 't',
      region: 'GB',
      ...Y2025,
      attributes: { wasteType: 'household_residual', method: 'combusted' },
    },
    expectedCo2eKg: '4.68568',
    source:
      'DESNZ 2025 flat file, household residual waste incineration with energy recovery 4.68568 kg CO2e per tonne: 1 × 4.68568 = 4.68568 kg',
  },
  {
    name: 'error: no method',
    activity: { quantity: '1', unit: 't', region: 'US', ...Y2025, attributes: { wasteType: 'mixed_msw' } },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'attribute method is required',
  },
  {
    name: 'error: volume unit',
    activity: {
      quantity: '1',
      unit: 'm3',
      region: 'US',
      ...Y2025,
      attributes: { wasteType: 'mixed_msw', method: 'landfilled' },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'waste factors are per mass',
  },
  {
    name: 'error: EPA publishes no factor for mixed MSW recycled',
    activity: {
      quantity: '1',
      unit: 'short_ton',
      region: 'US',
      ...Y2025,
      attributes: { wasteType: 'mixed_msw', method: 'recycled' },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'EPA Hub Table 9: NA, never a zero',
  },
  {
    name: 'error: no factor for Japan',
    activity: {
      quantity: '1',
      unit: 't',
      region: 'JP',
      ...Y2025,
      attributes: { wasteType: 'mixed_msw', method: 'landfilled' },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no shipped waste factors for JP',
  },
];

testAlgorithm(wasteDisposal, cases);
