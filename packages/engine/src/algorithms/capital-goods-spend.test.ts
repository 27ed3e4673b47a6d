import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { capitalGoodsSpendBased } from './capital-goods-spend.js';

const Y2021 = { periodStart: '2021-01-01', periodEnd: '2021-12-31' } as const;
const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const MACHINERY =
  'USEEIO v1.2 NAICS 333120 construction machinery manufacturing, SEF 0.205 + MEF 0.041 = 0.246 kg CO2e per 2021 USD (purchaser price, AR4)';
// A test index pair, not a published series: CTP ships no price index; the user states one.
const TEST_INDEX = {
  source: 'test index pair (not a published series)',
  activityYear: '125',
  factorYear: '100',
};

const cases: GoldenCase[] = [
  {
    name: 'excavator bought for 80000 USD in 2021 prices',
    activity: {
      quantity: '80000',
      unit: 'USD',
      region: 'US',
      ...Y2021,
      attributes: { sector: '333120', priceYear: 2021 },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '19680',
    expectedFactor: {
      datasetId: 'useeio-sef',
      datasetVersion: '1.2',
      subcategory: 'naics:333120',
      region: 'US',
    },
    source: `${MACHINERY}: 80000 × 0.246 = 19680 kg`,
  },
  {
    name: '2024 purchase converted to 2022 prices (USEEIO v1.3 in force) by the stated index pair',
    activity: {
      quantity: '80000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: '333120', priceYear: 2024, priceIndex: TEST_INDEX },
    },
    gwpSet: 'AR5',
    expectedCo2eKg: '14592',
    expectedWarnings: ['PRICE_YEAR_CONVERTED', 'PREVIOUS_EDITION'],
    source:
      '80000 USD(2024) × 100 / 125 = 64000 USD(2022); USEEIO v1.3 NAICS 333120 construction machinery manufacturing, SEF 0.201 + MEF 0.027 = 0.228 kg CO2e per 2022 USD (purchaser price, AR5): 64000 × 0.228 = 14592 kg',
  },
  {
    name: 'computers bought in EUR with an exchange rate, 2021 prices',
    activity: {
      quantity: '1000',
      unit: 'EUR',
      region: 'US',
      ...Y2021,
      attributes: { sector: 'naics:334111', exchangeRate: '1.2', priceYear: 2021 },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '134.4',
    source:
      'USEEIO v1.2 NAICS 334111 electronic computer manufacturing, 0.04 + 0.072 = 0.112 kg CO2e per 2021 USD: 1000 EUR × 1.2 = 1200 USD; 1200 × 0.112 = 134.4 kg',
  },
  {
    name: 'index given for a purchase already in 2021 prices is not applied',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2021,
      attributes: { sector: '333120', priceYear: 2021, priceIndex: TEST_INDEX },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '246',
    expectedWarnings: ['PRICE_INDEX_IGNORED'],
    source: `same price year, no conversion; ${MACHINERY}: 1000 × 0.246 = 246 kg`,
  },
  {
    name: 'error: 2024 prices without a price index',
    activity: {
      quantity: '80000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: '333120', priceYear: 2024 },
    },
    expectedCo2eKg: '0',
    expectedError: 'PRICE_INDEX_REQUIRED',
    source: 'priceYear 2024 ≠ 2021, the dollar year of USEEIO v1.2: refused, never guessed',
  },
  {
    name: 'error: no price year stated',
    activity: { quantity: '80000', unit: 'USD', region: 'US', ...Y2021, attributes: { sector: '333120' } },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'priceYear is required by the spend-based methods with price-year conversion',
  },
];

testAlgorithm(capitalGoodsSpendBased, cases);
