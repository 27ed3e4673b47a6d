import type { Kysely } from 'kysely';
import { pagingIndex, run, tenantTable } from './sql.js';

/**
 * Forecasting records: what a forecast run needs to be reproduced and audited (the input data's
 * hash and range, the engine version, the gap analysis), what an administrator's validation of a
 * custom forecast model records, and the organization's scenario templates and reduction
 * initiatives. Forecast runs stay append-only (0003's trigger); adding nullable columns rewrites
 * no row, so the trigger is not involved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE forecast_runs
       ADD COLUMN kind text CHECK (kind IN ('projection', 'scenario_comparison', 'gap_analysis', 'initiatives')),
       ADD COLUMN input_data_hash text CHECK (input_data_hash ~ '^[0-9a-f]{64}$'),
       ADD COLUMN input_data_range jsonb,
       ADD COLUMN gap_analysis jsonb,
       ADD COLUMN engine_version text`,
    `ALTER TABLE custom_forecast_models
       ADD COLUMN description text,
       ADD COLUMN artifact_key text,
       ADD COLUMN training_from date,
       ADD COLUMN training_to date,
       ADD COLUMN metrics jsonb NOT NULL DEFAULT '{}',
       ADD COLUMN validated_by uuid,
       ADD COLUMN validated_at timestamptz,
       ADD CONSTRAINT custom_forecast_models_validation_check CHECK ((validated_by IS NULL) = (validated_at IS NULL)),
       ADD CONSTRAINT custom_forecast_models_training_check
         CHECK (training_from IS NULL OR training_to IS NULL OR training_from <= training_to),
       ADD CONSTRAINT custom_forecast_models_validated_by_fkey
         FOREIGN KEY (organization_id, validated_by) REFERENCES users (organization_id, id)`,
    `CREATE TABLE forecast_scenarios (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       name text NOT NULL,
       type text NOT NULL,
       template jsonb NOT NULL,
       archived_at timestamptz,
       created_by uuid,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       CONSTRAINT forecast_scenarios_org_id_key UNIQUE (organization_id, id))`,
    pagingIndex('forecast_scenarios'),
    ...tenantTable('forecast_scenarios', 'SELECT, INSERT, UPDATE'),
    `CREATE TABLE reduction_initiatives (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       name text NOT NULL,
       status text NOT NULL CHECK (status IN ('planned', 'in_progress', 'completed')),
       definition jsonb NOT NULL,
       archived_at timestamptz,
       created_by uuid,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       CONSTRAINT reduction_initiatives_org_id_key UNIQUE (organization_id, id))`,
    pagingIndex('reduction_initiatives'),
    ...tenantTable('reduction_initiatives', 'SELECT, INSERT, UPDATE'),
  ]);
}
