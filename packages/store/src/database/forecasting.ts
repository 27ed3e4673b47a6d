import type { CreatedAt, Json, NullableDate, NullableJson, NullableTimestamp, Timestamp } from './columns.js';

/** What a forecast run computed. */
export type ForecastRunKind = 'projection' | 'scenario_comparison' | 'gap_analysis' | 'initiatives';

/** An organization's custom forecast model: a configuration of a registered model kind (0003, 0007). */
export interface CustomForecastModelsTable {
  id: string;
  organization_id: string;
  name: string;
  model_type: string;
  parameters: Json<Record<string, unknown>>;
  created_by: string | null;
  created_at: CreatedAt;
  description: string | null;
  artifact_key: string | null;
  training_from: NullableDate;
  training_to: NullableDate;
  metrics: Json<Record<string, number>>;
  validated_by: string | null;
  validated_at: NullableTimestamp;
}

/** An immutable forecast run (append-only in the database) (0003, 0007). */
export interface ForecastRunsTable {
  id: string;
  organization_id: string;
  model_id: string | null;
  model_type: string;
  scenario: string;
  input: Json<unknown>;
  output: Json<unknown>;
  created_by: string | null;
  created_at: CreatedAt;
  kind: ForecastRunKind | null;
  input_data_hash: string | null;
  input_data_range: NullableJson<Record<string, unknown>>;
  gap_analysis: NullableJson<unknown>;
  engine_version: string | null;
}

/**
 * A forecasting request worked by the job queue (0029): the id is the queue's job id. It settles
 * once, with the run it recorded or the problem that stopped it (a trigger refuses other changes).
 */
export interface ForecastJobsTable {
  id: string;
  organization_id: string;
  kind: ForecastRunKind;
  requested_by: string | null;
  created_at: CreatedAt;
  run_id: string | null;
  failure: NullableJson<Record<string, unknown>>;
  settled_at: NullableTimestamp;
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
