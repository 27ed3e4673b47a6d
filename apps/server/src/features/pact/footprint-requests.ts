/**
 * Footprint requests received from partners (PACT RequestCreatedEvent): stored on arrival with the requester's
 * host system taken from the event's `source` (checked against the grant, see `answer-destination.ts`); an
 * administrator fulfils one with footprint ids or rejects it with a reason, or the grant's answer policy does
 * it at once (`auto-answer.ts`). The answer event (RequestFulfilledEvent or RequestRejectedEvent) goes to that
 * host's PACT API with the credentials the partner issued to us (the grant's callback). A delivery failure is
 * recorded on the request, not hidden.
 */
import type { SecretBox } from '@ctp/auth';
import {
  answerFootprintRequest,
  appendAudit,
  asQueueOwner,
  type Database,
  type FootprintRequest,
  findFootprintRequest,
  findProductFootprint,
  findSharingGrant,
  type JobQueue,
  recordAnswerDelivery,
  recordFootprintRequest,
  type SharingGrant,
  withOrganization,
} from '@ctp/store';
import type { Kysely } from 'kysely';
import { answerDestinationOf } from './answer-destination.js';
import { pactAutoAnswerJob } from './auto-answer-job-definition.js';
import { type PactEventHandlers, PactEventRefused } from './event-handlers.js';
import { footprintDocument } from './footprint-document.js';
import { createPactClient } from './pact-client.js';
import { PACT_EVENT_TYPES, type ProductFootprint } from './wire.js';

/** The SecretBox context of a grant's callback secret (bound to the organization and the grant's client id). */
export const callbackSecretContext = (organizationId: string, clientId: string) =>
  `sharing_grants.callback_secret:${organizationId}:${clientId}`;

/** What the supplier side's event handler needs. */
export interface SupplierEventDeps {
  db: Kysely<Database>;
  /** Production: a requester's host system must be https://. */
  httpsOnly: boolean;
  /** Where an automatic answer is queued (in the transaction that records the request). */
  jobs: Pick<JobQueue, 'send'>;
}

/**
 * The supplier side's event handler: a RequestCreatedEvent is stored once (a retried event id is not a second
 * request) with where its answer goes; refused as `AccessDenied` when its source names a host outside the
 * grant. When the grant answers automatically, the answer job is queued in the same transaction.
 */
export function supplierEventHandlers(deps: SupplierEventDeps): Pick<PactEventHandlers, 'onRequestCreated'> {
  return {
    onRequestCreated: async ({ organizationId, grantId, event }) => {
      const { comment, ...criteria } = event.data;
      await withOrganization(deps.db, organizationId, async (scope) => {
        const grant = await findSharingGrant(scope, grantId);
        if (grant === null) throw new PactEventRefused('AccessDenied', 'Access denied');
        const destination = answerDestinationOf(event.source, grant, { httpsOnly: deps.httpsOnly });
        if (!destination.ok) throw new PactEventRefused(destination.code, destination.reason);
        const { request, created } = await recordFootprintRequest(scope, {
          grantId,
          eventId: event.id,
          source: event.source,
          criteria: JSON.parse(JSON.stringify(criteria)),
          comment: typeof comment === 'string' ? comment : null,
          answerUrl: destination.url,
        });
        if (!created) return;
        await appendAudit(scope, {
          actorType: 'api_token',
          actorId: `sharing_grant:${grantId}`,
          action: 'pact_request.receive',
          entityType: 'pact_footprint_request',
          entityId: request.id,
          details: {
            grantId,
            eventId: event.id,
            answerUrl: destination.url,
            answerPolicy: grant.answerPolicy,
          },
        });
        if (grant.answerPolicy !== 'manual') {
          // Outbox: the automatic answer is queued exactly when the request is stored.
          await asQueueOwner(scope, (trx) =>
            deps.jobs.send(
              pactAutoAnswerJob,
              { organizationId, requestId: request.id },
              { db: trx, idempotencyKey: `pact-auto-answer-${request.id}` },
            ),
          );
        }
      });
    },
  };
}

/** An answer an administrator gives. */
export type RequestAnswer =
  | { status: 'fulfilled'; footprintIds: string[] }
  | { status: 'rejected'; reason: string };

/** Refusal of an answer before anything is sent (the HTTP layer maps `code`). */
export class RequestAnswerError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'CONFLICT' | 'BAD_REQUEST',
    message: string,
  ) {
    super(message);
  }
}

export interface AnswerDeps {
  db: Kysely<Database>;
  secretBox: SecretBox;
  /** This server's PACT events URL, the CloudEvents `source` of what we send. */
  eventSource: string;
  fetch?: typeof globalThis.fetch;
  /**
   * Queues later attempts when the first delivery failed (the PACT specification asks a data owner to retry
   * with exponential backoff, for up to 3 days); absent, a failed delivery is only recorded.
   */
  queueRedelivery?: (organizationId: string, requestId: string) => Promise<void>;
}

