import { ROLES, type Role } from '@ctp/auth';
import { parseOverrides } from '@ctp/engine';
import { createUser, listOverrides, testTargets, toEngineOverride, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../http/route-table.js';
import { cookieHeader, json, mergeCookies, ORIGIN, PASSWORD } from '../../testing/server-harness.js';
import { openTenantFixture, SETUP, type TenantFixture } from '../../testing/users-fixture.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const MULTIPLIER = {
  kind: 'factor_multiplier',
  category: 'scope1.stationary_combustion',
  justification: 'Supplier-specific gas composition measured in 2025',
  effectiveFrom: '2025-01-01',
  factorMultiplier: '1.05',
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))('overrides on $name', (target) => {
  let f: TenantFixture;
  let bob: Record<string, string>;
  let bobId = '';
  const ada = () => f.as('ORG_ADMIN');
  const create = (body: unknown, headers = ada()) => f.send('POST', '/api/overrides', body, headers);

  beforeAll(async () => {
    f = await openTenantFixture(target);
    // A second administrator, with a token that acts for him.
    const user = await withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
      createUser(scope, { email: 'bob@example.com', name: 'Bob Admin', role: 'ORG_ADMIN' }),
    );
    bobId = user.id;
    bob = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_ADMIN', bobId)}` };
  }, 60_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('creates a pending override, refuses approval by its creator, accepts a second admin, then ends it from a date', async () => {
    const created = await create(MULTIPLIER);
    expect(created.res.status).toBe(201);
    expect(created.body).toMatchObject({
      ...MULTIPLIER,
      effectiveTo: null,
      state: 'pending',
      createdBy: f.adaId,
      approvedBy: null,
      algorithmId: null,
      customLogic: null,
    });
    const id = created.body.id as string;

    const self = await f.send('POST', `/api/overrides/${id}/approve`, undefined, ada());
    expect(self.res.status).toBe(403);
    expect(self.body.type).toBe('urn:ctp:problem:self-approval');
    expect(self.body.detail).toMatch(/another ORG_ADMIN/);
    expect((await f.call(`/api/overrides/${id}`, { headers: ada() })).body.state).toBe('pending');

    const approved = await f.send('POST', `/api/overrides/${id}/approve`, undefined, bob);
    expect(approved.res.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', approvedBy: bobId, createdBy: f.adaId });
    expect(typeof approved.body.approvedAt).toBe('string');
    const again = await f.send('POST', `/api/overrides/${id}/approve`, undefined, bob);
    expect(again.res.status).toBe(409);

    // What the store holds is what the engine accepts and applies (approved by someone else).
    const stored = await withOrganization(f.h.runtime.database.db, f.orgId, (s) => listOverrides(s));
    const engine = parseOverrides(stored.filter((o) => o.id === id).map(toEngineOverride));
    expect(engine[0]).toMatchObject({ approvedBy: bobId, createdBy: f.adaId });

    const before = await f.send(
      'POST',
      `/api/overrides/${id}/end`,
      { effectiveTo: '2024-12-31', reason: 'x' },
      ada(),
    );
    expect(before.res.status).toBe(400);
    expect(before.body.errors?.map((e) => e.pointer)).toEqual(['/effectiveTo']);
    const ended = await f.send(
      'POST',
      `/api/overrides/${id}/end`,
      { effectiveTo: '2025-06-30', reason: 'New supplier from July' },
      ada(),
    );
    expect(ended.res.status).toBe(200);
    expect(ended.body).toMatchObject({
      state: 'ended',
      effectiveTo: '2025-06-30',
      endedBy: f.adaId,
      approvedBy: bobId,
    });
    const twice = await f.send(
      'POST',
      `/api/overrides/${id}/end`,
      { effectiveTo: '2025-03-31', reason: 'x' },
      ada(),
    );
    expect(twice.res.status).toBe(409);
    // Never deleted: still readable.
    expect((await f.call(`/api/overrides/${id}`, { headers: f.as('READ_ONLY') })).body).toMatchObject({
      state: 'ended',
    });
    expect(await f.auditActions(id)).toEqual(['override.create', 'override.approve', 'override.end']);
  });

  it('checks methodology targets and custom formulas against the engine', async () => {
    const methodology = {
      kind: 'methodology',
      category: 'scope2.electricity.location_based',
      justification: 'Use the eGRID subregion method for every site',
      effectiveFrom: '2025-01-01',
    };
    const ok = await create({ ...methodology, algorithmId: 'us/egrid-location', algorithmVersion: '1.0.0' });
    expect(ok.res.status).toBe(201);
    expect(ok.body).toMatchObject({
      algorithmId: 'us/egrid-location',
      algorithmVersion: '1.0.0',
      factorMultiplier: null,
    });
    const cases: [string, unknown, number, string][] = [
      ['unknown algorithm', { ...methodology, algorithmId: 'acme/none' }, 422, 'algorithm-not-available'],
      [
        'unknown version',
        { ...methodology, algorithmId: 'us/egrid-location', algorithmVersion: '9.9.9' },
        422,
        'algorithm-not-available',
      ],
      [
        'other category',
        { ...methodology, algorithmId: 'ctp/stationary-combustion' },
        422,
        'invalid-definition',
      ],
      [
        'unknown category',
        { ...MULTIPLIER, category: 'scope1.teleportation' },
        422,
        'algorithm-not-available',
      ],
    ];
    for (const [label, body, status, slug] of cases) {
      const answer = await create(body);
      expect(answer.res.status, label).toBe(status);
      expect(answer.body.type, label).toBe(`urn:ctp:problem:${slug}`);
    }
    const custom = { ...MULTIPLIER, kind: 'custom', factorMultiplier: undefined };
    const formula = await create({ ...custom, customLogic: 'max(baseCo2e - attr_offset_kg, 0)' });
    expect(formula.res.status).toBe(201);
    expect(formula.body.customLogic).toBe('max(baseCo2e - attr_offset_kg, 0)');
    const evil = await create({ ...custom, customLogic: 'import("fs")' });
    expect(evil.res.status).toBe(400);
    expect(evil.body.errors?.map((e) => e.pointer)).toEqual(['/customLogic']);
  });

  it('refuses invalid overrides with problem+json pointers', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['zero multiplier', { ...MULTIPLIER, factorMultiplier: '0' }, 'validation-failed', '/factorMultiplier'],
      [
        'number multiplier',
        { ...MULTIPLIER, factorMultiplier: 1.05 },
        'validation-failed',
        '/factorMultiplier',
      ],
      [
        'negative multiplier',
        { ...MULTIPLIER, factorMultiplier: '-1' },
        'validation-failed',
        '/factorMultiplier',
      ],
      ['end before start', { ...MULTIPLIER, effectiveTo: '2024-12-31' }, 'validation-failed', '/effectiveTo'],
      ['bad date', { ...MULTIPLIER, effectiveFrom: '2025-02-30' }, 'validation-failed', '/effectiveFrom'],
      ['no justification', { ...MULTIPLIER, justification: '  ' }, 'validation-failed', '/justification'],
      ['bad category', { ...MULTIPLIER, category: 'Scope1' }, 'validation-failed', '/category'],
      ['unknown kind', { ...MULTIPLIER, kind: 'magic' }, 'validation-failed', '/kind'],
      ['approver smuggled', { ...MULTIPLIER, approvedBy: MISSING }, 'unknown-field', '/approvedBy'],
      ['creator smuggled', { ...MULTIPLIER, createdBy: MISSING }, 'unknown-field', '/createdBy'],
    ];
    for (const [label, body, slug, pointer] of cases) {
      const answer = await create(body);
      expect(answer.res.status, label).toBe(400);
      expect(answer.body.type, label).toBe(`urn:ctp:problem:${slug}`);
      expect(
        answer.body.errors?.map((e) => e.pointer),
        label,
      ).toContain(pointer);
    }
    expect(
      (await f.send('POST', `/api/overrides/${MISSING}/end`, { effectiveTo: '2025-01-01' }, ada())).res
        .status,
    ).toBe(400);
    expect(
      (
        await f.send(
          'POST',
          `/api/overrides/${MISSING}/end`,
          { effectiveTo: '2025-01-01', reason: 'r' },
          ada(),
        )
      ).res.status,
    ).toBe(404);
    expect((await f.send('POST', `/api/overrides/${MISSING}/approve`, undefined, bob)).res.status).toBe(404);
    expect((await f.call('/api/overrides/not-a-uuid', { headers: ada() })).res.status).toBe(400);
    expect((await f.call('/api/overrides?state=done', { headers: ada() })).res.status).toBe(400);
  });

  it('needs an accountable administrator: a token nobody created cannot act on overrides', async () => {
    const orphan = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_ADMIN', null)}` };
    const refused = await create(MULTIPLIER, orphan);
    expect(refused.res.status).toBe(403);
    expect(refused.body.type).toBe('urn:ctp:problem:person-required');
    const pending = (await create(MULTIPLIER)).body.id as string;
    expect((await f.send('POST', `/api/overrides/${pending}/approve`, undefined, orphan)).res.status).toBe(
      403,
    );
    // A token of a demoted creator no longer counts as an administrator: since issue 19 it carries
    // its creator's current role, so the role check refuses it before any override rule runs.
    const carl = await withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
      createUser(scope, { email: 'carl@example.com', name: 'Carl', role: 'ORG_ADMIN' }),
    );
    const carlToken = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_ADMIN', carl.id)}` };
    expect((await f.send('PATCH', `/api/users/${carl.id}`, { role: 'ORG_MEMBER' }, ada())).res.status).toBe(
      200,
    );
    const demoted = await f.send('POST', `/api/overrides/${pending}/approve`, undefined, carlToken);
    expect(demoted.res.status).toBe(403);
  });

  it('approves through a signed-in session too (the session user is the approver)', async () => {
    const pending = (await create(MULTIPLIER, bob)).body.id as string;
    const signIn = await f.h.request(
      '/api/auth/sign-in',
      json('POST', { organizationSlug: 'acme', email: SETUP.adminEmail, password: PASSWORD }),
    );
    const { csrfToken } = (await signIn.json()) as { csrfToken: string };
    const cookie = cookieHeader(mergeCookies({}, signIn));
    const noCsrf = await f.send('POST', `/api/overrides/${pending}/approve`, undefined, { cookie });
    expect(noCsrf.res.status).toBe(403);
    expect(noCsrf.body.type).toBe('urn:ctp:problem:csrf');
    const approved = await f.send('POST', `/api/overrides/${pending}/approve`, undefined, {
      cookie,
      'x-csrf-token': csrfToken,
      origin: ORIGIN,
    });
    expect(approved.res.status).toBe(200);
    expect(approved.body).toMatchObject({ approvedBy: f.adaId, createdBy: bobId });
  });

  it('lists overrides by state and category with a stable cursor', async () => {
    const collect = async (query: string) => {
      const ids: string[] = [];
      let cursor: unknown = null;
      do {
        const page = await f.call(`/api/overrides?limit=2${query}${cursor ? `&cursor=${cursor}` : ''}`, {
          headers: f.as('READ_ONLY'),
        });
        expect(page.res.status).toBe(200);
        ids.push(...(page.body.items as { id: string }[]).map((o) => o.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      return ids;
    };
    const all = await collect('');
    expect(new Set(all).size).toBe(all.length);
    const states = await Promise.all(['pending', 'approved', 'ended'].map((s) => collect(`&state=${s}`)));
    expect(states.flat().sort()).toEqual([...all].sort());
    expect(states.every((s) => s.length > 0)).toBe(true);
    const gas = await collect('&category=scope1.stationary_combustion');
    const electricity = await collect('&category=scope2.electricity.location_based');
    expect(gas.length + electricity.length).toBe(all.length);
  });

  it('enforces the role matrix on every overrides route', async () => {
    const existing = (await create(MULTIPLIER, bob)).body.id as string;
    const fresh = async () => (await create(MULTIPLIER, bob)).body.id as string;
    const calls: {
      method: string;
      pattern: string;
      path: () => Promise<string>;
      body?: unknown;
      ok: number;
    }[] = [
      {
        method: 'POST',
        pattern: '/api/overrides',
        path: async () => '/api/overrides',
        body: MULTIPLIER,
        ok: 201,
      },
      { method: 'GET', pattern: '/api/overrides', path: async () => '/api/overrides', ok: 200 },
      {
        method: 'GET',
        pattern: '/api/overrides/:id',
        path: async () => `/api/overrides/${existing}`,
        ok: 200,
      },
      {
        method: 'GET',
        pattern: '/api/overrides/:id/impact',
        path: async () => `/api/overrides/${existing}/impact`,
        ok: 200,
      },
      {
        method: 'POST',
        pattern: '/api/overrides/:id/approve',
        path: async () => `/api/overrides/${await fresh()}/approve`,
        ok: 200,
      },
      {
        method: 'POST',
        pattern: '/api/overrides/:id/end',
        path: async () => `/api/overrides/${await fresh()}/end`,
        body: { effectiveTo: '2025-12-31', reason: 'matrix' },
        ok: 200,
      },
    ];
    const routes = ROUTE_TABLE.filter((r) => r.path.startsWith('/api/overrides'));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      calls.map((c) => `${c.method} ${c.pattern}`).sort(),
    );
    const allowed: Record<string, readonly string[]> = { GET: ROLES, POST: ['ORG_ADMIN'] };
    let checked = 0;
    for (const c of calls) {
      expect(routes.find((r) => r.method === c.method && r.path === c.pattern)?.roles).toEqual(
        allowed[c.method],
      );
      for (const role of [...ROLES, 'anonymous'] as const) {
        const headers = role === 'anonymous' ? {} : f.as(role as Role);
        const path = await c.path();
        const answer =
          c.method === 'GET'
            ? await f.call(path, { headers })
            : await f.send(c.method, path, c.body, headers);
        const expected = role === 'anonymous' ? 401 : allowed[c.method]?.includes(role) ? c.ok : 403;
        expect(answer.res.status, `${role} ${c.method} ${c.pattern}`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBe(calls.length * (ROLES.length + 1));
  });

  it("keeps tenants apart: another organization's admin gets 404 for every override id and changes nothing", async () => {
    const list = async () => (await f.call('/api/overrides?limit=500', { headers: ada() })).body;
    const ids = ((await list()).items as { id: string }[]).map((o) => o.id);
    expect(ids.length).toBeGreaterThan(3);
    const before = JSON.stringify(await list());
    const headers = { authorization: `Bearer ${f.other.adminToken}` };
    const leaks: string[] = [];
    let tried = 0;
    for (const id of ids) {
      for (const answer of [
        await f.call(`/api/overrides/${id}`, { headers }),
        await f.call(`/api/overrides/${id}/impact`, { headers }),
        await f.send('POST', `/api/overrides/${id}/approve`, undefined, headers),
        await f.send(
          'POST',
          `/api/overrides/${id}/end`,
          { effectiveTo: '2025-12-31', reason: 'hijack' },
          headers,
        ),
      ]) {
        tried++;
        if (answer.res.status !== 404 || /Supplier|stationary|electricity/.test(JSON.stringify(answer.body)))
          leaks.push(`${id} → ${answer.res.status}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(tried).toBe(ids.length * 4);
    expect((await f.call('/api/overrides', { headers })).body.items).toEqual([]);
    expect(JSON.stringify(await list())).toBe(before);
  });
});
