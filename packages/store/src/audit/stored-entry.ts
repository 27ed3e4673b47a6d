import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../database/schema.js';
import type { AuditLogTable } from '../database/tenancy.js';
import type { AuditEntry } from './append.js';
import { type AuditHashVersion, MICROSECOND_TEXT_FORMAT } from './hash.js';

/** An audit row with its timestamp also as stored text, at microseconds. */
export type StoredAuditRow = Selectable<AuditLogTable> & { occurred_at_us: string };

/** `SELECT *` from `audit_log` plus `occurred_at_us` (the stored timestamp, microseconds, UTC). */
export function selectAuditRows(db: Kysely<Database>) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .select(
      sql<string>`to_char(occurred_at AT TIME ZONE 'UTC', ${sql.lit(MICROSECOND_TEXT_FORMAT)})`.as(
        'occurred_at_us',
      ),
    );
}

/**
 * The entry as it was hashed. Version 1 hashed milliseconds: `occurredAt` is the millisecond ISO
 * string, and `storedPrecisionHolds` is false when the stored value has a sub-millisecond part
 * (which no version-1 writer produced: the stored time was changed). Version 2 hashed the stored
 * microseconds.
 */
export function storedAuditEntry(row: StoredAuditRow): AuditEntry & { storedPrecisionHolds: boolean } {
  const hashVersion = row.hash_version as AuditHashVersion;
  const legacy = hashVersion === 1;
  return {
    id: row.id,
    organizationId: row.organization_id,
    seq: String(row.seq),
    occurredAt: legacy ? row.occurred_at.toISOString() : row.occurred_at_us,
    actorType: row.actor_type,
    actorId: row.actor_id,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details: row.details,
    requestId: row.request_id,
    prevHash: row.prev_hash,
    hash: row.hash,
    hashVersion,
    storedPrecisionHolds: !legacy || row.occurred_at_us.endsWith('000Z'),
  };
}
