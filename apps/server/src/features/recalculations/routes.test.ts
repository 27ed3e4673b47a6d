import { Decimal } from '@ctp/engine';
import { listAudit, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalculationsHarness,
  openCalculationsHarness,
  type Problem,
} from '../../testing/calculations-harness.js';

const Q1 = { periodStart: '2025-01-01', periodEnd: '2025-03-31' };

/** A custom dataset with one natural gas factor for Brazil, where no shipped dataset has one. */
const gasDataset = (version: string, factor: string) => ({
  datasetId: 'acme-gas',
  datasetVersion: version,
  title: `Acme supplier natural gas factors v${version}`,
  source: 'Supplier declaration',
  sourceUrl: 'https://example.com/acme-gas',
  factors: [
    {
      category: 'stationary_combustion',
      subcategory: 'natural_gas',
      factor,
      unit: 'kWh',
      region: 'BR',
      gwpSet: 'AR6',
      gwpTimeframe: '100yr',
      effectiveFrom: '2024-01-01',
      effectiveTo: null,
    },
  ],
});

interface Result {
  id: string;
  activityId: string;
  calculationRunId: string;
  calculationRecordId: string;
  co2eKg: string;
  supersededBy: string | null;
}

const same = (a: string | null | undefined, b: string) => a != null && new Decimal(a).eq(b);

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'factor pinning and recalculation on $name',
  (target) => {
    let t: CalculationsHarness;
    const activity: Record<string, string> = {};
    let firstRun = '';

    const results = async (query = '') => {
      const page = await t.get(`/api/results?limit=500${query}`);
      expect(page.res.status).toBe(200);
      return page.body.items as Result[];
    };
    const co2eByActivity = async () =>
      Object.fromEntries((await results()).map((r) => [r.activityId, new Decimal(r.co2eKg).toFixed()]));

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'acme-recalc');
      const site = await t.post('/api/facilities', { name: 'São Paulo plant', country: 'BR' }, 'ORG_ADMIN');
      expect(site.res.status).toBe(201);
      for (const [key, quantity, periodStart, periodEnd] of [
        ['jan', '10000', '2025-01-01', '2025-01-31'],
        ['feb', '8000', '2025-02-01', '2025-02-28'],
      ] as const) {
        const res = await t.post('/api/activities', {
          category: 'scope1.stationary_combustion',
          quantity,
          unit: 'kWh',
          facilityId: site.body.id,
          attributes: { fuel: 'natural_gas' },
          periodStart,
          periodEnd,
        });
        expect(res.res.status).toBe(201);
        activity[key] = res.body.id;
      }
      const v1 = await t.post('/api/factors/datasets', gasDataset('1', '0.2'), 'ORG_ADMIN');
      expect(v1.res.status).toBe(201);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('records the dataset versions a run used', async () => {
      const run = await t.post('/api/calculations', Q1);
      expect(run.res.status).toBe(201);
      expect(run.body).toMatchObject({ calculated: 2, failedCount: 0, datasetVersions: { 'acme-gas': '1' } });
      firstRun = run.body.id;
      expect(await co2eByActivity()).toEqual({
        [activity.jan as string]: '2000',
        [activity.feb as string]: '1600',
      });
    });

    it('never changes stored results when a newer dataset version is loaded', async () => {
      const before = await results();
      const v2 = await t.post('/api/factors/datasets', gasDataset('2', '0.25'), 'ORG_ADMIN');
      expect(v2.res.status).toBe(201);
      expect(await results()).toEqual(before);
      for (const r of before) {
        const record = await t.get(`/api/records/${r.calculationRecordId}`);
        expect(
          record.body.record.output.factorRefs.map((f: { datasetVersion: string }) => f.datasetVersion),
        ).toEqual(['1']);
      }
    });

    let previewId = '';

    it('previews a recalculation with a pinned version: old, new and delta per result and by scope, nothing stored', async () => {
      const before = await results();
      const preview = await t.post('/api/recalculations/preview', {
        ...Q1,
        datasetPins: { 'acme-gas': '2' },
      });
      expect(preview.res.status).toBe(201);
      previewId = preview.body.id;
      expect(preview.body).toMatchObject({
        status: 'pending',
        itemCount: 2,
        failedCount: 0,
        datasetPins: { 'acme-gas': '2' },
        datasetVersions: { 'acme-gas': '2' },
        acceptedRunId: null,
        nextCursor: null,
      });
      expect(Date.parse(preview.body.expiresAt)).toBeGreaterThan(Date.now());
      const items = preview.body.items as {
        resultId: string;
        activityId: string;
        old: string;
        new: string;
        delta: string;
      }[];
      const byActivity = Object.fromEntries(items.map((i) => [i.activityId, i]));
      const oldIds = Object.fromEntries(before.map((r) => [r.activityId, r.id]));
      for (const [key, old, next, delta] of [
        ['jan', '2000', '2500', '500'],
        ['feb', '1600', '2000', '400'],
      ] as const) {
        const item = byActivity[activity[key] as string];
        expect(item?.resultId, key).toBe(oldIds[activity[key] as string]);
        expect(same(item?.old, old) && same(item?.new, next) && same(item?.delta, delta), key).toBe(true);
      }
      const { old, new: next, delta } = preview.body.totals;
      expect([old.scope1, next.scope1, delta.scope1].map((v: string) => new Decimal(v).toFixed())).toEqual([
        '3600',
        '4500',
        '900',
      ]);
      expect(delta.scope2LocationBased).toBe('0');
      // Nothing stored as current: the results are exactly as before.
      expect(await results()).toEqual(before);

      const page1 = await t.get(`/api/recalculations/${previewId}?limit=1`);
      expect(page1.body.items).toHaveLength(1);
      const page2 = await t.get(`/api/recalculations/${previewId}?limit=1&cursor=${page1.body.nextCursor}`);
      expect(page2.body.items).toHaveLength(1);
      expect(page2.body.nextCursor).toBeNull();
      expect(
        [...page1.body.items, ...page2.body.items].map((i: { activityId: string }) => i.activityId).sort(),
      ).toEqual(items.map((i) => i.activityId).sort());
    });

    it('lets only an ORG_ADMIN accept: the new results supersede the old, which stay readable and linked', async () => {
      const before = await results();
      const refused = await t.post(`/api/recalculations/${previewId}/accept`, {}, 'ORG_MEMBER');
      expect(refused.res.status).toBe(403);
      expect(await results()).toEqual(before);

      const accepted = await t.post(`/api/recalculations/${previewId}/accept`, {}, 'ORG_ADMIN');
      expect(accepted.res.status).toBe(201);
      expect(accepted.body).toMatchObject({
        previewId,
        superseded: 2,
        run: {
          kind: 'recalculation',
          recalculationOf: firstRun,
          calculated: 2,
          datasetVersions: { 'acme-gas': '2' },
          ...Q1,
        },
      });
      const runId = accepted.body.run.id as string;
      expect(await co2eByActivity()).toEqual({
        [activity.jan as string]: '2500',
        [activity.feb as string]: '2000',
      });
      const current = await results();
      expect(current.every((r) => r.calculationRunId === runId)).toBe(true);
      for (const r of current) {
        const verified = await t.get(`/api/records/${r.calculationRecordId}/verify`);
        expect(verified.body.valid).toBe(true);
        const record = await t.get(`/api/records/${r.calculationRecordId}`);
        expect(record.body.record.output.factorRefs[0].datasetVersion).toBe('2');
      }
      const everything = await results('&includeSuperseded=true');
      const old = everything.filter((r) => r.calculationRunId === firstRun);
      expect(old.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
      const currentIds = new Set(current.map((r) => r.id));
      for (const r of old) expect(currentIds.has(r.supersededBy as string)).toBe(true);
      expect(old.map((r) => new Decimal(r.co2eKg).toFixed()).sort()).toEqual(['1600', '2000']);
      const summary = await t.get('/api/results/summary');
      expect(new Decimal(summary.body.totals.scope1).toFixed()).toBe('4500');

      const preview = await t.get(`/api/recalculations/${previewId}`);
      expect(preview.body).toMatchObject({ status: 'accepted', acceptedRunId: runId });
      const again = await t.post(`/api/recalculations/${previewId}/accept`, {}, 'ORG_ADMIN');
      expect(again.res.status).toBe(409);
      expect((again.body as Problem).type).toBe('urn:ctp:problem:preview-accepted');

      const audit = await withOrganization(t.h.runtime.database.db, t.orgId, (scope) =>
        listAudit(scope, { limit: 100 }),
      );
      expect(
        audit.items.find((e) => e.action === 'recalculation.preview' && e.entityId === previewId),
      ).toBeDefined();
      expect(
        audit.items.find((e) => e.action === 'recalculation.accept' && e.entityId === runId)?.details,
      ).toMatchObject({ previewId, recalculationOf: firstRun });
    });

    it('refuses a preview whose results changed since it was made', async () => {
      const back = await t.post(
        '/api/recalculations/preview',
        { ...Q1, datasetPins: { 'acme-gas': '1' } },
        'ORG_ADMIN',
      );
      expect(back.res.status).toBe(201);
      expect(new Decimal(back.body.totals.delta.scope1).toFixed()).toBe('-900');
      // Another run replaces the results the preview was made against.
      expect((await t.post('/api/calculations', { activityIds: [activity.jan] })).res.status).toBe(201);
      const before = await results();
      const stale = await t.post(`/api/recalculations/${back.body.id}/accept`, {}, 'ORG_ADMIN');
      expect(stale.res.status).toBe(409);
      expect(stale.body).toMatchObject({ type: 'urn:ctp:problem:preview-stale', code: 'PREVIEW_STALE' });
      expect(await results()).toEqual(before);
      expect((await t.get(`/api/recalculations/${back.body.id}`)).body.status).toBe('pending');
    });

    it('validates preview requests', async () => {
      const missingPins = await t.post('/api/recalculations/preview', Q1);
      expect(missingPins.res.status).toBe(400);
      expect((missingPins.body as Problem).errors?.map((e) => e.pointer)).toContain('/datasetPins');
      const noSelection = await t.post('/api/recalculations/preview', { datasetPins: {} });
      expect((noSelection.body as Problem).errors?.map((e) => e.pointer)).toEqual(
        expect.arrayContaining(['/periodStart', '/periodEnd']),
      );
      const unloaded = await t.post('/api/recalculations/preview', {
        ...Q1,
        datasetPins: { 'acme-gas': '3' },
      });
      expect(unloaded.res.status).toBe(422);
      expect((unloaded.body as Problem).type).toBe('urn:ctp:problem:dataset-not-loaded');
      for (const [path, status] of [
        ['/api/recalculations/not-a-uuid', 400],
        ['/api/recalculations/00000000-0000-4000-8000-000000000000', 404],
      ] as const)
        expect((await t.get(path)).res.status, path).toBe(status);
    });
  },
);
