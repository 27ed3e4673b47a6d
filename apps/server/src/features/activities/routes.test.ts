import { ROLES, type Role } from '@ctp/auth';
import {
  createOrganization,
  listAudit,
  testTargets,
  verifyAuditChain,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../http/route-table.js';
import {
  cookieHeader,
  json,
  mergeCookies,
  ORIGIN,
  openServerHarness,
  PASSWORD,
  type ServerHarness,
} from '../../testing/server-harness.js';

const targets = testTargets(process.env.TEST_DATABASE_URL);
const SETUP = {
  organizationName: 'Acme Manufacturing',
  organizationSlug: 'acme',
  adminName: 'Ada Admin',
  adminEmail: 'ada@example.com',
  adminPassword: PASSWORD,
};
const ACTIVITY = {
  category: 'stationary_combustion',
  quantity: '1500.25',
  unit: 'kWh',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
};
const MISSING = '00000000-0000-4000-8000-000000000000';

interface Problem {
  type: string;
  code: string;
  status: number;
  errors?: { pointer: string; in: string; code: string }[];
}

describe.each(targets)('facilities and activity data on $name', (target) => {
  let h: ServerHarness;
  let orgId = '';
  const tokens: Partial<Record<Role, string>> = {};
  let otherAdmin = '';
  const as = (role: Role, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${tokens[role]}`,
    ...extra,
  });
  const call = async (path: string, init: RequestInit) => {
    const res = await h.request(path, init);
    return { res, body: (await res.json()) as Record<string, unknown> };
  };
  const post = (path: string, body: unknown, role: Role = 'ORG_MEMBER', extra: Record<string, string> = {}) =>
    call(path, json('POST', body, as(role, extra)));
  const get = (path: string, role: Role = 'READ_ONLY') => call(path, { headers: as(role) });

  const tokenFor = (organizationId: string, role: Role) => h.issueToken(organizationId, role);

  beforeAll(async () => {
    h = await openServerHarness(target);
    const setup = await h.request('/api/setup', json('POST', SETUP));
    expect(setup.status).toBe(201);
    orgId = ((await setup.json()) as { organization: { id: string } }).organization.id;
    for (const role of ROLES) tokens[role] = await tokenFor(orgId, role);
    const other = await withSystem(h.runtime.database.db, (s) =>
      createOrganization(s, { name: 'Other Co', slug: 'other-co' }),
    );
    otherAdmin = await tokenFor(other.id, 'ORG_ADMIN');
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  describe('facilities', () => {
    it('creates, reads, updates and pages facilities', async () => {
      const created = await post('/api/facilities', {
        name: 'Plant 1',
        address: '1 Main St',
        country: 'US',
        gridRegion: 'US-CAMX',
      });
      expect(created.res.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Plant 1', country: 'US', gridRegion: 'US-CAMX' });
      expect(created.body).not.toHaveProperty('organizationId');
      const id = created.body.id as string;

      const read = await get(`/api/facilities/${id}`);
      expect(read.res.status).toBe(200);
      expect(read.body).toEqual(created.body);

      const patched = await call(
        `/api/facilities/${id}`,
        json('PATCH', { name: 'Plant One', address: null }, as('ORG_ADMIN')),
      );
      expect(patched.res.status).toBe(200);
      expect(patched.body).toMatchObject({ id, name: 'Plant One', address: null, country: 'US' });

      for (const n of [2, 3])
        expect((await post('/api/facilities', { name: `Plant ${n}` })).res.status).toBe(201);
      const page1 = await get('/api/facilities?limit=2');
      expect(page1.res.status).toBe(200);
      expect((page1.body.items as { name: string }[]).map((f) => f.name)).toEqual(['Plant One', 'Plant 2']);
      const page2 = await get(`/api/facilities?limit=2&cursor=${page1.body.nextCursor}`);
      expect((page2.body.items as { name: string }[]).map((f) => f.name)).toEqual(['Plant 3']);
      expect(page2.body.nextCursor).toBeNull();

      const audit = await withOrganization(h.runtime.database.db, orgId, (scope) =>
        listAudit(scope, { limit: 100 }),
      );
      const actions = audit.items.filter((e) => e.entityId === id).map((e) => e.action);
      expect(actions.sort()).toEqual(['facility.create', 'facility.update']);
    });

    it('answers problem+json for invalid bodies, queries and ids', async () => {
      const cases: [string, RequestInit, number, string][] = [
        ['unknown field', json('POST', { name: 'X', extra: 1 }, as('ORG_ADMIN')), 400, 'unknown-field'],
        ['missing name', json('POST', { country: 'US' }, as('ORG_ADMIN')), 400, 'validation-failed'],
        [
          'bad country',
          json('POST', { name: 'X', country: 'usa' }, as('ORG_ADMIN')),
          400,
          'validation-failed',
        ],
        ['empty patch', json('PATCH', {}, as('ORG_ADMIN')), 400, 'validation-failed'],
        [
          'malformed json',
          { method: 'POST', headers: { ...as('ORG_ADMIN'), 'content-type': 'application/json' }, body: '{' },
          400,
          'malformed-json',
        ],
        ['bad cursor', { headers: as('READ_ONLY') }, 400, 'validation-failed'],
        ['bad limit', { headers: as('READ_ONLY') }, 400, 'validation-failed'],
        ['bad id', { headers: as('READ_ONLY') }, 400, 'validation-failed'],
        ['unknown id', { headers: as('READ_ONLY') }, 404, 'not-found'],
      ];
      const paths: Record<string, string> = {
        'empty patch': `/api/facilities/${MISSING}`,
        'bad cursor': '/api/facilities?cursor=nope',
        'bad limit': '/api/facilities?limit=0',
        'bad id': '/api/facilities/not-a-uuid',
        'unknown id': `/api/facilities/${MISSING}`,
      };
      for (const [label, init, status, slug] of cases) {
        const res = await h.request(paths[label] ?? '/api/facilities', init);
        expect(res.status, label).toBe(status);
        expect(res.headers.get('content-type'), label).toContain('application/problem+json');
        expect(((await res.json()) as Problem).type, label).toBe(`urn:ctp:problem:${slug}`);
      }
    });
  });

  describe('activity data', () => {
    it('records an activity, with the caller as neither owner nor organization taken from the body', async () => {
      const facility = await post('/api/facilities', { name: 'Boiler house', gridRegion: 'US-CAMX' });
      const created = await post('/api/activities', {
        ...ACTIVITY,
        facilityId: facility.body.id,
        region: 'US-CA',
        attributes: { fuel: 'natural_gas', meter: 7 },
        dataQuality: 'measured',
        sourceDocument: 'invoice-2025-01.pdf',
      });
      expect(created.res.status).toBe(201);
      expect(created.body).toMatchObject({
        ...ACTIVITY,
        version: 1,
        supersedesId: null,
        supersededAt: null,
        facilityId: facility.body.id,
        region: 'US-CA',
        attributes: { fuel: 'natural_gas', meter: 7 },
        dataQuality: 'measured',
        sourceDocument: 'invoice-2025-01.pdf',
        enteredBy: null,
      });
      expect(created.body.lineageId).toBe(created.body.id);
      const read = await get(`/api/activities/${created.body.id}`);
      expect(read.res.status).toBe(200);
      expect(read.body).toEqual(created.body);
      const foreignFacility = await post('/api/activities', { ...ACTIVITY, facilityId: MISSING });
      expect(foreignFacility.res.status).toBe(404);
    });

    it('records a data type and quality score, and derives both when not stated', async () => {
      const stated = await post('/api/activities', {
        ...ACTIVITY,
        dataType: 'supplier_specific',
        qualityScore: 1,
      });
      expect(stated.res.status).toBe(201);
      expect(stated.body).toMatchObject({
        dataType: 'supplier_specific',
        qualityScore: 1,
        dataTypeStated: true,
        qualityScoreStated: true,
      });
      const derived = await post('/api/activities', { ...ACTIVITY, dataQuality: 'estimated' });
      expect(derived.body).toMatchObject({
        dataType: 'estimated_proxy',
        qualityScore: 5,
        dataTypeStated: false,
        qualityScoreStated: false,
      });
      for (const [body, pointer] of [
        [{ ...ACTIVITY, dataType: 'guess' }, '/dataType'],
        [{ ...ACTIVITY, qualityScore: 0 }, '/qualityScore'],
        [{ ...ACTIVITY, qualityScore: '3' }, '/qualityScore'],
      ] as const) {
        const { res, body: problem } = await post('/api/activities', body);
        expect(res.status, pointer).toBe(400);
        expect(
          (problem as unknown as Problem).errors?.map((e) => e.pointer),
          pointer,
        ).toContain(pointer);
      }
    });

    it('keeps quantities exact', async () => {
      for (const [given, stored] of [
        ['12345.678901234567891', '12345.678901234567891'],
        // The store's canonical form has no trailing zeros: the same value, exactly.
        ['12345.678901234567890', '12345.67890123456789'],
        [
          '999999999999999999999999.000000000000000000000001',
          '999999999999999999999999.000000000000000000000001',
        ],
        ['0', '0'],
      ] as const) {
        const created = await post('/api/activities', { ...ACTIVITY, quantity: given });
        expect(created.res.status, given).toBe(201);
        expect(created.body.quantity, given).toBe(stored);
        expect((await get(`/api/activities/${created.body.id}`)).body.quantity, given).toBe(stored);
      }
    });

    it('refuses invalid activity data with problem+json', async () => {
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['unknown field', { ...ACTIVITY, organizationId: orgId }, 'unknown-field', '/organizationId'],
        ['entered by', { ...ACTIVITY, enteredBy: MISSING }, 'unknown-field', '/enteredBy'],
        ['negative quantity', { ...ACTIVITY, quantity: '-1' }, 'validation-failed', '/quantity'],
        ['non-decimal quantity', { ...ACTIVITY, quantity: '12abc' }, 'validation-failed', '/quantity'],
        ['exponent quantity', { ...ACTIVITY, quantity: '1e5' }, 'validation-failed', '/quantity'],
        ['number quantity', { ...ACTIVITY, quantity: 12.5 }, 'validation-failed', '/quantity'],
        [
          'period end before start',
          { ...ACTIVITY, periodEnd: '2024-12-31' },
          'validation-failed',
          '/periodEnd',
        ],
        ['bad date', { ...ACTIVITY, periodStart: '2025-13-01' }, 'validation-failed', '/periodStart'],
        ['bad category', { ...ACTIVITY, category: 'Not A Category' }, 'validation-failed', '/category'],
        ['bad quality', { ...ACTIVITY, dataQuality: 'guessed' }, 'validation-failed', '/dataQuality'],
      ];
      for (const [label, body, slug, pointer] of cases) {
        const { res, body: problem } = await post('/api/activities', body);
        expect(res.status, label).toBe(400);
        expect(res.headers.get('content-type'), label).toContain('application/problem+json');
        expect((problem as unknown as Problem).type, label).toBe(`urn:ctp:problem:${slug}`);
        expect(
          (problem as unknown as Problem).errors?.map((e) => e.pointer),
          label,
        ).toContain(pointer);
      }
      const noReason = await post(`/api/activities/${MISSING}/corrections`, ACTIVITY);
      expect(noReason.res.status).toBe(400);
      const badKey = await post('/api/activities', ACTIVITY, 'ORG_MEMBER', {
        'idempotency-key': 'x'.repeat(256),
      });
      expect(badKey.res.status).toBe(400);
      expect((badKey.body as unknown as Problem).errors?.[0]?.in).toBe('header');
      for (const query of ['limit=501', 'cursor=nope', 'includeSuperseded=yes', 'periodFrom=2025-02-30x']) {
        const list = await get(`/api/activities?${query}`);
        expect(list.res.status, query).toBe(400);
      }
      expect((await get('/api/activities/not-a-uuid')).res.status).toBe(400);
      expect((await get(`/api/activities/${MISSING}`)).res.status).toBe(404);
    });

    it('returns the same activity for a retried create with the same Idempotency-Key', async () => {
      const key = { 'idempotency-key': 'upload-2025-01-boiler' };
      const first = await post('/api/activities', { ...ACTIVITY, quantity: '42' }, 'ORG_MEMBER', key);
      expect(first.res.status).toBe(201);
      const retry = await post('/api/activities', { ...ACTIVITY, quantity: '42' }, 'ORG_ADMIN', key);
      expect(retry.res.status).toBe(200);
      expect(retry.res.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(first.body);
      const withKey = await withOrganization(h.runtime.database.db, orgId, (scope) =>
        scope.db
          .selectFrom('raw_activity_data')
          .select('id')
          .where('idempotency_key', '=', key['idempotency-key'])
          .execute(),
      );
      expect(withKey).toHaveLength(1);
      const audit = await withOrganization(h.runtime.database.db, orgId, (scope) =>
        listAudit(scope, { limit: 500 }),
      );
      expect(audit.items.filter((e) => e.entityId === first.body.id).map((e) => e.action)).toEqual([
        'activity.create',
      ]);
    });

    it('corrects by a new version: the old one stays readable and is marked superseded', async () => {
      const v1 = await post('/api/activities', { ...ACTIVITY, quantity: '100' });
      const v2 = await post(`/api/activities/${v1.body.id}/corrections`, {
        ...ACTIVITY,
        quantity: '110.5',
        reason: 'meter reading was misread',
      });
      expect(v2.res.status).toBe(201);
      expect(v2.body).toMatchObject({
        lineageId: v1.body.id,
        version: 2,
        supersedesId: v1.body.id,
        supersededAt: null,
        quantity: '110.5',
        correctionReason: 'meter reading was misread',
      });
      const old = await get(`/api/activities/${v1.body.id}`);
      expect(old.res.status).toBe(200);
      expect(old.body).toMatchObject({ quantity: '100', version: 1, supersededBy: v2.body.id });
      expect(typeof old.body.supersededAt).toBe('string');

      const again = await post(`/api/activities/${v1.body.id}/corrections`, {
        ...ACTIVITY,
        quantity: '1',
        reason: 'a second correction of the old version',
      });
      expect(again.res.status).toBe(409);
      expect((again.body as unknown as Problem).type).toBe('urn:ctp:problem:conflict');
      const v3 = await post(
        `/api/activities/${v2.body.id}/corrections`,
        { ...ACTIVITY, quantity: '111', reason: 'rounded' },
        'ORG_ADMIN',
      );
      expect(v3.body).toMatchObject({ version: 3, lineageId: v1.body.id, supersedesId: v2.body.id });

      const ids = async (query: string) => {
        const ids: string[] = [];
        let cursor: unknown = null;
        do {
          const page = await get(`/api/activities?limit=3${query}${cursor ? `&cursor=${cursor}` : ''}`);
          expect(page.res.status).toBe(200);
          ids.push(...(page.body.items as { id: string }[]).map((a) => a.id));
          cursor = page.body.nextCursor;
        } while (cursor);
        return ids;
      };
      const current = await ids('');
      expect(current).toContain(v3.body.id);
      expect(current).not.toContain(v1.body.id);
      expect(current).not.toContain(v2.body.id);
      expect(new Set(current).size).toBe(current.length);
      const all = await ids('&includeSuperseded=true');
      expect(all).toEqual(expect.arrayContaining([v1.body.id, v2.body.id, v3.body.id]));
      expect(all.length).toBe(current.length + 2);

      const audit = await withOrganization(h.runtime.database.db, orgId, (scope) =>
        listAudit(scope, { limit: 500 }),
      );
      const correction = audit.items.find(
        (e) => e.action === 'activity.correct' && e.entityId === v2.body.id,
      );
      expect(correction?.details).toMatchObject({ supersedes: v1.body.id, version: 2 });
      expect((await verifyAuditChain(h.runtime.database.db, orgId)).valid).toBe(true);
    });
  });

  it('enforces the role matrix on every new route', async () => {
    const facility = (await post('/api/facilities', { name: 'Matrix site' }, 'ORG_ADMIN')).body.id as string;
    const activity = (await post('/api/activities', ACTIVITY, 'ORG_ADMIN')).body.id as string;
    // Each allowed correction supersedes the version it names: correct the current one each time.
    let current = activity;
    const calls: {
      method: string;
      pattern: string;
      path: () => string;
      init: () => RequestInit;
      ok: number;
    }[] = [
      {
        method: 'POST',
        pattern: '/api/facilities',
        path: () => '/api/facilities',
        init: () => json('POST', { name: 'M' }),
        ok: 201,
      },
      { method: 'GET', pattern: '/api/facilities', path: () => '/api/facilities', init: () => ({}), ok: 200 },
      {
        method: 'GET',
        pattern: '/api/facilities/:id',
        path: () => `/api/facilities/${facility}`,
        init: () => ({}),
        ok: 200,
      },
      {
        method: 'PATCH',
        pattern: '/api/facilities/:id',
        path: () => `/api/facilities/${facility}`,
        init: () => json('PATCH', { country: 'DE' }),
        ok: 200,
      },
      {
        method: 'POST',
        pattern: '/api/activities',
        path: () => '/api/activities',
        init: () => json('POST', ACTIVITY),
        ok: 201,
      },
      { method: 'GET', pattern: '/api/activities', path: () => '/api/activities', init: () => ({}), ok: 200 },
      {
        method: 'GET',
        pattern: '/api/activities/coverage',
        path: () => '/api/activities/coverage?from=2025-01-01&to=2025-12-31',
        init: () => ({}),
        ok: 200,
      },
      {
        method: 'GET',
        pattern: '/api/activities/:id',
        path: () => `/api/activities/${activity}`,
        init: () => ({}),
        ok: 200,
      },
      {
        method: 'POST',
        pattern: '/api/activities/:id/corrections',
        path: () => `/api/activities/${current}/corrections`,
        init: () => json('POST', { ...ACTIVITY, quantity: '7', reason: 'matrix' }),
        ok: 201,
      },
    ];
    // The import (and its dry run) and version-history routes have their own role tests (imports/,
    // history-routes.test.ts).
    const newRoutes = ROUTE_TABLE.filter(
      (r) =>
        /^\/api\/(facilities|activities)/.test(r.path) &&
        !/\/(import|import\/validate|versions)$/.test(r.path),
    );
    expect(newRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      calls.map((c) => `${c.method} ${c.pattern}`).sort(),
    );
    const expected: Record<string, readonly Role[]> = {
      GET: ['ORG_ADMIN', 'ORG_MEMBER', 'AUDITOR', 'READ_ONLY'],
      POST: ['ORG_ADMIN', 'ORG_MEMBER'],
      PATCH: ['ORG_ADMIN', 'ORG_MEMBER'],
    };
    let checked = 0;
    for (const c of calls) {
      const rule = newRoutes.find((r) => r.method === c.method && r.path === c.pattern);
      expect(rule?.roles, `${c.method} ${c.pattern}`).toEqual(expected[c.method]);
      for (const role of ROLES) {
        const allowed = expected[c.method]?.includes(role) ?? false;
        const init = c.init();
        const res = await h.request(c.path(), {
          ...init,
          headers: { ...(init.headers as object), ...as(role) },
        });
        expect(res.status, `${role} ${c.method} ${c.pattern}`).toBe(allowed ? c.ok : 403);
        const body = (await res.json()) as { id?: string; type?: string };
        if (!allowed) expect(body.type).toBe('urn:ctp:problem:forbidden');
        if (allowed && c.pattern.endsWith('/corrections')) current = body.id ?? current;
        checked++;
      }
      const anonymous = await h.request(c.path(), c.init());
      expect(anonymous.status, `anonymous ${c.method} ${c.pattern}`).toBe(401);
    }
    expect(checked).toBe(calls.length * ROLES.length);
  });

  it('refuses cookie-authenticated writes without the CSRF token', async () => {
    const signIn = await h.request(
      '/api/auth/sign-in',
      json('POST', { organizationSlug: 'acme', email: SETUP.adminEmail, password: PASSWORD }),
    );
    expect(signIn.status).toBe(200);
    const { csrfToken } = (await signIn.json()) as { csrfToken: string };
    const cookie = cookieHeader(mergeCookies({}, signIn));
    for (const [path, body] of [
      ['/api/facilities', { name: 'CSRF' }],
      ['/api/activities', ACTIVITY],
    ] as const) {
      const refused = await h.request(path, json('POST', body, { cookie }));
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as Problem).type).toBe('urn:ctp:problem:csrf');
      const foreign = await h.request(
        path,
        json('POST', body, { cookie, 'x-csrf-token': csrfToken, origin: 'https://evil.example' }),
      );
      expect(foreign.status, path).toBe(403);
      const ok = await h.request(
        path,
        json('POST', body, { cookie, 'x-csrf-token': csrfToken, origin: ORIGIN }),
      );
      expect(ok.status, path).toBe(201);
      if (path === '/api/activities')
        expect(((await ok.json()) as { enteredBy: string }).enteredBy).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps tenants apart: another organization's admin gets 404 for every id of the first, and changes nothing", async () => {
    const headers = { authorization: `Bearer ${otherAdmin}` };
    const facilityIds = ((await get('/api/facilities?limit=500')).body.items as { id: string }[]).map(
      (f) => f.id,
    );
    const activityIds = (
      (await get('/api/activities?limit=500&includeSuperseded=true')).body.items as {
        id: string;
      }[]
    ).map((a) => a.id);
    expect(facilityIds.length).toBeGreaterThan(0);
    expect(activityIds.length).toBeGreaterThan(0);
    const before = JSON.stringify([
      (await get('/api/facilities?limit=500')).body,
      (await get('/api/activities?limit=500&includeSuperseded=true')).body,
    ]);
    const attempts: [string, RequestInit][] = [
      ...facilityIds.flatMap((id): [string, RequestInit][] => [
        [`/api/facilities/${id}`, { headers }],
        [`/api/facilities/${id}`, json('PATCH', { name: 'Stolen' }, headers)],
      ]),
      ...activityIds.flatMap((id): [string, RequestInit][] => [
        [`/api/activities/${id}`, { headers }],
        [`/api/activities/${id}/corrections`, json('POST', { ...ACTIVITY, reason: 'hijack' }, headers)],
      ]),
      // Their own activity naming our facility: the facility does not exist for them.
      ...facilityIds.map((id): [string, RequestInit] => [
        '/api/activities',
        json('POST', { ...ACTIVITY, facilityId: id }, headers),
      ]),
    ];
    let tried = 0;
    const leaks: string[] = [];
    for (const [path, init] of attempts) {
      const res = await h.request(path, init);
      const text = await res.text();
      tried++;
      if (res.status !== 404 || /Acme|Plant|Boiler|stationary/.test(text))
        leaks.push(`${init.method ?? 'GET'} ${path} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
    expect(tried).toBe(facilityIds.length * 3 + activityIds.length * 2);
    const lists = [
      await call('/api/facilities', { headers }),
      await call('/api/activities?includeSuperseded=true', { headers }),
    ];
    for (const list of lists) expect(list.body.items).toEqual([]);
    const after = JSON.stringify([
      (await get('/api/facilities?limit=500')).body,
      (await get('/api/activities?limit=500&includeSuperseded=true')).body,
    ]);
    expect(after).toBe(before);
  });

  it('shows the new operations with their roles in the OpenAPI document', async () => {
    const doc = (await (await h.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { 'x-ctp-roles'?: string[]; parameters?: { name: string; in: string }[] }>
      >;
    };
    expect(doc.paths['/api/activities/{id}/corrections']?.post?.['x-ctp-roles']).toEqual([
      'ORG_ADMIN',
      'ORG_MEMBER',
    ]);
    expect(doc.paths['/api/facilities/{id}']?.get?.['x-ctp-roles']).toEqual([
      'ORG_ADMIN',
      'ORG_MEMBER',
      'AUDITOR',
      'READ_ONLY',
    ]);
    expect(
      doc.paths['/api/activities']?.post?.parameters?.map((p) => `${p.in}:${p.name.toLowerCase()}`),
    ).toContain('header:idempotency-key');
  });
});
