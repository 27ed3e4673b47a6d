import {
  answerSupplierFootprintRequest,
  appendAudit,
  ConflictError,
  findSupplierByInboundGrant,
  NotFoundError,
  type OrganizationScope,
  recordReceivedFootprint,
  type Supplier,
  withOrganization,
} from '@ctp/store';
import type { Runtime } from '../../wiring/runtime.js';
import { type PactEventHandlers, PactEventRefused } from '../pact/index.js';
import { SupplierSyncError } from './errors.js';
import { checkAnsweringCompany, receivedFootprint } from './received-answer.js';
import { requestSupplierSync } from './sync-job.js';

type HostHandlers = Pick<PactEventHandlers, 'onPublished' | 'onRequestFulfilled' | 'onRequestRejected'>;

/** The supplier an event's grant belongs to; an unlinked grant may not send supplier events. */
async function senderOf(scope: OrganizationScope, grantId: string): Promise<Supplier> {
  const supplier = await findSupplierByInboundGrant(scope, grantId);
  if (supplier === undefined)
    throw new PactEventRefused(
      'AccessDenied',
      'These credentials are not linked to a supplier of this organization',
    );
  return supplier;
}

/**
 * The host side's handlers of received PACT events (registered on the PactEventRegistry at wiring):
 * a PublishedEvent queues a sync of the sending supplier (from a grant linked to no supplier it is only
 * recorded); a RequestFulfilledEvent or
 * RequestRejectedEvent records the answer on the request we sent (fulfilled footprints are checked
 * for the supplier's company id and stored as received versions, then a sync is queued so the
 * purchases use them). The sender is the supplier linked to the event's grant.
 */
export function hostEventHandlers(runtime: Pick<Runtime, 'database' | 'jobs'>): HostHandlers {
  const db = runtime.database.db;
  return {
    async onPublished({ organizationId, grantId, event }) {
      const supplier = await withOrganization(db, organizationId, async (scope) => {
        const s = await findSupplierByInboundGrant(scope, grantId);
        if (s === undefined) {
          // A notification carries no data and changes nothing here: a valid one from an authenticated partner
          // whose grant feeds no supplier is accepted (PACT v3: 4xx only for an invalid event) and recorded.
          await appendAudit(scope, {
            actorType: 'api_token',
            actorId: `sharing_grant:${grantId}`,
            action: 'pact.event.published_unlinked',
            entityType: 'sharing_grant',
            entityId: grantId,
            details: { eventId: event.id, pfIds: event.data.pfIds },
          });
          return undefined;
        }
        await appendAudit(scope, {
          actorType: 'system',
          actorId: `pact-grant:${grantId}`,
          action: 'supplier.event.published',
          entityType: 'supplier',
          entityId: s.id,
          details: { eventId: event.id, pfIds: event.data.pfIds },
        });
        return s;
      });
      if (supplier === undefined) return;
      await requestSupplierSync(runtime, { organizationId, supplierId: supplier.id, trigger: 'event' });
    },

    async onRequestFulfilled({ organizationId, grantId, event }) {
      const supplier = await withOrganization(db, organizationId, async (scope) => {
        const s = await senderOf(scope, grantId);
        // Footprints are accepted only from a supplier whose company we can check them against.
        if (s.externalPublicOrgId === null)
          throw new PactEventRefused(
            'BadRequest',
            'This supplier has no publicOrgId to check its footprints against',
          );
        try {
          checkAnsweringCompany(event.data.pfs, s.externalPublicOrgId);
        } catch (error) {
          if (error instanceof SupplierSyncError) throw new PactEventRefused('BadRequest', error.message);
          throw error;
        }
        for (const pf of event.data.pfs) {
          await recordReceivedFootprint(scope, s.id, receivedFootprint(pf, null));
        }
        await recordAnswer(scope, s, event.data.requestEventId, {
          status: 'fulfilled',
          answer: { eventId: event.id, footprintIds: event.data.pfs.map((pf) => pf.id) },
        });
        return s;
      });
      if (event.data.pfs.length > 0 && supplier.integrationEndpoint !== null)
        await requestSupplierSync(runtime, { organizationId, supplierId: supplier.id, trigger: 'event' });
    },

    async onRequestRejected({ organizationId, grantId, event }) {
      await withOrganization(db, organizationId, async (scope) => {
        const s = await senderOf(scope, grantId);
        await recordAnswer(scope, s, event.data.requestEventId, {
          status: 'rejected',
          answer: {
            eventId: event.id,
            error: { code: event.data.error.code, message: event.data.error.message },
          },
        });
      });
    },
  };
}

async function recordAnswer(
  scope: OrganizationScope,
  supplier: Supplier,
  requestEventId: string,
  answer: { status: 'fulfilled' | 'rejected'; answer: Record<string, unknown> },
): Promise<void> {
  try {
    const request = await answerSupplierFootprintRequest(scope, supplier.id, requestEventId, answer);
    await appendAudit(scope, {
      actorType: 'system',
      actorId: `supplier:${supplier.id}`,
      action: `supplier.request.${answer.status}`,
      entityType: 'supplier_footprint_request',
      entityId: request.id,
      details: { supplierId: supplier.id, requestEventId, ...answer.answer },
    });
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new PactEventRefused(
        'BadRequest',
        `No request with id ${requestEventId} was sent to this supplier`,
      );
    if (error instanceof ConflictError)
      throw new PactEventRefused('BadRequest', `The request ${requestEventId} was already answered`);
    throw error;
  }
}
