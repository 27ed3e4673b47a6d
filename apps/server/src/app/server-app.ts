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
import { activitiesRoutes } from '../features/activities/index.js';
import { algorithmsRoutes } from '../features/algorithms/index.js';
import { assistantRoutes } from '../features/assistant/index.js';
import { assuranceRoutes } from '../features/assurance/index.js';
import { auditRoutes } from '../features/audit/index.js';
import { calculationsRoutes } from '../features/calculations/index.js';
import { evidenceRoutes } from '../features/evidence/index.js';
import { facilitiesRoutes } from '../features/facilities/index.js';
import { factorsRoutes } from '../features/factors/index.js';
import { forecastingRoutes } from '../features/forecasting/index.js';
import { importsRoutes } from '../features/imports/index.js';
import { instrumentsRoutes } from '../features/instruments/index.js';
import { machineTrusts, oidcRoutes } from '../features/oidc/index.js';
import { organizationsRoutes } from '../features/organizations/index.js';
import { overridesRoutes } from '../features/overrides/index.js';
import {
  createPactApp,
  PACT_BASE_PATH,
  type PactEventRegistry,
  pactInputRefusal,
} from '../features/pact/index.js';
import { periodsRoutes } from '../features/periods/index.js';
import { productsAndSharingRoutes } from '../features/products-and-sharing/index.js';
import { recalculationsRoutes } from '../features/recalculations/index.js';
import { recordsRoutes } from '../features/records/index.js';
import { reportTemplatesRoutes } from '../features/report-templates/index.js';
import { reportsRoutes } from '../features/reports/index.js';
import { resultsRoutes } from '../features/results/index.js';
import {
  createSetupState,
  type SetupState,
  setupAndSignInRoutes,
  setupGate,
} from '../features/setup-and-sign-in/index.js';
import { suppliersRoutes } from '../features/suppliers/index.js';
import { tokensRoutes } from '../features/tokens/index.js';
import { usersRoutes } from '../features/users/index.js';
import { verificationRoutes } from '../features/verification/index.js';
import type { App, AppEnv } from '../http/app-env.js';
import { createApp } from '../http/create-app.js';
import { mount } from '../http/feature-app.js';
import { PAGES_CSS, PAGES_CSS_PATH } from '../http/html.js';
import { buildProblem, PROBLEM_MEDIA_TYPE, problemResponse } from '../http/problem.js';
import { PROBLEM_BASE, PROBLEM_TYPES, problemTypeForStatus } from '../http/problem-types.js';
import { ROUTE_TABLE } from '../http/route-table.js';
import { webApplication } from '../http/web-app.js';
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
    // PACT clients read PACT's error shape, also when the input guard refuses a request.
    inputRefusals: [{ pathPrefix: `${PACT_BASE_PATH}/`, respond: pactInputRefusal }],
    ...(options.version ? { version: options.version } : {}),
    middleware: [
      withRequestScope,
      completeProblems,
      exceptPact(setupGate(setupState)),
      webApplication({
        dir: runtime.config.webDir,
        isServerRoute: (path) => matchRoutes(ROUTE_TABLE, 'GET', path).length > 0,
      }),
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
      // Each feature is one sub-app, mounted in this order (the order of the OpenAPI document).
      mount(setupAndSignInRoutes(runtime, setupState)),
      mount(oidcRoutes(runtime)),
      mount(tokensRoutes(runtime)),
      mount(organizationsRoutes(runtime)),
      mount(auditRoutes(runtime)),
      mount(facilitiesRoutes(runtime)),
      mount(evidenceRoutes(runtime)),
      mount(activitiesRoutes(runtime)),
      mount(importsRoutes(runtime)),
      mount(factorsRoutes(runtime)),
      mount(algorithmsRoutes(runtime)),
      mount(overridesRoutes(runtime)),
      mount(usersRoutes(runtime)),
      mount(calculationsRoutes(runtime)),
      mount(resultsRoutes(runtime)),
      mount(recordsRoutes(runtime)),
      mount(recalculationsRoutes(runtime)),
      mount(periodsRoutes(runtime)),
      mount(assuranceRoutes(runtime)),
      mount(instrumentsRoutes(runtime)),
      mount(forecastingRoutes(runtime)),
      mount(productsAndSharingRoutes(runtime)),
      (app) => {
        // PACT's own sub-app under its base path: partner systems, PACT error bodies.
        const events = options.pactEvents ?? createPactEventRegistry(runtime);
        app.route(PACT_BASE_PATH, createPactApp({ runtime, events }) as unknown as App);
      },
      mount(suppliersRoutes(runtime)),
      mount(reportsRoutes(runtime)),
      mount(reportTemplatesRoutes(runtime)),
      mount(verificationRoutes(runtime)),
      mount(assistantRoutes(runtime)),
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
