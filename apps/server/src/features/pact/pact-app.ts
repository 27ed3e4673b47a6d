import { OpenAPIHono } from '@hono/zod-openapi';
import { pactBearer } from './bearer.js';
import { registerCtpRoutes } from './ctp-routes.js';
import { registerEventsRoute } from './events-route.js';
import { registerFootprintRoutes } from './footprints-routes.js';
import { httpsOnly } from './https-only.js';
import type { PactApp, PactDeps, PactEnv } from './pact-env.js';
import { PactRefusal, pactError } from './pact-errors.js';
import { registerTokenRoute } from './token-route.js';

/**
 * The PACT v3 API (WBCSD Technical Specifications for PCF Data Exchange 3.0) and CTP's extensions, as a
 * sub-app of its own: its callers are partner systems authenticated by grant tokens (not sessions or API
 * tokens), and its errors are PACT `{ code, message }` bodies, not problem+json.
 */
export function createPactApp(deps: PactDeps): PactApp {
  const app = new OpenAPIHono<PactEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const where = issue
        ? `${issue.path.map(String).join('.') || result.target}: ${issue.message}`
        : result.target;
      return pactError(c, 'BadRequest', `Bad Request (${where})`);
    },
  });
  app.onError((error, c) => {
    if (error instanceof PactRefusal) return pactError(c, error.code, error.message);
    c.var.log?.error({ err: error }, 'PACT request failed');
    return pactError(c, 'InternalError', 'An internal or unexpected error has occurred');
  });
  app.use(
    '*',
    httpsOnly({
      production: deps.runtime.config.nodeEnv === 'production',
      trustedProxies: deps.runtime.config.trustedProxies,
    }),
  );
  const bearer = pactBearer(deps);
  app.use('/3/*', bearer);
  app.use('/ctp/1/profile', bearer);
  app.use('/ctp/1/corporate-export', bearer);
  registerTokenRoute(app, deps);
  registerFootprintRoutes(app, deps);
  registerEventsRoute(app, deps);
  registerCtpRoutes(app, deps);
  return app;
}
