import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';
import {
  enterCases,
  expectCalculatedAsComputed,
  listedScope3Algorithms,
  type Scope3Case,
} from '../../testing/scope3-cases.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' };

/**
 * One activity of each Scope 3 category 3 code, entered through the API and calculated (AR5, DESNZ
 * 2024 flat file v1.1, sheet "Factors by Category", column J, computed by hand).
 */
const ACTIVITIES: Record<string, Scope3Case> = {
  wttFuels: {
    body: {
      category: 'scope3.fuel_energy_related.wtt_fuels',
      quantity: '10000',
      unit: 'kWh',
      region: 'GB',
      attributes: { fuel: 'natural_gas' },
    },
    scope3Category: 3,
    co2eKg: '302.1', // WTT- fuels, Natural gas kWh (Gross CV), J3477: 0.03021 × 10000
  },
  wttElectricity: {
    body: {
      category: 'scope3.fuel_energy_related.wtt_electricity',
      quantity: '42000',
      unit: 'kWh',
      region: 'GB',
    },
    // WTT generation J3939 0.0459 × 42000 = 1927.8; WTT T&D J3940 0.00397 × 42000 = 166.74;
    // T&D J3627 0.0183 × 42000 = 768.6; total 2863.14
    scope3Category: 3,
    co2eKg: '2863.14',
  },
  soldElectricity: {
    body: {
      category: 'scope3.fuel_energy_related.sold_electricity',
      quantity: '500',
      unit: 'MWh',
      region: 'GB',
    },
    // Activity D (a retailer's electricity sold to end users): UK electricity generated, 0.20705 kg
    // CO2e per kWh × 500000 kWh = 103525
    scope3Category: 3,
    co2eKg: '103525',
  },
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'Scope 3 category 3 (well-to-tank) through the API on $name',
  (target) => {
    let t: CalculationsHarness;
    let ids: Record<string, string> = {};

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'wtt');
      ids = await enterCases(t, ACTIVITIES, Y2024);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('lists the three algorithms as Scope 3 category 3', async () => {
      await listedScope3Algorithms(t, ACTIVITIES);
    });

    it('calculates one activity of each with the hand-computed CO2e', async () => {
      await expectCalculatedAsComputed(t, ACTIVITIES, ids, Y2024);
    });
  },
);
