import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { CreatedToken, Token, TokenCreate, view } from './schemas.js';
import { tokensService } from './service.js';

/** `POST /api/tokens`, `GET /api/tokens`, `DELETE /api/tokens/{id}` (ORG_ADMIN). */
export function tokensModule(runtime: Runtime): ApiModule {
  const tokens = tokensService(runtime);
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
        const { token, stored } = await tokens.create(callerOf(c), c.req.valid('json'));
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
        const { limit, cursor } = c.req.valid('query');
        const page = await tokens.list(callerOf(c), { limit, cursor: cursor ?? null });
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
        await tokens.revoke(callerOf(c), c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
  };
}
