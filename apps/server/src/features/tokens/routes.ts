import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import { CreatedToken, Token, TokenCreate, view } from './schemas.js';
import { tokensService } from './service.js';

/** `POST /api/tokens`, `GET /api/tokens`, `DELETE /api/tokens/{id}` (ORG_ADMIN). */
export function tokensModule(runtime: Runtime): ApiModule {
  const tokens = tokensService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/tokens', tags: ['API tokens'] });
    routes.create({
      summary: 'Create an API token (the secret is in this response only)',
      body: TokenCreate,
      view: CreatedToken,
      headers: { 'cache-control': 'no-store' },
      problems: { 400: 'Invalid body' },
      handle: async (caller, body) => {
        const { token, stored } = await tokens.create(caller, body);
        return { ...view(stored), token };
      },
    });
    routes.list({
      summary: "The organization's API tokens in creation order, revoked ones included (never the secrets)",
      item: Token,
      returns: 'Tokens',
      handle: async (caller, page) => viewPage(await tokens.list(caller, page), view),
    });
    routes.remove({
      summary: 'Revoke an API token (it is refused from now on; revoking twice keeps the first time)',
      returns: 'Revoked',
      problems: { 404: 'No such token in this organization' },
      handle: (caller, id) => tokens.revoke(caller, id),
    });
  };
}
