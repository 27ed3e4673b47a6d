import {
  appendAudit,
  createSupplierPurchase,
  getSupplier,
  listReceivedFootprints,
  listSupplierFootprintRequests,
  listSupplierPurchases,
  listSupplierSyncs,
  type OrganizationScope,
  type SupplierPurchase,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import { SupplierNotIntegratedError } from './errors.js';
import type { PurchaseCreate, RequestCreate } from './schemas.js';
import { sendFootprintRequest } from './send-request.js';
import { missingIntegration } from './supplier-client.js';
import { requestSupplierSync } from './sync-job.js';

type PageInput = { limit: number; cursor: string | null };

/**
 * The exchange service: purchases (audited), syncs queued to the worker (audited once queued),
 * footprint requests sent over PACT, and the supplier's lists, each behind a 404 for an unknown supplier.
 */
export function supplierExchangeService(runtime: Runtime) {
  const db = runtime.database.db;
  /** A list of the supplier's, after checking the supplier exists (404 otherwise). */
  const listOf =
    <T>(list: (scope: OrganizationScope, supplierId: string, page: PageInput) => Promise<T>) =>
    (caller: Caller, id: string, page: PageInput): Promise<T> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        await getSupplier(scope, id);
        return list(scope, id, page);
      });
  return {
    createPurchase: (
      caller: Caller,
      id: string,
      input: z.infer<typeof PurchaseCreate>,
    ): Promise<SupplierPurchase> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        await getSupplier(scope, id);
        const created = await createSupplierPurchase(scope, id, {
          ...input,
          createdBy: caller.principal.userId ?? null,
        });
        await appendAudit(scope, {
          ...caller.actor,
          action: 'supplier.purchase.create',
          entityType: 'supplier_purchase',
          entityId: created.id,
          details: JSON.parse(JSON.stringify({ supplierId: id, ...input })),
          requestId: caller.requestId,
        });
        return created;
      }),

    listPurchases: listOf(listSupplierPurchases),
    listSyncs: listOf(listSupplierSyncs),
    listFootprints: listOf(listReceivedFootprints),
    listRequests: listOf(listSupplierFootprintRequests),

    /** Refuses a supplier without a PACT integration (`SupplierNotIntegratedError`, 409). */
    sync: async (caller: Caller, id: string) => {
      const supplier = await withOrganization(db, caller.organizationId, (scope) => getSupplier(scope, id));
      const missing = missingIntegration(supplier);
      if (missing.length > 0) throw new SupplierNotIntegratedError(id, missing);
      const { sync, jobId } = await requestSupplierSync(runtime, {
        organizationId: caller.organizationId,
        supplierId: id,
        trigger: 'manual',
        requestedBy: caller.principal.userId ?? null,
      });
      await withOrganization(db, caller.organizationId, (scope) =>
        appendAudit(scope, {
          ...caller.actor,
          action: 'supplier.sync.queued',
          entityType: 'supplier',
          entityId: id,
          details: { syncId: sync.id, jobId },
          requestId: caller.requestId,
        }),
      );
      return { sync, jobId };
    },

    sendRequest: (caller: Caller, id: string, body: z.infer<typeof RequestCreate>) =>
      sendFootprintRequest(
        { db, secretBox: runtime.secretBox },
        {
          organizationId: caller.organizationId,
          supplierId: id,
          request: {
            productIds: body.productIds,
            ...(body.comment === undefined ? {} : { comment: body.comment }),
          },
          source: `${runtime.config.publicUrl}/pact/3/events`,
          actor: { ...caller.actor, userId: caller.principal.userId ?? null },
          requestId: caller.requestId,
        },
      ),
  };
}
