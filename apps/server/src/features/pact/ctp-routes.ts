import { createRoute, z } from '@hono/zod-openapi';
import { accessOf } from '../../http/route-table.js';
import type { PactApp, PactDeps } from './pact-env.js';
import { pactService } from './service.js';
import { CorporateExport, PactError, PublicProfile } from './wire.js';

const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: PactError } },
});

/**
 * CTP extensions beside PACT, versioned under `/pact/ctp/1`: the public profile of an organization (name and
 * publicOrgId only), the profile of the data owner a token belongs to, and the corporate export.
 */
export function registerCtpRoutes(app: PactApp, deps: PactDeps): void {
  const pact = pactService(deps);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ctp/1/profiles/{publicOrgId}',
      tags: ['PACT'],
      summary: "An organization's public profile (name and publicOrgId only)",
      ...accessOf('GET', '/pact/ctp/1/profiles/{publicOrgId}'),
      request: { params: z.object({ publicOrgId: z.string().max(100) }) },
      responses: {
        200: { description: 'Profile', content: { 'application/json': { schema: PublicProfile } } },
        404: errorBody('NotFound'),
      },
    }),
    async (c) => {
      const org = await pact.publicProfile(c.req.valid('param').publicOrgId);
      return c.json({ name: org.name, publicOrgId: org.publicOrgId }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ctp/1/profile',
      tags: ['PACT'],
      summary: 'The public profile of the data owner whose grant issued the bearer token',
      ...accessOf('GET', '/pact/ctp/1/profile'),
      responses: {
        200: { description: 'Profile', content: { 'application/json': { schema: PublicProfile } } },
        400: errorBody('BadRequest (invalid or expired token)'),
      },
    }),
    async (c) => {
      const org = await pact.ownerProfile(c.var.grant);
      return c.json({ name: org.name, publicOrgId: org.publicOrgId }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ctp/1/corporate-export',
      tags: ['PACT'],
      summary: "CTP corporate export (v1): the period's emissions by scope allocated to the grant's customer",
      ...accessOf('GET', '/pact/ctp/1/corporate-export'),
      request: {
        query: z
          .object({ periodStart: z.iso.date(), periodEnd: z.iso.date() })
          .refine((q) => q.periodStart <= q.periodEnd, 'periodStart must not be after periodEnd'),
      },
      responses: {
        200: { description: 'The export', content: { 'application/json': { schema: CorporateExport } } },
        400: errorBody('BadRequest (also an invalid or expired token)'),
        403: errorBody('AccessDenied: no corporate allocation on the grant, or the period is not granted'),
      },
    }),
    async (c) => {
      const exported = await pact.corporateExport(c.var.grant, c.req.valid('query'), c.var.requestId);
      return c.json(exported, 200, { 'cache-control': 'no-store' });
    },
  );
}
