import { ROLES, type Role } from '@ctp/auth';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../http/route-table.js';
import { type ForecastingFixture, openForecastingFixture } from '../../testing/forecasting-fixture.js';

const SCENARIO = { type: 'sbti_well_below_2c', baseYear: 2025, targetYear: 2032 };
const INITIATIVE = {
  name: 'Boiler tune-up',
  impact: { type: 'percentage', percent: 5 },
  scope: 1,
  implementationStart: '2026-09',
  capex: 3_000,
  savingsPerYear: 1_200,
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))('forecasting catalog on $name', (target) => {
  let f: ForecastingFixture;
  beforeAll(async () => {
    f = await openForecastingFixture(target);
  }, 180_000);
  afterAll(async () => {
    await f?.close();
  });

  it('uses a custom model only after an administrator validated it', async () => {
    const created = await f.send('POST', '/api/forecasting/models', {
      name: 'Multiplicative seasonal',
      modelKind: 'seasonal',
      parameters: { type: 'multiplicative' },
      trainingFrom: '2024-01-01',
      trainingTo: '2025-12-31',
      metrics: { mase: 0.71 },
    });
    expect(created.res.status).toBe(201);
    expect(created.body).toMatchObject({ validated: false, validatedBy: null, modelKind: 'seasonal' });
    const id = created.body.id as string;
    const early = await f.send('POST', '/api/forecasting/project', { customModelId: id, horizon: 6 });
    expect(early.res.status).toBe(409);
    expect(early.body.type).toBe('urn:ctp:problem:forecast-model-not-validated');

    const member = await f.send('POST', `/api/forecasting/models/${id}/validate`, {}, 'ORG_MEMBER');
    expect(member.res.status).toBe(403);
    const nobody = await f.send('POST', `/api/forecasting/models/${id}/validate`, {}, 'ORG_ADMIN');
    expect(nobody.body.type).toBe('urn:ctp:problem:person-required');
    const validated = await f.send(
      'POST',
      `/api/forecasting/models/${id}/validate`,
      {},
      f.personalAdminToken,
    );
    expect(validated.res.status).toBe(200);
    expect(validated.body).toMatchObject({ validated: true, validatedBy: f.adminUserId });
    expect(typeof validated.body.validatedAt).toBe('string');
    const twice = await f.send('POST', `/api/forecasting/models/${id}/validate`, {}, f.personalAdminToken);
    expect(twice.res.status).toBe(409);

    const used = await f.send('POST', '/api/forecasting/project', { customModelId: id, horizon: 6 });
    expect(used.res.status).toBe(201);
    expect((used.body.projection as { model: { id: string; parameters: unknown } }).model).toMatchObject({
      id: 'seasonal',
      parameters: { type: 'multiplicative' },
    });
    const run = await f.get(`/api/forecasting/runs/${used.body.runId}`);
    expect(run.body).toMatchObject({ customModelId: id, model: 'seasonal' });

    const list = await f.get('/api/forecasting/models');
    expect((list.body.builtIn as { id: string }[]).map((m) => m.id)).toEqual(
      expect.arrayContaining(['growth-curve', 'linear-trend', 'seasonal']),
    );
    expect((list.body.items as { id: string }[]).map((m) => m.id)).toEqual([id]);
    expect((await f.get(`/api/forecasting/models/${id}`)).body).toEqual(validated.body);
  });

  it('refuses custom models of unknown kinds or with invalid parameters', async () => {
    const base = { name: 'x', modelKind: 'seasonal' };
    const cases: [unknown, number, string][] = [
      [{ ...base, modelKind: 'crystal-ball' }, 422, 'forecast-model-unknown'],
      [{ ...base, parameters: { type: 'cubic' } }, 422, 'invalid-forecast-input'],
      [{ ...base, trainingFrom: '2025-01-01', trainingTo: '2024-01-01' }, 400, 'validation-failed'],
      [{ ...base, extra: true }, 400, 'unknown-field'],
    ];
    for (const [body, status, slug] of cases) {
      const res = await f.send('POST', '/api/forecasting/models', body);
      expect(res.res.status, slug).toBe(status);
      expect(res.body.type, slug).toBe(`urn:ctp:problem:${slug}`);
    }
  });

  it('stores, lists, updates and archives scenario templates; the built-in kinds are always listed', async () => {
    const bad = await f.send('POST', '/api/forecasting/scenarios', {
      name: 'Backwards',
      template: { ...SCENARIO, targetYear: 2020 },
    });
    expect(bad.res.status).toBe(422);
    expect(bad.body.type).toBe('urn:ctp:problem:invalid-forecast-input');
    const created = await f.send('POST', '/api/forecasting/scenarios', { name: 'WB2C', template: SCENARIO });
    expect(created.res.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'WB2C',
      type: 'sbti_well_below_2c',
      template: { baseYear: 2025 },
    });
    const id = created.body.id as string;
    const list = await f.get('/api/forecasting/scenarios');
    expect((list.body.builtIn as { type: string }[]).map((s) => s.type)).toEqual([
      'business_as_usual',
      'sbti_1_5c',
      'sbti_well_below_2c',
      'net_zero_2050',
      'custom',
    ]);
    expect((list.body.items as { id: string }[]).map((s) => s.id)).toEqual([id]);
    const renamed = await f.send('PATCH', `/api/forecasting/scenarios/${id}`, { name: 'Well below 2°C' });
    expect(renamed.body).toMatchObject({ name: 'Well below 2°C', template: { targetYear: 2032 } });
    const invalid = await f.send('PATCH', `/api/forecasting/scenarios/${id}`, {
      template: { type: 'custom', baseYear: 2025 },
    });
    expect(invalid.res.status).toBe(422);
    const archived = await f.send('DELETE', `/api/forecasting/scenarios/${id}`, undefined);
    expect(archived.body).toMatchObject({ archived: true });
    expect((await f.get(`/api/forecasting/scenarios/${id}`)).body.archived).toBe(true);
    expect((await f.get('/api/forecasting/scenarios')).body.items).toEqual([]);
    expect((await f.send('PATCH', `/api/forecasting/scenarios/${id}`, { name: 'z' })).res.status).toBe(404);
    const compare = await f.send('POST', '/api/forecasting/scenarios/compare', {
      endYear: 2032,
      scenarioIds: [id],
    });
    expect(compare.res.status).toBe(422);
  });

  it('enforces the initiative lifecycle with 409 for refused transitions', async () => {
    const created = await f.send('POST', '/api/forecasting/initiatives', INITIATIVE);
    expect(created.res.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'planned', rampUpMonths: 0, lifetimeYears: 10, scope: 1 });
    const id = created.body.id as string;
    const to = (status: string) => f.send('PATCH', `/api/forecasting/initiatives/${id}`, { status });
    const skip = await to('completed');
    expect(skip.res.status).toBe(409);
    expect(skip.body).toMatchObject({
      type: 'urn:ctp:problem:invalid-status-transition',
      details: { from: 'planned', to: 'completed', allowed: ['in_progress'] },
    });
    for (const status of ['in_progress', 'planned', 'in_progress', 'completed']) {
      const res = await to(status);
      expect(res.res.status, status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    expect((await to('planned')).res.status).toBe(409);
    expect((await to('in_progress')).res.status).toBe(409);
    const edited = await f.send('PATCH', `/api/forecasting/initiatives/${id}`, { capex: 4_000 });
    expect(edited.body).toMatchObject({ capex: 4_000, status: 'completed', name: 'Boiler tune-up' });
    const badImpact = await f.send('POST', '/api/forecasting/initiatives', {
      ...INITIATIVE,
      impact: { type: 'percentage', percent: 150 },
    });
    expect(badImpact.body.type).toBe('urn:ctp:problem:invalid-forecast-input');
    const audit = await f.get('/api/audit?limit=200', 'ORG_ADMIN');
    const actions = (audit.body.items as { action: string; entityId: string }[])
      .filter((e) => e.entityId === id)
      .map((e) => e.action);
    expect(actions.filter((a) => a === 'forecast_initiative.transition')).toHaveLength(4);
    const archived = await f.send('DELETE', `/api/forecasting/initiatives/${id}`, undefined);
    expect(archived.body.archived).toBe(true);
    expect((await f.get('/api/forecasting/initiatives')).body.items).toEqual([]);
  });

  it("answers 404 for another organization's ids on every id route and in request bodies", async () => {
    const model = (await f.send('POST', '/api/forecasting/models', { name: 'm', modelKind: 'linear-trend' }))
      .body.id as string;
    const scenario = (await f.send('POST', '/api/forecasting/scenarios', { name: 's', template: SCENARIO }))
      .body.id as string;
    const initiative = (await f.send('POST', '/api/forecasting/initiatives', INITIATIVE)).body.id as string;
    const run = (await f.send('POST', '/api/forecasting/project', { horizon: 2 })).body.runId as string;
    const calls: [string, string, unknown][] = [
      ['GET', `/api/forecasting/runs/${run}`, undefined],
      ['GET', `/api/forecasting/models/${model}`, undefined],
      ['POST', `/api/forecasting/models/${model}/validate`, {}],
      ['GET', `/api/forecasting/scenarios/${scenario}`, undefined],
      ['PATCH', `/api/forecasting/scenarios/${scenario}`, { name: 'x' }],
      ['DELETE', `/api/forecasting/scenarios/${scenario}`, undefined],
      ['GET', `/api/forecasting/initiatives/${initiative}`, undefined],
      ['PATCH', `/api/forecasting/initiatives/${initiative}`, { name: 'x' }],
      ['DELETE', `/api/forecasting/initiatives/${initiative}`, undefined],
      ['POST', '/api/forecasting/project', { horizon: 2, customModelId: model }],
      ['POST', '/api/forecasting/scenarios/compare', { endYear: 2030, scenarioIds: [scenario] }],
      ['POST', '/api/forecasting/gap-analysis', { scenarioId: scenario }],
      ['POST', '/api/forecasting/initiatives/model', { horizon: 2, initiativeIds: [initiative] }],
    ];
    for (const [method, path, body] of calls) {
      const res =
        method === 'GET' ? await f.get(path, f.otherAdmin) : await f.send(method, path, body, f.otherAdmin);
      expect(res.res.status, `${method} ${path}`).toBe(404);
      expect(res.body.type, `${method} ${path}`).toBe('urn:ctp:problem:not-found');
    }
    // Still there for their own organization.
    expect((await f.get(`/api/forecasting/scenarios/${scenario}`)).body.archived).toBe(false);
  });

  it('documents every forecasting operation with its roles in the OpenAPI document', async () => {
    const doc = (await (await f.h.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-ctp-roles'?: unknown }>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/forecasting'))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    const table = ROUTE_TABLE.filter((r) => r.path.startsWith('/api/forecasting')).map(
      (r) => `${r.method} ${r.path}`,
    );
    expect(documented.sort()).toEqual(table.sort());
    expect(doc.paths['/api/forecasting/models/{id}/validate']?.post?.['x-ctp-roles']).toEqual(['ORG_ADMIN']);
  });

  it('enforces the role matrix on every forecasting route', async () => {
    const newModel = async () =>
      (await f.send('POST', '/api/forecasting/models', { name: 'mx', modelKind: 'linear-trend' })).body
        .id as string;
    const newScenario = async () =>
      (await f.send('POST', '/api/forecasting/scenarios', { name: 'sx', template: SCENARIO })).body
        .id as string;
    const newInitiative = async () =>
      (await f.send('POST', '/api/forecasting/initiatives', INITIATIVE)).body.id as string;
    const run = (await f.send('POST', '/api/forecasting/project', { horizon: 2 })).body.runId as string;
    const scenario = await newScenario();
    const initiative = await newInitiative();
    const model = await newModel();
    const routes: Record<string, { path: () => Promise<string>; body?: unknown; ok: number }> = {
      'POST /api/forecasting/project': {
        path: async () => '/api/forecasting/project',
        body: { horizon: 2 },
        ok: 201,
      },
      'POST /api/forecasting/scenarios/compare': {
        path: async () => '/api/forecasting/scenarios/compare',
        body: { endYear: 2030, scenarios: [{ type: 'sbti_1_5c', baseYear: 2025, targetYear: 2030 }] },
        ok: 201,
      },
      'POST /api/forecasting/gap-analysis': {
        path: async () => '/api/forecasting/gap-analysis',
        body: { scenario: { type: 'net_zero_2050', baseYear: 2025 }, endYear: 2030 },
        ok: 201,
      },
      'POST /api/forecasting/initiatives/model': {
        path: async () => '/api/forecasting/initiatives/model',
        body: { horizon: 2 },
        ok: 201,
      },
      'GET /api/forecasting/runs': { path: async () => '/api/forecasting/runs', ok: 200 },
      'GET /api/forecasting/runs/:id': { path: async () => `/api/forecasting/runs/${run}`, ok: 200 },
      'POST /api/forecasting/models': {
        path: async () => '/api/forecasting/models',
        body: { name: 'r', modelKind: 'linear-trend' },
        ok: 201,
      },
      'GET /api/forecasting/models': { path: async () => '/api/forecasting/models', ok: 200 },
      'GET /api/forecasting/models/:id': { path: async () => `/api/forecasting/models/${model}`, ok: 200 },
      'POST /api/forecasting/models/:id/validate': {
        path: async () => `/api/forecasting/models/${await newModel()}/validate`,
        body: {},
        ok: 200,
      },
      'POST /api/forecasting/scenarios': {
        path: async () => '/api/forecasting/scenarios',
        body: { name: 'r', template: SCENARIO },
        ok: 201,
      },
      'GET /api/forecasting/scenarios': { path: async () => '/api/forecasting/scenarios', ok: 200 },
      'GET /api/forecasting/scenarios/:id': {
        path: async () => `/api/forecasting/scenarios/${scenario}`,
        ok: 200,
      },
      'PATCH /api/forecasting/scenarios/:id': {
        path: async () => `/api/forecasting/scenarios/${scenario}`,
        body: { name: 'renamed' },
        ok: 200,
      },
      'DELETE /api/forecasting/scenarios/:id': {
        path: async () => `/api/forecasting/scenarios/${await newScenario()}`,
        ok: 200,
      },
      'POST /api/forecasting/initiatives': {
        path: async () => '/api/forecasting/initiatives',
        body: INITIATIVE,
        ok: 201,
      },
      'GET /api/forecasting/initiatives': { path: async () => '/api/forecasting/initiatives', ok: 200 },
      'GET /api/forecasting/initiatives/:id': {
        path: async () => `/api/forecasting/initiatives/${initiative}`,
        ok: 200,
      },
      'PATCH /api/forecasting/initiatives/:id': {
        path: async () => `/api/forecasting/initiatives/${initiative}`,
        body: { name: 'renamed' },
        ok: 200,
      },
      'DELETE /api/forecasting/initiatives/:id': {
        path: async () => `/api/forecasting/initiatives/${await newInitiative()}`,
        ok: 200,
      },
      // This fixture starts no job queue, so no job can be queued here (forecast-job.test.ts reads
      // real ones): an unknown id is 404 to the roles that may read jobs, 403 to the others first.
      'GET /api/forecasting/jobs/:id': {
        path: async () => '/api/forecasting/jobs/0190f5f4-0000-7000-8000-00000000f00d',
        ok: 404,
      },
    };
    const table = ROUTE_TABLE.filter((r) => r.path.startsWith('/api/forecasting'));
    expect(table.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(routes).sort());
    const readers: readonly Role[] = ROLES;
    const writers: readonly Role[] = ['ORG_ADMIN', 'ORG_MEMBER'];
    // The ORG_ADMIN caller is a person, so validation can name who validated.
    const caller = (role: Role) => (role === 'ORG_ADMIN' ? f.personalAdminToken : role);
    for (const rule of table) {
      const key = `${rule.method} ${rule.path}`;
      const route = routes[key] as (typeof routes)[string];
      const allowed =
        key === 'GET /api/forecasting/jobs/:id'
          ? writers // a queued fit is its requester's business until it is a run every reader sees
          : rule.method === 'GET'
            ? readers
            : key === 'POST /api/forecasting/models/:id/validate'
              ? ['ORG_ADMIN']
              : writers;
      for (const role of ROLES) {
        const path = await route.path();
        const res =
          rule.method === 'GET'
            ? await f.get(path, caller(role))
            : await f.send(rule.method, path, route.body, caller(role));
        expect(res.res.status, `${key} as ${role}`).toBe(allowed.includes(role) ? route.ok : 403);
      }
    }
  });
});
