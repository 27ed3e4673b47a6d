import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  SupplierCreate,
  SupplierCredentials,
  SupplierUpdate,
  SupplierView,
  supplierView,
} from './schemas.js';
import { suppliersService } from './suppliers-service.js';

/**
 * Suppliers: `POST`, `GET /api/suppliers`, `GET` and `PATCH /api/suppliers/{id}`, and
 * `PUT /api/suppliers/{id}/credentials` (the client credentials the supplier issued to us: the
 * secret is sealed with the server's encryption key and never returned, logged or audited).
 */
export function suppliersModule(runtime: Runtime): ApiModule {
  const suppliers = suppliersService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/suppliers', tags: ['Suppliers'] });
    routes.create({
      summary: 'Create a supplier',
      body: SupplierCreate,
      view: SupplierView,
      problems: { 400: 'Invalid body' },
      handle: async (caller, body) => supplierView(await suppliers.create(caller, body)),
    });
    routes.list({
      summary: "The organization's suppliers in creation order",
      item: SupplierView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page) => viewPage(await suppliers.list(caller, page), supplierView),
    });
    routes.get({
      summary: 'A supplier, with the status of its last sync (and why it failed)',
      view: SupplierView,
      returns: 'The supplier',
      problems: { 404: 'No such supplier' },
      handle: async (caller, id) => supplierView(await suppliers.get(caller, id)),
    });
    routes.update({
      summary: 'Update a supplier (only the fields given; null clears an optional field)',
      body: SupplierUpdate,
      view: SupplierView,
      problems: { 400: 'Invalid body', 404: 'No such supplier' },
      handle: async (caller, id, body) => supplierView(await suppliers.update(caller, id, body)),
    });
    routes.update({
      method: 'put',
      sub: '/credentials',
      summary:
        'Set the client credentials the supplier issued to us (write only: the secret is never returned)',
      body: SupplierCredentials,
      view: SupplierView,
      returns: 'Set',
      problems: { 400: 'Invalid body', 404: 'No such supplier' },
      handle: async (caller, id, body) => supplierView(await suppliers.setCredentials(caller, id, body)),
    });
  };
}
