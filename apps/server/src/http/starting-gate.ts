// Only the problem table: this module loads before the app's heavier modules.
import { PROBLEM_MEDIA_TYPE, problemTypeForCode, problemTypeUri } from './problem-types.js';

type FetchHandler = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** What {@link createStartingGate} hands requests to once the server is ready. */
export interface GatedApp {
  fetch: FetchHandler;
}

/**
 * The HTTP handler of a server that listens before its runtime is open. Until {@link open} it
 * answers `/healthz` with the app's liveness answer (the process answers) and everything else,
 * `/readyz` included, with 503 `not-ready` and `Retry-After`, so a load balancer that checks
 * `/readyz` sends nothing before the database, the migrations and the routes are ready. After
 * `open(app)` every request goes to `app` unchanged (with the adapter's bindings).
 */
export interface StartingGate {
  fetch: FetchHandler;
  /** Hands every later request to `app`. */
  open: (app: GatedApp) => void;
}

const LIVENESS_BODY = JSON.stringify({ status: 'alive' });

function startingProblem(request: Request): Response {
  const row = problemTypeForCode('NOT_READY');
  if (!row) throw new Error('problem table lacks NOT_READY');
  const { pathname } = new URL(request.url);
  const body = {
    type: problemTypeUri(row),
    title: row.title,
    status: row.status,
    code: 'NOT_READY',
    detail: 'The server is starting (database, migrations, routes); try again shortly.',
    instance: pathname,
    failedChecks: ['starting'],
  };
  return new Response(JSON.stringify(body), {
    status: row.status,
    headers: {
      'content-type': PROBLEM_MEDIA_TYPE,
      'cache-control': 'no-store',
      'retry-after': '1',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** A {@link StartingGate}: answers while starting, then forwards to the app it is opened with. */
export function createStartingGate(): StartingGate {
  let app: GatedApp | undefined;
  return {
    fetch: (request, ...rest) => {
      if (app) return app.fetch(request, ...rest);
      if (request.method === 'GET' && new URL(request.url).pathname === '/healthz') {
        return new Response(LIVENESS_BODY, {
          headers: {
            'content-type': 'application/json',
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
        });
      }
      return startingProblem(request);
    },
    open: (ready) => {
      app = ready;
    },
  };
}
