import { findOrganizationByPublicId, getOrganization, withOrganization, withSystem } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { accessOf } from '../../http/route-table.js';
import { buildCorporateExport, CorporateExportRefused } from './corporate-export.js';
import { auditGrant } from './grant-audit.js';
import type { PactApp, PactDeps, PactEnv } from './pact-env.js';
import { pactError } from './pact-errors.js';
import { CorporateExport, PactError, PublicProfile } from './wire.js';

const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: PactError } },
});
const asPact = (c: unknown) => c as Context<PactEnv>;

/**
 * CTP extensions beside PACT, versioned under `/pact/ctp/1`: the public profile of an organization (name and
 * publicOrgId only), the profile of the data owner a token belongs to, and the corporate export.
 */
export function registerCtpRoutes(app: PactApp, deps: PactDeps): void {
  const { db } = deps.runtime.database;
  const now = deps.now ?? (() => new Date());

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
      const { publicOrgId } = c.req.valid('param');
      const org = await withSystem(db, (s) => findOrganizationByPublicId(s, publicOrgId));
      if (org === undefined) return pactError(asPact(c), 'NotFound', 'No such organization') as never;
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
      const org = await withOrganization(db, c.var.grant.organizationId, getOrganization);
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
      const grant = c.var.grant;
      const { periodStart, periodEnd } = c.req.valid('query');
      try {
        const exported = await withOrganization(db, grant.organizationId, async (scope) => {
          const doc = await buildCorporateExport(scope, grant, { start: periodStart, end: periodEnd }, now());
          await auditGrant(
            scope,
            grant,
            'pact.corporate_export.read',
            { periodStart, periodEnd, allocatedTotalKgCo2e: doc.allocatedTotalKgCo2e },
            c.var.requestId,
          );
          return doc;
        });
        return c.json(exported, 200, { 'cache-control': 'no-store' });
      } catch (error) {
        if (!(error instanceof CorporateExportRefused)) throw error;
        await withOrganization(db, grant.organizationId, (scope) =>
          auditGrant(
            scope,
            grant,
            'pact.corporate_export.denied',
            { periodStart, periodEnd, reason: error.reason },
            c.var.requestId,
          ),
        );
        return pactError(asPact(c), 'AccessDenied', 'Access denied') as never;
      }
    },
  );
}
