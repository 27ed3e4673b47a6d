import type { SharingGrant } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import { AnswerPolicy, GrantAnswerPolicy, GrantCreate } from './schemas.js';
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
    answerPolicy: AnswerPolicy,
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
  answerPolicy: g.answerPolicy,
  createdAt: g.createdAt.toISOString(),
  revokedAt: g.revokedAt?.toISOString() ?? null,
});

/** Sharing grants (ORG_ADMIN): what one customer may read over PACT, and its client credentials. */
export function sharingGrantsModule(runtime: Runtime): ApiModule {
  const grants = sharingGrantsService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/sharing-grants', tags: ['PACT supplier'] });
    routes.create({
      summary: 'Create a sharing grant for one customer (the client secret is in this response only)',
      body: GrantCreate,
      view: CreatedGrant,
      headers: { 'cache-control': 'no-store' },
      problems: { 400: 'Invalid body' },
      handle: async (caller, body) => {
        const { grant, clientSecret } = await grants.create(caller, body);
        return { ...view(grant), clientSecret };
      },
    });
    routes.list({
      summary: "The organization's sharing grants, revoked ones included (never secrets)",
      item: Grant,
      returns: 'Grants',
      handle: async (caller, page) => viewPage(await grants.list(caller, page), view),
    });
    routes.get({
      summary: 'One sharing grant',
      view: Grant,
      returns: 'Grant',
      problems: { 404: 'No such grant in this organization' },
      handle: async (caller, id) => view(await grants.get(caller, id)),
    });
    routes.update({
      method: 'put',
      sub: '/answer-policy',
      summary:
        'Set who answers the customer’s footprint requests: an administrator, or CTP when footprints match',
      body: GrantAnswerPolicy,
      view: Grant,
      returns: 'Grant',
      problems: { 400: 'Invalid body', 404: 'No such grant in this organization' },
      handle: async (caller, id, { answerPolicy }) =>
        view(await grants.setAnswerPolicy(caller, id, answerPolicy)),
    });
    routes.act({
      sub: '/revoke',
      summary: 'Revoke a grant: its credentials and every token issued for them are refused at once',
      view: Grant,
      returns: 'Revoked',
      problems: { 404: 'No such grant in this organization' },
      handle: async (caller, id) => view(await grants.revoke(caller, id)),
    });
  };
}
