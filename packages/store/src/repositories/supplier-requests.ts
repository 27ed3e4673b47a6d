import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { SupplierFootprintRequestsTable } from '../database/supplier-sync.js';
import { ConflictError, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** A footprint request (PACT RequestCreatedEvent) sent to a supplier, and its answer. */
export interface SupplierFootprintRequest {
  readonly id: string;
  readonly supplierId: string;
  /** The CloudEvent id the answer refers to (`requestEventId`). */
  readonly eventId: string;
  /** What was asked (the event's `data`: productId, comment, …). */
  readonly criteria: Readonly<Record<string, unknown>>;
  readonly status: 'sending' | 'sent' | 'send_failed' | 'fulfilled' | 'rejected';
  readonly sendError: { code: string; message: string } | null;
  /** Fulfilled: `{ footprintIds }`; rejected: `{ error: { code, message } }`. */
  readonly answer: Readonly<Record<string, unknown>> | null;
  readonly requestedBy: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  readonly answeredAt: Date | null;
}

function toRequest(row: Selectable<SupplierFootprintRequestsTable>): SupplierFootprintRequest {
  return {
    id: row.id,
    supplierId: row.supplier_id,
    eventId: row.event_id,
    criteria: row.criteria,
    status: row.status,
    sendError: row.send_error,
    answer: row.answer,
    requestedBy: row.requested_by,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    answeredAt: row.answered_at,
  };
}

/** Records a request about to be sent (status `sending`). */
export async function createSupplierFootprintRequest(
  scope: OrganizationScope,
  supplierId: string,
  input: { eventId: string; criteria: Record<string, unknown>; requestedBy?: string | null },
): Promise<SupplierFootprintRequest> {
  const row = await scope.db
    .insertInto('supplier_footprint_requests')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      supplier_id: parseInput('supplier id', z.uuid(), supplierId),
      event_id: parseInput('event id', z.string().min(1).max(256), input.eventId),
      criteria: JSON.stringify(input.criteria),
      status: 'sending',
      requested_by: input.requestedBy ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRequest(row);
}

/** Records whether sending worked. */
export async function markSupplierFootprintRequestSent(
  scope: OrganizationScope,
  id: string,
  result: { ok: true } | { ok: false; error: { code: string; message: string } },
): Promise<SupplierFootprintRequest> {
  const row = await scope.db
    .updateTable('supplier_footprint_requests')
    .set(
      result.ok
        ? { status: 'sent', sent_at: new Date() }
        : { status: 'send_failed', send_error: JSON.stringify(result.error) },
    )
    .where('id', '=', parseInput('request id', z.uuid(), id))
    .where('status', '=', 'sending')
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('supplier footprint request', id);
  return toRequest(row);
}

/**
 * Records the supplier's answer to the request with `eventId` from `supplierId`. An answer to an
 * unknown request (or one of another supplier) is NotFoundError; a second answer is ConflictError.
 */
export async function answerSupplierFootprintRequest(
  scope: OrganizationScope,
  supplierId: string,
  eventId: string,
  answer: { status: 'fulfilled' | 'rejected'; answer: Record<string, unknown> },
): Promise<SupplierFootprintRequest> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const existing = await scope.db
    .selectFrom('supplier_footprint_requests')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('supplier_id', '=', sid)
    .forUpdate()
    .executeTakeFirst();
  if (existing === undefined) throw new NotFoundError('supplier footprint request', eventId);
  if (existing.status === 'fulfilled' || existing.status === 'rejected')
    throw new ConflictError('supplier footprint request', 'the request was already answered', { eventId });
  const row = await scope.db
    .updateTable('supplier_footprint_requests')
    .set({ status: answer.status, answer: JSON.stringify(answer.answer), answered_at: new Date() })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRequest(row);
}

/** A supplier's requests in creation order, a page at a time. */
export async function listSupplierFootprintRequests(
  scope: OrganizationScope,
  supplierId: string,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<SupplierFootprintRequest>> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(
    scope.db.selectFrom('supplier_footprint_requests').selectAll().where('supplier_id', '=', sid),
    page,
    toRequest,
  );
}
