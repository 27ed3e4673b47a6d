import type { Kysely } from 'kysely';
import { appendOnly, pagingIndex, run, tenantTable } from './sql.js';

/**
 * What a calculation run counted (calculated, failed with the first failures, totals by scope), and
 * stored recalculation previews: the new records exactly as previewed, so that accepting a preview
 * stores what the administrator saw and nothing else. Preview items are immutable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE calculation_runs
       ADD COLUMN calculated_count integer CHECK (calculated_count >= 0),
       ADD COLUMN failed_count integer CHECK (failed_count >= 0),
       ADD COLUMN failures jsonb,
       ADD COLUMN totals jsonb`,
    // A recalculation looks up the current results of each chunk's activities, and a preview's
    // acceptance checks they are still current: by activity, not by period.
    `CREATE INDEX emission_results_current_activity_idx ON emission_results (organization_id, activity_id)
       WHERE superseded_at IS NULL`,
    `CREATE TABLE recalculation_previews (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       selection jsonb NOT NULL,
       dataset_pins jsonb NOT NULL DEFAULT '{}',
       dataset_versions jsonb NOT NULL DEFAULT '{}',
       gwp_set text NOT NULL,
       gwp_timeframe text NOT NULL,
       engine_version text NOT NULL,
       item_count integer NOT NULL DEFAULT 0 CHECK (item_count >= 0),
       failed_count integer NOT NULL DEFAULT 0 CHECK (failed_count >= 0),
       failures jsonb NOT NULL DEFAULT '[]',
       totals jsonb NOT NULL DEFAULT '{}',
       status text NOT NULL CHECK (status IN ('pending', 'accepted')),
       accepted_run_id uuid,
       accepted_by uuid,
       accepted_at timestamptz,
       created_by uuid,
       created_at timestamptz NOT NULL DEFAULT now(),
       expires_at timestamptz NOT NULL,
       CHECK ((status = 'accepted') = (accepted_run_id IS NOT NULL)),
       CONSTRAINT recalculation_previews_org_id_key UNIQUE (organization_id, id),
       FOREIGN KEY (organization_id, accepted_run_id) REFERENCES calculation_runs (organization_id, id),
       FOREIGN KEY (organization_id, created_by) REFERENCES users (organization_id, id),
       FOREIGN KEY (organization_id, accepted_by) REFERENCES users (organization_id, id))`,
    pagingIndex('recalculation_previews'),
    ...tenantTable('recalculation_previews', 'SELECT, INSERT, UPDATE'),
    `CREATE TABLE recalculation_preview_items (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       preview_id uuid NOT NULL,
       activity_id uuid NOT NULL,
       old_result_id uuid,
       scope smallint NOT NULL CHECK (scope IN (1, 2, 3)),
       method text CHECK (method IN ('location_based', 'market_based')),
       category text NOT NULL,
       old_co2e_kg numeric,
       new_co2e_kg numeric NOT NULL,
       delta_kg numeric NOT NULL,
       record jsonb NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       FOREIGN KEY (organization_id, preview_id) REFERENCES recalculation_previews (organization_id, id),
       FOREIGN KEY (organization_id, activity_id) REFERENCES raw_activity_data (organization_id, id),
       FOREIGN KEY (organization_id, old_result_id) REFERENCES emission_results (organization_id, id))`,
    `CREATE INDEX recalculation_preview_items_page_idx
       ON recalculation_preview_items (organization_id, preview_id, created_at, id)`,
    ...tenantTable('recalculation_preview_items', 'SELECT, INSERT'),
    ...appendOnly('recalculation_preview_items', true),
  ]);
}
