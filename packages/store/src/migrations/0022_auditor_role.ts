import type { Kysely } from 'kysely';
import { noTruncate, pagingIndex, run, tenantTable } from './sql.js';

const ROLE_COLUMNS = ['users', 'role_mappings', 'sessions', 'api_tokens'] as const;
const ROLES = "('ORG_ADMIN', 'ORG_MEMBER', 'AUDITOR', 'READ_ONLY')";

/**
 * The AUDITOR role (issue 18): read-only everywhere in its organization, and also reads the audit
 * log. It is assignable wherever a role is (users, role mappings, sessions, API tokens).
 *
 * AUDITOR and ORG_MEMBER are not comparable (one reads the audit log, the other writes data), so the
 * rank the token trigger used no longer orders the roles. `ctp_role_within(role, holder)` replaces it:
 * a role lies within another when it is the same, when the holder is ORG_ADMIN, or when it is
 * READ_ONLY. A token of an ORG_MEMBER can therefore never be an AUDITOR token, nor the other way round.
 *
 * Restated reports: `reports.replaces_report_id` names the report a new one replaces, so the old
 * verification code can say it was superseded, and by which code.
 *
 * Request lists (`audit_requests`): an auditor asks for a document or an explanation on one result of
 * a period; the organization answers with a note and, once the evidence store exists, a reference
 * to an evidence item (`evidence_id`, no foreign key yet: table `evidence` is added beside this one).
 * Asked once, answered once: the question never changes and an answer is never rewritten (trigger).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    ...ROLE_COLUMNS.flatMap((table) => [
      `ALTER TABLE ${table} DROP CONSTRAINT ${table}_role_check`,
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_role_check CHECK (role IN ${ROLES})`,
    ]),
    `CREATE FUNCTION ctp_role_within(role text, holder text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
       SELECT role = holder OR holder = 'ORG_ADMIN' OR role = 'READ_ONLY' $$`,
    `CREATE OR REPLACE FUNCTION ctp_api_token_within_creator() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       creator_role text;
       creator_disabled boolean;
     BEGIN
       IF NEW.created_by IS NULL THEN RETURN NEW; END IF;
       SELECT role, disabled INTO creator_role, creator_disabled
         FROM users WHERE id = NEW.created_by AND organization_id = NEW.organization_id;
       IF creator_role IS NULL OR creator_disabled OR NOT ctp_role_within(NEW.role, creator_role) THEN
         RAISE EXCEPTION 'an API token cannot grant more than its creator holds'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'api_tokens_within_creator';
       END IF;
       RETURN NEW;
     END $$`,
    // A restated report names the report it replaces, in the same organization, never itself.
    `ALTER TABLE reports
       ADD COLUMN replaces_report_id uuid,
       ADD CONSTRAINT reports_replaces_fkey FOREIGN KEY (organization_id, replaces_report_id)
         REFERENCES reports (organization_id, id),
       ADD CONSTRAINT reports_replaces_not_itself CHECK (replaces_report_id <> id)`,
    'CREATE INDEX reports_replaces_idx ON reports (replaces_report_id) WHERE replaces_report_id IS NOT NULL',

    `CREATE TABLE audit_requests (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       period_id uuid NOT NULL,
       result_id uuid NOT NULL,
       message text NOT NULL CHECK (length(btrim(message)) BETWEEN 1 AND 5000),
       requested_by uuid,
       requested_by_type text NOT NULL CHECK (requested_by_type IN ('user', 'api_token')),
       created_at timestamptz NOT NULL DEFAULT now(),
       answer text CHECK (answer IS NULL OR length(btrim(answer)) BETWEEN 1 AND 10000),
       evidence_id uuid,
       answered_by uuid,
       answered_by_type text CHECK (answered_by_type IN ('user', 'api_token')),
       answered_at timestamptz,
       CONSTRAINT audit_requests_org_id_key UNIQUE (organization_id, id),
       CONSTRAINT audit_requests_answered_check CHECK ((answered_at IS NULL) = (answer IS NULL)
         AND (answered_at IS NULL) = (answered_by_type IS NULL)),
       FOREIGN KEY (organization_id, period_id) REFERENCES reporting_periods (organization_id, id),
       FOREIGN KEY (organization_id, result_id) REFERENCES emission_results (organization_id, id))`,
    pagingIndex('audit_requests'),
    ...tenantTable('audit_requests', 'SELECT, INSERT, UPDATE'),
    noTruncate('audit_requests'),
    `CREATE FUNCTION ctp_audit_request_guard() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF OLD.answered_at IS NOT NULL OR NEW.answered_at IS NULL
          OR (to_jsonb(NEW) - ARRAY['answer', 'evidence_id', 'answered_by', 'answered_by_type', 'answered_at'])
             <> (to_jsonb(OLD) - ARRAY['answer', 'evidence_id', 'answered_by', 'answered_by_type', 'answered_at']) THEN
         RAISE EXCEPTION 'an audit request is answered once; its question never changes'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'audit_requests_answer_once';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER audit_requests_guard BEFORE UPDATE ON audit_requests
       FOR EACH ROW EXECUTE FUNCTION ctp_audit_request_guard()`,
  ]);
}
