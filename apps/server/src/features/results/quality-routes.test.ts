import { Decimal, type FactorUncertaintyInput, resultRelativeU95, sumRange } from '@ctp/engine';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';

const JAN = { periodStart: '2025-01-01', periodEnd: '2025-01-31' };
const GAS = {
  category: 'scope1.stationary_combustion',
  unit: 'kWh',
  attributes: { fuel: 'natural_gas' },
  ...JAN,
};

// Issue 18: the totals' 95% ranges and the breakdown by data type (their own endpoint, beside the summary).
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'GET /api/results/quality: ranges and data types on $name',
  (target) => {
    let t: CalculationsHarness;
    const scoreOf = new Map<string, number>();
    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'summary-quality');
      const site = await t.post('/api/facilities', { name: 'Leeds plant', country: 'GB' }, 'ORG_ADMIN');
      for (const [quantity, extra, score] of [
        ['182000', { dataType: 'primary_measured' }, 1],
        ['171500', { dataType: 'secondary_average', qualityScore: 4 }, 4],
        ['900', { dataQuality: 'estimated' }, 5], // stated nothing new: estimated → estimated or proxy, score 5
      ] as const) {
        const res = await t.post('/api/activities', { ...GAS, quantity, ...extra, facilityId: site.body.id });
        expect(res.res.status).toBe(201);
        scoreOf.set(res.body.id, score);
      }
      const run = await t.post('/api/calculations', JAN);
      expect(run.body).toMatchObject({ calculated: 3 });
    }, 120_000);
    afterAll(() => t.close());

    /** Each result with the relative half-width of activity × factor, the factor read from its record. */
    async function uncertainResults() {
      const results = (await t.get('/api/results')).body.items as {
        activityId: string;
        co2eKg: string;
        calculationRecordId: string;
        category: string;
        facilityId: string | null;
      }[];
      return Promise.all(
        results.map(async (r) => {
          const record = (await t.get(`/api/records/${r.calculationRecordId}`)).body.record as {
            factor: FactorUncertaintyInput | null;
          };
          return { ...r, relativeU95: resultRelativeU95(scoreOf.get(r.activityId) as number, record.factor) };
        }),
      );
    }

    it('gives each total its analytical 95% range from activity and factor uncertainty (in quadrature); the point is the total', async () => {
      const { res, body } = await t.get('/api/results/quality');
      expect(res.status).toBe(200);
      const results = await uncertainResults();
      // The factor adds to the activity's uncertainty: every result is wider than its score alone.
      expect(results.every((r) => r.relativeU95.greaterThan(0.05))).toBe(true);
      const expected = sumRange(
        results.map((r) => ({ value: r.co2eKg, relativeU95: r.relativeU95 })),
        { nonNegative: true },
      );
      expect(body.ranges.scope1).toEqual({
        point: body.totals.scope1,
        low: expected.low.toFixed(),
        high: expected.high.toFixed(),
        method: 'analytical',
      });
      expect(new Decimal(body.ranges.scope1.low).lessThan(body.totals.scope1)).toBe(true);
      expect(new Decimal(body.ranges.scope1.high).greaterThan(body.totals.scope1)).toBe(true);
      expect(body.ranges.scope3).toEqual({ point: '0', low: '0', high: '0', method: 'analytical' });
    });

    it('gives each group of the summary its 95% range when asked (groupBy category or facility)', async () => {
      const results = await uncertainResults();
      for (const groupBy of ['category', 'facility'] as const) {
        const { res, body } = await t.get(`/api/results/quality?groupBy=${groupBy}`);
        expect(res.status).toBe(200);
        const summary = (await t.get(`/api/results/summary?groupBy=${groupBy}`)).body.groups as {
          co2eKg: string;
        }[];
        expect(body.groups).toHaveLength(1);
        expect(summary).toHaveLength(1);
        const [group] = body.groups;
        const member = groupBy === 'category' ? 'category' : 'facilityId';
        expect(group).toMatchObject({ scope: 1, method: null, [member]: results[0]?.[member] });
        const expected = sumRange(
          results.map((r) => ({ value: r.co2eKg, relativeU95: r.relativeU95 })),
          { nonNegative: true },
        );
        expect(group.range).toEqual({
          point: summary[0]?.co2eKg,
          low: expected.low.toFixed(),
          high: expected.high.toFixed(),
          method: 'analytical',
        });
      }
      expect((await t.get('/api/results/quality')).body.groups).toEqual([]);
      const bad = await t.get('/api/results/quality?groupBy=month');
      expect(bad.res.status).toBe(400);
      expect(bad.res.headers.get('content-type')).toContain('application/problem+json');
    });

    it('breaks Scope 1 down by data type with the exact share of primary data, and flags the category below half', async () => {
      const { body } = await t.get('/api/results/quality');
      const results = (await t.get('/api/results')).body.items as { activityId: string; co2eKg: string }[];
      const kgOfScore = (score: number) =>
        results.find((r) => scoreOf.get(r.activityId) === score)?.co2eKg as string;
      const [scope1] = body.dataQuality.scopes;
      expect(body.dataQuality.primaryCoverageThreshold).toBe('0.5');
      expect(scope1).toMatchObject({ scope: 'scope1', totalKg: body.totals.scope1, primaryKg: kgOfScore(1) });
      expect(scope1.byDataType).toMatchObject({
        primary_measured: kgOfScore(1),
        secondary_average: kgOfScore(4),
        estimated_proxy: kgOfScore(5),
        spend_based: '0',
      });
      expect(scope1.primaryShare).toBe(new Decimal(kgOfScore(1)).dividedBy(body.totals.scope1).toFixed());
      // 182000 of 354400 kWh is primary: a share just above one half, so the category is not flagged.
      expect(scope1.categories).toEqual([
        expect.objectContaining({ category: 'scope1.stationary_combustion', belowThreshold: false }),
      ]);
      const filtered = await t.get('/api/results/quality?scope=2');
      expect(filtered.body.dataQuality.scopes).toEqual([]);
    });
  },
);
