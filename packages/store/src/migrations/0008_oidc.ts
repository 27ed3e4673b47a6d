import type { Kysely } from 'kysely';
import { run, tenantTable } from './sql.js';

/**
 * Federated sign-in (issue 4): provider settings on `auth_configs` (audience of machine tokens, name of
 * the group claim, the development-only plain-HTTP switch, one configuration per organization); the
 * default role mapping (kind `default`, priority 0, no value); the issuer beside the OIDC subject of a
 * user; and the pending authorization requests, kept in the database so any server process can
 * complete a sign-in another one started, each consumed once (the row stays, marked consumed, until it
 * expires, so a replayed state is recognized and audited in its organization).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE auth_configs
       ADD COLUMN audience text,
       ADD COLUMN group_claim text NOT NULL DEFAULT 'groups',
       ADD COLUMN allow_insecure_http boolean NOT NULL DEFAULT false,
       ADD CONSTRAINT auth_configs_organization_key UNIQUE (organization_id)`,
    'CREATE INDEX auth_configs_issuer_idx ON auth_configs (issuer) WHERE enabled',
    'ALTER TABLE role_mappings DROP CONSTRAINT role_mappings_kind_check',
    'ALTER TABLE role_mappings ALTER COLUMN value DROP NOT NULL',
    `ALTER TABLE role_mappings
       ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
       ADD CONSTRAINT role_mappings_kind_check CHECK (kind IN ('email_domain', 'group', 'attribute', 'default')),
       ADD CONSTRAINT role_mappings_default_check CHECK ((kind = 'default') = (value IS NULL)),
       ADD CONSTRAINT role_mappings_default_priority_check CHECK (kind <> 'default' OR priority = 0)`,
    `CREATE UNIQUE INDEX role_mappings_one_default_key ON role_mappings (organization_id, auth_config_id)
       WHERE kind = 'default'`,
    'ALTER TABLE users ADD COLUMN oidc_issuer text',
    'DROP INDEX users_org_oidc_subject_key',
    `CREATE UNIQUE INDEX users_org_oidc_identity_key ON users (organization_id, oidc_issuer, oidc_subject)
       WHERE oidc_subject IS NOT NULL`,
    `CREATE TABLE oidc_authorization_states (
       state_hash text PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       auth_config_id uuid NOT NULL,
       sealed_secrets text NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       expires_at timestamptz NOT NULL,
       consumed_at timestamptz,
       FOREIGN KEY (organization_id, auth_config_id) REFERENCES auth_configs (organization_id, id) ON DELETE CASCADE)`,
    'CREATE INDEX oidc_authorization_states_expires_idx ON oidc_authorization_states (organization_id, expires_at)',
    ...tenantTable('oidc_authorization_states', 'SELECT, INSERT, UPDATE, DELETE'),
  ]);
}
