import type { Kysely } from 'kysely';
import { appendOnly, noTruncate, pagingIndex, run, tenantTable } from './sql.js';

/** A movement line key: a scope, a Scope 2 method, a Scope 3 category (1–15) or a facility. */
const LINE_KEY =
  '^(scope1|scope2\\.(location_based|market_based)|scope3|scope3\\.category\\.([1-9]|1[0-5])|facility\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$';

/**
 * Return to draft and movement explanations (issue 18).
 *
 * - `period_returns`: a submitted or approved period sent back to draft, with the reason and who
 *   (append-only). The period guard of 0019 is replaced: `submitted → draft` and `approved → draft`
 *   now need a return row for that period, from that status, written in the same transaction
 *   (`created_at = now()`, the transaction's start); `locked → draft` still needs an open restatement.
 * - `movement_policies`: the organization's movement threshold (percent of the previous period's
 *   line, default 5 when no row exists). A table of its own rather than a column of
 *   `base_year_policies`: the movement check compares periods with each other, not with the base year.
 * - `movement_explanations`: why a total moved against the previous period, per period and line.
 *   Append-only: a new explanation supersedes the current one (`supersedes_id`), never updates it.
 *   The chain per line stays linear (one root per period and line, each row superseded at most
 *   once) and is written only while the period is a draft (read `FOR SHARE`, so a concurrent submit
 *   waits or is waited for). Each row keeps the figures it explained and the threshold then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE period_returns (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       period_id uuid NOT NULL,
       from_status text NOT NULL CHECK (from_status IN ('submitted', 'approved')),
       reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 5000),
       returned_by uuid NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       FOREIGN KEY (organization_id, period_id) REFERENCES reporting_periods (organization_id, id),
       FOREIGN KEY (organization_id, returned_by) REFERENCES users (organization_id, id))`,
    pagingIndex('period_returns'),
    'CREATE INDEX period_returns_period_idx ON period_returns (period_id, created_at)',
    ...tenantTable('period_returns', 'SELECT, INSERT'),
    ...appendOnly('period_returns', true),
    `CREATE OR REPLACE FUNCTION ctp_reporting_period_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
       IF OLD.status IN ('submitted', 'approved') AND NEW.status = 'draft' AND NOT EXISTS (
            SELECT 1 FROM period_returns r WHERE r.organization_id = OLD.organization_id AND r.period_id = OLD.id
              AND r.from_status = OLD.status AND r.created_at = now()) THEN
         RAISE EXCEPTION 'returning reporting period % to draft needs a return (reason and who) in the same transaction', OLD.id
           USING ERRCODE = 'check_violation', CONSTRAINT = 'reporting_periods_return_reason';
       END IF;
       RETURN NEW;
     END $$`,

    `CREATE TABLE movement_policies (
       organization_id uuid PRIMARY KEY REFERENCES organizations (id),
       threshold_percent numeric NOT NULL CHECK (threshold_percent > 0 AND threshold_percent <= 1000),
       updated_by uuid NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       FOREIGN KEY (organization_id, updated_by) REFERENCES users (organization_id, id))`,
    ...tenantTable('movement_policies', 'SELECT, INSERT, UPDATE'),
    noTruncate('movement_policies'),

    `CREATE TABLE movement_explanations (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       period_id uuid NOT NULL,
       line_key text NOT NULL CHECK (line_key ~ '${LINE_KEY}'),
       explanation text NOT NULL CHECK (length(btrim(explanation)) BETWEEN 1 AND 5000),
       previous_co2e_kg numeric NOT NULL,
       current_co2e_kg numeric NOT NULL,
       threshold_percent numeric NOT NULL CHECK (threshold_percent > 0),
       supersedes_id uuid,
       explained_by uuid NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       CONSTRAINT movement_explanations_org_id_key UNIQUE (organization_id, id),
       CONSTRAINT movement_explanations_superseded_once UNIQUE (supersedes_id),
       FOREIGN KEY (organization_id, period_id) REFERENCES reporting_periods (organization_id, id),
       FOREIGN KEY (organization_id, supersedes_id) REFERENCES movement_explanations (organization_id, id),
       FOREIGN KEY (organization_id, explained_by) REFERENCES users (organization_id, id))`,
    pagingIndex('movement_explanations'),
    `CREATE UNIQUE INDEX movement_explanations_one_root ON movement_explanations (period_id, line_key)
       WHERE supersedes_id IS NULL`,
    ...tenantTable('movement_explanations', 'SELECT, INSERT'),
    ...appendOnly('movement_explanations', true),
    `CREATE FUNCTION ctp_movement_explanation_guard() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE status text;
     BEGIN
       SELECT p.status INTO status FROM reporting_periods p
         WHERE p.organization_id = NEW.organization_id AND p.id = NEW.period_id FOR SHARE;
       IF status IS DISTINCT FROM 'draft' THEN
         RAISE EXCEPTION 'movement explanations of period % are written while it is a draft (it is %)', NEW.period_id, status
           USING ERRCODE = 'check_violation', CONSTRAINT = 'movement_explanations_draft_only';
       END IF;
       IF NEW.supersedes_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM movement_explanations e
            WHERE e.organization_id = NEW.organization_id AND e.id = NEW.supersedes_id
              AND e.period_id = NEW.period_id AND e.line_key = NEW.line_key) THEN
         RAISE EXCEPTION 'an explanation supersedes one of the same period and line'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'movement_explanations_same_line';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER movement_explanations_guard BEFORE INSERT ON movement_explanations
       FOR EACH ROW EXECUTE FUNCTION ctp_movement_explanation_guard()`,
  ]);
}
