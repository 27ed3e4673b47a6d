import {
  appendAudit,
  createSupplier,
  findSharingGrant,
  getSupplier,
  listSuppliers,
  type OrganizationScope,
  setSupplierCredentials,
  updateSupplier,
  withOrganization,
} from '@ctp/store';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { actorOf, principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  SupplierCreate,
  SupplierCredentials,
  SupplierUpdate,
  SupplierView,
  supplierView,
} from './schemas.js';
import { supplierSecretContext } from './supplier-client.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

/**
 * PACT host systems offer their actions over HTTPS only: in production a plain-HTTP supplier endpoint
 * would send our client secret and the supplier's data in clear, so it is refused (400).
 */
function plainHttpEndpoint(runtime: Runtime, endpoint: string | null | undefined): boolean {
  return (
    runtime.config.nodeEnv === 'production' && typeof endpoint === 'string' && endpoint.startsWith('http:')
  );
}

const HTTPS_MESSAGE = 'must be an https:// URL in production (PACT is offered over HTTPS only)';

/** The `inboundGrantId` must name one of the organization's own sharing grants (400 otherwise). */
const refuseGrant = (c: Context) =>
  problemFor(c, 'VALIDATION_FAILED', {
    detail: 'inboundGrantId names no sharing grant of this organization.',
    errors: [{ pointer: '/inboundGrantId', in: 'body', code: 'custom', message: 'no such sharing grant' }],
  }) as never;

async function unknownGrant(scope: OrganizationScope, grantId: string | null | undefined): Promise<boolean> {
  return typeof grantId === 'string' && (await findSharingGrant(scope, grantId)) === null;
}

const refuseHttp = (c: Context) =>
  problemFor(c, 'VALIDATION_FAILED', {
    detail: `integrationEndpoint ${HTTPS_MESSAGE}.`,
    errors: [{ pointer: '/integrationEndpoint', in: 'body', code: 'custom', message: HTTPS_MESSAGE }],
  }) as never;

/**
 * Suppliers: `POST`, `GET /api/suppliers`, `GET` and `PATCH /api/suppliers/{id}`, and
 * `PUT /api/suppliers/{id}/credentials` (the client credentials the supplier issued to us: the
 * secret is sealed with the server's encryption key and never returned, logged or audited).
 */
export function suppliersModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        const principal = principalOf(c);
        const input = c.req.valid('json');
        if (plainHttpEndpoint(runtime, input.integrationEndpoint)) return refuseHttp(c);
        const supplier = await withOrganization(db, principal.organizationId, async (scope) => {
          if (await unknownGrant(scope, input.inboundGrantId)) return undefined;
          // The store validates attributes as JSON again (z.json()), which the OpenAPI schema cannot express.
          const created = await createSupplier(scope, input as Parameters<typeof createSupplier>[1]);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'supplier.create',
            entityType: 'supplier',
            entityId: created.id,
            details: JSON.parse(JSON.stringify(input)),
            requestId: c.var.requestId,
          });
          return created;
        });
        if (supplier === undefined) return refuseGrant(c);
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
        const principal = principalOf(c);
        const { limit, cursor } = c.req.valid('query');
        const page = await withOrganization(db, principal.organizationId, (scope) =>
          listSuppliers(scope, { limit, cursor: cursor ?? null }),
        );
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const supplier = await withOrganization(db, principal.organizationId, (scope) =>
          getSupplier(scope, id),
        );
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        if (plainHttpEndpoint(runtime, input.integrationEndpoint)) return refuseHttp(c);
        const supplier = await withOrganization(db, principal.organizationId, async (scope) => {
          const before = await getSupplier(scope, id);
          if (await unknownGrant(scope, input.inboundGrantId)) return undefined;
          const updated = await updateSupplier(scope, id, input as Parameters<typeof updateSupplier>[2]);
          const fields = Object.keys(input) as (keyof typeof input)[];
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'supplier.update',
            entityType: 'supplier',
            entityId: id,
            details: {
              fields,
              before: JSON.parse(JSON.stringify(Object.fromEntries(fields.map((f) => [f, before[f]])))),
              after: JSON.parse(JSON.stringify(Object.fromEntries(fields.map((f) => [f, updated[f]])))),
            },
            requestId: c.var.requestId,
          });
          return updated;
        });
        if (supplier === undefined) return refuseGrant(c);
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const { clientId, clientSecret } = c.req.valid('json');
        const supplier = await withOrganization(db, principal.organizationId, async (scope) => {
          await getSupplier(scope, id);
          const sealedSecret = runtime.secretBox.seal(
            clientSecret,
            supplierSecretContext(principal.organizationId, id),
          );
          const updated = await setSupplierCredentials(scope, id, { clientId, sealedSecret });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'supplier.credentials.set',
            entityType: 'supplier',
            entityId: id,
            // The secret itself is never written anywhere but sealed in its column.
            details: { clientId },
            requestId: c.var.requestId,
          });
          return updated;
        });
        return c.json(supplierView(supplier), 200);
      },
    );
  };
}
