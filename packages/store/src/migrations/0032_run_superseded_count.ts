import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * `calculation_runs.superseded_count`: how many earlier current results the run's results
 * superseded, written by the run's `finish` with its other counts. The request that calculates
 * answered it, but nothing stored it, so a run read later (`GET /api/calculations/{id}`, a
 * calculation job's answer) could not say it.
 *
 * Existing runs are counted from their results: a result is superseded once, by one newer result
 * (`superseded_by`, set once, see 0001), so the results pointing at a run's results are exactly the
 * ones its `finish` superseded. One set-based statement, hashed, linear in the results.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE calculation_runs ADD COLUMN superseded_count integer
       CONSTRAINT calculation_runs_superseded_count_check CHECK (superseded_count >= 0)`,
    `UPDATE calculation_runs SET superseded_count = 0 WHERE status = 'completed'`,
    `UPDATE calculation_runs AS r SET superseded_count = counted.n
       FROM (SELECT newer.calculation_run_id AS run_id, count(*)::integer AS n
               FROM emission_results AS old
               JOIN emission_results AS newer
                 ON newer.organization_id = old.organization_id AND newer.id = old.superseded_by
              GROUP BY newer.calculation_run_id) AS counted
      WHERE r.id = counted.run_id`,
  ]);
}
