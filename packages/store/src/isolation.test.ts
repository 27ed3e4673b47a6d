import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.js';
import { createFacility } from './repositories/facilities.js';
import { createOrganization, getOrganization, type Organization } from './repositories/organizations.js';
import { withOrganization, withSystem } from './scope.js';
import { type TestDatabase, testTargets } from './testing.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('tenant isolation on $name', (target) => {
  let store: TestDatabase;
  let a: Organization;
  let b: Organization;
  beforeAll(async () => {
    store = await target.open();
    [a, b] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'org-a' }),
      await createOrganization(s, { name: 'B', slug: 'org-b' }),
    ]);
    await withOrganization(store.db, a.id, async (s) => {
      await createFacility(s, { name: 'A plant' });
      await createFacility(s, { name: 'A office' });
    });
    await withOrganization(store.db, b.id, (s) => createFacility(s, { name: 'B plant' }));
  }, 60_000);
  afterAll(() => store.cleanup());

  it('a SELECT without WHERE sees only the scope’s rows', async () => {
    const names = await withOrganization(store.db, a.id, (s) =>
      s.db.selectFrom('facilities').select('name').orderBy('name').execute(),
    );
    expect(names.map((r) => r.name)).toEqual(['A office', 'A plant']);
    const orgs = await withOrganization(store.db, a.id, (s) =>
      s.db.selectFrom('organizations').select('id').execute(),
    );
    expect(orgs).toEqual([{ id: a.id }]);
  });

  it('an UPDATE or DELETE without WHERE changes none of another organization’s rows', async () => {
    await withOrganization(store.db, a.id, async (s) => {
      const updated = await s.db.updateTable('facilities').set({ address: 'x' }).executeTakeFirst();
      expect(updated.numUpdatedRows).toBe(2n);
      const orgs = await s.db.updateTable('organizations').set({ name: 'renamed' }).executeTakeFirst();
      expect(orgs.numUpdatedRows).toBe(1n);
      const deleted = await s.db.deleteFrom('facilities').executeTakeFirst();
      expect(deleted.numDeletedRows).toBe(2n);
      throw new Error('roll back');
    }).catch((e: Error) => expect(e.message).toBe('roll back'));
    const bRows = await withOrganization(store.db, b.id, async (s) => ({
      facilities: await s.db.selectFrom('facilities').select(['name', 'address']).execute(),
      org: await getOrganization(s),
    }));
    expect(bRows.facilities).toEqual([{ name: 'B plant', address: null }]);
    expect(bRows.org.name).toBe('B');
  });

  it('an INSERT with another organization’s id is refused', async () => {
    const attempt = withOrganization(store.db, a.id, (s) =>
      s.db
        .insertInto('facilities')
        .values({
          id: uuidv7(),
          organization_id: b.id,
          name: 'planted',
          address: null,
          country: null,
          grid_region: null,
          updated_at: new Date(),
        })
        .execute(),
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
  });

  it('outside any scope, the application role sees nothing', async () => {
    const rows = await store.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL ROLE ctp_app`.execute(trx);
      return trx.selectFrom('facilities').select('id').execute();
    });
    expect(rows).toEqual([]);
  });

  it('a scope runs as its role with its organization set, after one set-up statement', async () => {
    let statements = 0;
    const counted = store.db.withPlugin({
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const whoAmI = (db: typeof counted) =>
      sql<{ role: string; org: string }>`
        SELECT current_user AS role, current_setting('ctp.organization_id', true) AS org`.execute(db);
    const inOrganization = await withOrganization(counted, a.id, (s) => whoAmI(s.db));
    expect(inOrganization.rows[0]).toEqual({ role: 'ctp_app', org: a.id });
    expect(statements).toBe(2);
    const inSystem = await withSystem(counted, (s) => whoAmI(s.db));
    expect(inSystem.rows[0]).toEqual({ role: 'ctp_system', org: '' });
    expect(statements).toBe(4);
  });

  it('the scope ends with its transaction', async () => {
    await withOrganization(store.db, a.id, async () => undefined);
    const { rows } = await sql<{ role: string; org: string | null }>`
      SELECT current_user AS role, nullif(current_setting('ctp.organization_id', true), '') AS org`.execute(
      store.db,
    );
    expect(rows[0]?.org ?? null).toBeNull();
    expect(rows[0]?.role).not.toBe('ctp_app');
  });

  it('refuses a scope that is not a uuid', async () => {
    await expect(withOrganization(store.db, "x' OR true --", async () => 1)).rejects.toMatchObject({
      code: 'STORE_INVALID_INPUT',
    });
  });
});
