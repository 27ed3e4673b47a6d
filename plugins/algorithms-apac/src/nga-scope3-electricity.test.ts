import { type GoldenCase, testAlgorithm } from '@ctp/engine/testing';
import { ngaScope3Electricity } from './nga-scope3-electricity.js';

const FY = { periodStart: '2024-07-01', periodEnd: '2025-06-30' } as const;
const NGA = 'NGA Factors 2024 workbook (nga-au 2024), Table 1 Scope 3 kg CO2-e/kWh';

const cases: GoldenCase[] = [
  {
    name: 'AU-VIC 1000 kWh',
    activity: { quantity: '1000', unit: 'kWh', region: 'AU-VIC', ...FY },
    expectedCo2eKg: '90',
    expectedFactor: {
      datasetId: 'nga-au',
      datasetVersion: '2024',
      subcategory: 'upstream',
      region: 'AU-VIC',
    },
    source: `${NGA}: Victoria 0.09; 1000 × 0.09 = 90 kg`,
  },
  {
    name: 'AU-QLD 5 MWh',
    activity: { quantity: '5', unit: 'MWh', region: 'AU-QLD', ...FY },
    expectedCo2eKg: '500',
    source: `${NGA}: Queensland 0.10; 5000 kWh × 0.10 = 500 kg`,
  },
  {
    name: 'region AU with state NT',
    activity: { quantity: '1000', unit: 'kWh', region: 'AU', ...FY, attributes: { state: 'NT' } },
    expectedCo2eKg: '70',
    expectedFactor: { datasetId: 'nga-au', region: 'AU-NT' },
    source: `${NGA}: Northern Territory (DKIS) 0.07; 1000 × 0.07 = 70 kg`,
  },
  {
    name: 'region AU without state: national average',
    activity: { quantity: '1000', unit: 'kWh', region: 'AU', ...FY },
    expectedCo2eKg: '70',
    expectedWarnings: ['REGION_FALLBACK'],
    source: `${NGA}: national average 0.07; 1000 × 0.07 = 70 kg`,
  },
  {
    name: 'a 2021 activity uses the 2018/19 Scope 3 row of the 2021 workbook',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'AU-QLD',
      periodStart: '2021-07-01',
      periodEnd: '2022-06-30',
    },
    expectedCo2eKg: '120',
    expectedFactor: {
      datasetId: 'nga-au',
      datasetVersion: '2021',
      subcategory: 'upstream',
      region: 'AU-QLD',
    },
    source:
      'NGA Factors 2021 workbook, Table 46 Queensland 2018/19 (the year Table 5 reproduces), Scope 3 0.12; 1000 × 0.12 = 120 kg',
  },
  {
    name: 'error: not an energy unit',
    activity: { quantity: '1', unit: 'GBP', region: 'AU-VIC', ...FY },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is energy',
  },
];

testAlgorithm(ngaScope3Electricity, cases);
