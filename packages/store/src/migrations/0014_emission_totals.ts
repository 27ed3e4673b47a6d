import type { Kysely } from 'kysely';
import { run, tenantTable } from './sql.js';

/** The grouping columns of `emission_totals`, in key order. */
const KEY = 'organization_id, period_start, period_end, scope, method, category, facility_id';

/** Adds the grouped sums of newly current results (`rows`, a query) to `emission_totals`. */
function addTotals(rows: string): string {
  return `INSERT INTO emission_totals AS t (${KEY}, co2e_kg, biogenic_co2_kg, results)
      SELECT ${KEY}, sum(co2e_kg), sum(biogenic_co2_kg), count(*)
      FROM (${rows}) AS changed
      GROUP BY ${KEY}
      ORDER BY ${KEY}
      ON CONFLICT (${KEY}) DO UPDATE SET
        co2e_kg = t.co2e_kg + EXCLUDED.co2e_kg,
        biogenic_co2_kg = t.biogenic_co2_kg + EXCLUDED.biogenic_co2_kg,
        results = t.results + EXCLUDED.results;`;
}

/**
 * Subtracts the grouped sums of results that stopped counting (`rows`, a query) and removes groups
 * left empty. Every group must already be kept: one that is not means the totals were changed
 * behind the triggers' back, and the statement fails rather than keep a wrong total.
 */
function subtractTotals(rows: string): string {
  const same = KEY.split(', ')
    .map((c) => `t.${c} IS NOT DISTINCT FROM c.${c}`)
    .join(' AND ');
  return `WITH c AS (
        SELECT ${KEY}, sum(co2e_kg) AS co2e_kg, sum(biogenic_co2_kg) AS biogenic_co2_kg, count(*) AS results
        FROM (${rows}) AS changed GROUP BY ${KEY}),
      u AS (
        UPDATE emission_totals t SET
          co2e_kg = t.co2e_kg - c.co2e_kg,
          biogenic_co2_kg = t.biogenic_co2_kg - c.biogenic_co2_kg,
          results = t.results - c.results
        FROM c WHERE ${same} RETURNING 1)
      SELECT (SELECT count(*) FROM c), (SELECT count(*) FROM u) INTO expected, updated;
      IF expected <> updated THEN
        RAISE EXCEPTION 'emission_totals is out of step with emission_results (% groups to subtract, % kept)',
          expected, updated USING ERRCODE = 'data_corrupted';
      END IF;
      DELETE FROM emission_totals WHERE results = 0;`;
}

const RESULT_COLUMNS =
  'r.organization_id, r.period_start, r.period_end, r.scope, r.method, r.category, r.facility_id, r.co2e_kg, r.biogenic_co2_kg';

