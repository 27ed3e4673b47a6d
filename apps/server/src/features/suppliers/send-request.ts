import { randomUUID } from 'node:crypto';
import type { SecretBox } from '@ctp/auth';
import {
  appendAudit,
  createSupplierFootprintRequest,
  type Database,
  getSupplier,
  markSupplierFootprintRequestSent,
  type SupplierFootprintRequest,
  withOrganization,
} from '@ctp/store';
import type { Kysely } from 'kysely';
import { PACT_EVENT_TYPES, PactClientError } from '../pact/index.js';
import { SupplierNotIntegratedError, SupplierSyncError } from './errors.js';
import { type PactClientSettings, pactClientForSupplier } from './supplier-client.js';

/** What to ask a supplier for: the ListFootprints criteria of a RequestCreatedEvent. */
export interface FootprintRequestInput {
  productIds: string[];
  comment?: string;
}

/**
 * Sends a PACT RequestCreatedEvent to a supplier asking for footprints of the given products, and
 * records it (`sent`, or `send_failed` with the reason). The answer arrives later as a
 * RequestFulfilledEvent or RequestRejectedEvent whose `requestEventId` is this event's id.
 * `source` is our events URL, where the supplier sends the answer.
 */
export async function sendFootprintRequest(
  deps: { db: Kysely<Database>; secretBox: SecretBox; pact?: PactClientSettings },
  input: {
    organizationId: string;
    supplierId: string;
    request: FootprintRequestInput;
    source: string;
    actor: { actorType: 'user' | 'api_token'; actorId: string | null; userId: string | null };
    requestId?: string | null;
  },
): Promise<SupplierFootprintRequest> {
  const eventId = randomUUID();
  const data = {
    productId: input.request.productIds,
    ...(input.request.comment === undefined ? {} : { comment: input.request.comment }),
  };
  const { request, client } = await withOrganization(deps.db, input.organizationId, async (scope) => {
    const supplier = await getSupplier(scope, input.supplierId);
    const client = await pactClientForSupplier(scope, deps.secretBox, supplier, deps.pact).catch((error) => {
      if (error instanceof SupplierSyncError)
        throw new SupplierNotIntegratedError(supplier.id, ['readable credentials']);
      throw error;
    });
    const request = await createSupplierFootprintRequest(scope, supplier.id, {
      eventId,
      criteria: data,
      requestedBy: input.actor.userId,
    });
    return { request, client };
  });
  let result: { ok: true } | { ok: false; error: { code: string; message: string } };
  try {
    await client.sendEvent({
      id: eventId,
      type: PACT_EVENT_TYPES.requestCreated,
      source: input.source,
      data,
    });
    result = { ok: true };
  } catch (error) {
    if (!(error instanceof PactClientError || error instanceof SupplierSyncError)) throw error;
    result = { ok: false, error: { code: error.code, message: error.message.slice(0, 2000) } };
  }
  return withOrganization(deps.db, input.organizationId, async (scope) => {
    const marked = await markSupplierFootprintRequestSent(scope, request.id, result);
    await appendAudit(scope, {
      actorType: input.actor.actorType,
      actorId: input.actor.actorId,
      action: result.ok ? 'supplier.request.sent' : 'supplier.request.send_failed',
      entityType: 'supplier_footprint_request',
      entityId: request.id,
      details: {
        supplierId: input.supplierId,
        eventId,
        criteria: data,
        ...(result.ok ? {} : { error: result.error }),
      },
      requestId: input.requestId ?? null,
    });
    return marked;
  });
}
