import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  DateColumn,
  NullableDate,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
} from './columns.js';

/** Contractual instrument types of the Scope 2 ledger (0027). */
export type InstrumentKind =
  | 'unbundled_certificate'
  | 'bundled_certificate'
  | 'ppa'
  | 'green_tariff'
  | 'supplier_specific';

/** Generation technology an instrument names (0027). */
export type InstrumentTechnology =
  | 'solar'
  | 'wind'
  | 'hydro'
  | 'geothermal'
  | 'nuclear'
  | 'biomass'
  | 'biogas'
  | 'natural_gas'
  | 'coal'
  | 'oil'
  | 'mixed'
  | 'other';

/** `scope2_instruments` (0027): never deleted; only cancelled, once. */
export interface Scope2InstrumentsTable {
  id: string;
  organization_id: string;
  kind: InstrumentKind;
  name: string;
  registry: string | null;
  volume_mwh: Numeric;
  co2e_kg_per_mwh: NullableNumeric;
  technology: InstrumentTechnology;
  generation_start: DateColumn;
  generation_end: DateColumn;
  market_boundary: string;
  issued_on: NullableDate;
  retired_on: NullableDate;
  created_by: string | null;
  created_by_type: 'user' | 'api_token';
  created_at: CreatedAt;
  cancelled_at: NullableTimestamp;
  cancelled_by: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** `scope2_certificate_claims` (0027): one live claim per (registry, certificate id). */
export interface Scope2CertificateClaimsTable {
  organization_id: string;
  instrument_id: string;
  registry: string;
  certificate_id: string;
  released_at: NullableTimestamp;
}

/** `scope2_allocations` (0027): an instrument's MWh on one facility's consumption in a period. */
export interface Scope2AllocationsTable {
  id: string;
  organization_id: string;
  instrument_id: string;
  facility_id: string;
  period_start: DateColumn;
  period_end: DateColumn;
  volume_mwh: Numeric;
  created_by: string | null;
  created_by_type: 'user' | 'api_token';
  created_at: CreatedAt;
  released_at: NullableTimestamp;
  released_by: ColumnType<string | null, string | null | undefined, string | null>;
  release_reason: ColumnType<string | null, string | null | undefined, string | null>;
}
