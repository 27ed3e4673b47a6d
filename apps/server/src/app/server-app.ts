import {
  authenticate,
  authSecuritySchemes,
  findUncoveredRoutes,
  matchRoutes,
  oidcBearerVerifier,
  ROUTE_METHODS,
  requireRoles,
} from '@ctp/auth';
import type { Env, MiddlewareHandler } from 'hono';
import { activityHistoryModule } from '../features/activities/history-routes.js';
import { activitiesModule } from '../features/activities/routes.js';
import { algorithmsModule } from '../features/algorithms/routes.js';
import { assistantChatModule } from '../features/assistant/chat-routes.js';
import { assistantInteractionsModule } from '../features/assistant/interactions-routes.js';
import { auditModule } from '../features/audit/routes.js';
import { calculationsModule } from '../features/calculations/routes.js';
import { facilitiesModule } from '../features/facilities/routes.js';
import { factorImportModule } from '../features/factors/import-routes.js';
import { factorsModule } from '../features/factors/routes.js';
import { forecastingModules } from '../features/forecasting/routes.js';
import { activityImportModule } from '../features/imports/routes.js';
import { authConfigModule } from '../features/oidc/auth-config-routes.js';
import { machineTrusts } from '../features/oidc/machine-trust.js';
import { roleMappingsModule } from '../features/oidc/role-mappings-routes.js';
import { oidcSignInModule } from '../features/oidc/sign-in-routes.js';
import { organizationsModule } from '../features/organizations/routes.js';
import { overridesModule } from '../features/overrides/routes.js';
import type { PactEventRegistry } from '../features/pact/event-handlers.js';
import { pactModule } from '../features/pact/pact-app.js';
import { PACT_BASE_PATH } from '../features/pact/pact-env.js';
import { productsModule } from '../features/products-and-sharing/products-routes.js';
import { pactRequestsModule } from '../features/products-and-sharing/requests-routes.js';
import { sharingGrantsModule } from '../features/products-and-sharing/sharing-grants-routes.js';
import { recalculationsModule } from '../features/recalculations/routes.js';
import { recordsModule } from '../features/records/routes.js';
import { reportTemplatesModule } from '../features/report-templates/routes.js';
import { reportsModule } from '../features/reports/routes.js';
import { resultsModule } from '../features/results/routes.js';
import {
  createSetupState,
  type SetupState,
  setupGate,
  setupModule,
} from '../features/setup-and-sign-in/setup-routes.js';
import { authModule } from '../features/setup-and-sign-in/sign-in-routes.js';
import { supplierExchangeModule } from '../features/suppliers/exchange-routes.js';
import { suppliersModule } from '../features/suppliers/routes.js';
import { tokensModule } from '../features/tokens/routes.js';
import { usersModule } from '../features/users/routes.js';
import { verifyModule } from '../features/verification/routes.js';
import type { App, AppEnv } from '../http/app-env.js';
import { createApp } from '../http/create-app.js';
import { PAGES_CSS, PAGES_CSS_PATH } from '../http/html.js';
import { buildProblem, PROBLEM_MEDIA_TYPE, problemResponse } from '../http/problem.js';
import { PROBLEM_BASE, PROBLEM_TYPES, problemTypeForStatus } from '../http/problem-types.js';
import { ROUTE_TABLE } from '../http/route-table.js';
import { requestScope } from '../wiring/request-scope.js';
import type { Runtime } from '../wiring/runtime.js';
import { createPactEventRegistry } from './pact-events.js';

/** Runs the rest of the request with its id available to the audit sink. */
const withRequestScope: MiddlewareHandler<AppEnv> = (c, next) =>
  requestScope.run({ requestId: c.var.requestId }, () => next());

/**
 * Problems answered by @ctp/auth's middleware carry `type`, `title`, `status` and `instance`; this
 * adds the server's `code` and `requestId` so every error has the same members.
 */
const completeProblems: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.get('content-type')?.startsWith(PROBLEM_MEDIA_TYPE)) return;
  const body = (await c.res.clone().json()) as Record<string, unknown>;
  if (typeof body.code === 'string') return;
  const row = PROBLEM_TYPES.find((r) => `${PROBLEM_BASE}${r.slug}` === body.type);
  if (row === undefined) return;
  const completed = { ...body, code: row.codes[0], requestId: c.var.requestId };
  c.res = new Response(JSON.stringify(completed), {
    status: c.res.status,
    headers: { 'content-type': PROBLEM_MEDIA_TYPE, 'cache-control': 'no-store' },
  });
  c.res.headers.delete('content-length');
};

