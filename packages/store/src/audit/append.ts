import { sql } from 'kysely';
import { z } from 'zod';
import { parseInput, StoreValidationError } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope, SystemScope } from '../scope.js';
import {
  type AuditHashContent,
  type AuditHashVersion,
  auditEntryHash,
  CURRENT_AUDIT_HASH_VERSION,
  GENESIS_HASH,
  microsecondTimestamp,
} from './hash.js';

/** What to record. Actor ids are free text (a user id, an API token id, `setup`…). */
export const AuditEntryInputSchema = z
  .object({
    /** Required in a system scope; must match (or be left out) in an organization scope. */
    organizationId: z.uuid().optional(),
    actorType: z.enum(['user', 'api_token', 'system', 'anonymous']),
    actorId: z.string().min(1).max(200).nullable().default(null),
    /** Dotted verb such as `activity.create`, `auth.sign_in.failed`, `override.approve`. */
    action: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/),
    entityType: z.string().min(1).max(100),
    entityId: z.string().min(1).max(200).nullable().default(null),
    /** JSON details; never secrets or tokens. */
    details: z.record(z.string(), z.json()).default({}),
    requestId: z.string().min(1).max(200).nullable().default(null),
    /** Defaults to now; millisecond precision (stored and hashed as microseconds ending in 000). */
    occurredAt: z.date().optional(),
  })
  .strict();
export type AuditEntryInput = z.input<typeof AuditEntryInputSchema>;

/** A stored audit entry. */
export interface AuditEntry extends AuditHashContent {
  readonly hash: string;
  /** How `hash` was computed; `occurredAt` is given exactly as it was hashed. */
  readonly hashVersion: AuditHashVersion;
}

/**
 * Appends an entry to its organization's hash chain, in the caller's transaction (so the entry
 * commits or rolls back with the change it records). A per-organization advisory lock held to
 * the end of the transaction serialises writers; the unique `(organization_id, seq)` and
 * `(organization_id, prev_hash)` constraints make a forked chain impossible even without it.
 */
export async function appendAudit(
  scope: OrganizationScope | SystemScope,
  entry: AuditEntryInput,
): Promise<AuditEntry> {
  const input = parseInput('audit entry', AuditEntryInputSchema, entry);
  const organizationId = scope.kind === 'organization' ? scope.organizationId : input.organizationId;
  const mismatch =
    scope.kind === 'organization' &&
    input.organizationId !== undefined &&
    input.organizationId !== organizationId;
  if (organizationId === undefined || mismatch) {
    throw new StoreValidationError('audit entry', [
      {
        path: 'organizationId',
        message: 'required in a system scope; must equal the scope’s organization otherwise',
      },
    ]);
  }
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ctp.audit:${organizationId}`}, 0))`.execute(
    scope.db,
  );
  const head = await scope.db
    .selectFrom('audit_log')
    .select(['seq', 'hash'])
    .where('organization_id', '=', organizationId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const content: AuditHashContent = {
    id: uuidv7(),
    organizationId,
    seq: head === undefined ? '1' : (BigInt(head.seq) + 1n).toString(),
    occurredAt: microsecondTimestamp(input.occurredAt ?? new Date()),
    actorType: input.actorType,
    actorId: input.actorId,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId,
    details: input.details,
    requestId: input.requestId,
    prevHash: head?.hash ?? GENESIS_HASH,
  };
  const hashVersion = CURRENT_AUDIT_HASH_VERSION;
  const hash = auditEntryHash(content, hashVersion);
  await scope.db
    .insertInto('audit_log')
    .values({
      id: content.id,
      organization_id: organizationId,
      seq: content.seq,
      occurred_at: content.occurredAt,
      actor_type: content.actorType,
      actor_id: content.actorId,
      action: content.action,
      entity_type: content.entityType,
      entity_id: content.entityId,
      details: JSON.stringify(content.details),
      request_id: content.requestId,
      prev_hash: content.prevHash,
      hash,
      hash_version: hashVersion,
    })
    .execute();
  return { ...content, hash, hashVersion };
}
