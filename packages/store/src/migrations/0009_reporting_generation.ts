import type { Kysely } from 'kysely';
import { appendOnly, noTruncate, run, tenantTable } from './sql.js';

/**
 * Report generation (issue 5).
 *
 * - `report_framework_catalogue`: the frameworks this deployment can report in (built-in and plugin
 *   frameworks, registered by the server at start-up). Frameworks are code shipped with the build,
 *   the same for every organization, so the catalogue is global, not a tenant table: the
 *   application role may only read it, and each (code, version) is immutable (a changed definition
 *   is a new version). 0003's per-organization `report_frameworks` table stays unused.
 * - `report_template_versions`: every change of an organization's template is a new, immutable
 *   version; `report_templates` keeps the current version number, and a report records the
 *   framework version and template version it used.
 * - `reports`: status `queued` → `running` → `complete` | `failed` (back to `queued` while a failed
 *   attempt waits for its retry), attempts, the last failure's reason, the artifact list with
 *   per-file SHA-256, the content hash and the totals the public lookup shows. A complete report
 *   carries all of them (CHECK), and from then on no UPDATE changes it; no report is ever deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE report_framework_catalogue (
       code text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9_-]*$'),
       version text NOT NULL CHECK (length(version) BETWEEN 1 AND 50),
       name text NOT NULL,
       source text NOT NULL CHECK (source IN ('built-in', 'plugin')),
       definition jsonb NOT NULL,
       definition_hash text NOT NULL CHECK (definition_hash ~ '^[0-9a-f]{64}$'),
       registered_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (code, version))`,
    ...appendOnly('report_framework_catalogue', true),
    'GRANT SELECT ON report_framework_catalogue TO ctp_app',
    'GRANT SELECT, INSERT ON report_framework_catalogue TO ctp_system',

    `ALTER TABLE report_templates
       ADD COLUMN current_version integer NOT NULL DEFAULT 1 CHECK (current_version >= 1),
       ADD COLUMN archived_at timestamptz`,
    `CREATE TABLE report_template_versions (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       template_id uuid NOT NULL,
       version integer NOT NULL CHECK (version >= 1),
       name text NOT NULL,
       content jsonb NOT NULL,
       created_by uuid,
       created_at timestamptz NOT NULL DEFAULT now(),
       CONSTRAINT report_template_versions_key UNIQUE (organization_id, template_id, version),
       FOREIGN KEY (organization_id, template_id) REFERENCES report_templates (organization_id, id))`,
    ...tenantTable('report_template_versions', 'SELECT, INSERT'),
    ...appendOnly('report_template_versions', true),
    // Rows of the former statuses get the new names before the CHECK is added.
    `UPDATE reports SET status = CASE status WHEN 'generated' THEN 'complete' WHEN 'pending' THEN 'queued' ELSE status END`,
    `ALTER TABLE reports
       ADD COLUMN template_version integer,
       ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
       ADD COLUMN failure_reason text,
       ADD COLUMN artifacts jsonb,
       ADD COLUMN totals jsonb,
       ADD COLUMN queue_job_id text,
       ADD COLUMN started_at timestamptz,
       ADD COLUMN finished_at timestamptz,
       ADD CONSTRAINT reports_status_check CHECK (status IN ('queued', 'running', 'complete', 'failed')),
       ADD CONSTRAINT reports_complete_check CHECK (status <> 'complete' OR (content_hash IS NOT NULL
         AND verification_code IS NOT NULL AND artifacts IS NOT NULL AND totals IS NOT NULL AND generated_at IS NOT NULL)),
       ADD CONSTRAINT reports_verification_code_format CHECK (verification_code ~ '^CTP-[0-9]{4}-[A-Z2-9]{4}$') NOT VALID,
       ADD CONSTRAINT reports_template_version_fkey FOREIGN KEY (organization_id, template_id, template_version)
         REFERENCES report_template_versions (organization_id, template_id, version),
       ADD CONSTRAINT reports_framework_fkey FOREIGN KEY (framework_code, framework_version)
         REFERENCES report_framework_catalogue (code, version) NOT VALID`,
    // A complete report is immutable, and no report is deleted (an audited record of what was issued).
    `CREATE FUNCTION ctp_guard_report() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'DELETE' THEN
         RAISE EXCEPTION 'reports are never deleted' USING ERRCODE = 'integrity_constraint_violation';
       END IF;
       IF OLD.status = 'complete' THEN
         RAISE EXCEPTION 'report % is complete and immutable', OLD.id USING ERRCODE = 'integrity_constraint_violation';
       END IF;
       RETURN NEW;
     END $$`,
    'CREATE TRIGGER reports_guard BEFORE UPDATE OR DELETE ON reports FOR EACH ROW EXECUTE FUNCTION ctp_guard_report()',
    noTruncate('reports'),
    'REVOKE DELETE ON reports FROM ctp_app, ctp_system',
    'CREATE INDEX reports_org_status_idx ON reports (organization_id, status)',
  ]);
}
