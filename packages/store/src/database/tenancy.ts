import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, NullableJson, NullableTimestamp, Timestamp, WithDefault } from './columns.js';

/** Roles of a user or API token within an organization. */
export type Role = 'ORG_ADMIN' | 'ORG_MEMBER' | 'READ_ONLY';

export interface OrganizationsTable {
  id: string;
  public_org_id: string;
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