/** Answers a pending request: sends the answer event to the grant's callback, then records the answer. */
export async function answerRequest(
  deps: AnswerDeps,
  actor: {
    organizationId: string;
    userId: string | null;
    /** `system`: the grant's answer policy answered. */
    actorType: 'user' | 'api_token' | 'system';
    actorId: string | null;
  },
  requestId: string,
  answer: RequestAnswer,
  httpRequestId?: string,
): Promise<FootprintRequest> {
  const loaded = await withOrganization(deps.db, actor.organizationId, async (scope) => {
    const request = await findFootprintRequest(scope, requestId);
    if (request === null) throw new RequestAnswerError('NOT_FOUND', 'no such footprint request');
    if (request.status !== 'pending') throw new RequestAnswerError('CONFLICT', `already ${request.status}`);
    const grant = await findSharingGrant(scope, request.grantId);
    if (grant === null) throw new RequestAnswerError('NOT_FOUND', 'the request’s grant is gone');
    const pfs: ProductFootprint[] = [];
    if (answer.status === 'fulfilled') {
      for (const id of answer.footprintIds) {
        const pf = await findProductFootprint(scope, id, {
          productIds: grant.productIds,
          periods: grant.periods,
          scopes: grant.scopes,
        });
        if (pf === null)
          throw new RequestAnswerError('BAD_REQUEST', `footprint ${id} is not readable by this grant`);
        pfs.push(footprintDocument(pf));
      }
    }
    return { request, grant, pfs };
  });
  const deliveryError = await deliver(deps, loaded.grant, loaded.request, answer, loaded.pfs);
  const recorded = await withOrganization(deps.db, actor.organizationId, async (scope) => {
    const answered = await answerFootprintRequest(scope, requestId, {
      ...(answer.status === 'fulfilled'
        ? { status: 'fulfilled' as const, footprintIds: answer.footprintIds }
        : { status: 'rejected' as const, reason: answer.reason }),
      answeredBy: actor.userId,
      deliveryError,
    });
    await appendAudit(scope, {
      actorType: actor.actorType,
      actorId: actor.actorId,
      action: answer.status === 'fulfilled' ? 'pact_request.fulfil' : 'pact_request.reject',
      entityType: 'pact_footprint_request',
      entityId: answered.id,
      details: {
        grantId: loaded.grant.id,
        ...(answer.status === 'fulfilled'
          ? { footprintIds: answer.footprintIds }
          : { reason: answer.reason }),
        delivered: deliveryError === null,
        deliveryError,
      },
      requestId: httpRequestId ?? null,
    });
    return answered;
  });
  if (recorded.deliveryError !== null && loaded.grant.callback !== null && deps.queueRedelivery) {
    await deps.queueRedelivery(actor.organizationId, recorded.id);
  }
  return recorded;
}

/** Sends the answer event; returns null when the partner accepted it, else why not. */
async function deliver(
  deps: AnswerDeps,
  grant: SharingGrant,
  request: FootprintRequest,
  answer: RequestAnswer,
  pfs: ProductFootprint[],
): Promise<string | null> {
  if (grant.callback === null) return 'the grant names no callback to send the answer to';
  try {
    const client = createPactClient({
      // The requester's host named by the event (checked at receipt), else the grant's callback.
      baseUrl: request.answerUrl ?? grant.callback.url,
      clientId: grant.callback.clientId,
      clientSecret: deps.secretBox.open(
        grant.callback.secretSealed,
        callbackSecretContext(grant.organizationId, grant.clientId),
      ),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
    await client.sendEvent(
      answer.status === 'fulfilled'
        ? {
            type: PACT_EVENT_TYPES.requestFulfilled,
            source: deps.eventSource,
            data: { requestEventId: request.eventId, pfs },
          }
        : {
            type: PACT_EVENT_TYPES.requestRejected,
            source: deps.eventSource,
            data: { requestEventId: request.eventId, error: { code: 'BadRequest', message: answer.reason } },
          },
    );
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Another delivery attempt of an answered request's event (the redelivery job): does nothing when the
 * last attempt succeeded; records the outcome otherwise and throws on failure so the job is retried.
 */
export async function redeliverAnswer(
  deps: AnswerDeps,
  organizationId: string,
  requestId: string,
): Promise<'delivered' | 'already-delivered'> {
  const loaded = await withOrganization(deps.db, organizationId, async (scope) => {
    const request = await findFootprintRequest(scope, requestId);
    if (request === null || request.status === 'pending' || request.deliveryError === null) return null;
    const grant = await findSharingGrant(scope, request.grantId);
    if (grant === null) return null;
    const pfs: ProductFootprint[] = [];
    for (const id of request.footprintIds ?? []) {
      const pf = await findProductFootprint(scope, id, grant);
      if (pf !== null) pfs.push(footprintDocument(pf));
    }
    return { request, grant, pfs };
  });
  if (loaded === null) return 'already-delivered';
  const { request, grant, pfs } = loaded;
  const answer: RequestAnswer =
    request.status === 'fulfilled'
      ? { status: 'fulfilled', footprintIds: [...(request.footprintIds ?? [])] }
      : { status: 'rejected', reason: request.rejectReason ?? '' };
  const deliveryError = await deliver(deps, grant, request, answer, pfs);
  await withOrganization(deps.db, organizationId, (scope) =>
    recordAnswerDelivery(scope, requestId, deliveryError),
  );
  if (deliveryError !== null) throw new Error(`answer to ${request.eventId} not delivered: ${deliveryError}`);
  return 'delivered';
}
