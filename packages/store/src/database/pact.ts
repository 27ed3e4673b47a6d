import type {
  CreatedAt,
  DateColumn,
  Json,
  NullableJson,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
  WithDefault,
} from './columns.js';

/** Products an organization footprints and shares through PACT (migration 0011). */
export interface PactProductsTable {
  id: string;
  organization_id: string;
  /** The product's URN (PACT `productIds`). */
  product_id: string;
  name: string;
  description: string;
  declared_unit: string;
  mass_per_declared_unit_kg: NullableNumeric;
  created_by: string | null;
  created_at: CreatedAt;
}

/** Immutable, versioned product footprints (UPDATE, DELETE and TRUNCATE refused by trigger). */
export interface ProductFootprintsTable {
  id: string;
  organization_id: string;
  product_ref: string;
  version: number;
  preceding_pf_id: string | null;
  spec_version: string;
  created_at: Timestamp;
  validity_start: Timestamp;
  validity_end: Timestamp;
  reference_period_start: DateColumn;
  reference_period_end: DateColumn;
  company_name: string;
  company_ids: Json<string[]>;
  product_ids: Json<string[]>;
  product_name: string;
  product_description: string;
  declared_unit: string;
  mass_per_declared_unit_kg: NullableNumeric;
  scopes: Json<number[]>;
  facility_ids: NullableJson<string[]>;
  scope2_method: 'location_based' | 'market_based';
  emissions_kg: Numeric;
  allocation_method: 'mass' | 'revenue' | 'units';
  product_quantity: Numeric;
  total_quantity: Numeric;
  allocation_share: Numeric;
  allocated_kg: Numeric;
  product_units: Numeric;
  pcf_per_declared_unit: Numeric;
  gwp_sets: Json<string[]>;
  geography_country: string | null;
  boundary_description: string;
  allocation_description: string;
  methodology: Json<unknown>;
  comment: string | null;
  created_by: string | null;
}

/** Append-only status changes of product footprints (a row `Deprecated` deprecates it). */
export interface ProductFootprintStatusesTable {
  id: string;
  organization_id: string;
  footprint_id: string;
  status: 'Deprecated';
  reason: string;
  created_at: CreatedAt;
}

/** A partner relationship: what one customer may read, and the client credentials it uses. */
export interface SharingGrantsTable {
  id: string;
  organization_id: string;
  customer_name: string;
  customer_public_org_id: string | null;
  product_ids: Json<string[]>;
  periods: Json<{ start: string; end: string }[]>;
  scopes: Json<number[]>;
  corporate_allocation: NullableJson<unknown>;
  client_id: string;
  secret_hash: string;
  callback_url: string | null;
  callback_client_id: string | null;
  callback_secret_sealed: string | null;
  /** Since 0017: who answers the grant's footprint requests. */
  answer_policy: WithDefault<'manual' | 'fulfil_matching' | 'fulfil_or_reject'>;
  created_by: string | null;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
  revoked_by: string | null;
}

/** Bearer tokens issued by `POST /pact/auth/token`, stored as hashes. */
export interface PactAccessTokensTable {
  id: string;
  organization_id: string;
  grant_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** Footprint requests received as PACT RequestCreatedEvent, and how they were answered. */
export interface PactFootprintRequestsTable {
  id: string;
  organization_id: string;
  grant_id: string;
  event_id: string;
  source: string;
  criteria: Json<Record<string, unknown>>;
  comment: string | null;
  status: WithDefault<'pending' | 'fulfilled' | 'rejected'>;
  footprint_ids: NullableJson<string[]>;
  reject_reason: string | null;
  answered_by: string | null;
  answered_at: NullableTimestamp;
  delivery_error: string | null;
  /** Since 0017: the requester's PACT base URL answers go to (fixed at receipt), or NULL. */
  answer_url: string | null;
  created_at: CreatedAt;
}
