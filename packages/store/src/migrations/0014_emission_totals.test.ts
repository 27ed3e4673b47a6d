import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from '../database/open.js';
import { summarizeEmissions } from '../repositories/emission-summary.js';
import { withOrganization } from '../scope.js';
import { createMigrator } from './index.js';

const id = (n: number) => `0190a4c0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const ORG = id(1);
const RUN = id(2);
const HEX = 'a'.repeat(64);

// Rows are written with SQL as a database stopped at 0013 holds them: today's repositories write
// columns that later migrations add.
describe('0014_emission_totals on an existing database', () => {
  it('sums the results already stored, leaving out those of superseded activity versions', async () => {
    const store = await openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) });
    try {
      const before = await createMigrator(store.db).migrateTo('0013_verification_code_alphabet');
      expect(before.error).toBeUndefined();
      await store.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO organizations (id, public_org_id, slug, name, settings, created_at, updated_at)
          VALUES (${ORG}, 'c0ffee00-0000-4000-8000-000000000001', 'old', 'Old Co', '{}', now(), now())`.execute(
          trx,
        );
        await sql`INSERT INTO calculation_runs (id, organization_id, kind, gwp_set, gwp_timeframe, status, engine_version)
          VALUES (${RUN}, ${ORG}, 'period', 'AR6', '100yr', 'completed', '0.1.0')`.execute(trx);
        const activity = (
          n: number,
          lineage: number,
          version: number,
          supersedes: string | null,
          q: string,
        ) =>
          sql`INSERT INTO raw_activity_data (id, organization_id, lineage_id, version, supersedes_id, category,
                quantity, unit, period_start, period_end, data_quality)
              VALUES (${id(n)}, ${ORG}, ${id(lineage)}, ${version}, ${supersedes}, 'scope1.stationary_combustion',
                ${q}, 'kWh', '2025-01-01', '2025-01-31', 'measured')`.execute(trx);
        const result = (n: number, activityId: string, kg: string) =>
          sql`INSERT INTO calculation_records (id, organization_id, calculation_run_id, activity_id, record,
                checksum_input, checksum_output, engine_version, algorithm_id, algorithm_version, algorithm_type)
              VALUES (${id(n)}, ${ORG}, ${RUN}, ${activityId}, '{}', ${HEX}, ${HEX}, '0.1.0', 'a', '1', 'generic');
              `
            .execute(trx)
            .then(() =>
              sql`INSERT INTO emission_results (id, organization_id, activity_id, calculation_run_id,
                    calculation_record_id, period_start, period_end, scope, category, co2e_kg, confidence)
                  VALUES (${id(n + 100)}, ${ORG}, ${activityId}, ${RUN}, ${id(n)}, '2025-01-01', '2025-01-31', 1,
                    'scope1.stationary_combustion', ${kg}, 'high')`.execute(trx),
            );
        await activity(10, 20, 1, null, '1000.5');
        await activity(11, 21, 1, null, '250');
        await result(30, id(10), '183.0915');
        await result(31, id(11), '45.75');
        // The second activity is corrected: version 1 marked superseded, then version 2 stored.
        await sql`UPDATE raw_activity_data SET superseded_at = now(), superseded_by = ${id(12)} WHERE id = ${id(11)}`.execute(
          trx,
        );
        await activity(12, 21, 2, id(11), '260');
      });
      expect((await createMigrator(store.db).migrateToLatest()).error).toBeUndefined();
      const [total] = await withOrganization(store.db, ORG, (s) => summarizeEmissions(s));
      expect(total).toMatchObject({ scope: 1, results: 1, co2eKg: '183.0915' });
    } finally {
      await store.close();
    }
  });
});
