import type { MiddlewareHandler } from 'hono';
import type { SetupState } from './setup-state.js';

const PASSTHROUGH = new Set(['/setup', '/healthz', '/readyz', '/favicon.svg', '/favicon.ico']);
/** The web app's built files (scripts, styles, fonts) load with `Accept: *\/*`: they must reach the /setup screen. */
const ASSETS = '/assets/';

/**
 * While no organization exists, every page (a GET outside `/api/` whose `Accept` allows HTML) is
 * redirected to `/setup` (the web app's setup screen). API calls, health checks and assets pass.
 */
export function setupGate(state: SetupState): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (
      c.req.method !== 'GET' ||
      path.startsWith('/api/') ||
      path.startsWith(ASSETS) ||
      PASSTHROUGH.has(path)
    )
      return next();
    if (!/text\/html|\*\/\*/.test(c.req.header('accept') ?? '')) return next();
    if (await state.isDone()) return next();
    return c.redirect('/setup', 302);
  };
}
