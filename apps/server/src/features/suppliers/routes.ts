import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  SupplierCreate,
  SupplierCredentials,
  SupplierUpdate,
  SupplierView,
  supplierView,
} from './schemas.js';
import { suppliersService } from './suppliers-service.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

/**
 * Suppliers: `POST`, `GET /api/suppliers`, `GET` and `PATCH /api/suppliers/{id}`, and
 * `PUT /api/suppliers/{id}/credentials` (the client credentials the supplier issued to us: the
 * secret is sealed with the server's encryption key and never returned, logged or audited).
 */
export function suppliersModule(runtime: Runtime): ApiModule {
  const suppliers = suppliersService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/suppliers',
        tags: ['Suppliers'],
        summary: 'Create a supplier',
        ...accessOf('POST', '/api/suppliers'),
        request: { body: { required: true, ...json(SupplierCreate) } },
        responses: { 201: { description: 'Created', ...json(SupplierView) }, 400: problem('Invalid body') },
      }),
      async (c) => {
        const supplier = await suppliers.create(callerOf(c), c.req.valid('json'));
        return c.json(supplierView(supplier), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/suppliers',
        tags: ['Suppliers'],
        summary: "The organization's suppliers in creation order",
        ...accessOf('GET', '/api/suppliers'),
        request: { query: PageQuery },
        responses: {
          200: { description: 'One page', ...json(pageOf(SupplierView)) },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await suppliers.list(callerOf(c), { limit, cursor: cursor ?? null });
        return c.json({ items: page.items.map(supplierView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/suppliers/{id}',
        tags: ['Suppliers'],
        summary: 'A supplier, with the status of its last sync (and why it failed)',
        ...accessOf('GET', '/api/suppliers/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The supplier', ...json(SupplierView) },
          404: problem('No such supplier'),
        },
      }),
      async (c) => {
        const supplier = await suppliers.get(callerOf(c), c.req.valid('param').id);
        return c.json(supplierView(supplier), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: '/api/suppliers/{id}',
        tags: ['Suppliers'],
        summary: 'Update a supplier (only the fields given; null clears an optional field)',
        ...accessOf('PATCH', '/api/suppliers/{id}'),
        request: { params: IdParam, body: { required: true, ...json(SupplierUpdate) } },
        responses: {
          200: { description: 'Updated', ...json(SupplierView) },
          400: problem('Invalid body'),
          404: problem('No such supplier'),
        },
      }),
      async (c) => {
        const supplier = await suppliers.update(callerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json(supplierView(supplier), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'put',
        path: '/api/suppliers/{id}/credentials',
        tags: ['Suppliers'],
        summary:
          'Set the client credentials the supplier issued to us (write only: the secret is never returned)',
        ...accessOf('PUT', '/api/suppliers/{id}/credentials'),
        request: { params: IdParam, body: { required: true, ...json(SupplierCredentials) } },
        responses: {
          200: { description: 'Set', ...json(SupplierView) },
          400: problem('Invalid body'),
          404: problem('No such supplier'),
        },
      }),
      async (c) => {
        const supplier = await suppliers.setCredentials(
          callerOf(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json(supplierView(supplier), 200);
      },
    );
  };
}
