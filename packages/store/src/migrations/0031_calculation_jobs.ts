import type { Kysely } from 'kysely';
import { jobOutcomeColumns, pagingIndex, run, tenantTable } from './sql.js';

/**
 * Calculation jobs (issue 22, step 1 of spreading a run over workers): a calculation of more
 * activities than the server calculates inside a request is worked by a job worker. As with
 * `forecast_jobs` (0029), `calculation_jobs` is the tenant's side of the queued job: its id is the
 * queue's job id, it says whose it is, who asked and what (`request`: the selection and options),
 * and how it ended, either the calculation run it stored or the problem that stopped it. A job
 * settles once (the trigger refuses any other change, with the same rule as 0029 written once for
 * any such table), and deletion is not granted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE calculation_jobs (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       requested_by uuid,
       request jsonb NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       ${jobOutcomeColumns('calculation_jobs', 'calculation_runs')}
     )`,
    pagingIndex('calculation_jobs'),
    // Any job table with run_id, failure and settled_at: they are set once, nothing else ever changes.
    `CREATE FUNCTION ctp_job_settle_once() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF OLD.settled_at IS NOT NULL
          OR (to_jsonb(NEW) - 'run_id' - 'failure' - 'settled_at')
             IS DISTINCT FROM (to_jsonb(OLD) - 'run_id' - 'failure' - 'settled_at') THEN
         RAISE EXCEPTION 'a job of % settles once, with its run or its failure, and never changes after', TG_TABLE_NAME
           USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_settle_once';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER calculation_jobs_settle_once BEFORE UPDATE ON calculation_jobs
       FOR EACH ROW EXECUTE FUNCTION ctp_job_settle_once()`,
    ...tenantTable('calculation_jobs', 'SELECT, INSERT, UPDATE'),
  ]);
}
