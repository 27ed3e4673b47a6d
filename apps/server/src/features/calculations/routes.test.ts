import { ROLES, type Role } from '@ctp/auth';
import { Decimal } from '@ctp/engine';
import { listAudit, testTargets, verifyAuditChain, withOrganization } from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../http/route-table.js';
import {
  type CalculationsHarness,
  openCalculationsHarness,
  type Problem,
} from '../../testing/calculations-harness.js';
import { json } from '../../testing/server-harness.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const JAN = { periodStart: '2025-01-01', periodEnd: '2025-01-31' };
const FEB = { periodStart: '2025-02-01', periodEnd: '2025-02-28' };
const Q1 = { periodStart: '2025-01-01', periodEnd: '2025-03-31' };

interface Result {
  id: string;
  activityId: string;
  calculationRunId: string;
  calculationRecordId: string;
  facilityId: string | null;
  periodStart: string;
  scope: number;
  method: string | null;
  category: string;
  co2eKg: string;
  supersededBy: string | null;
}

const sum = (results: Result[]) => results.reduce((s, r) => s.plus(r.co2eKg), new Decimal(0)).toFixed();

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'calculations, results and records on $name',
  (target) => {
    let t: CalculationsHarness;
    const facility: Record<string, string> = {};
    const activity: Record<string, string> = {};

    /** Every page of a list. */
    async function all<T>(path: string, role: Role = 'READ_ONLY'): Promise<T[]> {
      const items: T[] = [];
      let cursor: string | null = null;
      do {
        const sep = path.includes('?') ? '&' : '?';
        const page = await t.get(`${path}${sep}limit=2${cursor ? `&cursor=${cursor}` : ''}`, role);
        expect(page.res.status, path).toBe(200);
        items.push(...(page.body.items as T[]));
        cursor = page.body.nextCursor;
      } while (cursor);
      return items;
    }

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'acme');
      const site = async (key: string, body: Record<string, unknown>) => {
        const res = await t.post('/api/facilities', body, 'ORG_ADMIN');
        expect(res.res.status).toBe(201);
        facility[key] = res.body.id;
      };
      await site('oakland', { name: 'Oakland office', country: 'US', gridRegion: 'US-CAMX' });
      await site('leeds', { name: 'Leeds plant', country: 'GB' });
      const add = async (key: string, body: Record<string, unknown>) => {
        const res = await t.post('/api/activities', body);
        expect(res.res.status, key).toBe(201);
        activity[key] = res.body.id;
      };
      for (const [month, period, kwh, gas] of [
        ['jan', JAN, '41200', '182000'],
        ['feb', FEB, '38900', '171500'],
      ] as const) {
        await add(`${month}Gas`, {
          category: 'scope1.stationary_combustion',
          quantity: gas,
          unit: 'kWh',
          facilityId: facility.leeds,
          attributes: { fuel: 'natural_gas' },
          dataQuality: 'measured',
          ...period,
        });
        await add(`${month}Location`, {
          category: 'scope2.electricity.location_based',
          quantity: kwh,
          unit: 'kWh',
          facilityId: facility.oakland,
          ...period,
        });
        await add(`${month}Market`, {
          category: 'scope2.electricity.market_based',
          quantity: kwh,
          unit: 'kWh',
          facilityId: facility.oakland,
          ...period,
        });
      }
      await add('teleport', { category: 'scope1.teleportation', quantity: '1', unit: 'kWh', ...JAN });
      // Outside the first quarter: never selected by it.
      await add('lastYear', {
        category: 'scope1.stationary_combustion',
        quantity: '1000',
        unit: 'kWh',
        region: 'GB',
        attributes: { fuel: 'natural_gas' },
        periodStart: '2024-06-01',
        periodEnd: '2024-06-30',
      });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    let firstRun = '';

    it('calculates a period: results and records stored together, failures listed, dataset versions recorded', async () => {
      const created = await t.post('/api/calculations', Q1);
      expect(created.res.status).toBe(201);
      const run = created.body;
      firstRun = run.id;
      expect(run).toMatchObject({
        kind: 'period',
        status: 'completed',
        ...Q1,
        calculated: 6,
        failedCount: 1,
        superseded: 0,
        gwpSet: 'AR6',
        gwpTimeframe: '100yr',
        recalculationOf: null,
      });
      expect(run.failed).toEqual([
        {
          activityId: activity.teleport,
          code: 'UNKNOWN_CATEGORY',
          message: expect.stringContaining('teleportation'),
        },
      ]);
      expect(Object.keys(run.datasetVersions)).toEqual(expect.arrayContaining(['desnz-ghg-cf', 'epa-egrid']));

      const read = await t.get(`/api/calculations/${run.id}`);
      expect(read.res.status).toBe(200);
      // Read back later, the run is exactly what the request answered, its superseded count included.
      expect(read.body).toEqual(run);
      const runs = await all<{ id: string }>('/api/calculations');
      expect(runs.map((r) => r.id)).toContain(run.id);

      const results = await all<Result>(`/api/results?calculationRunId=${run.id}`);
      expect(results.map((r) => r.activityId).sort()).toEqual(
        ['janGas', 'janLocation', 'janMarket', 'febGas', 'febLocation', 'febMarket']
          .map((k) => activity[k])
          .sort(),
      );
      // The run's totals are the exact sums of its results; Scope 2 methods are two totals.
      expect(run.totalsByScope).toEqual({
        scope1: sum(results.filter((r) => r.scope === 1)),
        scope2LocationBased: sum(results.filter((r) => r.method === 'location_based')),
        scope2MarketBased: sum(results.filter((r) => r.method === 'market_based')),
        scope2Unspecified: '0',
        scope3: '0',
      });
      for (const result of results) {
        const record = await t.get(`/api/records/${result.calculationRecordId}`);
        expect(record.res.status).toBe(200);
        expect(record.body).toMatchObject({ id: result.calculationRecordId, activityId: result.activityId });
        expect(record.body.calculationRunId).toBe(run.id);
        expect(record.body.record.output.co2eKg).toBe(result.co2eKg);
        expect(record.body.record.checksumInput).toBe(record.body.checksumInput);
        const verified = await t.get(`/api/records/${result.calculationRecordId}/verify`);
        expect(verified.body).toEqual({
          id: result.calculationRecordId,
          valid: true,
          checks: { inputChecksum: true, outputChecksum: true, storedChecksums: true },
        });
      }
      const audit = await withOrganization(t.h.runtime.database.db, t.orgId, (scope) =>
        listAudit(scope, { limit: 100 }),
      );
      expect(audit.items.find((e) => e.entityId === run.id)).toMatchObject({
        action: 'calculation.run',
        actorType: 'api_token',
      });
    });

    it('filters results and pages them with a stable cursor', async () => {
      const current = await all<Result>('/api/results');
      expect(current).toHaveLength(6);
      expect(new Set(current.map((r) => r.id)).size).toBe(6);
      const market = await all<Result>('/api/results?scope=2&method=market');
      expect(market.map((r) => r.activityId).sort()).toEqual([activity.janMarket, activity.febMarket].sort());
      expect(await all<Result>('/api/results?method=location_based')).toHaveLength(2);
      const leeds = await all<Result>(`/api/results?facilityId=${facility.leeds}`);
      expect(leeds.map((r) => r.activityId).sort()).toEqual([activity.janGas, activity.febGas].sort());
      const february = await all<Result>('/api/results?periodStart=2025-02-01&periodEnd=2025-02-28');
      expect(february.every((r) => r.periodStart === '2025-02-01')).toBe(true);
      expect(february).toHaveLength(3);
      const gas = await all<Result>('/api/results?category=scope1.stationary_combustion&scope=1');
      expect(gas).toHaveLength(2);
      expect(await all<Result>(`/api/results?facilityId=${MISSING}`)).toEqual([]);
    });

    it('summarizes by scope, category, facility and period with Scope 2 location and market side by side', async () => {
      const results = await all<Result>('/api/results');
      const byMonth = await t.get('/api/results/summary?groupBy=month');
      expect(byMonth.res.status).toBe(200);
      const groups = byMonth.body.groups as {
        scope: number;
        method: string | null;
        period: string;
        co2eKg: string;
        results: number;
      }[];
      expect(groups.map((g) => `${g.scope}|${g.method}|${g.period}|${g.results}`).sort()).toEqual(
        [
          '1|null|2025-01|1',
          '1|null|2025-02|1',
          '2|location_based|2025-01|1',
          '2|location_based|2025-02|1',
          '2|market_based|2025-01|1',
          '2|market_based|2025-02|1',
        ].sort(),
      );
      for (const g of groups) {
        const members = results.filter(
          (r) => r.scope === g.scope && r.method === g.method && r.periodStart.startsWith(g.period),
        );
        expect(g.co2eKg).toBe(sum(members));
      }
      expect(byMonth.body.totals).toEqual({
        scope1: sum(results.filter((r) => r.scope === 1)),
        scope2LocationBased: sum(results.filter((r) => r.method === 'location_based')),
        scope2MarketBased: sum(results.filter((r) => r.method === 'market_based')),
        scope2Unspecified: '0',
        scope3: '0',
      });
      const quarter = await t.get('/api/results/summary?groupBy=quarter,category,facility');
      expect(quarter.res.status).toBe(200);
      expect(quarter.body.groups).toContainEqual(
        expect.objectContaining({
          scope: 1,
          period: '2025-Q1',
          category: 'scope1.stationary_combustion',
          facilityId: facility.leeds,
          results: 2,
        }),
      );
      const plain = await t.get('/api/results/summary?scope=2');
      expect(plain.body.groups.map((g: { method: string }) => g.method).sort()).toEqual([
        'location_based',
        'market_based',
      ]);
      expect(plain.body.totals.scope1).toBe('0');
      for (const query of [
        'groupBy=week',
        'groupBy=month,year',
        'scope=4',
        'method=solar',
        'periodStart=2025-13-01',
      ]) {
        const bad = await t.get(`/api/results/summary?${query}`);
        expect(bad.res.status, query).toBe(400);
        expect((bad.body as Problem).type, query).toBe('urn:ctp:problem:validation-failed');
      }
    });

    it('supersedes rather than duplicates when the same period is calculated twice', async () => {
      const before = await t.get('/api/results/summary?groupBy=category');
      const again = await t.post('/api/calculations', Q1, 'ORG_ADMIN');
      expect(again.res.status).toBe(201);
      expect(again.body).toMatchObject({ calculated: 6, superseded: 6 });
      // The run keeps the count: read later, it says what the request said.
      expect((await t.get(`/api/calculations/${again.body.id}`)).body).toMatchObject({ superseded: 6 });
      expect((await t.get(`/api/calculations/${firstRun}`)).body).toMatchObject({ superseded: 0 });
      const after = await t.get('/api/results/summary?groupBy=category');
      expect(after.body).toEqual(before.body);
      expect(await all<Result>('/api/results')).toHaveLength(6);
      const everything = await all<Result>('/api/results?includeSuperseded=true');
      const old = everything.filter((r) => r.calculationRunId === firstRun);
      expect(old).toHaveLength(6);
      const current = new Set(
        everything.filter((r) => r.calculationRunId === again.body.id).map((r) => r.id),
      );
      for (const r of old) expect(current.has(r.supersededBy as string)).toBe(true);
      // Both calculations of an activity stay traceable, oldest first.
      const history = await t.get(`/api/records?activityId=${activity.janGas}`);
      expect(history.res.status).toBe(200);
      expect(history.body.items.map((r: { calculationRunId: string }) => r.calculationRunId)).toEqual([
        firstRun,
        again.body.id,
      ]);
      expect(history.body.items[0]).toMatchObject({
        activityId: activity.janGas,
        algorithm: { id: expect.any(String), version: expect.any(String), type: expect.any(String) },
        co2eKg: old.find((r) => r.activityId === activity.janGas)?.co2eKg,
      });
    });

    it('calculates named activities and reports superseded and unknown ones', async () => {
      const v1 = await t.post('/api/activities', {
        category: 'scope1.stationary_combustion',
        quantity: '500',
        unit: 'kWh',
        region: 'GB',
        attributes: { fuel: 'natural_gas' },
        periodStart: '2025-03-01',
        periodEnd: '2025-03-31',
      });
      const v2 = await t.post(`/api/activities/${v1.body.id}/corrections`, {
        category: 'scope1.stationary_combustion',
        quantity: '550',
        unit: 'kWh',
        region: 'GB',
        attributes: { fuel: 'natural_gas' },
        periodStart: '2025-03-01',
        periodEnd: '2025-03-31',
        reason: 'meter read again',
      });
      expect(v2.res.status).toBe(201);
      const run = await t.post('/api/calculations', {
        activityIds: [v1.body.id, v2.body.id, MISSING],
        gwpSet: 'AR5',
        datasetPins: { 'desnz-ghg-cf': '2025' },
      });
      expect(run.res.status).toBe(201);
      expect(run.body).toMatchObject({
        kind: 'activities',
        calculated: 1,
        failedCount: 2,
        activityCount: 3,
        gwpSet: 'AR5',
        datasetVersions: { 'desnz-ghg-cf': '2025' },
      });
      expect(
        run.body.failed.map((f: { activityId: string; code: string }) => [f.activityId, f.code]).sort(),
      ).toEqual(
        [
          [v1.body.id, 'ACTIVITY_SUPERSEDED'],
          [MISSING, 'ACTIVITY_NOT_FOUND'],
        ].sort(),
      );
    });

    it('refuses invalid requests with problem+json naming each field', async () => {
      const cases: [string, unknown, string, string[]][] = [
        ['nothing selected', {}, 'validation-failed', ['/periodStart', '/periodEnd']],
        ['both selections', { ...JAN, activityIds: [MISSING] }, 'validation-failed', ['/activityIds']],
        [
          'end before start',
          { periodStart: '2025-02-01', periodEnd: '2025-01-01' },
          'validation-failed',
          ['/periodEnd'],
        ],
        [
          'bad date',
          { periodStart: '2025-02-30x', periodEnd: '2025-03-01' },
          'validation-failed',
          ['/periodStart'],
        ],
        ['bad id', { activityIds: ['nope'] }, 'validation-failed', ['/activityIds/0']],
        ['empty ids', { activityIds: [] }, 'validation-failed', ['/activityIds']],
        ['bad gwp', { ...JAN, gwpSet: 'AR7' }, 'validation-failed', ['/gwpSet']],
        ['bad timeframe', { ...JAN, gwpTimeframe: '50yr' }, 'validation-failed', ['/gwpTimeframe']],
        [
          'empty pin',
          { ...JAN, datasetPins: { 'epa-ghg-hub': '' } },
          'validation-failed',
          ['/datasetPins/epa-ghg-hub'],
        ],
        ['unknown field', { ...JAN, organizationId: MISSING }, 'unknown-field', ['/organizationId']],
      ];
      for (const [label, body, slug, pointers] of cases) {
        const { res, body: problem } = await t.post('/api/calculations', body);
        expect(res.status, label).toBe(400);
        expect(res.headers.get('content-type'), label).toContain('application/problem+json');
        expect((problem as Problem).type, label).toBe(`urn:ctp:problem:${slug}`);
        expect(
          (problem as Problem).errors?.map((e) => e.pointer),
          label,
        ).toEqual(expect.arrayContaining(pointers));
      }
      const unloaded = await t.post('/api/calculations', { ...JAN, datasetPins: { 'epa-ghg-hub': '1999' } });
      expect(unloaded.res.status).toBe(422);
      expect(unloaded.body).toMatchObject({
        type: 'urn:ctp:problem:dataset-not-loaded',
        code: 'DATASET_NOT_LOADED',
      });
      const runs = await all<{ id: string }>('/api/calculations');
      for (const [path, status] of [
        ['/api/calculations/not-a-uuid', 400],
        [`/api/calculations/${MISSING}`, 404],
        ['/api/calculations?limit=0', 400],
        ['/api/calculations?cursor=nope', 400],
        ['/api/results?limit=501', 400],
        ['/api/results?includeSuperseded=yes', 400],
        ['/api/results?facilityId=nope', 400],
        ['/api/records/not-a-uuid', 400],
        [`/api/records/${MISSING}`, 404],
        [`/api/records/${MISSING}/verify`, 404],
        ['/api/records', 400],
        ['/api/records?activityId=nope', 400],
        [`/api/records?activityId=${MISSING}`, 404],
        [`/api/records/${runs[0]?.id}`, 404],
      ] as const) {
        const res = await t.get(path);
        expect(res.res.status, path).toBe(status);
        expect(res.res.headers.get('content-type'), path).toContain('application/problem+json');
      }
    });

    it('enforces the role matrix on every calculation, result, record and recalculation route', async () => {
      const someResult = (await t.get('/api/results?limit=1')).body.items[0] as Result;
      const newPreview = async () => {
        const p = await t.post('/api/recalculations/preview', { ...FEB, datasetPins: {} }, 'ORG_ADMIN');
        expect(p.res.status).toBe(201);
        return p.body.id as string;
      };
      const preview = await newPreview();
      const calls: { method: string; pattern: string; path: string; init: () => RequestInit; ok: number }[] =
        [
          {
            method: 'POST',
            pattern: '/api/calculations',
            path: '/api/calculations',
            init: () => json('POST', FEB),
            ok: 201,
          },
          {
            method: 'GET',
            pattern: '/api/calculations',
            path: '/api/calculations',
            init: () => ({}),
            ok: 200,
          },
          {
            method: 'GET',
            pattern: '/api/calculations/:id',
            path: `/api/calculations/${someResult.calculationRunId}`,
            init: () => ({}),
            ok: 200,
          },
          { method: 'GET', pattern: '/api/results', path: '/api/results', init: () => ({}), ok: 200 },
          {
            method: 'GET',
            pattern: '/api/results/summary',
            path: '/api/results/summary',
            init: () => ({}),
            ok: 200,
          },
          {
            method: 'GET',
            pattern: '/api/results/quality',
            path: '/api/results/quality',
            init: () => ({}),
            ok: 200,
          },
          {
            method: 'GET',
            pattern: '/api/results/verify',
            path: '/api/results/verify',
            init: () => ({}),
            ok: 200,
          },
          {
            method: 'GET',
            pattern: '/api/records',
            path: `/api/records?activityId=${someResult.activityId}`,
            init: () => ({}),
            ok: 200,
          },
          {
            method: 'GET',
            pattern: '/api/records/:id',
            path: `/api/records/${someResult.calculationRecordId}`,
            init: () => ({}),
            ok: 200,
          },
          {
            method: 'GET',
            pattern: '/api/records/:id/verify',
            path: `/api/records/${someResult.calculationRecordId}/verify`,
            init: () => ({}),
            ok: 200,
          },
          {
            // No job was queued here (every calculation is inline): an empty list to the roles that
            // may read jobs, 403 to the others.
            method: 'GET',
            pattern: '/api/calculations/jobs',
            path: '/api/calculations/jobs?unsettled=true',
            init: () => ({}),
            ok: 200,
          },
          {
            // This harness starts no job queue (calculation-job.test.ts reads real jobs): an unknown
            // id is 404 to the roles that may read jobs, 403 to the others first.
            method: 'GET',
            pattern: '/api/calculations/jobs/:id',
            path: `/api/calculations/jobs/${MISSING}`,
            init: () => ({}),
            ok: 404,
          },
          {
            method: 'POST',
            pattern: '/api/recalculations/preview',
            path: '/api/recalculations/preview',
            init: () => json('POST', { ...FEB, datasetPins: {} }),
            ok: 201,
          },
          {
            method: 'GET',
            pattern: '/api/recalculations/:id',
            path: `/api/recalculations/${preview}`,
            init: () => ({}),
            ok: 200,
          },
          {
            method: 'POST',
            pattern: '/api/recalculations/:id/accept',
            // Made just before its turn: an earlier POST /api/calculations supersedes what older previews saw.
            path: '',
            init: () => json('POST', {}),
            ok: 201,
          },
        ];
      const mine = ROUTE_TABLE.filter((r) =>
        /^\/api\/(calculations|results|records|recalculations)/.test(r.path),
      );
      expect(mine.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
        calls.map((c) => `${c.method} ${c.pattern}`).sort(),
      );
      const WRITERS: Role[] = ['ORG_ADMIN', 'ORG_MEMBER'];
      const expected = (c: { method: string; pattern: string }): readonly Role[] =>
        c.pattern.endsWith('/accept')
          ? ['ORG_ADMIN']
          : c.method === 'POST' || c.pattern.includes('/jobs')
            ? WRITERS
            : ROLES;
      let checked = 0;
      for (const c of calls) {
        const rule = mine.find((r) => r.method === c.method && r.path === c.pattern);
        expect(rule?.roles, `${c.method} ${c.pattern}`).toEqual(expected(c));
        if (c.pattern.endsWith('/accept')) c.path = `/api/recalculations/${await newPreview()}/accept`;
        // Refused roles first, so the one allowed acceptance comes last.
        for (const role of [...ROLES].reverse()) {
          const allowed = expected(c).includes(role);
          const init = c.init();
          const res = await t.h.request(c.path, {
            ...init,
            headers: { ...(init.headers as object), ...t.as(role) },
          });
          expect(res.status, `${role} ${c.method} ${c.pattern}`).toBe(allowed ? c.ok : 403);
          if (!allowed) expect(((await res.json()) as Problem).type).toBe('urn:ctp:problem:forbidden');
          checked++;
        }
        const anonymous = await t.h.request(c.path, c.init());
        expect(anonymous.status, `anonymous ${c.method} ${c.pattern}`).toBe(401);
      }
      expect(checked).toBe(calls.length * ROLES.length);
    });

    it("keeps tenants apart: another organization's admin gets 404 for every id and sees none of the data", async () => {
      const runs = await all<{ id: string }>('/api/calculations');
      const results = await all<Result>('/api/results?includeSuperseded=true');
      const preview = await t.post('/api/recalculations/preview', { ...JAN, datasetPins: {} }, 'ORG_ADMIN');
      expect(preview.res.status).toBe(201);
      const recordIds = [...new Set(results.map((r) => r.calculationRecordId))];
      const before = JSON.stringify([
        runs,
        results,
        (await t.get(`/api/recalculations/${preview.body.id}`)).body,
      ]);
      const headers = t.other;
      const attempts: [string, RequestInit][] = [
        ...runs.map((r): [string, RequestInit] => [`/api/calculations/${r.id}`, { headers }]),
        ...recordIds.flatMap((id): [string, RequestInit][] => [
          [`/api/records/${id}`, { headers }],
          [`/api/records/${id}/verify`, { headers }],
        ]),
        ...[...new Set(results.map((r) => r.activityId))].map((id): [string, RequestInit] => [
          `/api/records?activityId=${id}`,
          { headers },
        ]),
        [`/api/recalculations/${preview.body.id}`, { headers }],
        [`/api/recalculations/${preview.body.id}/accept`, json('POST', {}, headers)],
      ];
      let tried = 0;
      const leaks: string[] = [];
      for (const [path, init] of attempts) {
        const res = await t.h.request(path, init);
        const text = await res.text();
        tried++;
        if (res.status !== 404 || /Acme|Oakland|Leeds|stationary|co2e/i.test(text))
          leaks.push(`${init.method ?? 'GET'} ${path} → ${res.status}`);
      }
      expect(leaks).toEqual([]);
      expect(tried).toBe(
        runs.length + recordIds.length * 2 + new Set(results.map((r) => r.activityId)).size + 2,
      );
      // Their lists are empty, and naming our activities or facilities calculates nothing of ours.
      for (const path of ['/api/calculations', '/api/results?includeSuperseded=true']) {
        const list = await t.call(path, { headers });
        expect(list.body.items, path).toEqual([]);
      }
      const summary = await t.call('/api/results/summary', { headers });
      expect(summary.body.groups).toEqual([]);
      const named = await t.call(
        '/api/calculations',
        json('POST', { activityIds: [activity.janGas] }, headers),
      );
      expect(named.res.status).toBe(201);
      expect(named.body).toMatchObject({ calculated: 0, failedCount: 1 });
      expect(named.body.failed[0].code).toBe('ACTIVITY_NOT_FOUND');
      const byFacility = await t.call(
        '/api/calculations',
        json('POST', { ...Q1, facilityIds: [facility.leeds] }, headers),
      );
      expect(byFacility.body).toMatchObject({ calculated: 0, failedCount: 0 });
      const after = JSON.stringify([
        await all<{ id: string }>('/api/calculations'),
        await all<Result>('/api/results?includeSuperseded=true'),
        (await t.get(`/api/recalculations/${preview.body.id}`)).body,
      ]);
      expect(after).toBe(before);
      expect((await verifyAuditChain(t.h.runtime.database.db, t.orgId)).valid).toBe(true);
    });

    it('says a record no longer verifies once it was altered behind the service', async () => {
      const [result] = (await t.get('/api/results?limit=1')).body.items as Result[];
      const id = result?.calculationRecordId as string;
      expect((await t.get(`/api/records/${id}/verify`)).body.valid).toBe(true);
      // Records are append-only even for the owner: tampering takes switching the trigger off.
      const db = t.h.runtime.database.db;
      await sql`ALTER TABLE calculation_records DISABLE TRIGGER calculation_records_append_only`.execute(db);
      await sql`UPDATE calculation_records SET record = jsonb_set(record, '{output,co2eKg}', '"1"') WHERE id = ${id}`.execute(
        db,
      );
      await sql`ALTER TABLE calculation_records ENABLE TRIGGER calculation_records_append_only`.execute(db);
      const verified = await t.get(`/api/records/${id}/verify`);
      expect(verified.res.status).toBe(200);
      expect(verified.body).toEqual({
        id,
        valid: false,
        checks: { inputChecksum: true, outputChecksum: false, storedChecksums: true },
      });
    });

    it('shows the operations with their roles in the OpenAPI document', async () => {
      const doc = (await (await t.h.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, { 'x-ctp-roles'?: string[] }>>;
      };
      expect(doc.paths['/api/calculations']?.post?.['x-ctp-roles']).toEqual(['ORG_ADMIN', 'ORG_MEMBER']);
      expect(doc.paths['/api/results/summary']?.get?.['x-ctp-roles']).toEqual([
        'ORG_ADMIN',
        'ORG_MEMBER',
        'AUDITOR',
        'READ_ONLY',
      ]);
      expect(doc.paths['/api/recalculations/{id}/accept']?.post?.['x-ctp-roles']).toEqual(['ORG_ADMIN']);
      expect(doc.paths['/api/records/{id}/verify']?.get).toBeDefined();
    });
  },
);
