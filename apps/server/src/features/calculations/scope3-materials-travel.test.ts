import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';
import {
  enterCases,
  expectCalculatedAsComputed,
  listedScope3Algorithms,
  type Scope3Case,
} from '../../testing/scope3-cases.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' };
// A test index pair, not a published series: CTP ships no price index; the user states one.
const TEST_INDEX = {
  source: 'test index pair (not a published series)',
  activityYear: '125',
  factorYear: '100',
};

/**
 * One activity of each algorithm of Scope 3 categories 1, 2 and 6 added with the material and hotel
 * factors, entered through the API and calculated on AR5. The expected values are computed by hand
 * from DESNZ 2024 (Material use, Hotel stay) and USEEIO v1.2 (2021 USD), as in the engine's golden cases.
 */
const ACTIVITIES: Record<string, Scope3Case> = {
  purchasedMaterial: {
    body: {
      category: 'scope3.purchased_goods.average_data',
      quantity: '12',
      unit: 't',
      region: 'GB',
      attributes: { material: 'paper_board_mixed' },
    },
    co2eKg: '15392.92824', // 12 t × 1282.74402 (DESNZ 2024, Paper and board: mixed, primary, cell J4108)
    scope3Category: 1,
  },
  purchasedSpend: {
    body: {
      category: 'scope3.purchased_goods',
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      attributes: { sector: 'naics:327310', priceYear: 2024, priceIndex: TEST_INDEX },
    },
    co2eKg: '3139.2', // 1000 × 100 / 125 = 800 USD(2022) × 3.924 (USEEIO v1.3 327310, in force for 2024)
    scope3Category: 1,
  },
  capitalMaterial: {
    body: {
      category: 'scope3.capital_goods.average_data',
      quantity: '400',
      unit: 't',
      region: 'GB',
      attributes: { material: 'concrete' },
    },
    co2eKg: '47500.508', // 400 t × 118.75127 (DESNZ 2024, Concrete, primary, cell J3968)
    scope3Category: 2,
  },
  capitalSpend: {
    body: {
      category: 'scope3.capital_goods.spend_based',
      quantity: '80000',
      unit: 'USD',
      region: 'US',
      attributes: { sector: '333120', priceYear: 2024, priceIndex: TEST_INDEX },
    },
    co2eKg: '14592', // 80000 × 100 / 125 = 64000 USD(2022) × 0.228 (USEEIO v1.3 333120)
    scope3Category: 2,
  },
  hotel: {
    body: {
      category: 'scope3.business_travel.hotel',
      quantity: '3',
      unit: 'room_night',
      region: 'FR',
    },
    co2eKg: '20.1', // 3 × 6.7 (DESNZ 2024, Hotel stay > France, cell J7411)
    scope3Category: 6,
  },
  carHire: {
    body: {
      category: 'scope3.business_travel.car_hire',
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      attributes: { priceYear: 2024, priceIndex: TEST_INDEX },
    },
    co2eKg: '88', // 1000 × 100 / 125 = 800 USD(2022) × 0.11 (USEEIO v1.3 532111)
    scope3Category: 6,
  },
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'Scope 3 categories 1, 2 and 6 (materials, capital goods, hotels, car hire) through the API on $name',
  (target) => {
    let t: CalculationsHarness;
    let ids: Record<string, string> = {};

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'materials');
      ids = await enterCases(t, ACTIVITIES, Y2024);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('lists the new algorithms with their Scope 3 category and documented inputs', async () => {
      const items = await listedScope3Algorithms(t, ACTIVITIES);
      const capital = items.find((a) => a.id === 'ctp/capital-goods-spend-based');
      expect(capital?.inputs.attributes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'priceYear', required: true }),
          expect.objectContaining({ name: 'priceIndex', required: false }),
        ]),
      );
      const hotel = items.find((a) => a.id === 'ctp/business-travel-hotel');
      expect(hotel?.inputs.units?.map((u) => u.id)).toEqual(['room_night']);
    });

    it('calculates one activity of each algorithm with the hand-computed CO2e', async () => {
      await expectCalculatedAsComputed(t, ACTIVITIES, ids, Y2024);
    });
  },
);
