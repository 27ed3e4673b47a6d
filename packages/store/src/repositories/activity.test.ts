import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData, getActivityData, listActivityData, listActivityVersions } from './activity.js';
import { bulkInsertActivityData, prepareActivityRows } from './activity-bulk.js';
import { correctActivityData } from './activity-corrections.js';
import type { ActivityDataInput } from './activity-schema.js';
import { createFacility, type Facility } from './facilities.js';
import { createOrganization, type Organization } from './organizations.js';

const base: ActivityDataInput = {
  category: 'stationary_combustion',
  quantity: '12345678901234567890.123456789012345678',
  unit: 'kWh',
  periodStart: '2024-01-01',
  periodEnd: '2024-01-31',
  attributes: { fuel: 'natural_gas' },
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))('activity data on $name', (target) => {
  let store: TestDatabase;
  let a: Organization;
  let b: Organization;
  let bFacility: Facility;
  const inA = <T>(fn: Parameters<typeof withOrganization<T>>[2]) => withOrganization(store.db, a.id, fn);
  beforeAll(async () => {
    store = await target.open();
    [a, b] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'act-a' }),
      await createOrganization(s, { name: 'B', slug: 'act-b' }),
    ]);
    bFacility = await withOrganization(store.db, b.id, (s) => createFacility(s, { name: 'B plant' }));
  }, 60_000);
  afterAll(() => store.cleanup());

  it('stores quantities exactly and reads them back as the same decimal string', async () => {
    const { activity } = await inA((s) => createActivityData(s, base));
    expect(activity.quantity).toBe('12345678901234567890.123456789012345678');
    expect(activity).toMatchObject({
      version: 1,
      lineageId: activity.id,
      periodStart: '2024-01-01',
      dataQuality: 'calculated',
    });
    const again = await inA((s) => getActivityData(s, activity.id));
    expect(again.quantity).toBe('12345678901234567890.123456789012345678');
    const fromNumber = await inA((s) => createActivityData(s, { ...base, quantity: 0.1 }));
    expect(fromNumber.activity.quantity).toBe('0.1');
  });

  it('refuses invalid input with issues per field', async () => {
    await expect(
      inA((s) => createActivityData(s, { ...base, quantity: '-1', periodEnd: '2023-12-31' })),
    ).rejects.toMatchObject({
      code: 'STORE_INVALID_INPUT',
    });
    await expect(
      inA((s) => createActivityData(s, { ...base, extra: 1 } as ActivityDataInput)),
    ).rejects.toMatchObject({
      code: 'STORE_INVALID_INPUT',
    });
  });

  it('returns the first row for a retried idempotency key', async () => {
    const first = await inA((s) => createActivityData(s, base, { idempotencyKey: 'k-1' }));
    const second = await inA((s) =>
      createActivityData(s, { ...base, quantity: '5' }, { idempotencyKey: 'k-1' }),
    );
    expect(first.created).toBe(true);
    expect(second).toEqual({ activity: first.activity, created: false });
  });

  it('corrects by a new version and never in place', async () => {
    const { activity } = await inA((s) => createActivityData(s, { ...base, quantity: '10' }));
    const v2 = await inA((s) =>
      correctActivityData(s, activity.id, { ...base, quantity: '11' }, 'meter misread'),
    );
    expect(v2).toMatchObject({
      version: 2,
      lineageId: activity.id,
      supersedesId: activity.id,
      quantity: '11',
    });
    const versions = await inA((s) => listActivityVersions(s, activity.id));
    expect(versions.map((v) => [v.version, v.quantity, v.supersededBy])).toEqual([
      [1, '10', v2.id],
      [2, '11', null],
    ]);
    await expect(inA((s) => correctActivityData(s, activity.id, base, 'again'))).rejects.toMatchObject({
      code: 'STORE_CONFLICT',
    });
    await expect(
      inA((s) =>
        s.db.updateTable('raw_activity_data').set({ quantity: '1' }).where('id', '=', v2.id).execute(),
      ),
    ).rejects.toThrow(/immutable/);
    await expect(
      sql`UPDATE raw_activity_data SET quantity = 1 WHERE id = ${activity.id}`.execute(store.db),
    ).rejects.toThrow(/immutable/);
  });

  it('bulk inserts all-or-nothing', async () => {
    const before = (await inA((s) => listActivityData(s, { limit: 500 }))).items.length;
    const rows = Array.from({ length: 30 }, (_, i) => ({ ...base, quantity: String(i) }));
    const bad = [...rows, { ...base, unit: '' }, { ...base, quantity: 'x' }];
    await expect(inA((s) => bulkInsertActivityData(s, bad))).rejects.toMatchObject({
      code: 'STORE_BULK_INVALID',
      rows: [expect.objectContaining({ index: 30 }), expect.objectContaining({ index: 31 })],
    });
    // A row pointing at another organization's facility fails in the database: nothing is kept.
    await expect(
      inA((s) => bulkInsertActivityData(s, [...rows, { ...base, facilityId: bFacility.id }])),
    ).rejects.toThrow();
    expect((await inA((s) => listActivityData(s, { limit: 500 }))).items.length).toBe(before);
    const { ids } = await inA((s) => bulkInsertActivityData(s, rows));
    expect(ids).toHaveLength(30);
    expect((await inA((s) => listActivityData(s, { limit: 500 }))).items.length).toBe(before + 30);
  });

  it('inserts prepared rows only in the scope they were prepared for, and only rows it prepared', async () => {
    const prepared = prepareActivityRows(a.id, [{ ...base, sourceDocument: 'prepared "ahead", \\. ✓' }]);
    await expect(
      withOrganization(store.db, b.id, (s) => bulkInsertActivityData(s, prepared)),
    ).rejects.toThrow(/another organization/);
    const forged = { organizationId: a.id, ids: [prepared.ids[0] as string], csv: prepared.csv };
    await expect(inA((s) => bulkInsertActivityData(s, forged))).rejects.toThrow(/prepareActivityRows/);
    const { ids } = await inA((s) => bulkInsertActivityData(s, prepared));
    expect(ids).toEqual(prepared.ids);
    const stored = await inA((s) => getActivityData(s, ids[0] as string));
    expect(stored?.sourceDocument).toBe('prepared "ahead", \\. ✓');
  });

  it('pages with a stable cursor through rows sharing a created_at', async () => {
    const all = (await inA((s) => listActivityData(s, { limit: 500 }))).items.map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listActivityData>> = await inA((s) =>
        listActivityData(s, { limit: 7, cursor }),
      );
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    await expect(inA((s) => listActivityData(s, { cursor: 'garbage' }))).rejects.toMatchObject({
      code: 'STORE_INVALID_INPUT',
    });
  });

  it('hides another organization’s activity', async () => {
    const { activity } = await inA((s) => createActivityData(s, base));
    await expect(
      withOrganization(store.db, b.id, (s) => getActivityData(s, activity.id)),
    ).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
    await expect(
      withOrganization(store.db, b.id, (s) => correctActivityData(s, activity.id, base, 'hijack')),
    ).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
  });
});
