import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { businessTravelCarHireSpend } from './car-hire-spend.js';

const RENTAL =
  'USEEIO v1.2 NAICS 532111 passenger car rental, SEF 0.143 + MEF 0 = 0.143 kg CO2e per 2021 USD (purchaser price, AR4)';
// A test index pair, not a published series: CTP ships no price index; the user states one.
const TEST_INDEX = {
  source: 'test index pair (not a published series)',
  activityYear: '125',
  factorYear: '100',
};

const cases: GoldenCase[] = [
  {
    name: 'car hire 1200 USD in 2021 prices, default sector 532111',
    activity: {
      quantity: '1200',
      unit: 'USD',
      region: 'US',
      periodStart: '2021-06-01',
      periodEnd: '2021-06-30',
      attributes: { priceYear: 2021 },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '171.6',
    expectedFactor: { datasetId: 'useeio-sef', subcategory: 'naics:532111', region: 'US' },
    source: `${RENTAL}: 1200 × 0.143 = 171.6 kg`,
  },
  {
    name: 'car hire in 2024 prices converted by the stated index pair',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      periodStart: '2024-06-01',
      periodEnd: '2024-06-30',
      attributes: { priceYear: 2024, priceIndex: TEST_INDEX },
    },
    gwpSet: 'AR5',
    expectedCo2eKg: '88',
    expectedWarnings: ['PRICE_YEAR_CONVERTED', 'PREVIOUS_EDITION'],
    source:
      '1000 USD(2024) × 100 / 125 = 800 USD(2022); USEEIO v1.3 NAICS 532111 passenger car rental, SEF 0.11 + MEF 0 = 0.11 kg CO2e per 2022 USD (purchaser price, AR5): 800 × 0.11 = 88 kg',
  },
  {
    name: 'error: car hire in 2024 prices without a price index',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      periodStart: '2024-06-01',
      periodEnd: '2024-06-30',
      attributes: { priceYear: 2024 },
    },
    expectedCo2eKg: '0',
    expectedError: 'PRICE_INDEX_REQUIRED',
    source: 'priceYear 2024 ≠ 2021, the dollar year of USEEIO v1.2: refused',
  },
  {
    name: 'error: car hire by distance belongs to business travel by car',
    activity: {
      quantity: '300',
      unit: 'km',
      region: 'US',
      periodStart: '2021-06-01',
      periodEnd: '2021-06-30',
      attributes: { priceYear: 2021 },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'the quantity of this method is spend; vehicle-km go to scope3.business_travel with mode car',
  },
];

testAlgorithm(businessTravelCarHireSpend, cases);
