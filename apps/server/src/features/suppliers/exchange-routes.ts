import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
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

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });
const SyncQueued = z.object({ sync: SyncView, jobId: z.string() }).openapi('SupplierSyncQueued');

/**
 * The exchange with a supplier: its purchases (what its footprints multiply), syncs (queued to the
 * worker; status and failure reason on the sync and the supplier), the footprint versions received,
 * and footprint requests sent to it (PACT RequestCreatedEvent) with their answers.
 */
export function supplierExchangeModule(runtime: Runtime): ApiModule {
  const exchange = supplierExchangeService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/suppliers/{id}/purchases',
        tags: ['Suppliers'],
        summary:
          'Record a purchase from the supplier (a product quantity, or a share of its corporate emissions)',
        ...accessOf('POST', '/api/suppliers/{id}/purchases'),
        request: { params: IdParam, body: { required: true, ...json(PurchaseCreate) } },
        responses: {
          201: { description: 'Created', ...json(PurchaseView) },
          400: problem('Invalid body'),
          404: problem('No such supplier'),
        },
      }),
      async (c) => {
        const purchase = await exchange.createPurchase(
          callerOf(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json(purchaseView(purchase), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/suppliers/{id}/purchases',
        tags: ['Suppliers'],
        summary: "The supplier's purchases, with the activity each one produced",
        ...accessOf('GET', '/api/suppliers/{id}/purchases'),
        request: { params: IdParam, query: PageQuery },
        responses: {
          200: { description: 'One page', ...json(pageOf(PurchaseView)) },
          404: problem('No such supplier'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await exchange.listPurchases(callerOf(c), c.req.valid('param').id, {
          limit,
          cursor: cursor ?? null,
        });
        return c.json({ items: page.items.map(purchaseView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

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
          404: problem('No such supplier'),
          409: problem('The supplier has no PACT integration'),
        },
      }),
      async (c) => {
        const { sync, jobId } = await exchange.sync(callerOf(c), c.req.valid('param').id);
        return c.json({ sync: syncView(sync), jobId }, 202);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/suppliers/{id}/syncs',
        tags: ['Suppliers'],
        summary: "The supplier's syncs, with what each changed or why it changed nothing",
        ...accessOf('GET', '/api/suppliers/{id}/syncs'),
        request: { params: IdParam, query: PageQuery },
        responses: {
          200: { description: 'One page', ...json(pageOf(SyncView)) },
          404: problem('No such supplier'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await exchange.listSyncs(callerOf(c), c.req.valid('param').id, {
          limit,
          cursor: cursor ?? null,
        });
        return c.json({ items: page.items.map(syncView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/suppliers/{id}/footprints',
        tags: ['Suppliers'],
        summary: 'Every footprint version received from the supplier (a changed footprint is a new version)',
        ...accessOf('GET', '/api/suppliers/{id}/footprints'),
        request: { params: IdParam, query: PageQuery },
        responses: {
          200: { description: 'One page', ...json(pageOf(FootprintVersionView)) },
          404: problem('No such supplier'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await exchange.listFootprints(callerOf(c), c.req.valid('param').id, {
          limit,
          cursor: cursor ?? null,
        });
        return c.json(
          { items: page.items.map(footprintVersionView), nextCursor: page.nextCursor ?? null },
          200,
        );
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/suppliers/{id}/requests',
        tags: ['Suppliers'],
        summary: 'Ask the supplier for footprints of products (sends a PACT RequestCreatedEvent)',
        ...accessOf('POST', '/api/suppliers/{id}/requests'),
        request: { params: IdParam, body: { required: true, ...json(RequestCreate) } },
        responses: {
          201: {
            description: 'Recorded; `status` says whether the supplier accepted it',
            ...json(RequestView),
          },
          400: problem('Invalid body'),
          404: problem('No such supplier'),
          409: problem('The supplier has no PACT integration'),
        },
      }),
      async (c) => {
        const request = await exchange.sendRequest(callerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json(requestView(request), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/suppliers/{id}/requests',
        tags: ['Suppliers'],
        summary: 'Footprint requests sent to the supplier, with the answers received',
        ...accessOf('GET', '/api/suppliers/{id}/requests'),
        request: { params: IdParam, query: PageQuery },
        responses: {
          200: { description: 'One page', ...json(pageOf(RequestView)) },
          404: problem('No such supplier'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await exchange.listRequests(callerOf(c), c.req.valid('param').id, {
          limit,
          cursor: cursor ?? null,
        });
        return c.json({ items: page.items.map(requestView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );
  };
}
