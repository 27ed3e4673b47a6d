import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * The methane GWP mode (issue 17, "GWP by gas source").
 *
 * - `calculation_runs.methane_gwp`: the mode a run calculated with (`by_source` or `single`); NULL
 *   for runs stored before the mode existed, which applied one CH4 value (their records are of
 *   version 1 and say nothing about a mode).
 * - Every organization that exists now gets `settings.calculation.methaneGwp = "single"`, unless it
 *   already states a mode: its results stay what they were until an admin chooses `by_source`.
 *   An organization created later has no stored mode and calculates with the default, `by_source`.
 *   A `settings.calculation` that is not an object is left alone (the server reports it as invalid
 *   rather than overwrite what someone stored).
 *
 * The settings update runs as `ctp_system`: organizations are under forced row-level security.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE calculation_runs ADD COLUMN methane_gwp text
       CONSTRAINT calculation_runs_methane_gwp_check CHECK (methane_gwp IN ('by_source', 'single'))`,
    'SET LOCAL ROLE ctp_system',
    `UPDATE organizations
     SET settings = jsonb_set(
       settings,
       '{calculation}',
       coalesce(settings -> 'calculation', '{}'::jsonb) || '{"methaneGwp": "single"}'::jsonb
     )
     WHERE (settings -> 'calculation' IS NULL OR jsonb_typeof(settings -> 'calculation') = 'object')
       AND NOT coalesce(settings -> 'calculation' ? 'methaneGwp', false)`,
    'RESET ROLE',
  ]);
}