/**
 * A path the table lists only with other methods gets 405 with `Allow` (from the table, so no
 * handler runs); anything else not in the table is left to `requireRoles` (404, deny by default).
 */
const methodNotAllowed: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (matchRoutes(ROUTE_TABLE, c.req.method, c.req.path).length > 0) return next();
  const allowed = ROUTE_METHODS.filter((m) => matchRoutes(ROUTE_TABLE, m, c.req.path).length > 0);
  if (allowed.length === 0) return next();
  const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  const detail = `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allow.join(', ')}.`;
  return problemResponse(buildProblem(c, problemTypeForStatus(405), 'METHOD_NOT_ALLOWED', { detail }), {
    allow: allow.join(', '),
  });
};

/**
 * The PACT API authenticates partner systems with its own grant tokens: session, CSRF and API-token
 * authentication do not apply under its base path (the route table still lists its routes, as public),
 * and neither does the redirect of pages to first-time setup (it is an API, not a page).
 */
const exceptPact =
  <E extends Env>(middleware: MiddlewareHandler<E>): MiddlewareHandler<E> =>
  (c, next) =>
    c.req.path === PACT_BASE_PATH || c.req.path.startsWith(`${PACT_BASE_PATH}/`)
      ? next()
      : middleware(c, next);

const registerSecuritySchemes = (app: App) => {
  for (const [name, scheme] of Object.entries(authSecuritySchemes())) {
    app.openAPIRegistry.registerComponent('securitySchemes', name, scheme as never);
  }
  app.get(PAGES_CSS_PATH, (c) =>
    c.body(PAGES_CSS, 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );
};

/** The server app on a runtime: authentication and the route table in front of every route. */
export function createServerApp(
  runtime: Runtime,
  options: { version?: string; setupState?: SetupState; pactEvents?: PactEventRegistry } = {},
): App {
  const setupState = options.setupState ?? createSetupState(runtime);
  const { auth, authConfig } = runtime;
  const app = createApp({
    logger: runtime.logger,
    nodeEnv: runtime.config.nodeEnv,
    bodyLimitBytes: runtime.config.bodyLimitBytes,
    readinessChecks: runtime.readinessChecks,
    ...(options.version ? { version: options.version } : {}),
    middleware: [
      withRequestScope,
      completeProblems,
      exceptPact(setupGate(setupState)),
      exceptPact(
        authenticate({
          config: authConfig,
          sessions: auth.sessions,
          tokens: auth.tokens,
          audit: auth.audit,
          // Machine clients: access tokens issued by an organization's own provider (client credentials).
          bearerVerifiers: [
            oidcBearerVerifier({ trustsFor: machineTrusts(runtime), providers: runtime.oidcProviders }),
          ],
        }),
      ),
      methodNotAllowed,
      requireRoles(ROUTE_TABLE, { audit: auth.audit }),
    ],
    modules: [
      registerSecuritySchemes,
      setupModule(runtime, setupState),
      authModule(runtime),
      oidcSignInModule(runtime),
      authConfigModule(runtime),
      roleMappingsModule(runtime),
      tokensModule(runtime),
      organizationsModule(runtime),
      auditModule(runtime),
      facilitiesModule(runtime),
      activitiesModule(runtime),
      activityImportModule(runtime),
      activityHistoryModule(runtime),
      factorsModule(runtime),
      factorImportModule(runtime),
      algorithmsModule(runtime),
      overridesModule(runtime),
      usersModule(runtime),
      calculationsModule(runtime),
      resultsModule(runtime),
      recordsModule(runtime),
      recalculationsModule(runtime),
      forecastingModules(runtime),
      productsModule(runtime),
      sharingGrantsModule(runtime),
      pactRequestsModule(runtime),
      pactModule({ runtime, events: options.pactEvents ?? createPactEventRegistry(runtime) }),
      suppliersModule(runtime),
      supplierExchangeModule(runtime),
      reportsModule(runtime),
      reportTemplatesModule(runtime),
      verifyModule(runtime),
      assistantChatModule(runtime),
      assistantInteractionsModule(runtime),
    ],
  });
  const uncovered = findUncoveredRoutes(app.routes, ROUTE_TABLE);
  if (uncovered.length > 0) {
    throw new Error(
      `routes missing from the route table: ${uncovered.map((r) => `${r.method} ${r.path}`).join(', ')}`,
    );
  }
  return app;
}
