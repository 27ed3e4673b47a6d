import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, json, problems } from '../../http/openapi-parts.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { supplierExchangeService } from './exchange-service.js';
import {
  FootprintVersionView,
  footprintVersionView,
  PurchaseCreate,
  PurchaseView,
  purchaseView,
  RequestCreate,
  RequestView,
  requestView,
  SyncView,
  syncView,
} from './schemas.js';

const SyncQueued = z.object({ sync: SyncView, jobId: z.string() }).openapi('SupplierSyncQueued');

/**
 * The exchange with a supplier: its purchases (what its footprints multiply), syncs (queued to the
 * worker; status and failure reason on the sync and the supplier), the footprint versions received,
 * and footprint requests sent to it (PACT RequestCreatedEvent) with their answers.
 */
export function supplierExchangeModule(runtime: Runtime): ApiModule {
  const exchange = supplierExchangeService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/suppliers', tags: ['Suppliers'] });
    routes.add({
      sub: '/purchases',
      summary:
        'Record a purchase from the supplier (a product quantity, or a share of its corporate emissions)',
      body: PurchaseCreate,
      view: PurchaseView,
      problems: { 400: 'Invalid body', 404: 'No such supplier' },
      handle: async (caller, id, body) => purchaseView(await exchange.createPurchase(caller, id, body)),
    });
    routes.listOf({
      sub: '/purchases',
      summary: "The supplier's purchases, with the activity each one produced",
      item: PurchaseView,
      problems: { 404: 'No such supplier' },
      handle: async (caller, id, page) =>
        viewPage(await exchange.listPurchases(caller, id, page), purchaseView),
    });

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/suppliers/{id}/sync',
        tags: ['Suppliers'],
        summary:
          "Queue a sync: pull the supplier's footprints over PACT and update the supplier-specific activity",
        ...accessOf('POST', '/api/suppliers/{id}/sync'),
        request: { params: IdParam },
        responses: {
          202: { description: 'Queued', ...json(SyncQueued) },
          ...problems({ 404: 'No such supplier', 409: 'The supplier has no PACT integration' }),
        },
      }),
      async (c) => {
        const { sync, jobId } = await exchange.sync(callerOf(c), c.req.valid('param').id);
        return c.json({ sync: syncView(sync), jobId }, 202);
      },
    );

    routes.listOf({
      sub: '/syncs',
      summary: "The supplier's syncs, with what each changed or why it changed nothing",
      item: SyncView,
      problems: { 404: 'No such supplier' },
      handle: async (caller, id, page) => viewPage(await exchange.listSyncs(caller, id, page), syncView),
    });
    routes.listOf({
      sub: '/footprints',
      summary: 'Every footprint version received from the supplier (a changed footprint is a new version)',
      item: FootprintVersionView,
      problems: { 404: 'No such supplier' },
      handle: async (caller, id, page) =>
        viewPage(await exchange.listFootprints(caller, id, page), footprintVersionView),
    });
    routes.add({
      sub: '/requests',
      summary: 'Ask the supplier for footprints of products (sends a PACT RequestCreatedEvent)',
      body: RequestCreate,
      view: RequestView,
      returns: 'Recorded; `status` says whether the supplier accepted it',
      problems: { 400: 'Invalid body', 404: 'No such supplier', 409: 'The supplier has no PACT integration' },
      handle: async (caller, id, body) => requestView(await exchange.sendRequest(caller, id, body)),
    });
    routes.listOf({
      sub: '/requests',
      summary: 'Footprint requests sent to the supplier, with the answers received',
      item: RequestView,
      problems: { 404: 'No such supplier' },
      handle: async (caller, id, page) =>
        viewPage(await exchange.listRequests(caller, id, page), requestView),
    });
  };
}
