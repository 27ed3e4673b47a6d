import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { purchasedGoods } from './purchased-goods.js';
import { purchasedGoods100 } from './purchased-goods-1-0.js';

const Y2021 = { periodStart: '2021-01-01', periodEnd: '2021-12-31' } as const;
const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const CEMENT =
  'USEEIO v1.2 NAICS 327310 cement manufacturing, SEF 3.768 + MEF 0.090 = 3.858 kg CO2e per 2021 USD (purchaser price, AR4)';

const cases: GoldenCase[] = [
  {
    name: 'cement 1000 USD of 2021, AR4 as published',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2021,
      attributes: { sector: 'naics:327310' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '3858',
    expectedFactor: {
      datasetId: 'useeio-sef',
      datasetVersion: '1.2',
      subcategory: 'naics:327310',
      region: 'US',
    },
    source: `${CEMENT}: 1000 × 3.858 = 3858 kg`,
  },
  {
    name: 'cement under AR5: published AR4 CO2e used as printed',
    activity: { quantity: '1000', unit: 'USD', region: 'US', ...Y2021, attributes: { sector: '327310' } },
    expectedCo2eKg: '3858',
    expectedWarnings: ['GWP_SET_MISMATCH'],
    source: `${CEMENT}; a published CO2e cannot be restated in AR5: 1000 × 3.858 = 3858 kg`,
  },
  {
    name: 'spend in EUR with an exchange rate',
    activity: {
      quantity: '1000',
      unit: 'EUR',
      region: 'US',
      ...Y2021,
      attributes: { sector: 'naics:327310', exchangeRate: '1.1', priceYear: 2021 },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '4243.8',
    source: `1000 EUR × 1.1 USD/EUR = 1100 USD; ${CEMENT}: 1100 × 3.858 = 4243.8 kg`,
  },
  {
    name: '2024 spend without deflator: price year warning',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '3858',
    expectedWarnings: ['PRICE_YEAR_MISMATCH'],
    source: `priceYear defaults to 2024 (periodStart), factor in 2021 USD; ${CEMENT}: 1000 × 3.858 = 3858 kg`,
  },
  {
    name: '2024 spend deflated to 2021 prices',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310', priceYear: 2024, priceDeflator: '0.85' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '3279.3',
    source: `1000 USD(2024) × 0.85 = 850 USD(2021); ${CEMENT}: 850 × 3.858 = 3279.3 kg`,
  },
  {
    name: 'custom programming services 50000 USD, priceYear 2021 stated',
    activity: {
      quantity: '50000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:541511', priceYear: 2021 },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '4850',
    source:
      'USEEIO v1.2 NAICS 541511, SEF 0.097 + MEF 0 = 0.097 kg CO2e per 2021 USD: 50000 × 0.097 = 4850 kg',
  },
  {
    name: 'exchange rate given for USD spend is ignored',
    activity: {
      quantity: '2000',
      unit: 'USD',
      region: 'US',
      ...Y2021,
      attributes: { sector: 'naics:322211', exchangeRate: '0.9' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '980',
    expectedWarnings: ['EXCHANGE_RATE_IGNORED'],
    source:
      'USEEIO v1.2 NAICS 322211, SEF 0.453 + MEF 0.037 = 0.490 kg CO2e per 2021 USD: 2000 × 0.490 = 980 kg',
  },
  {
    name: 'error: EUR without exchange rate',
    activity: {
      quantity: '1000',
      unit: 'EUR',
      region: 'US',
      ...Y2021,
      attributes: { sector: 'naics:327310' },
    },
    expectedCo2eKg: '0',
    expectedError: 'UNIT_MISMATCH',
    source: 'factor per USD, spend in EUR, no exchangeRate: the error names EUR and USD',
  },
  {
    name: 'error: no sector',
    activity: { quantity: '1000', unit: 'USD', region: 'US', ...Y2021, attributes: {} },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'attribute sector is required',
  },
  {
    name: 'error: sector not a NAICS code',
    activity: { quantity: '1000', unit: 'USD', region: 'US', ...Y2021, attributes: { sector: 'cement' } },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'six-digit NAICS codes only',
  },
  {
    name: 'error: quantity not a currency',
    activity: {
      quantity: '1000',
      unit: 'kg',
      region: 'US',
      ...Y2021,
      attributes: { sector: 'naics:327310' },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'spend-based takes currency',
  },
  {
    name: 'error: negative exchange rate',
    activity: {
      quantity: '1000',
      unit: 'EUR',
      region: 'US',
      ...Y2021,
      attributes: { sector: 'naics:327310', exchangeRate: '-1.1' },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'exchangeRate must be > 0',
  },
  {
    name: 'error: unknown NAICS code',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2021,
      attributes: { sector: 'naics:999999' },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'not a NAICS-6 commodity of USEEIO',
  },
  {
    name: 'error: no spend factors for Germany',
    activity: {
      quantity: '1000',
      unit: 'EUR',
      region: 'DE',
      ...Y2021,
      attributes: { sector: 'naics:327310', exchangeRate: '1.1' },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'USEEIO is US only',
  },
];

// A test index pair, not a published series: CTP ships no price index; the user states one.
const TEST_INDEX = {
  source: 'test index pair (not a published series)',
  activityYear: '125',
  factorYear: '100',
};

/** Cases of version 1.1.0 only: price-year conversion by a stated index pair. */
const priceIndexCases: GoldenCase[] = [
  {
    name: '2024 spend with a stated price year converted to 2021 prices by the index pair',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310', priceYear: 2024, priceIndex: TEST_INDEX },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '3086.4',
    expectedWarnings: ['PRICE_YEAR_CONVERTED'],
    source: `1000 USD(2024) × 100 / 125 = 800 USD(2021); ${CEMENT}: 800 × 3.858 = 3086.4 kg`,
  },
  {
    name: 'price index without priceYear: the period year is the price year',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310', priceIndex: TEST_INDEX },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '3086.4',
    expectedWarnings: ['PRICE_YEAR_CONVERTED'],
    source: `price year 2024 from periodStart; 1000 × 100 / 125 = 800; ${CEMENT}: 800 × 3.858 = 3086.4 kg`,
  },
  {
    name: 'error: stated price year 2024 without a price index',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310', priceYear: 2024 },
    },
    expectedCo2eKg: '0',
    expectedError: 'PRICE_INDEX_REQUIRED',
    source: 'priceYear 2024 ≠ 2021, the dollar year of USEEIO v1.2, and no priceIndex: refused',
  },
  {
    name: 'error: priceIndex and priceDeflator together',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310', priceIndex: TEST_INDEX, priceDeflator: '0.8' },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'two conversions of the same spend: refused',
  },
];

testAlgorithm(purchasedGoods, [...cases, ...priceIndexCases]);
// Version 1.0.0 is kept for replay: its own cases still hold, and a stated price year only warned.
testAlgorithm(purchasedGoods100, [
  ...cases,
  {
    name: 'stated price year 2024 without deflator only warns (1.0.0)',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310', priceYear: 2024 },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '3858',
    expectedWarnings: ['PRICE_YEAR_MISMATCH'],
    source: `1.0.0 behaviour: ${CEMENT}: 1000 × 3.858 = 3858 kg, with a warning`,
  },
]);
