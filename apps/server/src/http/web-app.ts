import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { escapeHtml, page } from './html.js';

/** Options of {@link webApplication}. */
export interface WebApplicationOptions {
  /** The built application: `index.html` and `assets/` (Vite's `dist`). */
  dir: string;
  /** True when the server itself answers `GET path` (an API route, a server page): the app never shadows it. */
  isServerRoute(path: string): boolean;
}

/** Hashed file names (`assets/index-3f2a1c.js`) never change content: browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `index.html` names the current hashed files, so it is revalidated on every visit. */
const REVALIDATE = 'no-cache';
/** Paths the single-page application never answers: the APIs and the health checks. */
const NOT_APP = /^\/(api|pact)(\/|$)|^\/(healthz|readyz)$/;
/** Build metadata (`.vite/manifest.json`, the build fingerprint) is not for browsers. */
const HIDDEN_SEGMENT = /(^|\/)\./;

/**
 * Serves the React application (apps/web) at `/`: its files under `/assets/` (and the other files of
 * its build, such as the favicon), and `index.html` for every other page a browser asks for, so that
 * the app's client routes (`/results`, `/reports/…`) load on a fresh visit or a reload. Runs before
 * authentication: the files are public, and every datum the app shows comes from the API, which
 * checks the session. API paths, health checks and the server's own routes pass through untouched,
 * so an unknown `/api/…` path still gets its problem+json 404. Pages go out with the same strict
 * Content-Security-Policy as every response (set by the security headers middleware).
 *
 * When the application has not been built (`index.html` missing), a page says how to build it
 * instead of an empty screen.
 */
export function webApplication(options: WebApplicationOptions): MiddlewareHandler {
  const index = join(options.dir, 'index.html');
  const files = serveStatic({ root: options.dir });
  const compressed = compress();
  let indexHtml: Promise<string> | undefined;

  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (NOT_APP.test(path) || options.isServerRoute(path) || HIDDEN_SEGMENT.test(path)) return next();

    if (path !== '/' && existsSync(join(options.dir, path))) {
      // A file of the build: scripts, styles, fonts, images (compressed when the browser accepts it).
      return compressed(c, async () => {
        const answered = await files(c, next);
        if (!(answered instanceof Response)) return;
        answered.headers.set(
          'cache-control',
          path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600',
        );
        c.res = answered;
      });
    }
    if (path.startsWith('/assets/')) return next(); // a missing asset is a 404, never the app's page
    if (!/text\/html|\*\/\*/.test(c.req.header('accept') ?? '')) return next();

    if (!existsSync(index)) {
      indexHtml = undefined;
      return c.html(notBuiltPage(options.dir), 503, { 'cache-control': 'no-store', 'retry-after': '30' });
    }
    // Read once per process; a rebuild while the server runs is picked up after a restart.
    indexHtml ??= readFile(index, 'utf8');
    return c.html(await indexHtml, 200, { 'cache-control': REVALIDATE });
  };
}

function notBuiltPage(dir: string): string {
  return page(
    'The web application is not built',
    `<p>This server serves the CTP web application from <code>${escapeHtml(dir)}</code>, which has no
<code>index.html</code> yet. Build it with <code>pnpm --filter @ctp/web build</code> (or start the server
with <code>pnpm start</code>, which builds it when it is missing or stale), or point
<code>CTP_WEB_DIR</code> at a built copy.</p>
<p>The HTTP API works meanwhile: <a href="/api/docs">API reference</a>.</p>`,
  );
}
