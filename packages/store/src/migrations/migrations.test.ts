import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_TABLES } from '../database/schema.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createMigrator } from './index.js';

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
