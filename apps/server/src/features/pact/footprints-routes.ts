import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { accessOf } from '../../http/route-table.js';
import { footprintDocument } from './footprint-document.js';
import { isHttps, trustedProxyMatcher } from './https-only.js';
import type { PactApp, PactDeps } from './pact-env.js';
import { boundedLinkParams, MAX_LINK_FILTER_CHARS, paginationLinks } from './pagination-links.js';
import { pactService } from './service.js';
import { GetFootprintResponse, ListFootprintsResponse, PactError } from './wire.js';

/** Largest page; the specification lets a host return fewer than asked. */
export const MAX_PAGE_SIZE = 100;

const instant = z.iso.datetime({ offset: true });
const ListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .openapi({ description: 'Page size (a positive integer).' }),
  offset: z.coerce.number().int().min(0).optional().openapi({ description: 'Footprints to skip.' }),
  productId: z
    .string()
    .max(MAX_LINK_FILTER_CHARS)
    .optional()
    .openapi({ description: 'Product URNs (repeat or comma-separate).' }),
  companyId: z
    .string()
    .max(MAX_LINK_FILTER_CHARS)
    .optional()
    .openapi({ description: 'Company URNs (repeat or comma-separate).' }),
  geography: z
    .string()
    .max(MAX_LINK_FILTER_CHARS)
    .optional()
    .openapi({ description: 'Country codes (repeat or comma-separate).' }),
  classification: z
    .string()
    .max(MAX_LINK_FILTER_CHARS)
    .optional()
    .openapi({ description: 'Product classifications (none are published).' }),
  status: z.enum(['Active', 'Deprecated']).optional(),
  validOn: instant.optional(),
  validAfter: instant.optional(),
  validBefore: instant.optional(),
});

const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: PactError } },
});

/** Repeated or comma-separated query values. */
const many = (c: Context, name: string) =>
  (c.req.queries(name) ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** `GET /pact/3/footprints` and `GET /pact/3/footprints/{id}`: only what the caller's grant allows. */
export function registerFootprintRoutes(app: PactApp, deps: PactDeps): void {
  const pact = pactService(deps);
  const trusted = trustedProxyMatcher(deps.runtime.config.trustedProxies);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/3/footprints',
      tags: ['PACT'],
      summary: 'PACT Action ListFootprints (pagination by limit/offset with an RFC 8288 Link header)',
      ...accessOf('GET', '/pact/3/footprints'),
      request: { query: ListQuery },
      responses: {
        200: {
          description: 'Footprints',
          content: { 'application/json': { schema: ListFootprintsResponse } },
        },
        400: errorBody('BadRequest (also an invalid or expired token)'),
      },
    }),
    async (c) => {
      const grant = c.var.grant;
      const { limit: asked, offset = 0, status, validOn, validAfter, validBefore } = c.req.valid('query');
      const geography = many(c, 'geography');
      const classification = many(c, 'classification');
      const criteria = {
        ...(status ? { status } : {}),
        ...(geography.length > 0 ? { geography } : {}),
        ...(classification.length > 0 ? { classification } : {}),
        ...(validOn ? { validOn: new Date(validOn) } : {}),
        ...(validAfter ? { validAfter: new Date(validAfter) } : {}),
        ...(validBefore ? { validBefore: new Date(validBefore) } : {}),
      };
      const limit = Math.min(asked ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
      const productIds = many(c, 'productId');
      const companyIds = many(c, 'companyId');
      // Page links are built from the validated values, never by echoing the query string as sent;
      // filters longer than a link can carry are refused before any work.
      const linkParams = boundedLinkParams([
        ...productIds.map((v) => ['productId', v] as const),
        ...companyIds.map((v) => ['companyId', v] as const),
        ...geography.map((v) => ['geography', v] as const),
        ...classification.map((v) => ['classification', v] as const),
        ...(status ? [['status', status] as const] : []),
        ...(validOn ? [['validOn', validOn] as const] : []),
        ...(validAfter ? [['validAfter', validAfter] as const] : []),
        ...(validBefore ? [['validBefore', validBefore] as const] : []),
      ]);
      const page = await pact.listFootprints(
        grant,
        { limit, offset, productIds, companyIds, criteria },
        c.var.requestId,
      );
      const url = new URL(c.req.url);
      if (isHttps(c, trusted)) url.protocol = 'https:';
      return c.json({ data: page.items.map(footprintDocument) }, 200, {
        link: paginationLinks(url, linkParams, page.total, limit, offset),
        'cache-control': 'no-store',
      });
    },
  );

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
        400: errorBody('BadRequest (also an invalid or expired token)'),
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
