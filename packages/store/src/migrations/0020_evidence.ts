import type { Kysely } from 'kysely';
import { appendOnly, pagingIndex, run, tenantTable } from './sql.js';

/** The kinds of evidence a file can be (the column's check and the API's enum). */
export const EVIDENCE_KINDS = ['invoice', 'meter_reading', 'certificate', 'contract', 'other'] as const;

/**
 * Evidence files (issue 18).
 *
 * `evidence_files`: one row per version of an evidence item (`evidence_id`), attached to exactly
 * one activity (the version it was uploaded against, and its lineage, so evidence follows the
 * activity through corrections) or one facility. The bytes live in the artifact store under
 * `storage_key`, with their SHA-256, size and media type here. Rows are append-only (no UPDATE,
 * DELETE or TRUNCATE for any role): a changed file is a new version. A guard trigger keeps the
 * versions of an item contiguous and on the item's subject, and the lineage equal to the activity's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = EVIDENCE_KINDS.map((k) => `'${k}'`).join(', ');
  await run(db, [
    `CREATE TABLE evidence_files (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       evidence_id uuid NOT NULL,
       version integer NOT NULL CHECK (version > 0),
       activity_id uuid,
       activity_lineage_id uuid,
       facility_id uuid,
       kind text NOT NULL CHECK (kind IN (${kinds})),
       file_name text NOT NULL CHECK (length(btrim(file_name)) BETWEEN 1 AND 255),
       media_type text NOT NULL CHECK (length(media_type) BETWEEN 3 AND 255),
       size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
       sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
       storage_key text NOT NULL UNIQUE,
       uploaded_by uuid,
       uploaded_by_type text NOT NULL CHECK (uploaded_by_type IN ('user', 'api_token')),
       created_at timestamptz NOT NULL DEFAULT now(),
       CHECK ((activity_id IS NULL) <> (facility_id IS NULL)),
       CHECK ((activity_id IS NULL) = (activity_lineage_id IS NULL)),
       CONSTRAINT evidence_files_version_key UNIQUE (organization_id, evidence_id, version),
       FOREIGN KEY (organization_id, activity_id) REFERENCES raw_activity_data (organization_id, id),
       FOREIGN KEY (organization_id, facility_id) REFERENCES facilities (organization_id, id))`,
    pagingIndex('evidence_files'),
    'CREATE INDEX evidence_files_lineage_idx ON evidence_files (organization_id, activity_lineage_id) WHERE activity_lineage_id IS NOT NULL',
    'CREATE INDEX evidence_files_facility_idx ON evidence_files (organization_id, facility_id) WHERE facility_id IS NOT NULL',
    ...tenantTable('evidence_files', 'SELECT, INSERT'),
    ...appendOnly('evidence_files', true),
    `CREATE FUNCTION ctp_evidence_file_guard() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE prev evidence_files;
     BEGIN
       IF NEW.activity_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM raw_activity_data a
            WHERE a.organization_id = NEW.organization_id AND a.id = NEW.activity_id AND a.lineage_id = NEW.activity_lineage_id) THEN
         RAISE EXCEPTION 'evidence lineage must be the lineage of its activity'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'evidence_files_lineage';
       END IF;
       IF NEW.version = 1 THEN
         IF EXISTS (SELECT 1 FROM evidence_files WHERE organization_id = NEW.organization_id AND evidence_id = NEW.evidence_id) THEN
           RAISE EXCEPTION 'evidence % already has a first version', NEW.evidence_id
             USING ERRCODE = 'unique_violation', CONSTRAINT = 'evidence_files_version_key';
         END IF;
         RETURN NEW;
       END IF;
       SELECT * INTO prev FROM evidence_files WHERE organization_id = NEW.organization_id
         AND evidence_id = NEW.evidence_id AND version = NEW.version - 1;
       IF NOT FOUND OR prev.activity_lineage_id IS DISTINCT FROM NEW.activity_lineage_id
          OR prev.facility_id IS DISTINCT FROM NEW.facility_id OR prev.kind <> NEW.kind THEN
         RAISE EXCEPTION 'a new version of evidence % follows its last version, on the same subject and kind', NEW.evidence_id
           USING ERRCODE = 'check_violation', CONSTRAINT = 'evidence_files_versions';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER evidence_files_guard BEFORE INSERT ON evidence_files
       FOR EACH ROW EXECUTE FUNCTION ctp_evidence_file_guard()`,
  ]);
}
