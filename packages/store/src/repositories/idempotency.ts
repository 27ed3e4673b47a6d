import { z } from 'zod';
import { IdempotencyConflictError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';

export const IdempotencyClaimSchema = z
  .object({
    /** What the key protects, e.g. `POST /api/activity-data/import`. */
    scope: z.string().min(1).max(200),
    key: z.string().min(1).max(255),
    /** Hash of the request body: the same key with another body is a conflict. */
    requestHash: z.string().min(1).max(200),
    /** How long the key is kept (default 24 h). */
    ttlSeconds: z.int().min(1).default(86_400),
  })
  .strict();

/** Outcome of {@link claimIdempotencyKey}. */
export type IdempotencyClaim =
  | { readonly status: 'new'; readonly id: string }
  | { readonly status: 'replay'; readonly statusCode: number; readonly response: unknown }
  | { readonly status: 'in_progress' };

/**
 * Claims an idempotency key in the caller's transaction, before doing the work. `new`: do the
 * work, then {@link completeIdempotencyKey} in the same transaction (if the work fails, the
 * claim rolls back with it). `replay`: return the stored response. A concurrent request with the
 * same key waits on the unique index until the first commits, then sees `replay`.
 * @throws IdempotencyConflictError when the key was used with a different request
 */
export async function claimIdempotencyKey(
  scope: OrganizationScope,
  input: z.input<typeof IdempotencyClaimSchema>,
): Promise<IdempotencyClaim> {
  const c = parseInput('idempotency key', IdempotencyClaimSchema, input);
  const id = uuidv7();
  const inserted = await scope.db
    .insertInto('idempotency_keys')
    .values({
      id,
      organization_id: scope.organizationId,
      scope: c.scope,
      key: c.key,
      request_hash: c.requestHash,
      expires_at: new Date(Date.now() + c.ttlSeconds * 1000),
    })
    .onConflict((oc) => oc.columns(['organization_id', 'scope', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted !== undefined) return { status: 'new', id };
  const existing = await scope.db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('scope', '=', c.scope)
    .where('key', '=', c.key)
    .executeTakeFirstOrThrow();
  if (existing.request_hash !== c.requestHash) throw new IdempotencyConflictError(c.key);
  if (existing.status_code === null) return { status: 'in_progress' };
  return { status: 'replay', statusCode: existing.status_code, response: existing.response };
}

/** Stores the response of a claimed key (same transaction as the work). */
export async function completeIdempotencyKey(
  scope: OrganizationScope,
  id: string,
  result: { statusCode: number; response: unknown },
): Promise<void> {
  await scope.db
    .updateTable('idempotency_keys')
    .set({ status_code: result.statusCode, response: JSON.stringify(result.response ?? null) })
    .where('id', '=', parseInput('idempotency key id', z.uuid(), id))
    .execute();
}
