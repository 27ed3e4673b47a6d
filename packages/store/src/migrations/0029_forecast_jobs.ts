import type { Kysely } from 'kysely';
import { run, tenantTable } from './sql.js';

/**
 * Forecast jobs (issue 22): a forecasting request whose fit would take more than a few seconds is
 * worked by a job worker instead of in the request. `forecast_jobs` is the tenant's side of such a
 * job (the queue's own tables belong to the owner and know no organization): its id is the queue's
 * job id, and it says whose it is, who asked, and how it ended, either the recorded forecast run or
 * the problem that stopped the fit. A job settles once: a trigger refuses any other change, and
 * deletion is not granted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE forecast_jobs (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       kind text NOT NULL CHECK (kind IN ('projection', 'scenario_comparison', 'gap_analysis', 'initiatives')),
       requested_by uuid,
       created_at timestamptz NOT NULL DEFAULT now(),
       run_id uuid REFERENCES forecast_runs (id),
       failure jsonb,
       settled_at timestamptz,
       CONSTRAINT forecast_jobs_one_outcome CHECK (
         (run_id IS NULL AND failure IS NULL AND settled_at IS NULL)
         OR (settled_at IS NOT NULL AND (run_id IS NULL) <> (failure IS NULL)))
     )`,
    'CREATE INDEX forecast_jobs_org_created_idx ON forecast_jobs (organization_id, created_at, id)',
    `CREATE FUNCTION ctp_forecast_job_settle_once() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF OLD.settled_at IS NOT NULL
          OR (to_jsonb(NEW) - 'run_id' - 'failure' - 'settled_at')
             IS DISTINCT FROM (to_jsonb(OLD) - 'run_id' - 'failure' - 'settled_at') THEN
         RAISE EXCEPTION 'a forecast job settles once, with its run or its failure, and never changes after'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'forecast_jobs_settle_once';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER forecast_jobs_settle_once BEFORE UPDATE ON forecast_jobs
       FOR EACH ROW EXECUTE FUNCTION ctp_forecast_job_settle_once()`,
    ...tenantTable('forecast_jobs', 'SELECT, INSERT, UPDATE'),
  ]);
}
