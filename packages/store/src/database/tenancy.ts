import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, NullableJson, NullableTimestamp, Timestamp, WithDefault } from './columns.js';

/** Roles of a user or API token within an organization. */
export type Role = 'ORG_ADMIN' | 'ORG_MEMBER' | 'AUDITOR' | 'READ_ONLY';

export interface OrganizationsTable {
  id: string;
  public_org_id: string;
  /** The `org_…` public id of an organization created before 0011 (public ids are UUIDs since). */
  legacy_public_org_id: ColumnType<string | null, string | null | undefined, string | null>;
  slug: string;
  name: string;
  settings: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: string;
  organization_id: string;
  email: string;
  name: string;
  role: Role;
  password_hash: string | null;
  oidc_subject: string | null;
  /** Issuer of `oidc_subject` (a subject is unique only within its issuer). */
  oidc_issuer: string | null;
  disabled: WithDefault<boolean>;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FacilitiesTable {
  id: string;
  organization_id: string;
  name: string;
  address: string | null;
  country: string | null;
  grid_region: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SuppliersTable {
  id: string;
  organization_id: string;
  name: string;
  contact_email: string | null;
  country: string | null;
  attributes: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The supplier's own CTP/PACT `publicOrgId`; its answers must name `urn:uuid:{it}` in companyIds (0012). */
  external_public_org_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Base URL of the supplier's PACT API. */
  integration_endpoint: ColumnType<string | null, string | null | undefined, string | null>;
  integration_client_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client secret the supplier issued to us, sealed with the server's SecretBox; never returned. */
  integration_secret_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** The grant (of this organization's PACT API) whose credentials the supplier uses to send us events. */
  inbound_grant_id: ColumnType<string | null, string | null | undefined, string | null>;
  sync_status: ColumnType<
    'never' | 'queued' | 'running' | 'succeeded' | 'failed',
    'never' | 'queued' | 'running' | 'succeeded' | 'failed' | undefined,
    'never' | 'queued' | 'running' | 'succeeded' | 'failed'
  >;
  last_sync_id: ColumnType<string | null, string | null | undefined, string | null>;
  last_sync_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** `{ code, message }` of the last failed sync; null after a successful one. */
  last_sync_error: ColumnType<
    { code: string; message: string } | null,
    string | null | undefined,
    string | null
  >;
}

export interface AuditLogTable {
  id: string;
  organization_id: string;
  /** Position in the organization's chain, from 1. */
  seq: ColumnType<string, string, never>;
  occurred_at: Timestamp;
  actor_type: string;
  actor_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: Json<Record<string, unknown>>;
  request_id: string | null;
  prev_hash: string;
  hash: string;
  /**
   * How `hash` was computed (0016): 1 = occurred_at at milliseconds (entries written before
   * 0016), 2 = occurred_at as stored, at microseconds. See `auditEntryHash`.
   */
  hash_version: ColumnType<number, number | undefined, never>;
}

export interface IdempotencyKeysTable {
  id: string;
  organization_id: string;
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: NullableJson<unknown>;
  created_at: CreatedAt;
  expires_at: Timestamp;
}
