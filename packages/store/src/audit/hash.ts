import { canonicalJson, sha256Hex } from '@ctp/engine';

/** `prev_hash` of an organization's first audit entry. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * How an entry's hash was computed (stored in `audit_log.hash_version`).
 *
 * - 1: entries written before migration 0016. `occurredAt` is hashed at milliseconds
 *   (`2026-01-01T00:00:00.123Z`), and the stored timestamp must have no sub-millisecond part
 *   (those entries were always written from millisecond clocks), so a change of the stored
 *   microseconds is still detected.
 * - 2: `occurredAt` is hashed as stored, at microseconds (`2026-01-01T00:00:00.123456Z`), and the
 *   content carries `hashVersion: 2`, so relabelling an entry's version changes its hash too.
 */
export type AuditHashVersion = 1 | 2;

/** The version {@link appendAudit} writes. */
export const CURRENT_AUDIT_HASH_VERSION: AuditHashVersion = 2;

/** The hashed content of an audit entry: every stored column except `hash` and `hash_version`. */
export interface AuditHashContent {
  readonly id: string;
  readonly organizationId: string;
  readonly seq: string;
  /** ISO 8601 UTC: at milliseconds for version 1, at microseconds for version 2. */
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
 * `seq` is a decimal string; `occurredAt` as described for each {@link AuditHashVersion}.
 */
export function auditEntryHash(content: AuditHashContent, version: AuditHashVersion = 1): string {
  return sha256Hex(canonicalJson(version === 1 ? content : { ...content, hashVersion: version }));
}

/** `2026-01-01T00:00:00.123Z` → `2026-01-01T00:00:00.123000Z` (a JS Date stored in a timestamptz column). */
export function microsecondTimestamp(date: Date): string {
  return date.toISOString().replace(/Z$/, '000Z');
}

/**
 * SQL text that formats a timestamptz column as stored, at microseconds, in the form
 * {@link microsecondTimestamp} produces (read it back with this to hash what is stored).
 */
export const MICROSECOND_TEXT_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';
