import { createApiToken as newApiToken, ROLES } from '@ctp/auth';
import {
  appendAudit,
  createApiToken,
  listApiTokenPage,
  revokeApiToken,
  type StoredApiToken,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { actorOf, principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';

export const TokenCreate = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    role: z.enum(ROLES),
    expiresAt: z.iso
      .datetime({ offset: true })
      .refine((v) => Date.parse(v) > Date.now(), 'must be in the future')
      .optional()
      .openapi({ description: 'Omit for a token that does not expire.' }),
  })
  .openapi('TokenCreate');

const Token = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: z.enum(ROLES),
    lastFour: z.string(),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  })
  .openapi('ApiToken');

const CreatedToken = Token.extend({
  token: z.string().openapi({ description: 'The secret, shown once: store it now.' }),
}).openapi('CreatedApiToken');

/** The public view of a stored token: never the hash. */
function view(t: StoredApiToken): z.infer<typeof Token> {
  return {
    id: t.id,
    name: t.name,
    role: t.role,
    lastFour: t.lastFour,
    createdBy: t.createdBy,
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  };
}

/** `POST /api/tokens`, `GET /api/tokens`, `DELETE /api/tokens/{id}` (ORG_ADMIN). */
export function tokensModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/tokens',
        tags: ['API tokens'],
        summary: 'Create an API token (the secret is in this response only)',
        ...accessOf('POST', '/api/tokens'),
        request: { body: { required: true, content: { 'application/json': { schema: TokenCreate } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: CreatedToken } } },
          400: problem('Invalid body'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const input = c.req.valid('json');
        const expiresAt = input.expiresAt === undefined ? undefined : new Date(input.expiresAt);
        const { token, record } = newApiToken({
          organizationId: principal.organizationId,
          role: input.role,
          name: input.name,
          ...(expiresAt ? { expiresAt } : {}),
        });
        const stored = await withOrganization(db, principal.organizationId, async (scope) => {
          const saved = await createApiToken(scope, {
            tokenHash: record.tokenHash,
            lastFour: record.lastFour,
            role: record.role,
            name: record.name,
            createdBy: principal.userId ?? null,
            expiresAt: record.expiresAt,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'api_token.create',
            entityType: 'api_token',
            entityId: saved.id,
            details: { name: saved.name, role: saved.role, expiresAt: input.expiresAt ?? null },
            requestId: c.var.requestId,
          });
          return saved;
        });
        return c.json({ ...view(stored), token }, 201, { 'cache-control': 'no-store' });
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/tokens',
        tags: ['API tokens'],
        summary: "The organization's API tokens in creation order, revoked ones included (never the secrets)",
        ...accessOf('GET', '/api/tokens'),
        request: { query: PageQuery },
        responses: {
          200: {
            description: 'Tokens',
            content: {
              'application/json': {
                schema: pageOf(Token),
              },
            },
          },
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { limit, cursor } = c.req.valid('query');
        const page = await withOrganization(db, principal.organizationId, (scope) =>
          listApiTokenPage(scope, { limit, cursor: cursor ?? null }),
        );
        return c.json({ items: page.items.map(view), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'delete',
        path: '/api/tokens/{id}',
        tags: ['API tokens'],
        summary: 'Revoke an API token (it is refused from now on; revoking twice keeps the first time)',
        ...accessOf('DELETE', '/api/tokens/{id}'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: { 204: { description: 'Revoked' }, 404: problem('No such token in this organization') },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        await withOrganization(db, principal.organizationId, async (scope) => {
          const revoked = await revokeApiToken(scope, id, new Date());
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'api_token.revoke',
            entityType: 'api_token',
            entityId: revoked.id,
            details: { name: revoked.name },
            requestId: c.var.requestId,
          });
        });
        return c.body(null, 204);
      },
    );
  };
}
