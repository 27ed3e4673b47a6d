import type { Kysely } from 'kysely';
import { appendOnly, run, tenantTable } from './sql.js';

/**
 * Tamper evidence for what is reported (issue 19).
 *
 * - `audit_log.hash_version`: entries written before this migration hashed `occurred_at` at
 *   milliseconds while the column keeps microseconds, so a shift of a few hundred microseconds went
 *   unnoticed. New entries (version 2) hash the timestamp as stored; version-1 entries stay
 *   verifiable (their stored value must have no sub-millisecond part). The marker is itself covered,
 *   because the two versions hash different content.
 * - `emission_results.record_output_hash`: the `checksum_output` of the result's calculation
 *   record, so a result names the exact record output it was copied from (null on older results).
 * - `calculation_run_seals`: the Merkle root over a run's results, written once when the run
 *   finishes, append-only like the records (the same root is also in the run's audit entry).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE audit_log ADD COLUMN hash_version smallint NOT NULL DEFAULT 1
       CONSTRAINT audit_log_hash_version_check CHECK (hash_version IN (1, 2))`,
    `ALTER TABLE emission_results ADD COLUMN record_output_hash text
       CONSTRAINT emission_results_record_output_hash_check CHECK (record_output_hash ~ '^[0-9a-f]{64}$')`,
    `CREATE TABLE calculation_run_seals (
       calculation_run_id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       merkle_root text NOT NULL CHECK (merkle_root ~ '^[0-9a-f]{64}$'),
       leaf_count integer NOT NULL CHECK (leaf_count >= 0),
       leaf_version smallint NOT NULL DEFAULT 1 CHECK (leaf_version = 1),
       created_at timestamptz NOT NULL DEFAULT now(),
       FOREIGN KEY (organization_id, calculation_run_id) REFERENCES calculation_runs (organization_id, id))`,
    ...tenantTable('calculation_run_seals', 'SELECT, INSERT'),
    ...appendOnly('calculation_run_seals', true),
  ]);
}
