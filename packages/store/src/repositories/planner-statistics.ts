import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.js';

/** Tables whose statistics {@link analyzeIfStale} may refresh. */
export type AnalyzableTable = 'emission_results' | 'raw_activity_data' | 'calculation_records';

/**
 * Runs `ANALYZE` on each table that was never analyzed or changed by more than a tenth of its rows
 * (at least 1,000) since it last was. Right after a large import or calculation, before
 * autovacuum catches up, PostgreSQL plans with no statistics and can pick an index that makes a
 * per-chunk lookup scan the whole organization: a long recalculation then goes quadratic.
 * Needs the owning connection (not an organization scope): ANALYZE reads a sample, returns no rows.
 */
export async function analyzeIfStale(
  db: Kysely<Database>,
  tables: readonly AnalyzableTable[],
): Promise<string[]> {
  const analyzed: string[] = [];
  for (const table of tables) {
    const stats = await sql<{
      n_live_tup: string | number;
      n_mod_since_analyze: string | number;
      analyzed: boolean;
    }>`
      SELECT n_live_tup, n_mod_since_analyze,
             (last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL) AS analyzed
      FROM pg_stat_user_tables WHERE relname = ${table}`.execute(db);
    const row = stats.rows[0];
    const live = Number(row?.n_live_tup ?? 0);
    const changed = Number(row?.n_mod_since_analyze ?? 0);
    if (row === undefined || !row.analyzed || changed > Math.max(1000, live / 10)) {
      await sql`ANALYZE ${sql.table(table)}`.execute(db);
      analyzed.push(table);
    }
  }
  return analyzed;
}
