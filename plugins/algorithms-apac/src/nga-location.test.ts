import { type GoldenCase, testAlgorithm } from '@ctp/engine/testing';
import { ngaLocation } from './nga-location.js';

const FY = { periodStart: '2024-07-01', periodEnd: '2025-06-30' } as const;
const NGA = 'NGA Factors 2024 workbook (nga-au 2024), Table 1 Scope 2 kg CO2-e/kWh';

const cases: GoldenCase[] = [
  {
    name: 'AU-VIC 1000 kWh',
    activity: { quantity: '1000', unit: 'kWh', region: 'AU-VIC', ...FY },
    expectedCo2eKg: '770',
    expectedFactor: {
      datasetId: 'nga-au',
      datasetVersion: '2024',
      subcategory: 'grid_average',
      region: 'AU-VIC',
    },
    source: `${NGA}: Victoria 0.77; 1000 × 0.77 = 770 kg`,
  },
  {
    name: 'region AU with attribute state TAS, 20 MWh',
    activity: { quantity: '20', unit: 'MWh', region: 'AU', ...FY, attributes: { state: 'TAS' } },
    expectedCo2eKg: '3000',
    expectedFactor: { datasetId: 'nga-au', region: 'AU-TAS' },
    source: `${NGA}: Tasmania 0.15; 20000 kWh × 0.15 = 3000 kg`,
  },
  {
    name: 'AU-ACT shares the NSW and ACT factor',
    activity: { quantity: '1000', unit: 'kWh', region: 'AU-ACT', ...FY },
    expectedCo2eKg: '660',
    source: `${NGA}: New South Wales and ACT 0.66; 1000 × 0.66 = 660 kg`,
  },
  {
    name: 'AU-WA-NWIS, the North Western grid',
    activity: { quantity: '1000', unit: 'kWh', region: 'AU-WA-NWIS', ...FY },
    expectedCo2eKg: '610',
    source: `${NGA}: Western Australia NWIS 0.61; 1000 × 0.61 = 610 kg`,
  },
  {
    name: 'region AU without state: national average with REGION_FALLBACK',
    activity: { quantity: '1000', unit: 'kWh', region: 'AU', ...FY },
    expectedCo2eKg: '630',
    expectedWarnings: ['REGION_FALLBACK'],
    expectedFactor: { datasetId: 'nga-au', region: 'AU' },
    source: `${NGA}: national average 0.63; 1000 × 0.63 = 630 kg`,
  },
  {
    name: 'AU-SA 36 GJ = 10000 kWh',
    activity: { quantity: '36', unit: 'GJ', region: 'AU-SA', ...FY },
    expectedCo2eKg: '2300',
    source: `${NGA}: South Australia 0.23; 36 GJ / 0.0036 = 10000 kWh × 0.23 = 2300 kg`,
  },
  {
    name: 'error: state contradicts region',
    activity: { quantity: '1', unit: 'kWh', region: 'AU-VIC', ...FY, attributes: { state: 'QLD' } },
    expectedError: 'INVALID_INPUT',
    source: 'AU-VIC is not QLD',
  },
  {
    name: 'error: unknown state',
    activity: { quantity: '1', unit: 'kWh', region: 'AU', ...FY, attributes: { state: 'XYZ' } },
    expectedError: 'INVALID_INPUT',
    source: 'state is one of eight codes',
  },
  {
    name: 'error: not an energy unit',
    activity: { quantity: '1', unit: 'L', region: 'AU-VIC', ...FY },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is energy',
  },
  {
    name: 'a 2021 activity uses the 2021 workbook (its Table 5)',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'AU-VIC',
      periodStart: '2021-07-01',
      periodEnd: '2022-06-30',
    },
    expectedCo2eKg: '960',
    expectedFactor: { datasetId: 'nga-au', datasetVersion: '2021', region: 'AU-VIC' },
    source: 'NGA Factors 2021 workbook, Table 5 Scope 2: Victoria 0.96; 1000 × 0.96 = 960 kg',
  },
  {
    name: 'a 2023 activity uses the 2023 workbook',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'AU-NSW',
      periodStart: '2023-07-01',
      periodEnd: '2024-06-30',
    },
    expectedCo2eKg: '680',
    expectedFactor: { datasetId: 'nga-au', datasetVersion: '2023', region: 'AU-NSW' },
    source: 'NGA Factors 2023 workbook, Table 1 Scope 2: New South Wales and ACT 0.68; 1000 × 0.68 = 680 kg',
  },
  {
    name: 'error: before the first shipped edition',
    activity: {
      quantity: '1',
      unit: 'kWh',
      region: 'AU-VIC',
      periodStart: '2020-07-01',
      periodEnd: '2020-12-31',
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'the oldest shipped NGA edition (2021) is effective from 2021-01-01',
  },
];

testAlgorithm(ngaLocation, cases);
