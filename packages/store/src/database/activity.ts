import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  DateColumn,
  Json,
  NullableDate,
  NullableJson,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
} from './columns.js';

export interface RawActivityDataTable {
  id: string;
  organization_id: string;
  /** Id of the first version; shared by every version of the same activity. */
  lineage_id: string;
  version: number;
  supersedes_id: string | null;
  superseded_at: NullableTimestamp;
  superseded_by: string | null;
  category: string;
  quantity: Numeric;
  unit: string;
  period_start: DateColumn;
  period_end: DateColumn;
  facility_id: string | null;
  region: string | null;
  attributes: Json<Record<string, unknown>>;
  data_quality: 'measured' | 'calculated' | 'estimated';
  source_document: string | null;
  entered_by: string | null;
  correction_reason: string | null;
  idempotency_key: string | null;
  created_at: Timestamp;
}

export interface CalculationRunsTable {
  id: string;
  organization_id: string;
  kind: 'period' | 'activities' | 'recalculation';
  period_start: NullableDate;
  period_end: NullableDate;
  activity_ids: NullableJson<string[]>;
  dataset_versions: Json<Record<string, string>>;
  gwp_set: string;
  gwp_timeframe: string;
  status: string;
  engine_version: string;
  recalculation_of: string | null;
  created_by: string | null;
  error: NullableJson<Record<string, unknown>>;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
  /** Results stored by the run (null on runs stored before migration 0005). */
  calculated_count: ColumnType<number | null, number | null | undefined, number | null>;
  /** Activities that failed to calculate. */
  failed_count: ColumnType<number | null, number | null | undefined, number | null>;
  /** The first failures (`activityId`, `code`, `message`), bounded. */
  failures: NullableJson<unknown[]>;
  /** Totals by scope of the run's results, decimal strings. */
  totals: NullableJson<Record<string, string>>;
}

export interface CalculationRecordsTable {
  id: string;
  organization_id: string;
  calculation_run_id: string;
  activity_id: string;
  record: Json<unknown>;
  checksum_input: string;
  checksum_output: string;
  engine_version: string;
  algorithm_id: string;
  algorithm_version: string;
  algorithm_type: string;
  created_at: CreatedAt;
}

export interface EmissionResultsTable {
  id: string;
  organization_id: string;
  activity_id: string;
  calculation_run_id: string;
  calculation_record_id: string;
  facility_id: string | null;
  period_start: DateColumn;
  period_end: DateColumn;
  scope: number;
  scope3_category: number | null;
  category: string;
  method: string | null;
  co2e_kg: Numeric;
  biogenic_co2_kg: Numeric;
  gases: Json<unknown[]>;
  confidence: string;
  warnings: Json<unknown[]>;
  superseded_by: string | null;
  superseded_at: NullableTimestamp;
  created_at: Timestamp;
  /** `checksum_output` of the result's calculation record (0016); null on results stored before. */
  record_output_hash: ColumnType<string | null, string | null | undefined, never>;
}

/** The Merkle root of a calculation run's results, written once when the run finishes (0016). */
export interface CalculationRunSealsTable {
  calculation_run_id: string;
  organization_id: string;
  /** SHA-256 hex Merkle root over the run's result leaves (`resultLeafHash`). */
  merkle_root: string;
  leaf_count: number;
  /** How leaves are hashed: 1 = `resultLeafHash` of 0016. */
  leaf_version: ColumnType<number, number | undefined, never>;
  created_at: CreatedAt;
}

export interface CustomDatasetsTable {
  id: string;
  organization_id: string;
  dataset_id: string;
  dataset_version: string;
  title: string;
  publisher: string;
  source: string;
  source_url: string;
  license: string;
  generated_by: string;
  notes: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface EmissionFactorsTable {
  id: string;
  organization_id: string;
  custom_dataset_id: string;
  dataset_id: string;
  dataset_version: string;
  category: string;
  subcategory: string;
  factor: NullableNumeric;
  gases: NullableJson<Record<string, string>>;
  co2e_by_gas: NullableJson<Record<string, string>>;
  unit: string;
  region: string;
  gwp_set: string | null;
  gwp_timeframe: string | null;
  effective_from: DateColumn;
  effective_to: NullableDate;
  price_year: number | null;
  status: string | null;
  source: string;
  source_url: string;
  notes: string | null;
  created_at: CreatedAt;
}

export interface AlgorithmOverridesTable {
  id: string;
  organization_id: string;
  kind: 'factor_multiplier' | 'methodology' | 'custom';
  category: string;
  justification: string;
  effective_from: DateColumn;
  effective_to: NullableDate;
  factor_multiplier: NullableNumeric;
  algorithm_id: string | null;
  algorithm_version: string | null;
  custom_logic: string | null;
  created_by: string;
  approved_by: string | null;
  approved_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  ended_by: string | null;
  created_at: CreatedAt;
}
