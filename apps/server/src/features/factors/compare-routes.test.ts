import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

const HEADER = {
  datasetId: 'acme-meters',
  title: 'Acme metered factors',
  source: 'Acme engineering declaration',
  sourceUrl: 'https://acme.example/declaration',
  publisher: 'Acme Engineering',
};
const COLUMNS =
  'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom,effectiveTo,gas:CO2';
const V1 = [
  COLUMNS,
  'stationary_combustion,boiler_gas,0.18290,kWh,GB,AR5,100yr,2025-01-01,,',
  'stationary_combustion,old_oil,2.5,litre,GB,AR5,100yr,2025-01-01,,',
  'stationary_combustion,steady,1.000000000000000001,kWh,GB,AR5,100yr,2025-01-01,,',
  'stationary_combustion,gas_only,,kg,GB,,,2025-01-01,,0.5',
].join('\n');
const V2 = [
  COLUMNS,
  'stationary_combustion,boiler_gas,0.17,kWh,GB,AR5,100yr,2026-01-01,,',
  'stationary_combustion,steady,1.000000000000000001,kWh,GB,AR5,100yr,2026-01-01,,',
  'stationary_combustion,gas_only,,kg,GB,,,2026-01-01,,0.4999999999999999999',
  'stationary_combustion,new_biogas,0.0002,kWh,GB,AR5,100yr,2026-01-01,,',
].join('\n');

type Diff = {
  kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  values: { name: string; before: string | null; after: string | null; change: string | null }[];
  otherFields: string[];
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))('factor dataset comparison on $name', (target) => {
  let f: TenantFixture;
  const reader = () => f.as('READ_ONLY');
  const compare = (id: string, params: Record<string, string>, headers = reader()) =>
    f.call(`/api/factors/datasets/${id}/compare?${new URLSearchParams(params)}`, { headers });
  const items = (a: Answer) => a.body.items as Diff[];
  const upload = async (csv: string, version: string) => {
    const query = new URLSearchParams({ ...HEADER, datasetVersion: version });
    const answer = await f.call(`/api/factors/datasets?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...f.as('ORG_ADMIN') },
      body: csv,
    });
    expect(answer.res.status, JSON.stringify(answer.body)).toBe(201);
  };

  beforeAll(async () => {
    f = await openTenantFixture(target);
    await upload(V1, '1');
    await upload(V2, '2');
  }, 60_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('lists added, removed and changed factors of a custom dataset with exact old, new and change', async () => {
    const answer = await compare('acme-meters', { from: '1', to: '2' });
    expect(answer.res.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      datasetId: 'acme-meters',
      from: { datasetVersion: '1', origin: 'custom', factorCount: 4 },
      to: { datasetVersion: '2', origin: 'custom', factorCount: 4 },
      counts: { added: 1, removed: 1, changed: 2, unchanged: 1 },
      nextCursor: null,
    });
    const bySub = Object.fromEntries(
      items(answer).map((d) => [(d.after ?? d.before)?.subcategory as string, d]),
    );
    expect(Object.keys(bySub).sort()).toEqual(['boiler_gas', 'gas_only', 'new_biogas', 'old_oil']);
    expect(bySub.boiler_gas).toMatchObject({
      kind: 'changed',
      values: [{ name: 'factor', before: '0.1829', after: '0.17', change: '-0.0129' }],
      otherFields: ['effectiveFrom'],
      before: { datasetVersion: '1', factor: '0.1829', effectiveFrom: '2025-01-01' },
      after: { datasetVersion: '2', factor: '0.17', effectiveFrom: '2026-01-01' },
    });
    // Exact to the last digit: a float would print -1e-19 or 0.
    expect(bySub.gas_only?.values).toEqual([
      { name: 'gas:CO2', before: '0.5', after: '0.4999999999999999999', change: '-0.0000000000000000001' },
    ]);
    expect(bySub.old_oil).toMatchObject({
      kind: 'removed',
      after: null,
      values: [{ name: 'factor', before: '2.5', after: null, change: null }],
    });
    expect(bySub.new_biogas).toMatchObject({
      kind: 'added',
      before: null,
      values: [{ name: 'factor', before: null, after: '0.0002', change: null }],
    });

    // The other way round, added and removed swap and the change changes sign.
    const back = await compare('acme-meters', { from: '2', to: '1' });
    expect(back.body.counts).toEqual({ added: 1, removed: 1, changed: 2, unchanged: 1 });
    const boiler = items(back).find((d) => d.after?.subcategory === 'boiler_gas');
    expect(boiler?.values[0]?.change).toBe('0.0129');
  });

  it('filters by kind and pages with a cursor that gives the same rows as one page', async () => {
    const changed = await compare('acme-meters', { from: '1', to: '2', kind: 'changed' });
    expect(items(changed).map((d) => d.kind)).toEqual(['changed', 'changed']);
    expect(changed.body.counts).toMatchObject({ added: 1, removed: 1 });

    const whole = items(await compare('desnz-ghg-cf', { from: '2024', to: '2025', limit: '1000' }));
    expect(whole.length).toBeGreaterThan(100);
    const grid = whole.find(
      (d) =>
        d.before?.subcategory === 'grid_average' && d.before?.unit === 'kWh' && d.before?.region === 'GB',
    );
    expect(grid?.values.find((v) => v.name === 'factor')).toEqual({
      name: 'factor',
      before: '0.20705',
      after: '0.177',
      change: '-0.03005',
    });
    const paged: Diff[] = [];
    let cursor: unknown = null;
    do {
      const page = await compare('desnz-ghg-cf', {
        from: '2024',
        to: '2025',
        limit: '250',
        ...(cursor ? { cursor: String(cursor) } : {}),
      });
      expect(page.res.status).toBe(200);
      paged.push(...items(page));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(whole);
    for (const bad of [{ cursor: '!!' }, { limit: '0' }, { kind: 'moved' }, { from: '' }]) {
      const answer = await compare('desnz-ghg-cf', { from: '2024', to: '2025', ...bad });
      expect(answer.res.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.type).toBe('urn:ctp:problem:validation-failed');
    }
  });

  it('is 404 for an unknown dataset or version, and another organization cannot tell its dataset exists', async () => {
    const missingVersion = await compare('acme-meters', { from: '1', to: '3' });
    expect(missingVersion.res.status).toBe(404);
    expect(missingVersion.body.detail).toMatch(/no version 3; it has 1, 2/);

    const other = { authorization: `Bearer ${f.other.adminToken}` };
    const theirs = await compare('acme-meters', { from: '1', to: '2' }, other);
    const nowhere = await compare('acme-nowhere', { from: '1', to: '2' }, other);
    expect(theirs.res.status).toBe(404);
    expect(nowhere.res.status).toBe(404);
    const learned = (a: Answer, id: string) => {
      const { instance: _i, requestId: _r, ...rest } = a.body as Record<string, unknown>;
      return JSON.stringify(rest).replaceAll(id, '<id>');
    };
    expect(learned(theirs, 'acme-meters')).toBe(learned(nowhere, 'acme-nowhere'));
    // Shipped datasets are everyone's.
    expect((await compare('epa-ghg-hub', { from: '2024', to: '2025', limit: '1' }, other)).res.status).toBe(
      200,
    );
  });
});
