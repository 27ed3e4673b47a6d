import { createRoute, z } from '@hono/zod-openapi';
import { accessOf } from '../../http/route-table.js';
import { footprintDocument } from './footprint-document.js';
import { MAX_FILTER_VALUE_LENGTH, MAX_FILTER_VALUES } from './footprint-filters.js';
import { isHttps, trustedProxyMatcher } from './https-only.js';
import {
  linkQueryOf,
  MAX_LINK_QUERY_LENGTH,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  parseListQuery,
} from './list-query.js';
import type { PactApp, PactDeps } from './pact-env.js';
import { paginationLinks } from './pagination-links.js';
import { pactService } from './service.js';
import { GetFootprintResponse, ListFootprintsResponse, PactError } from './wire.js';

const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: PactError } },
});

/** A criterion of ListFootprints as PACT v3 documents it: an array, the parameter repeated. */
const listParam = (name: string, description: string) => ({
  name,
  in: 'query' as const,
  required: false,
  explode: true,
  style: 'form' as const,
  description: `${description} Repeat the parameter for several values (OR); the match is case-insensitive. At most ${MAX_FILTER_VALUES} values of ${MAX_FILTER_VALUE_LENGTH} characters.`,
  schema: {
    type: 'array' as const,
    maxItems: MAX_FILTER_VALUES,
    items: { type: 'string' as const, maxLength: MAX_FILTER_VALUE_LENGTH },
  },
});
const scalarParam = (name: string, description: string, schema: Record<string, unknown>) => ({
  name,
  in: 'query' as const,
  required: false,
  description,
  schema,
});
const instantParam = (name: string, description: string) =>
  scalarParam(name, description, { type: 'string', format: 'date-time' });

/** `GET /pact/3/footprints` and `GET /pact/3/footprints/{id}`: only what the caller's grant allows. */
export function registerFootprintRoutes(app: PactApp, deps: PactDeps): void {
  const pact = pactService(deps);
  const trusted = trustedProxyMatcher(deps.runtime.config.trustedProxies);

  // Registered by hand, not through a zod query schema: the criteria are repeated parameters whose names
  // PACT matches case-insensitively, read by `parseListQuery` from the URL itself.
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/3/footprints',
    tags: ['PACT'],
    summary: 'PACT Action ListFootprints (pagination by limit/offset with an RFC 8288 Link header)',
    description:
      `Criteria combine with AND; the values of one criterion with OR. Parameter names are matched ` +
      `case-insensitively; unknown parameters are ignored and never copied into the Link header. A query ` +
      `longer than ${MAX_QUERY_LENGTH} characters, or whose filters exceed ${MAX_LINK_QUERY_LENGTH} characters ` +
      `once encoded, is refused with BadRequest.`,
    ...accessOf('GET', '/pact/3/footprints'),
    parameters: [
      scalarParam('limit', `Page size (a positive integer; at most ${MAX_PAGE_SIZE} are returned).`, {
        type: 'integer',
        minimum: 1,
      }),
      scalarParam('offset', 'Footprints to skip.', { type: 'integer', minimum: 0 }),
      listParam('productId', 'Product URNs: footprints naming any of them in productIds.'),
      listParam('companyId', 'Company URNs: footprints naming any of them in companyIds.'),
      listParam('geography', 'Country codes (also comma-separated).'),
      listParam('classification', 'Product classifications (CTP publishes none, so any value matches none).'),
      scalarParam('status', 'Active or Deprecated, in any case; another word matches no footprint.', {
        type: 'string',
        maxLength: 64,
      }),
      instantParam('validOn', 'validityPeriodStart <= validOn <= validityPeriodEnd.'),
      instantParam('validAfter', 'validAfter < validityPeriodStart.'),
      instantParam('validBefore', 'validityPeriodEnd < validBefore.'),
    ],
    responses: {
      200: {
        description: 'Footprints',
        content: { 'application/json': { schema: ListFootprintsResponse } },
      },
      400: errorBody('BadRequest (also an invalid token)'),
      401: errorBody('TokenExpired: the access token has expired'),
    },
  });
  app.get('/3/footprints', async (c) => {
    const url = new URL(c.req.url);
    const query = parseListQuery(url);
    const linkQuery = linkQueryOf(query.filters);
    const page = await pact.listFootprints(c.var.grant, query, c.var.requestId);
    if (isHttps(c, trusted)) url.protocol = 'https:';
    return c.json({ data: page.items.map(footprintDocument) }, 200, {
      link: paginationLinks(url, linkQuery, { total: page.total, limit: query.limit, offset: query.offset }),
      'cache-control': 'no-store',
    });
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/3/footprints/{id}',
      tags: ['PACT'],
      summary: 'PACT Action GetFootprint',
      ...accessOf('GET', '/pact/3/footprints/{id}'),
      request: { params: z.object({ id: z.string().max(100) }) },
      responses: {
        200: {
          description: 'The footprint',
          content: { 'application/json': { schema: GetFootprintResponse } },
        },
        400: errorBody('BadRequest (also an invalid token)'),
        401: errorBody('TokenExpired: the access token has expired'),
        403: errorBody('AccessDenied: the grant does not cover this footprint'),
        404: errorBody('NotFound'),
      },
    }),
    async (c) => {
      const found = await pact.getFootprint(c.var.grant, c.req.valid('param').id, c.var.requestId);
      return c.json({ data: footprintDocument(found) }, 200, { 'cache-control': 'no-store' });
    },
  );
}
