import { ROLES, type Role } from '@ctp/auth';
import { listCustomDatasets, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../http/route-table.js';
import { type Answer, openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

const HEADER = {
  datasetId: 'acme-supplier',
  datasetVersion: '2025.1',
  title: 'Acme supplier factors',
  source: 'Supplier declaration 2025',
  sourceUrl: 'https://supplier.example/declaration-2025',
  publisher: 'Acme Gas Ltd',
};
const CSV = [
  'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom,effectiveTo,notes,gas:CO2',
  'stationary_combustion,biomethane_blend,0.123456789012345678,kWh,GB,AR5,100yr,2025-01-01,2025-12-31,Green gas blend from Acme,0.12',
  'stationary_combustion,biomethane_blend@mass,2.5,kg,GB,AR5,100yr,2025-01-01,,Per kg,',
].join('\n');
const BAD_CSV = [
  'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom',
  'stationary_combustion,ok_row,1.5,kWh,GB,AR5,100yr,2025-01-01',
  'stationary_combustion,bad_unit,1.5,furlongs,GB,AR5,100yr,2025-01-01',
  'stationary_combustion,bad_number,=1+2,kWh,GB,AR5,100yr,2025-13-01',
].join('\n');

describe.each(testTargets(process.env.TEST_DATABASE_URL))('factors on $name', (target) => {
  let f: TenantFixture;
  const admin = () => f.as('ORG_ADMIN');
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const postCsv = (text: string, params: Record<string, string>, headers: Record<string, string> = admin()) =>
    f.call(`/api/factors/datasets?${query(params)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8', ...headers },
      body: text,
    });
  const search = (params: Record<string, string>, headers: Record<string, string> = f.as('READ_ONLY')) =>
    f.call(`/api/factors?${query(params)}`, { headers });
  const items = (a: Answer) => a.body.items as Record<string, unknown>[];

  beforeAll(async () => {
    f = await openTenantFixture(target);
  }, 60_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('searches the shipped datasets with filters and free text, decimals as exact strings', async () => {
    const hits = await search({
      q: 'natural gas',
      category: 'stationary_combustion',
      region: 'US',
      validOn: '2025-06-01',
      limit: '500',
    });
    expect(hits.res.status).toBe(200);
    const rows = items(hits);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ category: 'stationary_combustion', region: 'US', origin: 'shipped' });
      expect(`${row.subcategory} ${row.notes}`.toLowerCase()).toMatch(/natural.gas/);
      expect((row.effectiveFrom as string) <= '2025-06-01').toBe(true);
    }
    const scf = rows.find(
      (r) => r.subcategory === 'natural_gas' && r.unit === 'scf' && r.datasetVersion === '2025',
    );
    expect(scf).toMatchObject({
      datasetId: 'epa-ghg-hub',
      publisher: expect.stringContaining('Environmental Protection Agency'),
      factor: null,
      gases: { CH4: '0.00000103', CO2: '0.05444', N2O: '0.0000001' },
      factorUnit: 'kg CO2e/scf',
      sourceUrl: expect.stringMatching(/^https:\/\/www\.epa\.gov\//),
    });
    // validOn leaves out the 2024 edition's rows that end before it, and the unit filter converts.
    const byUnit = await search({ subcategory: 'natural_gas', unit: 'kWh', region: 'US', limit: '500' });
    expect(items(byUnit).every((r) => r.unit !== 'scf')).toBe(true);
    expect(items(await search({ q: 'no such fuel anywhere' })).length).toBe(0);
  });

  it('pages a search with a stable cursor that gives the same rows as one large page', async () => {
    const params = { category: 'stationary_combustion', region: 'US' };
    const whole = items(await search({ ...params, limit: '500' }));
    expect(whole.length).toBeGreaterThan(25);
    const paged: Record<string, unknown>[] = [];
    let cursor: unknown = null;
    let pages = 0;
    do {
      const page = await search({ ...params, limit: '10', ...(cursor ? { cursor: String(cursor) } : {}) });
      expect(page.res.status).toBe(200);
      paged.push(...items(page));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor);
    expect(paged).toEqual(whole);
    expect(pages).toBe(Math.ceil(whole.length / 10));
    for (const bad of [{ cursor: 'nope' }, { limit: '0' }, { limit: '501' }, { validOn: '2025-02-30' }]) {
      const answer = await search(bad);
      expect(answer.res.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.type).toBe('urn:ctp:problem:validation-failed');
    }
    const foreign = Buffer.from(JSON.stringify({ d: 'someone-else', v: '1', r: 0 })).toString('base64url');
    const unknown = await search({ cursor: foreign });
    expect(unknown.res.status).toBe(400);
    expect(unknown.body.errors?.[0]).toMatchObject({ pointer: '/cursor', in: 'query' });
  });

  it('imports a custom CSV dataset for the organization only; it shows in the dataset list and the search', async () => {
    const imported = await postCsv(CSV, HEADER);
    expect(imported.res.status).toBe(201);
    expect(imported.body).toMatchObject({
      ...HEADER,
      origin: 'custom',
      factorCount: 2,
      license: 'not stated',
    });
    const datasets = items(await f.call('/api/factors/datasets', { headers: f.as('READ_ONLY') }));
    expect(datasets.find((d) => d.datasetId === 'acme-supplier')).toMatchObject({
      datasetVersion: '2025.1',
      factorCount: 2,
      origin: 'custom',
      id: imported.body.id,
    });
    const epa = datasets.filter((d) => d.datasetId === 'epa-ghg-hub');
    expect(epa.map((d) => d.datasetVersion).sort()).toEqual(['2021', '2024', '2025']);
    expect(epa.every((d) => d.origin === 'shipped' && (d.factorCount as number) > 0 && d.id === null)).toBe(
      true,
    );

    const found = items(await search({ q: 'green gas', datasetId: 'acme-supplier' }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      origin: 'custom',
      publisher: 'Acme Gas Ltd',
      subcategory: 'biomethane_blend',
      factor: '0.123456789012345678',
      gases: { CO2: '0.12' },
      effectiveTo: '2025-12-31',
    });
    expect(
      items(await search({ subcategory: 'biomethane_blend', validOn: '2026-01-15' })).map((r) => r.unit),
    ).toEqual(['kg']);
    expect(await f.auditActions(imported.body.id as string)).toEqual(['factor_dataset.import']);

    // Another organization sees neither the dataset nor its rows.
    const other = { authorization: `Bearer ${f.other.adminToken}` };
    const theirs = items(await f.call('/api/factors/datasets', { headers: other }));
    expect(theirs.some((d) => d.origin === 'custom')).toBe(false);
    expect(items(await search({ datasetId: 'acme-supplier' }, other))).toEqual([]);
    expect(items(await search({ q: 'biomethane' }, other))).toEqual([]);
    // The same id and version may exist in another organization.
    expect((await postCsv(CSV, HEADER, other)).res.status).toBe(201);
  });

  it('imports JSON, refuses a duplicate version and reserved shipped ids with 409', async () => {
    const dataset = {
      ...HEADER,
      datasetVersion: '2025.2',
      factors: [
        {
          category: 'electricity',
          subcategory: 'grid_average',
          factor: '0.2',
          unit: 'kWh',
          region: 'GB',
          gwpSet: 'AR5',
          gwpTimeframe: '100yr',
          effectiveFrom: '2025-01-01',
          effectiveTo: null,
        },
      ],
    };
    const imported = await f.send('POST', '/api/factors/datasets', dataset, admin());
    expect(imported.res.status).toBe(201);
    expect(imported.body).toMatchObject({ datasetVersion: '2025.2', factorCount: 1 });
    const duplicate = await f.send('POST', '/api/factors/datasets', dataset, admin());
    expect(duplicate.res.status).toBe(409);
    expect(duplicate.body.type).toBe('urn:ctp:problem:conflict');
    const csvDuplicate = await postCsv(CSV, HEADER);
    expect(csvDuplicate.res.status).toBe(409);
    const reserved = await f.send(
      'POST',
      '/api/factors/datasets',
      { ...dataset, datasetId: 'epa-ghg-hub' },
      admin(),
    );
    expect(reserved.res.status).toBe(409);
    expect(reserved.body.detail).toMatch(/shipped dataset/);
  });

  it('reports every bad row and stores nothing', async () => {
    const count = async () =>
      (await withOrganization(f.h.runtime.database.db, f.orgId, (s) => listCustomDatasets(s))).length;
    const before = await count();
    const bad = await postCsv(BAD_CSV, { ...HEADER, datasetId: 'acme-bad' });
    expect(bad.res.status).toBe(422);
    expect(bad.body.type).toBe('urn:ctp:problem:invalid-dataset');
    const where = bad.body.errors?.map((e) => `${e.row}:${e.field}`);
    expect(where).toEqual(expect.arrayContaining(['3:unit', '4:factor', '4:effectiveFrom']));
    expect(where?.some((w) => w.startsWith('2:'))).toBe(false);
    expect(bad.body.errors?.find((e) => e.field === 'factor')?.message).toMatch(/formula/);

    const noHeader = await postCsv(CSV, { datasetId: 'Not Valid' });
    expect(noHeader.res.status).toBe(422);
    expect(noHeader.body.errors?.filter((e) => e.row === 0).map((e) => e.pointer)).toEqual(
      expect.arrayContaining(['/datasetId', '/title', '/sourceUrl']),
    );
    expect(noHeader.body.errors?.find((e) => e.row === 0)?.in).toBe('query');

    const json = await f.send(
      'POST',
      '/api/factors/datasets',
      {
        ...HEADER,
        datasetId: 'acme-json-bad',
        factors: [{ category: 'electricity', unit: 'kWh', colour: 'red' }],
      },
      admin(),
    );
    expect(json.res.status).toBe(422);
    expect(json.body.errors?.map((e) => e.pointer)).toEqual(
      expect.arrayContaining(['/factors/0/subcategory', '/factors/0/colour', '/factors/0/region']),
    );
    const empty = await postCsv(BAD_CSV.split('\n')[0] as string, { ...HEADER, datasetId: 'acme-empty' });
    expect(empty.res.status).toBe(422);
    const envelope = await f.send(
      'POST',
      '/api/factors/datasets',
      { ...HEADER, factors: [], extra: 1 },
      admin(),
    );
    expect(envelope.res.status).toBe(400);
    expect(envelope.body.type).toBe('urn:ctp:problem:unknown-field');
    const plain = await f.call('/api/factors/datasets', {
      method: 'POST',
      headers: { ...admin(), 'content-type': 'text/plain' },
      body: CSV,
    });
    expect(plain.res.status).toBe(415);
    expect(await count()).toBe(before);
  });

  it('enforces the role matrix on every factors route', async () => {
    let version = 0;
    const calls = [
      { method: 'GET', pattern: '/api/factors', ok: 200 },
      { method: 'GET', pattern: '/api/factors/datasets', ok: 200 },
      { method: 'POST', pattern: '/api/factors/datasets', ok: 201 },
      { method: 'GET', pattern: '/api/factors/datasets/:datasetId/compare', ok: 200 },
    ];
    const paths: Record<string, string> = {
      '/api/factors': '/api/factors?limit=1',
      '/api/factors/datasets': '/api/factors/datasets',
      '/api/factors/datasets/:datasetId/compare':
        '/api/factors/datasets/epa-ghg-hub/compare?from=2024&to=2025&limit=1',
    };
    const routes = ROUTE_TABLE.filter((r) => r.path.startsWith('/api/factors'));
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
        const answer =
          c.method === 'GET'
            ? await f.call(paths[c.pattern] as string, { headers })
            : await postCsv(CSV, { ...HEADER, datasetVersion: `matrix-${++version}` }, headers);
        const expected = role === 'anonymous' ? 401 : allowed[c.method]?.includes(role) ? c.ok : 403;
        expect(answer.res.status, `${role} ${c.method} ${c.pattern}`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBe(calls.length * (ROLES.length + 1));
  });
});
