import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import { withOrganization } from '../scope.js';
import { auditEntryHash, GENESIS_HASH } from './hash.js';
import { selectAuditRows, storedAuditEntry } from './stored-entry.js';

/** Why a link of the chain is broken. */
export type AuditChainBreak = 'hash_mismatch' | 'prev_hash_mismatch' | 'sequence_gap';

/** Outcome of {@link verifyAuditChain}. */
export interface AuditChainVerification {
  /** True when every entry's hash and link hold. */
  readonly valid: boolean;
  /** Entries checked (up to and including the first broken one). */
  readonly checked: number;
  /** Id of the first entry whose link or hash does not hold. */
  readonly firstBrokenId?: string;
  readonly reason?: AuditChainBreak;
  /** Hash of the last entry checked: keep it outside the database to detect removal of the newest entries. */
  readonly headHash: string;
}

const BATCH = 1000;

/**
 * Recomputes an organization's audit chain in `seq` order: each entry's hash from its stored
 * content (the timestamp at the stored microseconds, by the entry's `hash_version`), each `prev_hash` against the previous entry's hash, and `seq` without gaps. Stops at
 * the first broken link. Reads in batches inside the organization's scope.
 */
export async function verifyAuditChain(
  db: Kysely<Database>,
  organizationId: string,
): Promise<AuditChainVerification> {
  return withOrganization(db, organizationId, async (scope) => {
    let checked = 0;
    let prevHash = GENESIS_HASH;
    let expectedSeq = 1n;
    for (;;) {
      const rows = await selectAuditRows(scope.db)
        .where('seq', '>=', expectedSeq.toString() as never)
        .orderBy('seq')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        checked += 1;
        const broken = (reason: AuditChainBreak): AuditChainVerification => ({
          valid: false,
          checked,
          firstBrokenId: row.id,
          reason,
          headHash: prevHash,
        });
        if (BigInt(row.seq) !== expectedSeq) return broken('sequence_gap');
        if (row.prev_hash !== prevHash) return broken('prev_hash_mismatch');
        // Hash what is stored: the timestamp at the microseconds the column keeps (see AuditHashVersion).
        const { hash: _, hashVersion, storedPrecisionHolds, ...content } = storedAuditEntry(row);
        const hash = auditEntryHash(content, hashVersion);
        if (!storedPrecisionHolds || hash !== row.hash) return broken('hash_mismatch');
        prevHash = row.hash;
        expectedSeq += 1n;
      }
      if (rows.length < BATCH) return { valid: true, checked, headHash: prevHash };
    }
  });
}
