import type { Kysely } from 'kysely';
import { noTruncate, pagingIndex, run, tenantTable } from './sql.js';

/** SQLSTATE of a write refused because its dates fall in a locked reporting period (see `PeriodLockedError`). */
export const PERIOD_LOCKED_SQLSTATE = 'CTPLK';

/** The causes of a restatement, which are also the triggers of a base-year recalculation policy. */
const CAUSES = "('structural_change', 'methodology_or_factor_change', 'discovered_error')";

/**
 * Refuses the statement when any changed row (`changed`, a transition table, or a query over it)
 * has dates overlapping a locked period of its organization. Overlapping periods are locked
 * `FOR SHARE`, so a write and the lock of its period are serialized (the lock's `FOR UPDATE` waits
 * for in-flight writes and they wait for it, then see it locked).
 */
function refuseLocked(rows: string): string {
  return `
     DECLARE p record;
     BEGIN
       SELECT rp.id, rp.name, rp.period_start, rp.period_end INTO p
       FROM reporting_periods rp
       JOIN (${rows}) AS c ON rp.organization_id = c.organization_id
         AND rp.period_start <= c.period_end AND rp.period_end >= c.period_start
       WHERE rp.status = 'locked'
       ORDER BY rp.period_start LIMIT 1;
       IF FOUND THEN
         RAISE EXCEPTION 'reporting period "%" (% to %) is locked: % on % refused', p.name, p.period_start, p.period_end, TG_OP, TG_TABLE_NAME
           USING ERRCODE = '${PERIOD_LOCKED_SQLSTATE}',
                 DETAIL = json_build_object('periodId', p.id, 'name', p.name, 'periodStart', p.period_start,
                   'periodEnd', p.period_end, 'table', TG_TABLE_NAME, 'operation', TG_OP)::text;
       END IF;
       PERFORM 1 FROM reporting_periods rp
       JOIN (${rows}) AS c ON rp.organization_id = c.organization_id
         AND rp.period_start <= c.period_end AND rp.period_end >= c.period_start
       FOR SHARE OF rp;
       RETURN NULL;
     END`;
}

/** The statement-level lock trigger of `table` for `op`, over its inserted (NEW) or updated (OLD) rows. */
function lockTrigger(table: string, op: 'INSERT' | 'UPDATE', fn: string): string {
  const transition = op === 'INSERT' ? 'NEW TABLE AS changed' : 'OLD TABLE AS changed';
  return `CREATE TRIGGER ${table}_period_lock_${op.toLowerCase()} AFTER ${op} ON ${table}
     REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`;
}

