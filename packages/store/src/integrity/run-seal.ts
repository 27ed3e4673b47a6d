import type { OrganizationScope } from '../scope.js';
import { merkleRoot } from './merkle.js';
import { LEAF_COLUMNS, resultLeafHash } from './result-leaf.js';

const BATCH = 5000;

/** A run's Merkle root over its results. */
export interface RunRoot {
  readonly merkleRoot: string;
  readonly leafCount: number;
}

/**
 * Recomputes a run's Merkle root from its stored results (all of them, superseded or not), in
 * result id order, reading a few thousand at a time; memory holds 32 bytes per result.
 */
export async function computeRunRoot(scope: OrganizationScope, runId: string): Promise<RunRoot> {
  const leaves: Buffer[] = [];
  let after: string | null = null;
  for (;;) {
    let query = scope.db
      .selectFrom('emission_results')
      .select(LEAF_COLUMNS)
      .where('calculation_run_id', '=', runId)
      .orderBy('id')
      .limit(BATCH);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.execute();
    for (const row of rows) leaves.push(resultLeafHash(row));
    if (rows.length < BATCH) break;
    after = rows.at(-1)?.id ?? null;
  }
  return { merkleRoot: merkleRoot(leaves), leafCount: leaves.length };
}

/**
 * Seals a run: computes its root from what was stored and writes it to `calculation_run_seals`
 * (append-only, once per run) in the caller's transaction. Call after the run's last result.
 */
export async function sealCalculationRun(scope: OrganizationScope, runId: string): Promise<RunRoot> {
  const root = await computeRunRoot(scope, runId);
  await scope.db
    .insertInto('calculation_run_seals')
    .values({
      calculation_run_id: runId,
      organization_id: scope.organizationId,
      merkle_root: root.merkleRoot,
      leaf_count: root.leafCount,
    })
    .execute();
  return root;
}

/** The sealed root of each of `runIds` that has one (runs stored before 0016 have none). */
export async function sealedRoots(
  scope: OrganizationScope,
  runIds: readonly string[],
): Promise<Map<string, RunRoot>> {
  if (runIds.length === 0) return new Map();
  const rows = await scope.db
    .selectFrom('calculation_run_seals')
    .select(['calculation_run_id', 'merkle_root', 'leaf_count'])
    .where('calculation_run_id', 'in', [...runIds])
    .execute();
  return new Map(
    rows.map((r) => [r.calculation_run_id, { merkleRoot: r.merkle_root, leafCount: r.leaf_count }]),
  );
}
