import { ROLES, type Role } from '@ctp/auth';
import { createUser, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../http/route-table.js';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

interface Algorithm {
  id: string;
  category: string;
  scope: string;
  region: string | null;
  resolution: string;
  status: string;
  versions: string[];
  methodology: string;
  references: { title: string; url: string | null }[];
  overrides: { id: string; kind: string; state: string; effect: string }[];
  versionDetails?: { version: string; status: string; methodology: string; effectiveDate: string }[];
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('algorithms on $name', (target) => {
  let f: TenantFixture;
  let bob: Record<string, string>;
  const list = async (query = '', headers: Record<string, string> = f.as('READ_ONLY')) => {
    const answer = await f.call(`/api/algorithms${query}`, { headers });
    expect(answer.res.status).toBe(200);
    return answer.body.items as Algorithm[];
  };

  beforeAll(async () => {
    f = await openTenantFixture(target);
    const user = await withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
      createUser(scope, { email: 'bob@example.com', name: 'Bob Admin', role: 'ORG_ADMIN' }),
    );
    bob = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_ADMIN', user.id)}` };
  }, 60_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('lists every registered algorithm once, with versions, methodology, references and coverage', async () => {
    const all = await list();
    const ids = all.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['ctp/stationary-combustion', 'us/egrid-location', 'eu/desnz-location']),
    );
    expect(ids).toEqual([...new Set(f.h.runtime.registry.list().map((a) => a.id))]);
    const egrid = all.find((a) => a.id === 'us/egrid-location');
    expect(egrid).toMatchObject({
      category: 'scope2.electricity.location_based',
      scope: 'scope2',
      region: 'US',
      resolution: 'regional',
      status: 'active',
      versions: ['1.0.0'],
      overrides: [],
    });
    expect(egrid?.methodology.length).toBeGreaterThan(20);
    expect(egrid?.references.length).toBeGreaterThan(0);
    expect(all.find((a) => a.id === 'ctp/stationary-combustion')).toMatchObject({
      region: null,
      resolution: 'generic',
    });

    const scope3 = await list('?scope=scope3');
    expect(scope3.length).toBeGreaterThan(0);
    expect(scope3.every((a) => a.scope === 'scope3')).toBe(true);
    expect((await list('?region=GLOBAL')).every((a) => a.region === null)).toBe(true);
    expect((await list('?category=scope2.electricity.location_based')).map((a) => a.id).sort()).toEqual(
      all
        .filter((a) => a.category === 'scope2.electricity.location_based')
        .map((a) => a.id)
        .sort(),
    );
    // Status is relative to a reference date: before every effective date nothing is in force.
    expect((await list('?on=1999-01-01')).every((a) => a.status === 'scheduled')).toBe(true);
    expect((await f.call('/api/algorithms?on=yesterday', { headers: f.as('READ_ONLY') })).res.status).toBe(
      400,
    );
    expect((await f.call('/api/algorithms?scope=scope4', { headers: f.as('READ_ONLY') })).res.status).toBe(
      400,
    );
  });

  it('shows one algorithm with every version in full, and 404 for an unknown id', async () => {
    const detail = await f.call('/api/algorithms/us/egrid-location', { headers: f.as('READ_ONLY') });
    expect(detail.res.status).toBe(200);
    const a = detail.body as unknown as Algorithm;
    expect(a.id).toBe('us/egrid-location');
    expect(a.versionDetails?.map((v) => v.version)).toEqual(a.versions);
    expect(a.versionDetails?.[0]).toMatchObject({
      status: 'active',
      methodology: f.h.runtime.registry.get('us/egrid-location', '1.0.0').methodology,
      effectiveDate: f.h.runtime.registry.get('us/egrid-location', '1.0.0').effectiveDate,
    });
    const unknown = await f.call('/api/algorithms/acme/none', { headers: f.as('READ_ONLY') });
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.type).toBe('urn:ctp:problem:not-found');
    expect((await f.call('/api/algorithms/US/Bad%20Id', { headers: f.as('READ_ONLY') })).res.status).toBe(
      400,
    );
  });

  it("shows the organization's overrides that touch each algorithm, and never another organization's", async () => {
    const multiplier = await f.send(
      'POST',
      '/api/overrides',
      {
        kind: 'factor_multiplier',
        category: 'scope2.electricity.location_based',
        justification: 'Contracted supplier mix',
        effectiveFrom: '2025-01-01',
        factorMultiplier: '0.9',
      },
      f.as('ORG_ADMIN'),
    );
    const methodology = await f.send(
      'POST',
      '/api/overrides',
      {
        kind: 'methodology',
        category: 'scope2.electricity.location_based',
        justification: 'Always the eGRID method',
        effectiveFrom: '2025-01-01',
        algorithmId: 'us/egrid-location',
      },
      f.as('ORG_ADMIN'),
    );
    expect(
      (await f.send('POST', `/api/overrides/${methodology.body.id}/approve`, undefined, bob)).res.status,
    ).toBe(200);
    const touched = await list('?category=scope2.electricity.location_based');
    const egrid = touched.find((a) => a.id === 'us/egrid-location');
    const generic = touched.find((a) => a.id === 'ctp/electricity-location-based');
    expect(egrid?.overrides).toEqual([
      expect.objectContaining({
        id: multiplier.body.id,
        kind: 'factor_multiplier',
        state: 'pending',
        effect: 'adjusts',
      }),
      expect.objectContaining({
        id: methodology.body.id,
        kind: 'methodology',
        state: 'approved',
        effect: 'selected',
      }),
    ]);
    expect(generic?.overrides.map((o) => [o.id, o.effect])).toEqual([
      [multiplier.body.id, 'adjusts'],
      [methodology.body.id, 'replaced'],
    ]);
    expect(
      (await list('?category=scope1.stationary_combustion')).every((a) => a.overrides.length === 0),
    ).toBe(true);
    const detail = await f.call('/api/algorithms/us/egrid-location', { headers: f.as('READ_ONLY') });
    expect((detail.body.overrides as unknown[]).length).toBe(2);

    // Ended overrides no longer show.
    await f.send(
      'POST',
      `/api/overrides/${multiplier.body.id}/end`,
      { effectiveTo: '2025-01-31', reason: 'withdrawn' },
      f.as('ORG_ADMIN'),
    );
    expect(
      (await list('?category=scope2.electricity.location_based')).find((a) => a.id === 'us/egrid-location')
        ?.overrides,
    ).toHaveLength(1);

    const other = { authorization: `Bearer ${f.other.adminToken}` };
    expect((await list('', other)).every((a) => a.overrides.length === 0)).toBe(true);
    const theirDetail = await f.call('/api/algorithms/us/egrid-location', { headers: other });
    expect(theirDetail.body.overrides).toEqual([]);
  });

  it('shows the roles of every factors, algorithms, overrides and users operation in the OpenAPI document', async () => {
    const doc = (await (await f.h.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-ctp-roles'?: string[] }>>;
    };
    const mine = ROUTE_TABLE.filter((r) => /^\/api\/(factors|algorithms|overrides|users)/.test(r.path));
    expect(mine.length).toBe(16);
    for (const rule of mine) {
      const path = rule.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[rule.method.toLowerCase()];
      expect(operation?.['x-ctp-roles'], `${rule.method} ${path}`).toEqual(rule.roles);
    }
  });

  it('enforces the role matrix on the algorithms routes (every role reads)', async () => {
    const calls = [
      { method: 'GET', pattern: '/api/algorithms', path: '/api/algorithms' },
      {
        method: 'GET',
        pattern: '/api/algorithms/:namespace/:name',
        path: '/api/algorithms/ctp/stationary-combustion',
      },
    ];
    const routes = ROUTE_TABLE.filter((r) => r.path.startsWith('/api/algorithms'));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      calls.map((c) => `${c.method} ${c.pattern}`).sort(),
    );
    let checked = 0;
    for (const c of calls) {
      expect(routes.find((r) => r.path === c.pattern)?.roles).toEqual(ROLES);
      for (const role of [...ROLES, 'anonymous'] as const) {
        const headers = role === 'anonymous' ? {} : f.as(role as Role);
        const answer = await f.call(c.path, { headers });
        expect(answer.res.status, `${role} ${c.pattern}`).toBe(role === 'anonymous' ? 401 : 200);
        checked++;
      }
      const write = await f.send('POST', c.path, {}, f.as('ORG_ADMIN'));
      expect(write.res.status, `POST ${c.pattern}`).toBe(405);
    }
    expect(checked).toBe(calls.length * (ROLES.length + 1));
  });
});
