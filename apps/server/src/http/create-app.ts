import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './app-env.js';
import { registerDocsRoutes } from './docs/docs-routes.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { registerHealthRoutes } from './health-routes.js';
import { inputGuard } from './input-guard.js';
import { buildProblem, problemResponse } from './problem.js';
import { problemTypeForStatus } from './problem-types.js';
import { requestContext } from './request-context.js';
import { securityHeaders } from './security-headers.js';
import { assertStrictBodies } from './strict-bodies.js';
import { validationHook } from './validation-problem.js';

/** Default request body limit: 10 MiB. */
export const DEFAULT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * Builds the server's Hono app: request ids and access logs, security headers, the body limit,
 * the input guard (`input-guard.ts`: bounded URLs and JSON bodies, no NUL or lone surrogates),
 * problem+json for every error (validation, 404, 405, 413, 415, malformed JSON, unknown fields,
 * thrown errors), `/healthz`, `/readyz`, `/api/openapi.json`, `/api/docs` and the favicon, then the
 * route `modules` of the wiring. Throws at start-up if a module's JSON body schema is not strict.
 *
 * @example
 * const app = createApp({ logger: createLogger(), readinessChecks: [{ name: 'database', check: ping }] });
 * const server = await startServer(app, { port: 3000, host: '127.0.0.1' });
 */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const limit = deps.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;

  app.use('*', requestContext(deps.logger));
  app.use('*', securityHeaders({ production: deps.nodeEnv === 'production' }));
  const limitBody = bodyLimit({
    maxSize: limit,
    onError: (c) =>
      problemResponse(
        buildProblem(c, problemTypeForStatus(413), 'PAYLOAD_TOO_LARGE', {
          detail: `The request body exceeds the limit of ${limit} bytes.`,
          limitBytes: limit,
        }),
        // The unread body is not drained: say so, or a pooled client reuses a connection that closes.
        { connection: 'close' },
      ),
  });
  // GET and HEAD carry no body (the limit would let them through anyway), and asking builds a
  // whole fetch Request per request: the limit is checked on the other methods only.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  app.use('*', inputGuard(deps.inputRefusals ?? []));
  app.onError(errorHandler(deps.logger));
  app.notFound(notFoundHandler(app));
  for (const middleware of deps.middleware ?? []) app.use('*', middleware);

  registerHealthRoutes(app, deps.readinessChecks ?? [], deps.readinessTimeoutMs ?? 2000);
  registerDocsRoutes(app, deps.version ?? '0.1.0');
  for (const register of deps.modules ?? []) register(app);
  assertStrictBodies(app);
  return app;
}
