import type { Selectable } from 'kysely';
import { z } from 'zod';
import { toJson } from '../database/columns.js';
import type { PactFootprintRequestsTable } from '../database/pact.js';
import { ConflictError, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

export const FootprintRequestInputSchema = z
  .object({
    grantId: z.uuid(),
    eventId: z.string().min(1).max(256),
    source: z.string().min(1).max(2048),
    criteria: z.record(z.string(), z.json()),
    comment: z.string().max(5000).nullable().default(null),
    /** The requester's PACT base URL, checked against the grant by the caller (null: none known). */
    answerUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable()
      .default(null),
  })
  .strict();

/** A footprint request received from a partner (PACT RequestCreatedEvent) and its answer. */
export interface FootprintRequest {
  readonly id: string;
  readonly grantId: string;
  readonly eventId: string;
  readonly source: string;
  readonly criteria: Readonly<Record<string, unknown>>;
  readonly comment: string | null;
  readonly status: 'pending' | 'fulfilled' | 'rejected';
  readonly footprintIds: readonly string[] | null;
  readonly rejectReason: string | null;
  readonly answeredBy: string | null;
  readonly answeredAt: Date | null;
  readonly deliveryError: string | null;
  /** Where the answer event goes: the requester's PACT base URL (from the event's source), or null. */
  readonly answerUrl: string | null;
  readonly createdAt: Date;
}

function toRequest(row: Selectable<PactFootprintRequestsTable>): FootprintRequest {
  return {
    id: row.id,
    grantId: row.grant_id,
    eventId: row.event_id,
    source: row.source,
    criteria: row.criteria,
    comment: row.comment,
    status: row.status,
    footprintIds: row.footprint_ids,
    rejectReason: row.reject_reason,
    answeredBy: row.answered_by,
    answeredAt: row.answered_at,
    deliveryError: row.delivery_error,
    answerUrl: row.answer_url,
    createdAt: row.created_at,
  };
}

/**
 * Records a received request. The same event id from the same grant again (a partner's retry) returns the
 * stored request unchanged, with `created: false`.
 */
export async function recordFootprintRequest(
  scope: OrganizationScope,
  input: z.input<typeof FootprintRequestInputSchema>,
): Promise<{ request: FootprintRequest; created: boolean }> {
  const r = parseInput('footprint request', FootprintRequestInputSchema, input);
  const inserted = await scope.db
    .insertInto('pact_footprint_requests')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      grant_id: r.grantId,
      event_id: r.eventId,
      source: r.source,
      criteria: toJson(r.criteria),
      comment: r.comment,
      answer_url: r.answerUrl,
    })
    .onConflict((oc) => oc.constraint('pact_footprint_requests_event_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted !== undefined) return { request: toRequest(inserted), created: true };
  const existing = await scope.db
    .selectFrom('pact_footprint_requests')
    .selectAll()
    .where('grant_id', '=', r.grantId)
    .where('event_id', '=', r.eventId)
    .executeTakeFirstOrThrow();
  return { request: toRequest(existing), created: false };
}

/** The scope's received requests in arrival order. */
export async function listFootprintRequests(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<FootprintRequest>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('pact_footprint_requests').selectAll(), page, toRequest);
}

/** A received request of the scope by id, or null. */
export async function findFootprintRequest(
  scope: OrganizationScope,
  id: string,
): Promise<FootprintRequest | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const row = await scope.db
    .selectFrom('pact_footprint_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? null : toRequest(row);
}

/**
 * Answers a pending request once: fulfilled with footprint ids, or rejected with a reason; `deliveryError`
 * records why the answer event could not be delivered (null when it was). @throws ConflictError if answered.
 */
export async function answerFootprintRequest(
  scope: OrganizationScope,
  id: string,
  answer:
    | { status: 'fulfilled'; footprintIds: string[]; answeredBy: string | null; deliveryError: string | null }
    | { status: 'rejected'; reason: string; answeredBy: string | null; deliveryError: string | null },
): Promise<FootprintRequest> {
  const existing = await findFootprintRequest(scope, id);
  if (existing === null) throw new NotFoundError('footprint request', id);
  if (existing.status !== 'pending')
    throw new ConflictError('footprint request', `already ${existing.status}`);
  const row = await scope.db
    .updateTable('pact_footprint_requests')
    .set({
      status: answer.status,
      footprint_ids: answer.status === 'fulfilled' ? toJson(answer.footprintIds) : null,
      reject_reason: answer.status === 'rejected' ? answer.reason : null,
      answered_by: answer.answeredBy,
      answered_at: new Date(),
      delivery_error: answer.deliveryError,
    })
    .where('id', '=', existing.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new ConflictError('footprint request', 'answered concurrently');
  return toRequest(row);
}

/**
 * Records the outcome of a later delivery attempt of an answered request's event: null when the partner
 * accepted it, else why not. @throws ConflictError while the request is still pending.
 */
export async function recordAnswerDelivery(
  scope: OrganizationScope,
  id: string,
  deliveryError: string | null,
): Promise<FootprintRequest> {
  const existing = await findFootprintRequest(scope, id);
  if (existing === null) throw new NotFoundError('footprint request', id);
  if (existing.status === 'pending') throw new ConflictError('footprint request', 'not answered yet');
  const row = await scope.db
    .updateTable('pact_footprint_requests')
    .set({ delivery_error: deliveryError })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRequest(row);
}
