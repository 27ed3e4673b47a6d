import {
  createFacility,
  createOrganization,
  listAudit,
  type TestDatabase,
  testTargets,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterImport, importActivities } from './import-activities.js';
import { parseActivityJson } from './parse-json.js';

const ROW = {
  category: 'stationary_combustion',
  quantity: '10',
  unit: 'kWh',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
};
const actor = { actorType: 'system', actorId: 'test', enteredBy: null } as const;

describe.each(testTargets(process.env.TEST_DATABASE_URL))('importActivities on $name', (target) => {
  let store: TestDatabase;
  let orgId = '';
  let otherFacility = '';
  const count = () =>
    withOrganization(store.db, orgId, async (s) =>
      Number(
        (
          await s.db
            .selectFrom('raw_activity_data')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  const estimatedRows = async () =>
    Number(
      (
        await sql<{
          n: number;
        }>`SELECT reltuples AS n FROM pg_class WHERE relname = 'raw_activity_data'`.execute(store.db)
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    store = await target.open();
    const [a, b] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'imp-a' }),
      await createOrganization(s, { name: 'B', slug: 'imp-b' }),
    ]);
    orgId = (a as { id: string }).id;
    otherFacility = (
      await withOrganization(store.db, (b as { id: string }).id, (s) => createFacility(s, { name: 'B site' }))
    ).id;
  }, 60_000);
  afterAll(() => store.cleanup());

  it('stores every chunk in the one transaction and writes one audit entry', async () => {
    const progress: number[] = [];
    const result = await withOrganization(store.db, orgId, (s) =>
      importActivities(
        s,
        parseActivityJson(Array.from({ length: 5 }, (_, i) => ({ ...ROW, quantity: String(i) }))),
        {
          actor,
          chunkSize: 2,
          onProgress: (stored) => progress.push(stored),
        },
      ),
    );
    expect(result.imported).toBe(5);
    expect(progress).toEqual([2, 4, 5]);
    const audit = await withOrganization(store.db, orgId, (s) => listAudit(s, { limit: 5 }));
    expect(audit.items[0]).toMatchObject({ action: 'activity.import', actorType: 'system', actorId: 'test' });
    expect(audit.items[0]?.details).toMatchObject({
      imported: 5,
      firstId: result.ids[0],
      lastId: result.ids[4],
    });
  });

  it("refuses another organization's facility as unknown, before anything is stored", async () => {
    const before = await count();
    const rows = [ROW, ROW, ROW, { ...ROW, facilityId: otherFacility }];
    await expect(
      withOrganization(store.db, orgId, (s) =>
        importActivities(s, parseActivityJson(rows), { actor, chunkSize: 2 }),
      ),
    ).rejects.toMatchObject({
      code: 'IMPORT_ROWS_INVALID',
      errors: [{ row: 4, field: 'facilityId', code: 'unknown_facility' }],
    });
    expect(await count()).toBe(before);
  });

  it('stores hostile texts exactly: quotes, commas, line breaks, backslashes, the end marker, unicode', async () => {
    const texts = ['say "hi", then', 'two\nlines\r\nand more', '\\.', '\\N', 'C:\\path\\', 'é ✓ 😀', ''];
    const rows = texts.map((text, i) => ({
      ...ROW,
      quantity: `12345678901234567890.12345678901234567${i + 1}`,
      unit: `kWh ${text}`.trim(),
      sourceDocument: `doc ${text} end`,
      attributes: { note: text, nested: { quote: '"', list: [text, 1.5, null] } },
    }));
    const result = await withOrganization(store.db, orgId, (s) =>
      importActivities(s, parseActivityJson(rows), { actor, chunkSize: 3 }),
    );
    const stored = await withOrganization(store.db, orgId, (s) =>
      s.db
        .selectFrom('raw_activity_data')
        .select(['id', 'quantity', 'unit', 'source_document', 'attributes'])
        .where('id', 'in', [...result.ids])
        .execute(),
    );
    const byId = new Map(stored.map((r) => [r.id, r]));
    result.ids.forEach((id, i) => {
      const given = rows[i];
      expect(byId.get(id)).toEqual({
        id,
        quantity: given?.quantity,
        unit: given?.unit,
        source_document: given?.sourceDocument,
        attributes: given?.attributes,
      });
    });
  });

  it('stores nothing when a row after stored chunks is bad, and names that row', async () => {
    const before = await count();
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ ...ROW, quantity: String(i) }));
    rows[2_100] = { ...ROW, quantity: '1e3' };
    await expect(
      withOrganization(store.db, orgId, (s) =>
        importActivities(s, parseActivityJson(rows), { actor, chunkSize: 500 }),
      ),
    ).rejects.toMatchObject({
      code: 'IMPORT_ROWS_INVALID',
      errors: [{ row: 2_101, field: 'quantity', code: 'invalid_quantity' }],
    });
    expect(await count()).toBe(before);
  });

  it('refreshes stale planner statistics after a large import', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => ({ ...ROW, quantity: String(i) }));
    await withOrganization(store.db, orgId, (s) => importActivities(s, parseActivityJson(rows), { actor }));
    expect(await estimatedRows()).not.toBe(await count());
    await afterImport(store.db);
    expect(await estimatedRows()).toBe(await count());
  });
});
