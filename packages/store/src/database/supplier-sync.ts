import type {
  CreatedAt,
  DateColumn,
  Json,
  NullableJson,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
} from './columns.js';

/** What the organization buys from a supplier: a product (quantity × its footprint) or a share of the supplier's emissions. */
export interface SupplierPurchasesTable {
  id: string;
  organization_id: string;
  supplier_id: string;
  kind: 'product' | 'corporate_share';
  /** The supplier's product id (URN) for `product` purchases. */
  product_id: string | null;
  quantity: NullableNumeric;
  unit: string | null;
  period_start: DateColumn;
  period_end: DateColumn;
  facility_id: string | null;
  description: string | null;
  /** The activity the sync keeps for this purchase (its corrections share this lineage). */
  activity_lineage_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

/** One sync of a supplier: queued, run by the worker, with its outcome or the reason it failed. */
export interface SupplierSyncsTable {
  id: string;
  organization_id: string;
  supplier_id: string;
  trigger: 'manual' | 'event';
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  error: NullableJson<{ code: string; message: string }>;
  outcome: NullableJson<Record<string, unknown>>;
  requested_by: string | null;
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** A product footprint version as received from a supplier (append-only; the same content is stored once). */
export interface SupplierFootprintsTable {
  id: string;
  organization_id: string;
  supplier_id: string;
  /** The PACT ProductFootprint id. */
  footprint_id: string;
  footprint_version: number | null;
  status: 'Active' | 'Deprecated';
  product_ids: Json<string[]>;
  declared_unit: string;
  declared_unit_amount: Numeric;
  /** kg CO2e per declared unit (pcfExcludingBiogenicUptake). */
  pcf_excluding_biogenic_uptake: Numeric;
  reference_period_start: Timestamp;
  reference_period_end: Timestamp;
  /** SHA-256 of the RFC 8785 canonical JSON of the footprint as received. */
  content_hash: string;
  payload: Json<unknown>;
  sync_id: string | null;
  received_at: CreatedAt;
  created_at: CreatedAt;
}

/** A corporate export (CTP extension) as received (append-only). */
export interface SupplierCorporateExportsTable {
  id: string;
  organization_id: string;
  supplier_id: string;
  period_start: DateColumn;
  period_end: DateColumn;
  allocation_share: Numeric;
  total_kg_co2e: Numeric;
  allocated_kg_co2e: Numeric;
  content_hash: string;
  payload: Json<unknown>;
  sync_id: string | null;
  received_at: CreatedAt;
  created_at: CreatedAt;
}

/** A RequestCreatedEvent we sent to a supplier and the answer it sent back. */
export interface SupplierFootprintRequestsTable {
  id: string;
  organization_id: string;
  supplier_id: string;
  /** The CloudEvent id; the answer names it as `requestEventId`. */
  event_id: string;
  criteria: Json<Record<string, unknown>>;
  status: 'sending' | 'sent' | 'send_failed' | 'fulfilled' | 'rejected';
  send_error: NullableJson<{ code: string; message: string }>;
  answer: NullableJson<Record<string, unknown>>;
  requested_by: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  answered_at: NullableTimestamp;
}
