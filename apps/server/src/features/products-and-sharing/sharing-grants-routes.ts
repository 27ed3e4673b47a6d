import type { SharingGrant } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { GrantCreate } from './schemas.js';
import { sharingGrantsService } from './sharing-grants-service.js';

export { GrantCreate };

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
  const grants = sharingGrantsService(runtime);
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
        const { grant, clientSecret } = await grants.create(callerOf(c), c.req.valid('json'));
        return c.json({ ...view(grant), clientSecret }, 201, {
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
        const { limit, cursor } = c.req.valid('query');
        const page = await grants.list(callerOf(c), { limit, cursor: cursor ?? null });
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
        const grant = await grants.get(callerOf(c), c.req.valid('param').id);
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
        const revoked = await grants.revoke(callerOf(c), c.req.valid('param').id);
        return c.json(view(revoked), 200);
      },
    );
  };
}
