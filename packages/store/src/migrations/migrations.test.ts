import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_TABLES } from '../database/schema.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createMigrator, migrateToLatest, migrationsAreCurrent } from './index.js';

/** Counts the queries run through the Kysely instance it is added to. */
function queryCounter(): KyselyPlugin & { count: number } {
  const counter = {
    count: 0,
    transformQuery: (args: Parameters<KyselyPlugin['transformQuery']>[0]) => {
      counter.count += 1;
      return args.node;
    },
    transformResult: async (args: Parameters<KyselyPlugin['transformResult']>[0]) => args.result,
  };
  return counter;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('migrations on $name', (target) => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await target.open();
  }, 60_000);
  afterAll(() => store.cleanup());

  it('are all applied, and migrating again is a no-op', async () => {
    const migrations = await createMigrator(store.db).getMigrations();
    expect(migrations.every((m) => m.executedAt !== undefined)).toBe(true);
    const again = await createMigrator(store.db).migrateToLatest();
    expect(again.error).toBeUndefined();
    expect(again.results).toEqual([]);
  });

  it('finds nothing pending in one query, and migrateToLatest then runs no other', async () => {
    const counter = queryCounter();
    const counted = store.db.withPlugin(counter);
    expect(await migrationsAreCurrent(counted)).toBe(true);
    expect(counter.count).toBe(1);
    expect((await migrateToLatest(counted)).results).toEqual([]);
    expect(counter.count).toBe(2);
  });

  it('is not current when a migration is missing or unknown, and the migrator then decides', async () => {
    const db = store.db;
    const last = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(db);
    const name = last.rows[0]?.name as string;
    const stamp = new Date().toISOString();
    await sql`delete from kysely_migration where name = ${name}`.execute(db);
    expect(await migrationsAreCurrent(db)).toBe(false);
    await sql`insert into kysely_migration (name, timestamp) values (${name}, ${stamp})`.execute(db);
    const unknown = '9999_from_a_newer_version';
    await sql`insert into kysely_migration (name, timestamp) values (${unknown}, ${stamp})`.execute(db);
    try {
      expect(await migrationsAreCurrent(db)).toBe(false);
      await expect(migrateToLatest(db)).rejects.toThrow(unknown);
    } finally {
      await sql`delete from kysely_migration where name = ${unknown}`.execute(db);
    }
    expect(await migrationsAreCurrent(store.db)).toBe(true);
  });

  it('forces row-level security on every tenant table', async () => {
    const { rows } = await sql<{ relname: string; forced: boolean; enabled: boolean }>`
      SELECT relname, relforcerowsecurity AS forced, relrowsecurity AS enabled
      FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace`.execute(store.db);
    const byName = new Map(rows.map((r) => [r.relname, r]));
    for (const table of [...TENANT_TABLES, 'organizations']) {
      expect(byName.get(table), table).toMatchObject({ forced: true, enabled: true });
    }
  });

  it('has the isolation policy on every tenant table and no TRUNCATE grant to the application roles', async () => {
    const { rows } = await sql<{ tablename: string; qual: string; with_check: string }>`
      SELECT tablename, qual, with_check FROM pg_policies WHERE policyname = 'tenant_isolation'`.execute(
      store.db,
    );
    const byTable = new Map(rows.map((r) => [r.tablename, r]));
    for (const table of TENANT_TABLES) {
      const policy = byTable.get(table);
      expect(policy?.qual, table).toContain("current_setting('ctp.organization_id'::text, true)");
      expect(policy?.with_check, table).toContain("current_setting('ctp.organization_id'::text, true)");
    }
    const grants = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM information_schema.role_table_grants
      WHERE grantee IN ('ctp_app', 'ctp_system') AND privilege_type IN ('TRUNCATE', 'REFERENCES', 'TRIGGER')`.execute(
      store.db,
    );
    expect(grants.rows[0]?.n).toBe('0');
  });

  it('gives ctp_app neither superuser nor BYPASSRLS', async () => {
    const { rows } = await sql<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>`
      SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = 'ctp_app'`.execute(store.db);
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolcanlogin: false }]);
  });
});
