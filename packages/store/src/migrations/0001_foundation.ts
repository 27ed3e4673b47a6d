import type { Kysely } from 'kysely';
import { appendOnly, pagingIndex, run, SYSTEM, tenantTable } from './sql.js';

/**
 * Roles, guard functions, organizations, users, facilities, suppliers, the audit log and
 * idempotency keys. Role creation is idempotent (roles are cluster-wide on PostgreSQL); granting
 * them to the migrating user needs CREATEROLE on PostgreSQL 15 (or a superuser).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ctp_app') THEN
         BEGIN CREATE ROLE ctp_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
         EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END;
       END IF;
       IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ctp_system') THEN
         BEGIN CREATE ROLE ctp_system NOLOGIN NOSUPERUSER NOBYPASSRLS;
         EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END;
       END IF;
     END $$`,
    'GRANT ctp_app TO current_user',
    'GRANT ctp_system TO current_user',
    `CREATE FUNCTION ctp_forbid_mutation() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
     END $$`,
    `CREATE FUNCTION ctp_guard_supersede() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'DELETE' THEN
         RAISE EXCEPTION '% rows are never deleted', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
       END IF;
       IF OLD.superseded_by IS NOT NULL
          OR (to_jsonb(NEW) - 'superseded_at' - 'superseded_by') <> (to_jsonb(OLD) - 'superseded_at' - 'superseded_by') THEN
         RAISE EXCEPTION '% rows are immutable: only marking a current row superseded is allowed', TG_TABLE_NAME
           USING ERRCODE = 'insufficient_privilege';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TABLE organizations (
       id uuid PRIMARY KEY,
       public_org_id text NOT NULL CONSTRAINT organizations_public_org_id_key UNIQUE,
       slug text NOT NULL CONSTRAINT organizations_slug_key UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
       name text NOT NULL CHECK (length(name) > 0),
       settings jsonb NOT NULL DEFAULT '{}',
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now())`,
    'ALTER TABLE organizations ENABLE ROW LEVEL SECURITY',
    'ALTER TABLE organizations FORCE ROW LEVEL SECURITY',
    `CREATE POLICY tenant_isolation ON organizations USING (id = nullif(current_setting('ctp.organization_id', true), '')::uuid)
       WITH CHECK (id = nullif(current_setting('ctp.organization_id', true), '')::uuid)`,
    `CREATE POLICY system_access ON organizations TO ctp_system USING (${SYSTEM}) WITH CHECK (${SYSTEM})`,
    'GRANT SELECT, UPDATE ON organizations TO ctp_app',
    'GRANT SELECT, INSERT, UPDATE ON organizations TO ctp_system',
    `CREATE TABLE users (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       email text NOT NULL CHECK (email = lower(email) AND position('@' in email) > 1),
       name text NOT NULL,
       role text NOT NULL CHECK (role IN ('ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY')),
       password_hash text,
       oidc_subject text,
       disabled boolean NOT NULL DEFAULT false,
       last_login_at timestamptz,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       CONSTRAINT users_org_email_key UNIQUE (organization_id, email),
       CONSTRAINT users_org_id_key UNIQUE (organization_id, id))`,
    'CREATE UNIQUE INDEX users_org_oidc_subject_key ON users (organization_id, oidc_subject) WHERE oidc_subject IS NOT NULL',
    pagingIndex('users'),
    ...tenantTable('users', 'SELECT, INSERT, UPDATE, DELETE'),
    `CREATE TABLE facilities (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       name text NOT NULL CHECK (length(name) > 0),
       address text,
       country text CHECK (country ~ '^[A-Z]{2}$'),
       grid_region text,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       CONSTRAINT facilities_org_id_key UNIQUE (organization_id, id))`,
    pagingIndex('facilities'),
    ...tenantTable('facilities', 'SELECT, INSERT, UPDATE, DELETE'),
    `CREATE TABLE suppliers (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       name text NOT NULL,
       contact_email text,
       country text,
       attributes jsonb NOT NULL DEFAULT '{}',
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now())`,
    pagingIndex('suppliers'),
    ...tenantTable('suppliers', 'SELECT, INSERT, UPDATE, DELETE'),
    `CREATE TABLE audit_log (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       seq bigint NOT NULL CHECK (seq > 0),
       occurred_at timestamptz NOT NULL,
       actor_type text NOT NULL,
       actor_id text,
       action text NOT NULL,
       entity_type text NOT NULL,
       entity_id text,
       details jsonb NOT NULL DEFAULT '{}',
       request_id text,
       prev_hash text NOT NULL CHECK (prev_hash ~ '^[0-9a-f]{64}$'),
       hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
       CONSTRAINT audit_log_org_seq_key UNIQUE (organization_id, seq),
       CONSTRAINT audit_log_org_prev_hash_key UNIQUE (organization_id, prev_hash))`,
    'CREATE INDEX audit_log_org_occurred_idx ON audit_log (organization_id, occurred_at, id)',
    ...tenantTable('audit_log', 'SELECT, INSERT'),
    ...appendOnly('audit_log', true),
    `CREATE TABLE idempotency_keys (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       scope text NOT NULL,
       key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
       request_hash text NOT NULL,
       status_code integer,
       response jsonb,
       created_at timestamptz NOT NULL DEFAULT now(),
       expires_at timestamptz NOT NULL,
       CONSTRAINT idempotency_keys_org_scope_key_key UNIQUE (organization_id, scope, key))`,
    ...tenantTable('idempotency_keys', 'SELECT, INSERT, UPDATE, DELETE'),
  ]);
}
