import { type GoldenCase, testAlgorithm } from '@ctp/engine/testing';
import { desnzTdLosses } from './desnz-td-losses.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;

const cases: GoldenCase[] = [
  {
    name: 'GB 1000 kWh, DESNZ 2024 T&D',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2024 },
    expectedCo2eKg: '18.3',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'td_losses',
      region: 'GB',
    },
    source:
      'DESNZ 2024 T&D- UK electricity 0.01830 kg CO2e/kWh (consumed 0.22535 − generated 0.20705): 1000 × 0.0183 = 18.30 kg',
  },
  {
    name: 'GB 50 MWh, DESNZ 2024 T&D',
    activity: { quantity: '50', unit: 'MWh', region: 'GB', ...Y2024 },
    expectedCo2eKg: '915',
    source: 'DESNZ 2024 T&D 0.01830 kg CO2e/kWh: 50000 kWh × 0.0183 = 915 kg',
  },
  {
    name: 'GB 1000 kWh, DESNZ 2025 T&D',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2025 },
    expectedCo2eKg: '18.53',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025' },
    source:
      'DESNZ 2025 flat file 13_402_4000_5_1, T&D 0.01853 kg CO2e/kWh (consumed 0.19553 − generated 0.17700): 1000 × 0.01853 = 18.53 kg',
  },
  {
    name: 'error: not an energy unit',
    activity: { quantity: '1', unit: 'kg', region: 'GB', ...Y2024 },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is energy',
  },
  {
    name: 'GB 1000 kWh T&D in 2023, DESNZ 2023 (unrounded cell value)',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
    },
    expectedCo2eKg: '17.915111409396',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2023' },
    source:
      'DESNZ 2023 flat file ID 13_402_4000_5_1, T&D UK electricity: stored 0.017915111409395973, 15 significant digits 0.017915111409396: 1000 × 0.017915111409396 = 17.915111409396 kg',
  },
  {
    name: 'error: 2018, before the first shipped edition (2019)',
    activity: {
      quantity: '1',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2018-01-01',
      periodEnd: '2018-12-31',
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'BEIS 2019 is effective from 2019-01-01; no earlier edition is shipped',
  },
];

testAlgorithm(desnzTdLosses, cases);
