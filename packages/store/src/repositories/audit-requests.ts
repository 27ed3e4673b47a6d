import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { AuditRequestsTable } from '../database/assurance.js';
import { ConflictError, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** Who asked or answered: a person or an API token, by id. */
export interface RequestActor {
  readonly actorType: 'user' | 'api_token';
  readonly actorId: string | null;
}

/** An auditor's request on one result of a period, with the organization's answer once given. */
export interface AuditRequest {
  readonly id: string;
  readonly periodId: string;
  readonly resultId: string;
  readonly message: string;
  readonly requestedBy: RequestActor;
  readonly createdAt: Date;
  readonly status: 'open' | 'answered';
  readonly answer: string | null;
  readonly evidenceId: string | null;
  readonly answeredBy: RequestActor | null;
  readonly answeredAt: Date | null;
}

function toRequest(row: Selectable<AuditRequestsTable>): AuditRequest {
  return {
    id: row.id,
    periodId: row.period_id,
    resultId: row.result_id,
    message: row.message,
    requestedBy: { actorType: row.requested_by_type, actorId: row.requested_by },
    createdAt: row.created_at,
    status: row.answered_at === null ? 'open' : 'answered',
    answer: row.answer,
    evidenceId: row.evidence_id,
    answeredBy:
      row.answered_by_type === null ? null : { actorType: row.answered_by_type, actorId: row.answered_by },
    answeredAt: row.answered_at,
  };
}

/** A new request: the period, the result it is about and what the auditor asks. */
export const AuditRequestInputSchema = z.strictObject({
  periodId: z.uuid(),
  resultId: z.uuid(),
  message: z.string().trim().min(1).max(5000),
});

/** An answer: the organization's note and, optionally, an evidence item. */
export const AuditAnswerInputSchema = z.strictObject({
  answer: z.string().trim().min(1).max(10000),
  evidenceId: z.uuid().nullable().default(null),
});

/** Records a request (open). The period and the result must be the organization's (foreign keys). */
export async function createAuditRequest(
  scope: OrganizationScope,
  input: z.input<typeof AuditRequestInputSchema>,
  by: RequestActor,
): Promise<AuditRequest> {
  const r = parseInput('audit request', AuditRequestInputSchema, input);
  const row = await scope.db
    .insertInto('audit_requests')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      period_id: r.periodId,
      result_id: r.resultId,
      message: r.message,
      requested_by: by.actorId,
      requested_by_type: by.actorType,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRequest(row);
}

/** One request of the organization. @throws NotFoundError */
export async function getAuditRequest(scope: OrganizationScope, id: string): Promise<AuditRequest> {
  const row = await scope.db.selectFrom('audit_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw new NotFoundError('audit request', id);
  return toRequest(row);
}

/** Paging and filters of {@link listAuditRequests}. */
export const AuditRequestListSchema = PageOptionsSchema.extend({
  periodId: z.uuid().optional(),
  resultId: z.uuid().optional(),
  status: z.enum(['open', 'answered']).optional(),
});

/** The organization's requests, oldest first, optionally of one period, one result and/or one status. */
export async function listAuditRequests(
  scope: OrganizationScope,
  options: z.input<typeof AuditRequestListSchema> = {},
): Promise<Page<AuditRequest>> {
  const { periodId, resultId, status, ...page } = parseInput(
    'audit request list',
    AuditRequestListSchema,
    options,
  );
  let q = scope.db.selectFrom('audit_requests').selectAll();
  if (periodId !== undefined) q = q.where('period_id', '=', periodId);
  if (resultId !== undefined) q = q.where('result_id', '=', resultId);
  if (status === 'open') q = q.where('answered_at', 'is', null);
  if (status === 'answered') q = q.where('answered_at', 'is not', null);
  return fetchPage(q, page, toRequest);
}

/** Answers an open request, once. @throws NotFoundError; ConflictError when already answered. */
export async function answerAuditRequest(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof AuditAnswerInputSchema>,
  by: RequestActor,
): Promise<AuditRequest> {
  const a = parseInput('audit answer', AuditAnswerInputSchema, input);
  const row = await scope.db
    .updateTable('audit_requests')
    .set({
      answer: a.answer,
      evidence_id: a.evidenceId,
      answered_by: by.actorId,
      answered_by_type: by.actorType,
      // The database's clock, as for evidence versions, so "the version current when answered" holds.
      answered_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('answered_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row !== undefined) return toRequest(row);
  await getAuditRequest(scope, id);
  throw new ConflictError('audit request', 'already answered', { id });
}
