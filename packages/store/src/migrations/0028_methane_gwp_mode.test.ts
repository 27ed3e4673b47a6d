import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from '../database/open.js';
import { createMigrator } from './index.js';

const id = (n: number) => `0190a4c0-0000-7000-8000-${String(n).padStart(12, '0')}`;

// Rows are written with SQL as a database stopped at 0027 holds them.
describe('0028_methane_gwp_mode on an existing database', () => {
  it('keeps existing organizations on one CH4 value, leaves stated modes and odd settings alone', async () => {
    const store = await openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) });
    try {
      const before = await createMigrator(store.db).migrateTo('0027_scope2_instruments');
      expect(before.error).toBeUndefined();
      const org = (n: number, settings: string) =>
        sql`INSERT INTO organizations (id, public_org_id, slug, name, settings, created_at, updated_at)
          VALUES (${id(n)}, ${`c0ffee00-0000-4000-8000-00000000000${n}`}, ${`org-${n}`}, 'Co', ${settings}::jsonb, now(), now())`.execute(
          store.db,
        );
      await org(1, '{}');
      await org(2, '{"reporting": {"country": "DE"}, "calculation": {"other": 1}}');
      await org(3, '{"calculation": {"methaneGwp": "by_source"}}');
      await org(4, '{"calculation": "free text"}');
      await sql`INSERT INTO calculation_runs (id, organization_id, kind, gwp_set, gwp_timeframe, status, engine_version)
        VALUES (${id(9)}, ${id(1)}, 'period', 'AR6', '100yr', 'completed', '0.1.0')`.execute(store.db);
      const after = await createMigrator(store.db).migrateTo('0028_methane_gwp_mode');
      expect(after.error).toBeUndefined();
      const rows = await sql<{ id: string; settings: Record<string, unknown> }>`
        SELECT id, settings FROM organizations ORDER BY id`.execute(store.db);
      expect(rows.rows.map((r) => r.settings)).toEqual([
        { calculation: { methaneGwp: 'single' } },
        { reporting: { country: 'DE' }, calculation: { other: 1, methaneGwp: 'single' } },
        { calculation: { methaneGwp: 'by_source' } },
        { calculation: 'free text' },
      ]);
      const runs = await sql<{
        methane_gwp: string | null;
      }>`SELECT methane_gwp FROM calculation_runs`.execute(store.db);
      expect(runs.rows).toEqual([{ methane_gwp: null }]);
      await expect(sql`UPDATE calculation_runs SET methane_gwp = 'fossil'`.execute(store.db)).rejects.toThrow(
        /calculation_runs_methane_gwp_check/,
      );
    } finally {
      await store.close();
    }
  });
});
