import { FactorLibrary } from '@ctp/factors';
import { expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { purchasedGoods } from './purchased-goods.js';
import { purchasedGoods100 } from './purchased-goods-1-0.js';

const Y2021 = { periodStart: '2021-01-01', periodEnd: '2021-12-31' } as const;
const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const CEMENT =
  'USEEIO v1.2 NAICS 327310 cement manufacturing, SEF 3.768 + MEF 0.090 = 3.858 kg CO2e per 2021 USD (purchaser price, AR4)';
// From 2022 on, the edition in force is v1.3 (GHG data year 2022, 2022 USD, AR5).
const CEMENT13 =
  'USEEIO v1.3 NAICS 327310 cement manufacturing, SEF 3.846 + MEF 0.078 = 3.924 kg CO2e per 2022 USD (purchaser price, AR5)';

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
    // Changed with USEEIO v1.3: a 2024 activity uses v1.3 (GHG data year 2022), the latest edition
    // (PREVIOUS_EDITION: none for 2024), in 2022 USD; it used v1.2 (2021 USD, 3.858) before.
    name: '2024 spend without deflator: v1.3 in force, price year warning',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310' },
    },
    expectedCo2eKg: '3924',
    expectedWarnings: ['PRICE_YEAR_MISMATCH', 'PREVIOUS_EDITION'],
    expectedFactor: { datasetId: 'useeio-sef', datasetVersion: '1.3', subcategory: 'naics:327310' },
    source: `priceYear defaults to 2024 (periodStart), factor in 2022 USD; ${CEMENT13}: 1000 × 3.924 = 3924 kg`,
  },
  {
    name: '2024 spend deflated to 2022 prices',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310', priceYear: 2024, priceDeflator: '0.85' },
    },
    expectedCo2eKg: '3335.4',
    source: `1000 USD(2024) × 0.85 = 850 USD(2022); ${CEMENT13}: 850 × 3.924 = 3335.4 kg`,
  },
  {
    name: 'custom programming services 50000 USD, priceYear 2022 stated',
    activity: {
      quantity: '50000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:541511', priceYear: 2022 },
    },
    expectedCo2eKg: '4200',
    source:
      'USEEIO v1.3 NAICS 541511, SEF 0.084 + MEF 0 = 0.084 kg CO2e per 2022 USD: 50000 × 0.084 = 4200 kg',
  },
  {
    name: '2021 spend: v1.2 stays in force (no USEEIO edition for 2021), warned',
    activity: {
      quantity: '50000',
      unit: 'USD',
      region: 'US',
      ...Y2021,
      attributes: { sector: 'naics:541511' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '4850',
    expectedWarnings: ['PREVIOUS_EDITION'],
    expectedFactor: { datasetId: 'useeio-sef', datasetVersion: '1.2' },
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
    name: '2024 spend with a stated price year converted to 2022 prices (USEEIO v1.3) by the index pair',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { sector: 'naics:327310', priceYear: 2024, priceIndex: TEST_INDEX },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '3139.2',
    expectedWarnings: ['PRICE_YEAR_CONVERTED'],
    source: `1000 USD(2024) × 100 / 125 = 800 USD(2022); ${CEMENT13}: 800 × 3.924 = 3139.2 kg`,
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
    expectedCo2eKg: '3139.2',
    expectedWarnings: ['PRICE_YEAR_CONVERTED'],
    source: `price year 2024 from periodStart; 1000 × 100 / 125 = 800 USD(2022); ${CEMENT13}: 800 × 3.924 = 3139.2 kg`,
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
    source:
      'priceYear 2024 ≠ 2022, the dollar year of USEEIO v1.3 in force for 2024, and no priceIndex: refused',
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
    expectedCo2eKg: '3924',
    expectedWarnings: ['PRICE_YEAR_MISMATCH', 'PREVIOUS_EDITION'],
    source: `1.0.0 behaviour: USEEIO v1.3 in force for 2024, ${CEMENT13}: 1000 × 3.924 = 3924 kg, with a warning`,
  },
]);

it("shows the factor's dollar year in the result: 2021 USD for v1.2, 2022 USD for v1.3", () => {
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
    registry: new AlgorithmRegistry().register(purchasedGoods),
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
  });
  const label = (periodStart: string) =>
    calculator.calculate({
      id: periodStart,
      category: purchasedGoods.category,
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      periodStart,
      periodEnd: periodStart,
      attributes: { sector: 'naics:327310' },
    }).output.factorRefs[0]?.label;
  expect(label('2021-06-01')).toBe('spend on naics:327310 in USD (2021 prices)');
  expect(label('2023-06-01')).toBe('spend on naics:327310 in USD (2022 prices)');
});
