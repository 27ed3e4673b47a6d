import { type GoldenCase, testAlgorithm } from '@ctp/engine/testing';
import { desnzLocation } from './desnz-location.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;

const cases: GoldenCase[] = [
  {
    name: 'GB 1000 kWh, DESNZ 2024 generation factor',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2024 },
    expectedCo2eKg: '207.05',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'grid_average',
      region: 'GB',
    },
    source:
      'DESNZ 2024 UK electricity generated 0.20705 kg CO2e/kWh (CO2 0.20493 + CH4 0.00090 + N2O 0.00122), T&D excluded: 1000 × 0.20705 = 207.05 kg',
  },
  {
    name: 'GB 1 MWh, DESNZ 2025 generation factor',
    activity: { quantity: '1', unit: 'MWh', region: 'GB', ...Y2025 },
    expectedCo2eKg: '177',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025' },
    source: 'DESNZ 2025 UK electricity generated 0.17700 kg CO2e/kWh: 1000 kWh × 0.177 = 177 kg',
  },
  {
    name: 'GB-SCT uses the UK factor',
    activity: { quantity: '3.6', unit: 'GJ', region: 'GB-SCT', ...Y2024 },
    expectedCo2eKg: '207.05',
    expectedWarnings: ['REGION_FALLBACK'],
    source: '3.6 GJ = 1000 kWh; DESNZ 2024 UK factor 0.20705: 207.05 kg',
  },
  {
    name: 'GB under AR6: published AR5 CO2e used as printed',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2024 },
    gwpSet: 'AR6',
    expectedCo2eKg: '207.05',
    expectedWarnings: ['GWP_SET_MISMATCH'],
    source: 'DESNZ publishes CO2e on AR5 only: 1000 × 0.20705 = 207.05 kg, with a warning',
  },
  {
    name: 'error: not an energy unit',
    activity: { quantity: '1', unit: 'L', region: 'GB', ...Y2024 },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is energy',
  },
  {
    name: 'error: unknown attribute',
    activity: { quantity: '1', unit: 'kWh', region: 'GB', ...Y2024, attributes: { td: true } },
    expectedError: 'INVALID_INPUT',
    source: 'no attributes',
  },
  {
    name: 'error: 2023 edition not shipped',
    activity: {
      quantity: '1',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2023-03-01',
      periodEnd: '2023-03-31',
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'DESNZ 2024 is effective from 2024-01-01',
  },
];

testAlgorithm(desnzLocation, cases);
