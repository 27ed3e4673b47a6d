import type { Transaction } from 'kysely';
import type {
  CreatedAt,
  Json,
  NullableDate,
  NullableJson,
  NullableTimestamp,
  Timestamp,
} from '../database/columns.js';
import type { CustomForecastModelsTable, ForecastRunsTable } from '../database/reporting.js';
import type { Database } from '../database/schema.js';
import type { OrganizationScope } from '../scope.js';

/** What a forecast run computed. */
export type ForecastRunKind = 'projection' | 'scenario_comparison' | 'gap_analysis' | 'initiatives';

/** `forecast_runs` with the columns of migration 0007. */
export interface ForecastRunsTable0007 extends ForecastRunsTable {
  kind: ForecastRunKind | null;
  input_data_hash: string | null;
  input_data_range: NullableJson<Record<string, unknown>>;
  gap_analysis: NullableJson<unknown>;
  engine_version: string | null;
}

/** `custom_forecast_models` with the columns of migration 0007. */
export interface CustomForecastModelsTable0007 extends CustomForecastModelsTable {
  description: string | null;
  artifact_key: string | null;
  training_from: NullableDate;
  training_to: NullableDate;
  metrics: Json<Record<string, number>>;
  validated_by: string | null;
  validated_at: NullableTimestamp;
}

/** An organization's scenario template (the @ctp/forecast template, without its id, in `template`). */
export interface ForecastScenariosTable {
  id: string;
  organization_id: string;
  name: string;
  type: string;
  template: Json<Record<string, unknown>>;
  archived_at: NullableTimestamp;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** An organization's reduction initiative (everything but id, name and status in `definition`). */
export interface ReductionInitiativesTable {
  id: string;
  organization_id: string;
  name: string;
  status: 'planned' | 'in_progress' | 'completed';
  definition: Json<Record<string, unknown>>;
  archived_at: NullableTimestamp;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/**
 * The database as the forecasting repositories see it: {@link Database} with migration 0007's
 * tables and columns. Kept here so the forecasting work stays in its own files; the shared
 * `Database` type can absorb these entries later without any change to the repositories.
 */
export type ForecastingDatabase = Omit<Database, 'forecast_runs' | 'custom_forecast_models'> & {
  forecast_runs: ForecastRunsTable0007;
  custom_forecast_models: CustomForecastModelsTable0007;
  forecast_scenarios: ForecastScenariosTable;
  reduction_initiatives: ReductionInitiativesTable;
};

/** The scope's transaction typed with the forecasting tables (same transaction, same row-level security). */
export function forecastingDb(scope: OrganizationScope): Transaction<ForecastingDatabase> {
  return scope.db as unknown as Transaction<ForecastingDatabase>;
}
