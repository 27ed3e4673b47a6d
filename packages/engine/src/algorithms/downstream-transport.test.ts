import { describe, expect, it } from 'vitest';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { downstreamTransportDistance, downstreamTransportSpend } from './freight-transport.js';

const Y2021 = { periodStart: '2021-01-01', periodEnd: '2021-12-31' } as const;
const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;

const distanceCases: GoldenCase[] = [
  {
    name: 'US rail 1000 short ton-miles, Hub 2024 (unrounded cells)',
    activity: {
      quantity: '1000',
      unit: 'short_ton_mi',
      region: 'US',
      ...Y2024,
      attributes: { mode: 'rail' },
    },
    expectedCo2eKg: '22.08618613237546638',
    expectedFactor: { datasetId: 'epa-ghg-hub', datasetVersion: '2024', subcategory: 'rail', region: 'US' },
    source:
      'EPA Hub 2024 Table 8 Rail per ton-mile: 0.0218932118681075 kg CO2, 0.00171076475414864 g CH4, 0.000547444721327564 g N2O; 1000: 21.8932118681075 + 0.00171076475414864 × 28 + 0.000547444721327564 × 265 = 21.8932118681075 + 0.04790141311616192 + 0.14507285115180446 = 22.08618613237546638 kg',
  },
  {
    name: 'GB road 1000 tkm, mode average (all HGVs, average laden), DESNZ 2025',
    activity: { quantity: '1000', unit: 'tkm', region: 'GB', ...Y2025, attributes: { mode: 'road' } },
    expectedCo2eKg: '101.63',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2025',
      subcategory: 'road.hgv.average.laden_average',
    },
    source:
      'DESNZ 2025 Freighting goods > HGV (all diesel) > All HGVs > Average laden, 0.10163 kg CO2e per tonne.km (ID 27_304_3140_14_1): 1000 × 0.10163 = 101.63 kg',
  },
  {
    name: 'GB long-haul air freight with radiative forcing 500 tkm, DESNZ 2024',
    activity: {
      quantity: '500',
      unit: 'tkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', vehicle: 'long_haul.rf' },
    },
    expectedCo2eKg: '549.52',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'air.long_haul.rf' },
    source:
      'DESNZ 2024 Freighting goods > Freight flights > Long-haul, to/from UK > With RF, 1.09904 kg CO2e per tonne.km (ID 27_317_3156_14_1): 500 × 1.09904 = 549.52 kg',
  },
  {
    name: 'an unknown vehicle is FACTOR_NOT_FOUND, not a default',
    activity: {
      quantity: '10',
      unit: 'tkm',
      region: 'GB',
      ...Y2025,
      attributes: { mode: 'road', vehicle: 'hgv.giant' },
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no DESNZ freight row road.hgv.giant',
  },
  {
    name: 'a vehicle id ending in .vehicle is refused',
    activity: {
      quantity: '10',
      unit: 'tkm',
      region: 'GB',
      ...Y2025,
      attributes: { mode: 'road', vehicle: 'truck.vehicle' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'the per-vehicle factor is chosen by the unit (vkm, vmi), not by the id',
  },
];

const spendCases: GoldenCase[] = [
  {
    name: 'US courier spend 2000 USD of 2021, sector 492110',
    activity: {
      quantity: '2000',
      unit: 'USD',
      region: 'US',
      ...Y2021,
      attributes: { sector: '492110', priceYear: 2021 },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '514',
    expectedFactor: { datasetId: 'useeio-sef', subcategory: 'naics:492110' },
    source:
      'USEEIO v1.2 NAICS 492110 Couriers and Express Delivery Services: 0.257 kg CO2e per 2021 USD; 2000 × 0.257 = 514 kg',
  },
  {
    name: 'US air freight spend in 2025 prices, converted with a stated index pair',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2025,
      attributes: {
        mode: 'air',
        priceYear: 2025,
        priceIndex: {
          source: 'test index pair (not a published series)',
          activityYear: '125',
          factorYear: '100',
        },
      },
    },
    gwpSet: 'AR5',
    expectedCo2eKg: '515.2',
    expectedWarnings: ['PRICE_YEAR_CONVERTED', 'PREVIOUS_EDITION'],
    source:
      'USEEIO v1.3 NAICS 481112 Scheduled Freight Air Transportation: 0.644 kg CO2e per 2022 USD (v1.3 stays in force for 2025); 1000 USD of 2025 × 100 / 125 = 800 USD of 2022 × 0.644 = 515.2 kg',
  },
  {
    name: 'US air freight spend in 2025 prices without an index: refused',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'air', priceYear: 2025 },
    },
    expectedError: 'PRICE_INDEX_REQUIRED',
    source: "CTP ships no price index: a spend in other prices than the factor's needs a stated index pair",
  },
];

testAlgorithm(downstreamTransportDistance, distanceCases);
testAlgorithm(downstreamTransportSpend, spendCases);

describe('category 9 methodology', () => {
  it('states that transport the company pays for is category 4', () => {
    for (const algorithm of [downstreamTransportDistance, downstreamTransportSpend]) {
      expect(algorithm.scope3Category).toBe(9);
      expect(algorithm.methodology).toContain('that the company does not pay for');
      expect(algorithm.methodology).toContain('belongs in category 4');
    }
  });
});
