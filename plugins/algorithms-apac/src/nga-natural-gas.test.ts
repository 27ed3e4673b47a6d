import { type GoldenCase, testAlgorithm } from '@ctp/engine/testing';
import { ngaNaturalGas } from './nga-natural-gas.js';

const FY = { periodStart: '2024-07-01', periodEnd: '2025-06-30' } as const;
const NGA =
  'NGA Factors 2024 workbook (nga-au 2024), Table 5: natural gas distributed in a pipeline, Scope 1 51.4 + 0.1 + 0.03 = 51.53 kg CO2-e per GJ';

const cases: GoldenCase[] = [
  {
    name: 'AU-NSW 1000 GJ: national factor, no fallback warning',
    activity: { quantity: '1000', unit: 'GJ', region: 'AU-NSW', ...FY, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '51530',
    expectedFactor: {
      datasetId: 'nga-au',
      datasetVersion: '2024',
      subcategory: 'natural_gas@energy',
      region: 'AU',
    },
    source: `${NGA}: 1000 × 51.53 = 51530 kg`,
  },
  {
    name: 'AU-VIC 250000 MJ',
    activity: {
      quantity: '250000',
      unit: 'MJ',
      region: 'AU-VIC',
      ...FY,
      attributes: { fuel: 'natural_gas' },
    },
    expectedCo2eKg: '12882.5',
    source: `${NGA}: 250000 MJ = 250 GJ × 51.53 = 12882.5 kg`,
  },
  {
    name: 'AU 1000 kWh',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'AU',
      ...FY,
      attributes: { fuel: 'natural_gas', calorificBasis: 'gross' },
    },
    expectedCo2eKg: '185.508',
    source: `${NGA}: 1000 kWh = 3.6 GJ × 51.53 = 185.508 kg`,
  },
  {
    name: 'a 2021 activity uses the 2021 workbook, whose Table 2 prints the gases without a total',
    activity: {
      quantity: '100',
      unit: 'GJ',
      region: 'AU-QLD',
      periodStart: '2021-07-01',
      periodEnd: '2022-06-30',
      attributes: { fuel: 'natural_gas' },
    },
    expectedCo2eKg: '5153',
    expectedFactor: { datasetId: 'nga-au', datasetVersion: '2021', subcategory: 'natural_gas@energy' },
    source:
      'NGA Factors 2021 workbook, Table 2: 51.4 + 0.1 + 0.03 = 51.53 kg CO2-e/GJ; 100 × 51.53 = 5153 kg',
  },
  {
    name: 'error: gas by volume',
    activity: { quantity: '1000', unit: 'm3', region: 'AU-VIC', ...FY, attributes: { fuel: 'natural_gas' } },
    expectedError: 'INVALID_INPUT',
    source: 'NGA factor per GJ; energy content of the bill needed',
  },
  {
    name: 'error: net calorific basis',
    activity: {
      quantity: '1000',
      unit: 'GJ',
      region: 'AU-VIC',
      ...FY,
      attributes: { fuel: 'natural_gas', calorificBasis: 'net' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'NGA is on a gross basis',
  },
  {
    name: 'other fuels go to the generic method, which finds the NGA diesel factor per GJ',
    activity: { quantity: '100', unit: 'GJ', region: 'AU-VIC', ...FY, attributes: { fuel: 'diesel' } },
    expectedCo2eKg: '7020',
    expectedFactor: {
      datasetId: 'nga-au',
      datasetVersion: '2024',
      subcategory: 'diesel@energy',
      region: 'AU',
    },
    source:
      'NGA Factors 2024 workbook, Table 8 diesel oil: 69.9 + 0.1 + 0.2 = 70.2 kg CO2-e/GJ; 100 × 70.2 = 7020 kg',
  },
  {
    name: 'error: diesel by volume: NGA gives its factors per GJ, and no AU per-litre factor is shipped',
    activity: { quantity: '1000', unit: 'L', region: 'AU-VIC', ...FY, attributes: { fuel: 'diesel' } },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no AU diesel factor per litre shipped',
  },
  {
    name: 'error: no fuel',
    activity: { quantity: '1000', unit: 'GJ', region: 'AU-VIC', ...FY, attributes: {} },
    expectedError: 'INVALID_INPUT',
    source: 'attribute fuel is required',
  },
];

testAlgorithm(ngaNaturalGas, cases);
