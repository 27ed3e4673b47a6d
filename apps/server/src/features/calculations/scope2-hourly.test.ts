import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../http/bounded.js';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';

const HOURLY = 'scope2.electricity.market_based.hourly';
const hour = (h: number) => `2024-06-01T${String(h).padStart(2, '0')}:00Z`;

/** The engine's first golden day: 2700 kWh metered, 400 kWh matched (see market-based-hourly.test.ts). */
const DAY = {
  category: HOURLY,
  quantity: '2700',
  unit: 'kWh',
  region: 'DE',
  periodStart: '2024-06-01',
  periodEnd: '2024-06-01',
  attributes: {
    consumption: Array.from({ length: 24 }, (_, h) => ({
      hour: hour(h),
      kWh: h < 6 ? '50' : h < 18 ? '150' : '100',
    })),
    certificates: [
      { hour: hour(10), kWh: '200', marketBoundary: 'DE', id: 'GO-DE-10' },
      { hour: hour(11), kWh: '150', marketBoundary: 'DE', id: 'GO-DE-11' },
      { hour: hour(12), kWh: '100', marketBoundary: 'DE', id: 'GO-DE-12' },
      { hour: hour(13), kWh: '120', marketBoundary: 'FR', id: 'GO-FR-13' },
    ],
  },
};

/**
 * 2024 (8,784 hours) by a 12 × 24 profile: hours 00–19 of every month 0.004 (240 × 0.004 = 0.96),
 * hours 20–23 of January 0.01 (0.04); one certificate of 100 kWh for 2024-01-01 00:00 UTC.
 */
const YEAR = {
  category: HOURLY,
  quantity: '876000',
  unit: 'kWh',
  region: 'DE',
  periodStart: '2024-01-01',
  periodEnd: '2024-12-31',
  attributes: {
    loadProfile: Array.from({ length: 12 }, (_, m) =>
      Array.from({ length: 24 }, (_, h) => (h < 20 ? '0.004' : m === 0 ? '0.01' : '0')),
    ),
    certificates: [{ hour: '2024-01-01T00:00Z', kWh: '100', marketBoundary: 'DE', id: 'GO-DE-0101' }],
  },
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'hourly market-based Scope 2 (draft) through the API on $name',
  (target) => {
    let t: CalculationsHarness;

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'hourly');
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('lists the hourly algorithm as following a draft, and the annual one as final', async () => {
      const list = await t.get('/api/algorithms?scope=scope2');
      const items = list.body.items as { id: string; category: string; followsDraft: unknown }[];
      expect(items.find((a) => a.category === HOURLY)).toMatchObject({
        id: 'ctp/electricity-market-based-hourly',
        followsDraft: { title: 'GHG Protocol Scope 2 revision proposal, 2025' },
      });
      expect(items.find((a) => a.id === 'ctp/electricity-market-based')?.followsDraft).toBeNull();
    });

    it('calculates a metered day and a load-profiled leap year as market-based results of the hourly algorithm', async () => {
      for (const body of [DAY, YEAR]) {
        const created = await t.post('/api/activities', body);
        expect(created.res.status, JSON.stringify(created.body)).toBe(201);
      }
      const run = await t.post('/api/calculations', {
        periodStart: '2024-01-01',
        periodEnd: '2024-12-31',
        gwpSet: 'AR5',
      });
      expect(run.body).toMatchObject({ status: 'completed', calculated: 2, failedCount: 0 });
      const results = await t.get(`/api/results?calculationRunId=${run.body.id}&limit=10`);
      const items = results.body.items as {
        periodEnd: string;
        co2eKg: string;
        method: string;
        calculationRecordId: string;
      }[];
      // AIB 2024 DE residual mix 0.724564186 kg/kWh: day (2700 − 400) × rate; year (876000 − 100) × rate,
      // the first January hour having 876000 × 0.004 / 31 = 113.03… kWh, more than the certificate.
      expect(items.map((r) => [r.periodEnd, r.method, r.co2eKg]).sort()).toEqual([
        ['2024-06-01', 'market_based', '1666.4976278'],
        ['2024-12-31', 'market_based', '634645.7705174'],
      ]);
      const record = await t.get(`/api/records/${items[0]?.calculationRecordId}`);
      expect(record.body.record.algorithm).toMatchObject({
        id: 'ctp/electricity-market-based-hourly',
        version: '0.1.0',
      });
    });

    it(`refuses 8,784 metered hours: activity attributes are limited to ${FIELD_LIMITS.attributesJson} characters of JSON`, async () => {
      const consumption = Array.from({ length: 8784 }, (_, i) => ({
        hour: new Date(Date.UTC(2024, 0, 1, i)).toISOString().slice(0, 16).concat('Z'),
        kWh: '100',
      }));
      const refused = await t.post('/api/activities', {
        ...YEAR,
        quantity: '878400',
        attributes: { consumption },
      });
      expect(refused.res.status).toBe(400);
      expect(refused.body.errors?.[0]).toMatchObject({ pointer: '/attributes' });
    });
  },
);
