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
    name: 'GB 1000 kWh in March 2023, DESNZ 2023 (unrounded cell value)',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2023-03-01',
      periodEnd: '2023-03-31',
    },
    expectedCo2eKg: '207.074288590604',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2023' },
    source:
      'DESNZ 2023 flat file ID 7_400_4000_5_1, UK electricity generated: stored 0.20707428859060403, 15 significant digits 0.207074288590604 (shown as 0.20707): 1000 × 0.207074288590604 = 207.074288590604 kg',
  },
  {
    name: 'GB 1000 kWh in 2021, BEIS 2021 (AR4 CO2e as published)',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2021-01-01',
      periodEnd: '2021-12-31',
    },
    expectedCo2eKg: '212.33',
    expectedWarnings: ['GWP_SET_MISMATCH'],
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2021' },
    source:
      'BEIS 2021 UK electricity generated 0.21233 kg CO2e/kWh (CO2 0.21016 + CH4 0.0008 + N2O 0.00137, AR4): 1000 × 0.21233 = 212.33 kg',
  },
  {
    name: 'GB 1000 kWh in 2020, BEIS 2020',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2020-01-01',
      periodEnd: '2020-12-31',
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '233.14',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2020' },
    source: 'BEIS 2020 UK electricity generated 0.23314 kg CO2e/kWh (AR4): 1000 × 0.23314 = 233.14 kg',
  },
  {
    name: 'GB 1000 kWh in 2019, BEIS 2019',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2019-01-01',
      periodEnd: '2019-12-31',
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '255.6',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2019' },
    source: 'BEIS 2019 UK electricity generated 0.2556 kg CO2e/kWh (AR4): 1000 × 0.2556 = 255.6 kg',
  },
  {
    name: 'GB 1000 kWh in 2022, BEIS 2022',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2022-01-01',
      periodEnd: '2022-12-31',
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '193.38',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2022' },
    source: 'BEIS 2022 UK electricity generated 0.19338 kg CO2e/kWh (AR4): 1000 × 0.19338 = 193.38 kg',
  },
  {
    name: 'error: 2018, before the first shipped edition (2019)',
    activity: {
      quantity: '1',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2018-03-01',
      periodEnd: '2018-03-31',
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'BEIS 2019 is effective from 2019-01-01; no earlier edition is shipped',
  },
];

testAlgorithm(desnzLocation, cases);
