import { withOrganization } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import { pageOf } from '../../http/paging.js';
import { ProblemError } from '../../http/problem.js';
import { principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { organizationCatalog } from './catalog.js';
import {
  DatasetView,
  datasetView,
  decodeFactorCursor,
  encodeFactorCursor,
  FactorView,
  factorView,
} from './views.js';

const SearchQuery = z.object({
  q: z.string().trim().min(1).max(200).optional().openapi({
    description:
      'Words that must all appear (case-insensitive) in the category, subcategory (fuel or item, `_` read as a space), notes, source, dataset title or publisher.',
    example: 'natural gas',
  }),
  category: z.string().max(200).optional().openapi({ example: 'stationary_combustion' }),
  subcategory: z
    .string()
    .max(200)
    .optional()
    .openapi({ description: 'Also matches `{subcategory}@{basis}` rows.' }),
  region: z
    .string()
    .max(50)
    .optional()
    .openapi({ description: 'Exact region code (no fallback).', example: 'US' }),
  datasetId: z.string().max(200).optional(),
  datasetVersion: z.string().max(200).optional(),
  unit: z
    .string()
    .max(50)
    .optional()
    .openapi({ description: 'Rows whose unit this unit converts to.', example: 'kWh' }),
  validOn: z.iso.date().optional().openapi({ description: 'Rows in effect on this date.' }),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z
    .string()
    .max(600)
    .refine((v) => decodeFactorCursor(v) !== undefined, 'not a cursor returned by this search')
    .optional()
    .openapi({ description: 'The `nextCursor` of the previous page.' }),
});

/**
 * `GET /api/factors` (search) and `GET /api/factors/datasets` (every role): the shipped datasets
 * and the caller's organization's custom ones, never another organization's.
 */
export function factorsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        const { q, limit, cursor, validOn, ...filters } = c.req.valid('query');
        const catalog = await withOrganization(db, principalOf(c).organizationId, organizationCatalog);
        const hits = catalog.search(
          Object.fromEntries(
            Object.entries({ ...filters, date: validOn }).filter(([, v]) => v !== undefined),
          ),
          q,
        );
        const after = cursor === undefined ? undefined : decodeFactorCursor(cursor);
        const rank = after === undefined ? -1 : catalog.rankOf(after.d, after.v);
        if (after !== undefined && rank < 0) {
          const message = 'names a dataset this organization does not have';
          throw new ProblemError('VALIDATION_FAILED', {
            detail: `The cursor ${message}.`,
            errors: [{ pointer: '/cursor', in: 'query', code: 'custom', message }],
          });
        }
        const start =
          after === undefined
            ? 0
            : hits.findIndex((h) => h.rank > rank || (h.rank === rank && h.row > after.r));
        const page = start < 0 ? [] : hits.slice(start, start + limit);
        const more = start >= 0 && start + limit < hits.length;
        const last = page.at(-1);
        return c.json(
          { items: page.map(factorView), nextCursor: more && last ? encodeFactorCursor(last) : null },
          200,
        );
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
        const catalog = await withOrganization(db, principalOf(c).organizationId, organizationCatalog);
        return c.json({ items: catalog.entries.map(datasetView) }, 200);
      },
    );
  };
}