/**
 * Period close, base year and restatements (issue 18).
 *
 * - `reporting_periods`: an organization's reporting periods (never overlapping) and their close
 *   status `draft → submitted → approved → locked`. A guard trigger allows only those steps, keeps
 *   the approver different from the submitter, keeps a locked period's row as it is, and lets a
 *   locked period go back to `draft` only while an open restatement of it exists (so every reopening
 *   is recorded with its reason). Never deleted.
 * - Lock triggers on `raw_activity_data` (insert, supersede), `emission_results` (insert,
 *   supersede), `calculation_records` (insert, by the activity's dates) and `calculation_runs`
 *   (insert of a period run): a row whose dates overlap a locked period is refused with SQLSTATE
 *   `CTPLK` and a JSON DETAIL naming the period. They run as the caller, so they hold for `ctp_app`.
 * - `base_year_policies`: the organization's base year, significance threshold (percent of the
 *   base-year total, default 5) and the causes that call for a base-year recalculation.
 * - `restatements`: opened when a locked period is reopened (cause, reason, who, the totals by
 *   scope as locked), completed once when the period is locked again (the new totals, the change
 *   against the threshold, who approved it). No row is deleted; a completed row never changes and
 *   an open one may only be completed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE reporting_periods (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
       period_start date NOT NULL,
       period_end date NOT NULL,
       status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'locked')),
       created_by uuid NOT NULL,
       submitted_by uuid,
       submitted_at timestamptz,
       approved_by uuid,
       approved_at timestamptz,
       locked_by uuid,
       locked_at timestamptz,
       locked_totals jsonb,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       CHECK (period_end >= period_start),
       CHECK (approved_by IS NULL OR approved_by <> submitted_by),
       CHECK ((status = 'locked') = (locked_totals IS NOT NULL AND locked_by IS NOT NULL)),
       CONSTRAINT reporting_periods_org_id_key UNIQUE (organization_id, id),
       FOREIGN KEY (organization_id, created_by) REFERENCES users (organization_id, id),
       FOREIGN KEY (organization_id, submitted_by) REFERENCES users (organization_id, id),
       FOREIGN KEY (organization_id, approved_by) REFERENCES users (organization_id, id),
       FOREIGN KEY (organization_id, locked_by) REFERENCES users (organization_id, id))`,
    pagingIndex('reporting_periods'),
    'CREATE INDEX reporting_periods_dates_idx ON reporting_periods (organization_id, period_start, period_end)',
    ...tenantTable('reporting_periods', 'SELECT, INSERT, UPDATE'),
    noTruncate('reporting_periods'),
    `CREATE FUNCTION ctp_reporting_period_no_overlap() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_advisory_xact_lock(hashtextextended('ctp.reporting_periods:' || NEW.organization_id::text, 0));
       IF EXISTS (SELECT 1 FROM reporting_periods WHERE organization_id = NEW.organization_id AND id <> NEW.id
                  AND period_start <= NEW.period_end AND period_end >= NEW.period_start) THEN
         RAISE EXCEPTION 'reporting periods of an organization may not overlap'
           USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'reporting_periods_no_overlap';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER reporting_periods_no_overlap BEFORE INSERT ON reporting_periods
       FOR EACH ROW EXECUTE FUNCTION ctp_reporting_period_no_overlap()`,
    `CREATE FUNCTION ctp_reporting_period_guard() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'DELETE' THEN
         RAISE EXCEPTION 'reporting periods are never deleted' USING ERRCODE = 'insufficient_privilege';
       END IF;
       IF NEW.id <> OLD.id OR NEW.organization_id <> OLD.organization_id OR NEW.period_start <> OLD.period_start
          OR NEW.period_end <> OLD.period_end OR NEW.created_by <> OLD.created_by OR NEW.created_at <> OLD.created_at THEN
         RAISE EXCEPTION 'a reporting period keeps its dates and creator' USING ERRCODE = 'insufficient_privilege';
       END IF;
       IF NEW.status = OLD.status THEN
         IF OLD.status = 'locked' AND (to_jsonb(NEW) - 'updated_at') <> (to_jsonb(OLD) - 'updated_at') THEN
           RAISE EXCEPTION 'reporting period % is locked and cannot change', OLD.id USING ERRCODE = 'insufficient_privilege';
         END IF;
         RETURN NEW;
       END IF;
       IF NOT ((OLD.status, NEW.status) IN (('draft', 'submitted'), ('submitted', 'approved'), ('approved', 'locked'),
               ('submitted', 'draft'), ('approved', 'draft'), ('locked', 'draft'))) THEN
         RAISE EXCEPTION 'reporting period % cannot go from % to %', OLD.id, OLD.status, NEW.status
           USING ERRCODE = 'check_violation', CONSTRAINT = 'reporting_periods_transition';
       END IF;
       IF OLD.status = 'locked' AND NOT EXISTS (SELECT 1 FROM restatements r WHERE r.organization_id = OLD.organization_id
            AND r.period_id = OLD.id AND r.completed_at IS NULL) THEN
         RAISE EXCEPTION 'reopening reporting period % needs an open restatement (reason and who)', OLD.id
           USING ERRCODE = 'check_violation', CONSTRAINT = 'reporting_periods_reopen_restatement';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER reporting_periods_guard BEFORE UPDATE OR DELETE ON reporting_periods
       FOR EACH ROW EXECUTE FUNCTION ctp_reporting_period_guard()`,
    `CREATE TABLE base_year_policies (
       organization_id uuid PRIMARY KEY REFERENCES organizations (id),
       base_year integer NOT NULL CHECK (base_year BETWEEN 1990 AND 2100),
       significance_threshold_percent numeric NOT NULL DEFAULT 5
         CHECK (significance_threshold_percent > 0 AND significance_threshold_percent <= 100),
       triggers jsonb NOT NULL DEFAULT '["structural_change", "methodology_or_factor_change", "discovered_error"]',
       updated_by uuid NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       CHECK (jsonb_typeof(triggers) = 'array'),
       FOREIGN KEY (organization_id, updated_by) REFERENCES users (organization_id, id))`,
    ...tenantTable('base_year_policies', 'SELECT, INSERT, UPDATE'),
    noTruncate('base_year_policies'),
    `CREATE TABLE restatements (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       period_id uuid NOT NULL,
       cause text NOT NULL CHECK (cause IN ${CAUSES}),
       reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 5000),
       reopened_by uuid NOT NULL,
       reopened_at timestamptz NOT NULL DEFAULT now(),
       old_totals jsonb NOT NULL,
       old_total_co2e_kg numeric NOT NULL,
       new_totals jsonb,
       new_total_co2e_kg numeric,
       delta_co2e_kg numeric,
       base_year integer,
       base_year_total_co2e_kg numeric,
       threshold_percent numeric,
       change_percent numeric,
       significant boolean,
       approved_by uuid,
       completed_at timestamptz,
       created_at timestamptz NOT NULL DEFAULT now(),
       CHECK ((completed_at IS NULL) = (approved_by IS NULL)),
       CHECK ((completed_at IS NULL) = (new_totals IS NULL)),
       CHECK ((completed_at IS NULL) = (new_total_co2e_kg IS NULL)),
       CHECK ((completed_at IS NULL) = (delta_co2e_kg IS NULL)),
       CHECK (delta_co2e_kg IS NULL OR delta_co2e_kg = new_total_co2e_kg - old_total_co2e_kg),
       CONSTRAINT restatements_org_id_key UNIQUE (organization_id, id),
       FOREIGN KEY (organization_id, period_id) REFERENCES reporting_periods (organization_id, id),
       FOREIGN KEY (organization_id, reopened_by) REFERENCES users (organization_id, id),
       FOREIGN KEY (organization_id, approved_by) REFERENCES users (organization_id, id))`,
    pagingIndex('restatements'),
    'CREATE UNIQUE INDEX restatements_one_open_key ON restatements (period_id) WHERE completed_at IS NULL',
    ...tenantTable('restatements', 'SELECT, INSERT, UPDATE'),
    noTruncate('restatements'),
    `CREATE FUNCTION ctp_restatement_guard() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE kept text[] := ARRAY['new_totals', 'new_total_co2e_kg', 'delta_co2e_kg', 'base_year',
       'base_year_total_co2e_kg', 'threshold_percent', 'change_percent', 'significant', 'approved_by', 'completed_at'];
     BEGIN
       IF TG_OP = 'INSERT' THEN
         IF NEW.completed_at IS NOT NULL OR NOT EXISTS (SELECT 1 FROM reporting_periods p
              WHERE p.organization_id = NEW.organization_id AND p.id = NEW.period_id AND p.status = 'locked') THEN
           RAISE EXCEPTION 'a restatement is opened, uncompleted, on a locked period'
             USING ERRCODE = 'check_violation', CONSTRAINT = 'restatements_opened_on_locked';
         END IF;
         RETURN NEW;
       END IF;
       IF TG_OP = 'DELETE' THEN
         RAISE EXCEPTION 'restatements are never deleted' USING ERRCODE = 'insufficient_privilege';
       END IF;
       IF OLD.completed_at IS NOT NULL OR NEW.completed_at IS NULL OR (to_jsonb(NEW) - kept) <> (to_jsonb(OLD) - kept) THEN
         RAISE EXCEPTION 'restatement % is immutable: an open one may only be completed, once', OLD.id
           USING ERRCODE = 'insufficient_privilege';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER restatements_guard BEFORE INSERT OR UPDATE OR DELETE ON restatements
       FOR EACH ROW EXECUTE FUNCTION ctp_restatement_guard()`,
    `CREATE FUNCTION ctp_period_lock_dated_rows() RETURNS trigger LANGUAGE plpgsql AS $$
     ${refuseLocked('SELECT organization_id, period_start, period_end FROM changed WHERE period_start IS NOT NULL')}
     $$`,
    `CREATE FUNCTION ctp_period_lock_records() RETURNS trigger LANGUAGE plpgsql AS $$
     ${refuseLocked(
       `SELECT a.organization_id, a.period_start, a.period_end FROM changed r
        JOIN raw_activity_data a ON a.organization_id = r.organization_id AND a.id = r.activity_id`,
     )}
     $$`,
    lockTrigger('raw_activity_data', 'INSERT', 'ctp_period_lock_dated_rows'),
    lockTrigger('raw_activity_data', 'UPDATE', 'ctp_period_lock_dated_rows'),
    lockTrigger('emission_results', 'INSERT', 'ctp_period_lock_dated_rows'),
    lockTrigger('emission_results', 'UPDATE', 'ctp_period_lock_dated_rows'),
    lockTrigger('calculation_runs', 'INSERT', 'ctp_period_lock_dated_rows'),
    lockTrigger('calculation_records', 'INSERT', 'ctp_period_lock_records'),
  ]);
}
