import { type Report, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';
import { collectReportInput } from './collect-input.js';

/**
 * A report's input names the draft a method follows: one activity of the draft hourly market-based
 * algorithm and one of the annual method, calculated, then collected for the report of that day.
 */
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'report input of a draft algorithm on $name',
  (target) => {
    let t: CalculationsHarness;

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'draft-report');
      const day = {
        quantity: '2400',
        unit: 'kWh',
        region: 'DE',
        periodStart: '2024-06-01',
        periodEnd: '2024-06-01',
      };
      const hourly = await t.post('/api/activities', {
        ...day,
        category: 'scope2.electricity.market_based.hourly',
        attributes: { loadProfile: Array.from({ length: 24 }, (_, h) => (h < 8 ? '0.025' : '0.05')) },
      });
      expect(hourly.res.status, JSON.stringify(hourly.body)).toBe(201);
      const annual = await t.post('/api/activities', { ...day, category: 'scope2.electricity.market_based' });
      expect(annual.res.status).toBe(201);
      const run = await t.post('/api/calculations', { periodStart: '2024-06-01', periodEnd: '2024-06-01' });
      expect(run.body).toMatchObject({ status: 'completed', calculated: 2, failedCount: 0 });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('gives the hourly algorithm its draft title and the annual one none', async () => {
      const report = {
        id: '00000000-0000-4000-8000-000000000001',
        title: 'June 1st',
        periodStart: '2024-06-01',
        periodEnd: '2024-06-01',
        verificationCode: 'CTP-2024-TEST',
        templateId: null,
        templateVersion: null,
      } as unknown as Report;
      const input = await withOrganization(t.h.runtime.database.db, t.orgId, (scope) =>
        collectReportInput(scope, {
          report,
          registry: t.h.runtime.registry,
          publicUrl: 'http://localhost',
          generatedAt: new Date('2024-07-01T00:00:00Z'),
        }),
      );
      const byId = new Map((input.algorithms ?? []).map((a) => [a.id, a]));
      expect(byId.get('ctp/electricity-market-based-hourly')?.followsDraft).toBe(
        'GHG Protocol Scope 2 revision proposal, 2025',
      );
      // The annual activity resolves to the annual market-based method of the region (a final one).
      const others = (input.algorithms ?? []).filter((a) => a.id !== 'ctp/electricity-market-based-hourly');
      expect(others).toHaveLength(1);
      expect(others[0]?.id).toBe('eu/residual-mix-market');
      expect(others[0]).not.toHaveProperty('followsDraft');
    });
  },
);
