import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from '../database/open.js';
import { createMigrator } from './index.js';

const id = (n: number) => `0190a4c0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const ORG = id(1);
const HEX = 'a'.repeat(64);

// Rows are written with SQL as a database stopped at 0031 holds them: three runs over the same two
// activities, each superseding what the one before left current, as `finish` did.
describe('0032_run_superseded_count on an existing database', () => {
  it('counts, for each stored run, the earlier results its results superseded', async () => {
    const store = await openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) });
    try {
      expect((await createMigrator(store.db).migrateTo('0031_calculation_jobs')).error).toBeUndefined();
      await store.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO organizations (id, public_org_id, slug, name, settings, created_at, updated_at)
          VALUES (${ORG}, 'c0ffee00-0000-4000-8000-000000000001', 'old', 'Old Co', '{}', now(), now())`.execute(
          trx,
        );
        for (const n of [10, 11]) {
          await sql`INSERT INTO raw_activity_data (id, organization_id, lineage_id, version, category,
                quantity, unit, period_start, period_end, data_quality)
              VALUES (${id(n)}, ${ORG}, ${id(n + 10)}, 1, 'scope1.stationary_combustion',
                '1000', 'kWh', '2025-01-01', '2025-01-31', 'measured')`.execute(trx);
        }
        const runRow = (run: number) =>
          sql`INSERT INTO calculation_runs (id, organization_id, kind, gwp_set, gwp_timeframe, status, engine_version)
            VALUES (${id(run)}, ${ORG}, 'period', 'AR6', '100yr', 'completed', '0.1.0')`.execute(trx);
        const result = async (run: number, n: number, activity: number) => {
          await sql`INSERT INTO calculation_records (id, organization_id, calculation_run_id, activity_id, record,
                checksum_input, checksum_output, engine_version, algorithm_id, algorithm_version, algorithm_type)
              VALUES (${id(n)}, ${ORG}, ${id(run)}, ${id(activity)}, '{}', ${HEX}, ${HEX}, '0.1.0', 'a', '1', 'generic')`.execute(
            trx,
          );
          await sql`INSERT INTO emission_results (id, organization_id, activity_id, calculation_run_id,
                calculation_record_id, period_start, period_end, scope, category, co2e_kg, confidence)
              VALUES (${id(n + 100)}, ${ORG}, ${id(activity)}, ${id(run)}, ${id(n)}, '2025-01-01', '2025-01-31', 1,
                'scope1.stationary_combustion', '183.0915', 'high')`.execute(trx);
        };
        const supersede = (old: number, by: number) =>
          sql`UPDATE emission_results SET superseded_at = now(), superseded_by = ${id(by + 100)}
              WHERE id = ${id(old + 100)}`.execute(trx);
        // Run 2 calculates both activities; run 3 both again (superseding 2); run 4 only the first.
        await runRow(2);
        await result(2, 30, 10);
        await result(2, 31, 11);
        await runRow(3);
        await result(3, 40, 10);
        await result(3, 41, 11);
        await supersede(30, 40);
        await supersede(31, 41);
        await runRow(4);
        await result(4, 50, 10);
        await supersede(40, 50);
        // A run that calculated nothing (every activity failed) still completed.
        await runRow(5);
      });
      expect((await createMigrator(store.db).migrateTo('0032_run_superseded_count')).error).toBeUndefined();
      const runs = await sql<{ id: string; superseded_count: number | null }>`
        SELECT id, superseded_count FROM calculation_runs ORDER BY id`.execute(store.db);
      expect(runs.rows).toEqual([
        { id: id(2), superseded_count: 0 },
        { id: id(3), superseded_count: 2 },
        { id: id(4), superseded_count: 1 },
        { id: id(5), superseded_count: 0 },
      ]);
      await expect(sql`UPDATE calculation_runs SET superseded_count = -1`.execute(store.db)).rejects.toThrow(
        /calculation_runs_superseded_count_check/,
      );
    } finally {
      await store.close();
    }
  });
});
