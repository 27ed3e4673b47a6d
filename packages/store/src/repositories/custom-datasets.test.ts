import { parseDataset } from '@ctp/factors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { listCustomDatasets, saveCustomDataset } from './custom-datasets.js';
import { loadCustomDatasets } from './custom-datasets-load.js';
import { createOrganization, type Organization } from './organizations.js';

const dataset = parseDataset({
  datasetId: 'acme-supplier',
  datasetVersion: '2025.1',
  title: 'Acme supplier factors',
  publisher: 'Acme',
  source: 'Supplier declaration 2025',
  sourceUrl: 'https://example.com/factors',
  license: 'proprietary',
  generatedBy: 'importCustomJson(acme.json)',
  factors: [
    {
      category: 'purchased_goods',
      subcategory: 'steel',
      factor: '1.850000000000000000001',
      unit: 'kg',
      region: 'GLOBAL',
      gwpSet: 'AR6',
      gwpTimeframe: '100yr',
      effectiveFrom: '2025-01-01',
      effectiveTo: null,
    },
    {
      category: 'stationary_combustion',
      subcategory: 'biogas',
      factor: null,
      gases: { CH4: '0.0032', N2O: '0.00063' },
      unit: 'm3',
      region: 'DE',
      gwpSet: null,
      gwpTimeframe: null,
      effectiveFrom: '2024-01-01',
      effectiveTo: '2025-12-31',
      notes: 'measured',
    },
  ],
});

describe.each(testTargets(process.env.TEST_DATABASE_URL))('custom datasets on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'A', slug: 'ds-a' }));
  }, 60_000);
  afterAll(() => store.cleanup());

  it('round-trips a dataset exactly, refuses a second copy of a version, and keeps rows immutable', async () => {
    await withOrganization(store.db, org.id, (s) => saveCustomDataset(s, dataset));
    const [loaded] = await withOrganization(store.db, org.id, (s) => loadCustomDatasets(s));
    expect(
      loaded?.factors.map((f) => [f.subcategory, f.factor?.toFixed() ?? null, f.gases?.CH4?.toFixed()]),
    ).toEqual([
      ['steel', '1.850000000000000000001', undefined],
      ['biogas', null, '0.0032'],
    ]);
    expect(loaded).toMatchObject({ datasetId: 'acme-supplier', generatedBy: 'importCustomJson(acme.json)' });
    await expect(
      withOrganization(store.db, org.id, (s) => saveCustomDataset(s, dataset)),
    ).rejects.toMatchObject({
      code: 'STORE_CONFLICT',
    });
    expect(await withOrganization(store.db, org.id, (s) => listCustomDatasets(s))).toMatchObject([
      { factorCount: 2 },
    ]);
    await expect(sql`UPDATE emission_factors SET factor = 0`.execute(store.db)).rejects.toThrow(
      /append-only/,
    );
  });
});
