import type { Json, NullableNumeric, NullableTimestamp, Numeric, Timestamp } from './columns.js';

/** A recalculation preview: what a recalculation with other dataset versions would store. */
export interface RecalculationPreviewsTable {
  id: string;
  organization_id: string;
  /** The selection previewed (`{ kind: 'period', … }` or `{ kind: 'activities', … }`). */
  selection: Json<Record<string, unknown>>;
  dataset_pins: Json<Record<string, string>>;
  /** Dataset id → version(s) the new records used. */
  dataset_versions: Json<Record<string, string>>;
  gwp_set: string;
  gwp_timeframe: string;
  engine_version: string;
  item_count: number;
  failed_count: number;
  failures: Json<unknown[]>;
  /** Old, new and delta totals by scope, decimal strings. */
  totals: Json<Record<string, unknown>>;
  status: 'pending' | 'accepted';
  accepted_run_id: string | null;
  accepted_by: string | null;
  accepted_at: NullableTimestamp;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** One previewed result: the new record and the old and new CO2e. Immutable. */
export interface RecalculationPreviewItemsTable {
  id: string;
  organization_id: string;
  preview_id: string;
  activity_id: string;
  /** The current result the new one would supersede (null: the activity had none). */
  old_result_id: string | null;
  scope: number;
  method: string | null;
  category: string;
  old_co2e_kg: NullableNumeric;
  new_co2e_kg: Numeric;
  delta_kg: Numeric;
  record: Json<unknown>;
  created_at: Timestamp;
}
