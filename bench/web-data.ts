/**
 * An organization with many emission results for the web benchmarks, in a PGlite data folder that
 * `ctp start` then serves. A few thousand activities are imported and calculated for real (records,
 * results, audit entries, as the server stores them); the results are then replicated in SQL across
 * facilities and the two years the dashboard shows (2025 and its comparison year 2024), each copy
 * pointing at a real calculation record. What the summary reads (the result rows) is as large as
 * asked; what it does not read (records, activities) stays small, which a reader of the figures
 * should know.
 */
import { join } from 'node:path';
import { hashPassword } from '@ctp/auth';
import { afterImport, createDefaultRegistry, importActivities, runCalculation } from '@ctp/server';
import {
  createFacility,
  createOrganization,
  createUser,
  migrateToLatest,
  openDatabase,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { sql } from 'kysely';
import { BENCH_FACILITY, importRows } from './import-rows.js';

/** Who signs in to the benchmark organization. */
export const BENCH_LOGIN = {
  slug: 'bench',
  email: 'bench@example.com',
  password: 'a long enough passphrase',
};
const FACILITIES = [BENCH_FACILITY, 'Oakland office', 'Lyon depot', 'Osaka lab', 'Perth yard'];
const CALCULATED = 6_000;

/**
 * Fills `dataDir` (PGlite, its `db` folder) or the PostgreSQL database at `databaseUrl` with the
 * organization and about `results` current emission results.
 */
export async function seedResults(
  dataDir: string,
  results: number,
  databaseUrl?: string,
): Promise<{ results: number }> {
  const store = await openDatabase(
    databaseUrl === undefined ? { dataDir: join(dataDir, 'db') } : { url: databaseUrl },
  );
  try {
    await migrateToLatest(store.db);
    const org = await withSystem(store.db, (s) =>
      createOrganization(s, { name: 'Bench Manufacturing', slug: BENCH_LOGIN.slug }),
    );
    const passwordHash = await hashPassword(BENCH_LOGIN.password);
    const facilityIds = await withOrganization(store.db, org.id, async (s) => {
      await createUser(s, { email: BENCH_LOGIN.email, name: 'Bench Admin', role: 'ORG_ADMIN', passwordHash });
      const ids: string[] = [];
      for (const name of FACILITIES) ids.push((await createFacility(s, { name })).id);
      return ids;
    });
    await withOrganization(store.db, org.id, (scope) =>
      importActivities(
        scope,
        { format: 'csv', rows: importRows(CALCULATED), errors: [] },
        { actor: { actorType: 'system', actorId: 'bench', enteredBy: null } },
      ),
    );
    await afterImport(store.db);
    await runCalculation(
      { db: store.db, registry: createDefaultRegistry() },
      {
        organizationId: org.id,
        actorUserId: null,
        selection: { kind: 'period', periodStart: '2025-01-01', periodEnd: '2025-12-31' },
      },
    );
    const facilities = sql.raw(`ARRAY[${facilityIds.map((id) => `'${id}'::uuid`).join(',')}]`);
    await withOrganization(store.db, org.id, async (scope) => {
      const base = await sql<{ n: string }>`SELECT count(*) AS n FROM emission_results`.execute(scope.db);
      const calculated = Number(base.rows[0]?.n ?? 0);
      const copies = Math.max(0, Math.ceil(results / calculated) - 1);
      // Copy g lands on facility g mod 5 and, for odd g, a year earlier (the dashboard's comparison year).
      await sql`
        INSERT INTO emission_results (id, organization_id, activity_id, calculation_run_id, calculation_record_id,
          facility_id, period_start, period_end, scope, scope3_category, category, method, co2e_kg,
          biogenic_co2_kg, gases, confidence, warnings)
        SELECT gen_random_uuid(), r.organization_id, r.activity_id, r.calculation_run_id, r.calculation_record_id,
          (${facilities})[1 + g % 5],
          (r.period_start - make_interval(years => g % 2))::date, (r.period_end - make_interval(years => g % 2))::date,
          r.scope, r.scope3_category, r.category, r.method, r.co2e_kg * (1 + (g % 7) / 100.0),
          r.biogenic_co2_kg, r.gases, r.confidence, r.warnings
        FROM emission_results r CROSS JOIN generate_series(1, ${copies}) AS g
        WHERE r.superseded_at IS NULL`.execute(scope.db);
    });
    await sql`ANALYZE emission_results`.execute(store.db);
    const total = await withOrganization(store.db, org.id, (scope) =>
      sql<{ n: string }>`SELECT count(*) AS n FROM emission_results WHERE superseded_at IS NULL`.execute(
        scope.db,
      ),
    );
    return { results: Number(total.rows[0]?.n ?? 0) };
  } finally {
    await store.close();
  }
}
