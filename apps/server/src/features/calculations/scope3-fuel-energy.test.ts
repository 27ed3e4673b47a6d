import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' };

/**
 * One activity of each Scope 3 category 3 code, entered through the API and calculated (AR5, DESNZ
 * 2024 flat file v1.1, sheet "Factors by Category", column J, computed by hand).
 */
const ACTIVITIES: Record<string, { body: Record<string, unknown>; co2eKg: string }> = {
  wttFuels: {
    body: {
      category: 'scope3.fuel_energy_related.wtt_fuels',
      quantity: '10000',
      unit: 'kWh',
      region: 'GB',
      attributes: { fuel: 'natural_gas' },
    },
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
    co2eKg: '2863.14',
  },
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'Scope 3 category 3 (well-to-tank) through the API on $name',
  (target) => {
    let t: CalculationsHarness;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'wtt');
      for (const [key, { body }] of Object.entries(ACTIVITIES)) {
        const created = await t.post('/api/activities', { ...body, ...Y2024 });
        expect(created.res.status, `${key}: ${JSON.stringify(created.body)}`).toBe(201);
        ids[key] = created.body.id;
      }
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('lists both algorithms as Scope 3 category 3', async () => {
      const list = await t.get('/api/algorithms?scope=scope3');
      expect(list.res.status).toBe(200);
      const items = list.body.items as { id: string; category: string; scope3Category: number | null }[];
      for (const { body } of Object.values(ACTIVITIES)) {
        expect(items.find((a) => a.category === body.category)?.scope3Category, String(body.category)).toBe(
          3,
        );
      }
    });

    it('calculates one activity of each with the hand-computed CO2e', async () => {
      const run = await t.post('/api/calculations', { ...Y2024, gwpSet: 'AR5' });
      expect(run.res.status).toBe(201);
      expect(run.body).toMatchObject({ status: 'completed', calculated: 2, failedCount: 0 });
      const results = await t.get(`/api/results?calculationRunId=${run.body.id}&limit=50`);
      const byActivity = new Map(
        (results.body.items as { activityId: string }[]).map((r) => [r.activityId, r]),
      );
      for (const [key, expected] of Object.entries(ACTIVITIES)) {
        expect(byActivity.get(ids[key] as string), key).toMatchObject({
          scope: 3,
          scope3Category: 3,
          co2eKg: expected.co2eKg,
        });
      }
    });
  },
);
