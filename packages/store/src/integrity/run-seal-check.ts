import { sql } from 'kysely';
import type { OrganizationScope } from '../scope.js';
import type { RunRoot } from './run-seal.js';

/**
 * How a run's seal compares: `valid` (recomputed, sealed and audited roots agree), `unsealed` (a
 * run stored before migration 0016: nothing to compare), `root_mismatch` (its results are not what
 * was sealed), `seal_mismatch` (the sealed root is not the one in the run's audit entry).
 */
export type RunSealStatus = 'valid' | 'unsealed' | 'root_mismatch' | 'seal_mismatch';

/** One run's Merkle root check. */
export interface RunSealCheck {
  readonly calculationRunId: string;
  readonly status: RunSealStatus;
  readonly recomputedRoot: string;
  readonly leafCount: number;
  readonly sealedRoot: string | null;
  /** The root recorded in the run's entry of the hash-chained audit log (null when none). */
  readonly auditedRoot: string | null;
}

/** The `merkleRoot` recorded in each run's audit entry (`entity_type = 'calculation_run'`). */
export async function auditedRoots(
  scope: OrganizationScope,
  runIds: readonly string[],
): Promise<Map<string, string>> {
  if (runIds.length === 0) return new Map();
  const rows = await scope.db
    .selectFrom('audit_log')
    .select(['entity_id', sql<string>`details->>'merkleRoot'`.as('root')])
    .where('entity_type', '=', 'calculation_run')
    .where('entity_id', 'in', [...runIds])
    .where(sql<boolean>`details->>'merkleRoot' IS NOT NULL`)
    .execute();
  return new Map(rows.flatMap((r) => (r.entity_id === null ? [] : [[r.entity_id, r.root] as const])));
}

/** Compares a run's recomputed root with its seal and its audit entry. */
export function runSealCheck(
  calculationRunId: string,
  recomputed: RunRoot,
  sealed: RunRoot | undefined,
  audited: string | undefined,
): RunSealCheck {
  const sealedRoot = sealed?.merkleRoot ?? null;
  const auditedRoot = audited ?? null;
  let status: RunSealStatus = 'valid';
  if (sealedRoot === null) status = auditedRoot === null ? 'unsealed' : 'seal_mismatch';
  else if (sealedRoot !== recomputed.merkleRoot) status = 'root_mismatch';
  else if (auditedRoot !== sealedRoot) status = 'seal_mismatch';
  return {
    calculationRunId,
    status,
    recomputedRoot: recomputed.merkleRoot,
    leafCount: recomputed.leafCount,
    sealedRoot,
    auditedRoot,
  };
}