/**
 * `emission_totals`: the sums of current emission results per organization, period (the results'
 * own start and end dates), scope, Scope 2 method, category and facility, kept by statement-level
 * triggers with transition tables as results are inserted and superseded and as activity versions
 * are superseded. The dashboard and `GET /api/results/summary` read a few thousand of these rows
 * instead of summing a million results; filtering on the stored start and end dates keeps the
 * results' own overlap rule, so both paths give the same exact `numeric` sums.
 *
 * The triggers run as the caller (so row-level security decides which activities they see, as it
 * does for the results); the application roles may write the table only from inside those
 * triggers (`pg_trigger_depth()`), so a total cannot be edited by hand. Existing results are summed
 * once here, with row-level security lifted on the three tables for this transaction only, because
 * the migrating owner is itself subject to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE emission_totals (
       organization_id uuid NOT NULL REFERENCES organizations (id),
       period_start date NOT NULL,
       period_end date NOT NULL,
       scope smallint NOT NULL CHECK (scope IN (1, 2, 3)),
       method text CHECK (method IN ('location_based', 'market_based')),
       category text NOT NULL,
       facility_id uuid,
       co2e_kg numeric NOT NULL,
       biogenic_co2_kg numeric NOT NULL,
       results bigint NOT NULL CHECK (results >= 0))`,
    `CREATE UNIQUE INDEX emission_totals_key ON emission_totals (${KEY}) NULLS NOT DISTINCT`,
    ...tenantTable('emission_totals', 'SELECT, INSERT, UPDATE, DELETE'),
    `CREATE FUNCTION ctp_emission_totals_written_by_triggers() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF pg_trigger_depth() < 2 THEN
         RAISE EXCEPTION 'emission_totals is kept by the emission_results triggers and cannot be written directly'
           USING ERRCODE = 'insufficient_privilege';
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER emission_totals_guard BEFORE INSERT OR UPDATE OR DELETE ON emission_totals
       FOR EACH STATEMENT EXECUTE FUNCTION ctp_emission_totals_written_by_triggers()`,
    'CREATE TRIGGER emission_totals_no_truncate BEFORE TRUNCATE ON emission_totals FOR EACH STATEMENT EXECUTE FUNCTION ctp_forbid_mutation()',
    `CREATE FUNCTION ctp_emission_totals_on_results_insert() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       ${addTotals(
         `SELECT ${RESULT_COLUMNS} FROM inserted r
          JOIN raw_activity_data a ON a.organization_id = r.organization_id AND a.id = r.activity_id
          WHERE r.superseded_at IS NULL AND a.superseded_at IS NULL`,
       )}
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER emission_results_totals_insert AFTER INSERT ON emission_results
       REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ctp_emission_totals_on_results_insert()`,
    `CREATE FUNCTION ctp_emission_totals_on_results_supersede() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE expected bigint; updated bigint;
     BEGIN
       ${subtractTotals(
         `SELECT ${RESULT_COLUMNS} FROM before_update r
          JOIN after_update n ON n.id = r.id
          JOIN raw_activity_data a ON a.organization_id = r.organization_id AND a.id = r.activity_id
          WHERE r.superseded_at IS NULL AND n.superseded_at IS NOT NULL AND a.superseded_at IS NULL`,
       )}
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER emission_results_totals_supersede AFTER UPDATE ON emission_results
       REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
       FOR EACH STATEMENT EXECUTE FUNCTION ctp_emission_totals_on_results_supersede()`,
    `CREATE FUNCTION ctp_emission_totals_on_activity_supersede() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE expected bigint; updated bigint;
     BEGIN
       ${subtractTotals(
         `SELECT ${RESULT_COLUMNS} FROM before_update o
          JOIN after_update n ON n.id = o.id
          JOIN emission_results r ON r.organization_id = o.organization_id AND r.activity_id = o.id
          WHERE o.superseded_at IS NULL AND n.superseded_at IS NOT NULL AND r.superseded_at IS NULL`,
       )}
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER raw_activity_data_totals_supersede AFTER UPDATE ON raw_activity_data
       REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
       FOR EACH STATEMENT EXECUTE FUNCTION ctp_emission_totals_on_activity_supersede()`,
    // The backfill: as the owner, with row-level security not forced for this transaction only.
    'ALTER TABLE emission_results NO FORCE ROW LEVEL SECURITY',
    'ALTER TABLE raw_activity_data NO FORCE ROW LEVEL SECURITY',
    'ALTER TABLE emission_totals NO FORCE ROW LEVEL SECURITY',
    'ALTER TABLE emission_totals DISABLE TRIGGER emission_totals_guard',
    `INSERT INTO emission_totals (${KEY}, co2e_kg, biogenic_co2_kg, results)
       SELECT ${KEY}, sum(co2e_kg), sum(biogenic_co2_kg), count(*)
       FROM (SELECT ${RESULT_COLUMNS} FROM emission_results r
             JOIN raw_activity_data a ON a.organization_id = r.organization_id AND a.id = r.activity_id
             WHERE r.superseded_at IS NULL AND a.superseded_at IS NULL) AS current
       GROUP BY ${KEY}`,
    'ALTER TABLE emission_totals ENABLE TRIGGER emission_totals_guard',
    'ALTER TABLE emission_totals FORCE ROW LEVEL SECURITY',
    'ALTER TABLE raw_activity_data FORCE ROW LEVEL SECURITY',
    'ALTER TABLE emission_results FORCE ROW LEVEL SECURITY',
  ]);
}
