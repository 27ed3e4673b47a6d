import { canonicalJson, sha256Hex } from '@ctp/engine';

/** `prev_hash` of an organization's first audit entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The hashed content of an audit entry: every stored column except `hash`. */
export interface AuditHashContent {
  readonly id: string;
  readonly organizationId: string;
  readonly seq: string;
  readonly occurredAt: string;
  readonly actorType: string;
  readonly actorId: string | null;
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string | null;
  readonly details: Readonly<Record<string, unknown>>;
  readonly requestId: string | null;
  readonly prevHash: string;
}

/**
 * SHA-256 (hex) of the RFC 8785 canonical JSON of the entry's content, including `prevHash`:
 * changing any stored field of any entry, or the order of entries, breaks the chain from there.
 * `seq` is a decimal string and `occurredAt` an ISO 8601 UTC timestamp with milliseconds.
 */
export function auditEntryHash(content: AuditHashContent): string {
  return sha256Hex(canonicalJson(content));
}
