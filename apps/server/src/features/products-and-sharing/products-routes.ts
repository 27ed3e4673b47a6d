import type { PactProduct, StoredProductFootprint } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  footprintDocument,
  ProductFootprint as PactProductFootprint,
  PublishFootprintInput,
} from '../pact/index.js';
import { productsService } from './products-service.js';
import { ProductCreate } from './schemas.js';

export { ProductCreate };

const Product = z
  .object({
    id: z.uuid(),
    productId: z.string(),
    name: z.string(),
    description: z.string(),
    declaredUnit: z.string(),
    massPerDeclaredUnitKg: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Product');

const StoredFootprint = z
  .object({
    id: z.uuid(),
    productRef: z.uuid(),
    version: z.int(),
    status: z.enum(['Active', 'Deprecated']),
    referencePeriod: z.object({ start: z.string(), end: z.string() }),
    emissionsKg: z.string().openapi({ description: "The organization's emissions of the period (exact)." }),
    allocationMethod: z.string(),
    allocationShare: z.string(),
    allocatedKg: z.string(),
    productUnits: z.string(),
    pcfPerDeclaredUnit: z
      .string()
      .openapi({ description: 'Exact value; the PACT document rounds to 9 places.' }),
    pact: PactProductFootprint,
  })
  .openapi('StoredProductFootprint');

const productView = (p: PactProduct) => ({
  id: p.id,
  productId: p.productId,
  name: p.name,
  description: p.description,
  declaredUnit: p.declaredUnit,
  massPerDeclaredUnitKg: p.massPerDeclaredUnitKg,
  createdAt: p.createdAt.toISOString(),
});

const footprintView = (f: StoredProductFootprint) => ({
  id: f.id,
  productRef: f.productRef,
  version: f.version,
  status: f.status,
  referencePeriod: f.referencePeriod,
  emissionsKg: f.emissionsKg,
  allocationMethod: f.allocationMethod,
  allocationShare: f.allocationShare,
  allocatedKg: f.allocatedKg,
  productUnits: f.productUnits,
  pcfPerDeclaredUnit: f.pcfPerDeclaredUnit,
  pact: footprintDocument(f),
});

/** Products (ADMIN writes, every role reads) and their published PACT product footprints. */
export function productsModule(runtime: Runtime): ApiModule {
  const products = productsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/products',
        tags: ['PACT supplier'],
        summary: 'Define a product (id as a URN, description, PACT declared unit)',
        ...accessOf('POST', '/api/products'),
        request: { body: { required: true, content: { 'application/json': { schema: ProductCreate } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: Product } } },
          400: problem('Invalid body'),
          409: problem('The product id is already defined'),
        },
      }),
      async (c) => {
        const product = await products.create(callerOf(c), c.req.valid('json'));
        return c.json(productView(product), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/products',
        tags: ['PACT supplier'],
        summary: "The organization's products",
        ...accessOf('GET', '/api/products'),
        request: { query: PageQuery },
        responses: {
          200: { description: 'Products', content: { 'application/json': { schema: pageOf(Product) } } },
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await products.list(callerOf(c), { limit, cursor: cursor ?? null });
        return c.json({ items: page.items.map(productView), nextCursor: page.nextCursor }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/products/{id}',
        tags: ['PACT supplier'],
        summary: 'One product',
        ...accessOf('GET', '/api/products/{id}'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: {
          200: { description: 'Product', content: { 'application/json': { schema: Product } } },
          404: problem('No such product in this organization'),
        },
      }),
      async (c) => {
        const product = await products.get(callerOf(c), c.req.valid('param').id);
        return c.json(productView(product), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/products/{id}/footprints',
        tags: ['PACT supplier'],
        summary: 'Publish a product footprint for a reference period (a new immutable version)',
        description:
          "The organization's current results of the period (chosen scopes, optionally facilities; Scope 2 by " +
          'one method) are allocated to the product: share = productQuantity / totalQuantity (by mass, revenue ' +
          'or units produced); footprint per declared unit = emissions × share / productUnits.',
        ...accessOf('POST', '/api/products/{id}/footprints'),
        request: {
          params: z.object({ id: z.uuid() }),
          body: { required: true, content: { 'application/json': { schema: PublishFootprintInput } } },
        },
        responses: {
          201: { description: 'Published', content: { 'application/json': { schema: StoredFootprint } } },
          400: problem('Invalid body, or no calculated emissions in the period'),
          404: problem('No such product in this organization'),
        },
      }),
      async (c) => {
        const stored = await products.publishFootprint(
          callerOf(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json(footprintView(stored), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/product-footprints',
        tags: ['PACT supplier'],
        summary: 'Published product footprints, every version, in publication order',
        ...accessOf('GET', '/api/product-footprints'),
        request: {
          query: z.object({
            limit: z.coerce.number().int().min(1).max(500).default(50),
            offset: z.coerce.number().int().min(0).default(0),
          }),
        },
        responses: {
          200: {
            description: 'Footprints',
            content: {
              'application/json': { schema: z.object({ items: z.array(StoredFootprint), total: z.int() }) },
            },
          },
        },
      }),
      async (c) => {
        const { limit, offset } = c.req.valid('query');
        const page = await products.listFootprints(callerOf(c), { limit, offset });
        return c.json({ items: page.items.map(footprintView), total: page.total }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/product-footprints/{id}',
        tags: ['PACT supplier'],
        summary: 'One footprint version with its exact stored values and its PACT document',
        ...accessOf('GET', '/api/product-footprints/{id}'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: {
          200: { description: 'Footprint', content: { 'application/json': { schema: StoredFootprint } } },
          404: problem('No such footprint in this organization'),
        },
      }),
      async (c) => {
        const f = await products.getFootprint(callerOf(c), c.req.valid('param').id);
        return c.json(footprintView(f), 200);
      },
    );
  };
}
