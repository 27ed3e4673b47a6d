import type { PactProduct, StoredProductFootprint } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json } from '../../http/openapi-parts.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
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

const TAGS = ['PACT supplier'];

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
    const product = resourceRoutes(app, { path: '/api/products', tags: TAGS });
    product.create({
      summary: 'Define a product (id as a URN, description, PACT declared unit)',
      body: ProductCreate,
      view: Product,
      problems: { 400: 'Invalid body', 409: 'The product id is already defined' },
      handle: async (caller, body) => productView(await products.create(caller, body)),
    });
    product.list({
      summary: "The organization's products",
      item: Product,
      returns: 'Products',
      handle: async (caller, page) => viewPage(await products.list(caller, page), productView),
    });
    product.get({
      summary: 'One product',
      view: Product,
      returns: 'Product',
      problems: { 404: 'No such product in this organization' },
      handle: async (caller, id) => productView(await products.get(caller, id)),
    });
    product.add({
      sub: '/footprints',
      summary: 'Publish a product footprint for a reference period (a new immutable version)',
      description:
        "The organization's current results of the period (chosen scopes, optionally facilities; Scope 2 by " +
        'one method) are allocated to the product: share = productQuantity / totalQuantity (by mass, revenue ' +
        'or units produced); footprint per declared unit = emissions × share / productUnits.',
      body: PublishFootprintInput,
      view: StoredFootprint,
      returns: 'Published',
      problems: {
        400: 'Invalid body, or no calculated emissions in the period',
        404: 'No such product in this organization',
      },
      handle: async (caller, id, body) => footprintView(await products.publishFootprint(caller, id, body)),
    });

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/product-footprints',
        tags: TAGS,
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
            ...json(z.object({ items: z.array(StoredFootprint), total: z.int() })),
          },
        },
      }),
      async (c) => {
        const { limit, offset } = c.req.valid('query');
        const page = await products.listFootprints(callerOf(c), { limit, offset });
        return c.json({ items: page.items.map(footprintView), total: page.total }, 200);
      },
    );

    resourceRoutes(app, { path: '/api/product-footprints', tags: TAGS }).get({
      summary: 'One footprint version with its exact stored values and its PACT document',
      view: StoredFootprint,
      returns: 'Footprint',
      problems: { 404: 'No such footprint in this organization' },
      handle: async (caller, id) => footprintView(await products.getFootprint(caller, id)),
    });
  };
}
