import {
  appendAudit,
  createSharingGrant,
  findSharingGrant,
  listSharingGrants,
  revokeSharingGrant,
  type SharingGrant,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { ProblemError } from '../../http/problem.js';
import { actorOf, principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { CorporateAllocation, callbackSecretContext, newClientCredentials } from '../pact/index.js';

const Period = z
  .strictObject({ start: z.iso.date(), end: z.iso.date() })
  .refine((p) => p.start <= p.end, 'start must not be after end');

export const GrantCreate = z
  .strictObject({
    customerName: z.string().trim().min(1).max(200),
    customerPublicOrgId: z.string().min(1).max(100).optional(),
    productIds: z
      .array(z.string().regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i, 'must be a URN'))
      .max(1000)
      .default([])
      .openapi({ description: 'Product URNs the customer may read; empty for none.' }),
    periods: z.array(Period).max(100).default([]).openapi({ description: 'Reference periods it may read.' }),
    scopes: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .max(3)
      .default([])
      .openapi({ description: 'A footprint is readable only when every scope it covers is granted.' }),
    corporateAllocation: CorporateAllocation.optional().openapi({
      description: 'How the corporate export allocates to this customer; omit for no corporate export.',
    }),
    callback: z
      .strictObject({
        url: z.url({ protocol: /^https?$/ }).openapi({ description: "The partner's PACT base URL." }),
        clientId: z.string().min(1).max(500),
        clientSecret: z.string().min(1).max(2000),
      })
      .optional()
      .openapi({
        description: 'Where answers to the partner’s requests go, with the credentials it issued to us.',
      }),
  })
  .openapi('SharingGrantCreate');

const Grant = z
  .object({
    id: z.uuid(),
    customerName: z.string(),
    customerPublicOrgId: z.string().nullable(),
    productIds: z.array(z.string()),
    periods: z.array(z.object({ start: z.string(), end: z.string() })),
    scopes: z.array(z.int()),
    corporateAllocation: z.unknown().nullable(),
    clientId: z.string(),
    callbackUrl: z.string().nullable(),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .openapi('SharingGrant');

const CreatedGrant = Grant.extend({
  clientSecret: z.string().openapi({ description: 'Shown once: give it to the customer now.' }),
}).openapi('CreatedSharingGrant');

/** The public view of a grant: never the secret's hash nor the sealed callback secret. */
const view = (g: SharingGrant): z.infer<typeof Grant> => ({
  id: g.id,
  customerName: g.customerName,
  customerPublicOrgId: g.customerPublicOrgId,
  productIds: [...g.productIds],
  periods: [...g.periods],
  scopes: [...g.scopes],
  corporateAllocation: g.corporateAllocation ?? null,
  clientId: g.clientId,
  callbackUrl: g.callback?.url ?? null,
  createdAt: g.createdAt.toISOString(),
  revokedAt: g.revokedAt?.toISOString() ?? null,
});

/** Sharing grants (ORG_ADMIN): what one customer may read over PACT, and its client credentials. */
export function sharingGrantsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/sharing-grants',
        tags: ['PACT supplier'],
        summary: 'Create a sharing grant for one customer (the client secret is in this response only)',
        ...accessOf('POST', '/api/sharing-grants'),
        request: { body: { required: true, content: { 'application/json': { schema: GrantCreate } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: CreatedGrant } } },
          400: problem('Invalid body'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const input = c.req.valid('json');
        // PACT is offered over HTTPS only: in production a plain-HTTP callback would carry the credentials
        // the partner gave us, and its footprints, in clear.
        if (runtime.config.nodeEnv === 'production' && input.callback?.url.startsWith('http:')) {
          throw new ProblemError('VALIDATION_FAILED', {
            detail: 'callback.url must be an https:// URL in production',
            errors: [
              { pointer: '/callback/url', in: 'json', code: 'invalid_format', message: 'must be https://' },
            ],
          });
        }
        const credentials = newClientCredentials();
        const grant = await withOrganization(db, principal.organizationId, async (scope) => {
          const created = await createSharingGrant(scope, {
            customerName: input.customerName,
            customerPublicOrgId: input.customerPublicOrgId ?? null,
            productIds: input.productIds,
            periods: input.periods,
            scopes: input.scopes,
            corporateAllocation: input.corporateAllocation ?? null,
            clientId: credentials.clientId,
            secretHash: credentials.secretHash,
            callback: input.callback
              ? {
                  url: input.callback.url,
                  clientId: input.callback.clientId,
                  secretSealed: runtime.secretBox.seal(
                    input.callback.clientSecret,
                    callbackSecretContext(principal.organizationId, credentials.clientId),
                  ),
                }
              : null,
            createdBy: principal.userId ?? null,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'sharing_grant.create',
            entityType: 'sharing_grant',
            entityId: created.id,
            details: {
              customerName: created.customerName,
              productIds: [...created.productIds],
              periods: created.periods.map((p) => `${p.start}/${p.end}`),
              scopes: created.scopes.map(String),
              corporateExport: created.corporateAllocation !== null,
              callbackUrl: created.callback?.url ?? null,
            },
            requestId: c.var.requestId,
          });
          return created;
        });
        return c.json({ ...view(grant), clientSecret: credentials.clientSecret }, 201, {
          'cache-control': 'no-store',
        });
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/sharing-grants',
        tags: ['PACT supplier'],
        summary: "The organization's sharing grants, revoked ones included (never secrets)",
        ...accessOf('GET', '/api/sharing-grants'),
        request: { query: PageQuery },
        responses: {
          200: { description: 'Grants', content: { 'application/json': { schema: pageOf(Grant) } } },
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { limit, cursor } = c.req.valid('query');
        const page = await withOrganization(db, principal.organizationId, (scope) =>
          listSharingGrants(scope, { limit, cursor: cursor ?? null }),
        );
        return c.json({ items: page.items.map(view), nextCursor: page.nextCursor }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/sharing-grants/{id}',
        tags: ['PACT supplier'],
        summary: 'One sharing grant',
        ...accessOf('GET', '/api/sharing-grants/{id}'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: {
          200: { description: 'Grant', content: { 'application/json': { schema: Grant } } },
          404: problem('No such grant in this organization'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const grant = await withOrganization(db, principal.organizationId, (scope) =>
          findSharingGrant(scope, id),
        );
        if (grant === null) throw new ProblemError('NOT_FOUND', { detail: `sharing grant ${id} not found` });
        return c.json(view(grant), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/sharing-grants/{id}/revoke',
        tags: ['PACT supplier'],
        summary: 'Revoke a grant: its credentials and every token issued for them are refused at once',
        ...accessOf('POST', '/api/sharing-grants/{id}/revoke'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: {
          200: { description: 'Revoked', content: { 'application/json': { schema: Grant } } },
          404: problem('No such grant in this organization'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const revoked = await withOrganization(db, principal.organizationId, async (scope) => {
          const g = await revokeSharingGrant(scope, id, principal.userId ?? null, new Date());
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'sharing_grant.revoke',
            entityType: 'sharing_grant',
            entityId: g.id,
            details: { customerName: g.customerName },
            requestId: c.var.requestId,
          });
          return g;
        });
        return c.json(view(revoked), 200);
      },
    );
  };
}
