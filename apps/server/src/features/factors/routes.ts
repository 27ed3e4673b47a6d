import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { SearchQuery } from './schemas.js';
import { factorsService } from './service.js';
import { DatasetView, datasetView, FactorView, factorView } from './views.js';

/**
 * `GET /api/factors` (search) and `GET /api/factors/datasets` (every role): the shipped datasets
 * and the caller's organization's custom ones, never another organization's.
 */
export function factorsModule(runtime: Runtime): ApiModule {
  const factors = factorsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/factors',
        tags: ['Factors'],
        summary: 'Search emission factors of the shipped and the organization’s custom datasets',
        description:
          'Hits come in library priority order (shipped datasets, then custom ones in import order; rows in file order). Datasets are immutable, so a cursor stays valid.',
        ...accessOf('GET', '/api/factors'),
        request: { query: SearchQuery },
        responses: {
          200: {
            description: 'One page of hits',
            content: { 'application/json': { schema: pageOf(FactorView) } },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { hits, nextCursor } = await factors.search(callerOf(c), c.req.valid('query'));
        return c.json({ items: hits.map(factorView), nextCursor }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/factors/datasets',
        tags: ['Factors'],
        summary: 'The datasets the organization calculates with: shipped and custom, every version',
        ...accessOf('GET', '/api/factors/datasets'),
        responses: {
          200: {
            description: 'Every dataset version, in library priority order',
            content: { 'application/json': { schema: z.object({ items: z.array(DatasetView) }) } },
          },
        },
      }),
      async (c) => {
        const entries = await factors.datasets(callerOf(c));
        return c.json({ items: entries.map(datasetView) }, 200);
      },
    );
  };
}
