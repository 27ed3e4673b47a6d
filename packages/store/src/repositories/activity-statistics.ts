import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.js';

/**
 * Refreshes the query planner's statistics of the activity table after a bulk load, as
 * PostgreSQL's advice on populating a database says. Without it the planner still believes the
 * table is as small as before the load (PGlite runs no autovacuum at all, and PostgreSQL's may not
 * have run yet), and can choose a plan that scans the whole period for every chunk of a
 * calculation. `ANALYZE` reads a sample of rows and writes only statistics, so it runs on the
 * connecting role outside any organization scope; a role that does not own the table gets a
 * warning from the database and the call does nothing.
 */
export async function analyzeActivityData(db: Kysely<Database>): Promise<void> {
  await sql`ANALYZE raw_activity_data`.execute(db);
}
