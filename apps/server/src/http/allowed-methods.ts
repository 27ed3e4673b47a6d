import type { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Answers "which methods does some route serve at this path?", so an unmatched request can get 405
 * with `Allow` instead of 404. Looks only at handlers (not `app.use` middleware, which is `ALL`).
 * The router is rebuilt when routes were added since the last call.
 */
// biome-ignore lint/suspicious/noExplicitAny: any Hono env
export function allowedMethodsFinder(app: Hono<any, any, any>): (path: string) => string[] {
  let built = -1;
  let router = new TrieRouter<true>();
  return (path) => {
    if (built !== app.routes.length) {
      router = new TrieRouter<true>();
      for (const route of app.routes) {
        if (route.method !== 'ALL') router.add(route.method.toUpperCase(), route.path, true);
      }
      built = app.routes.length;
    }
    const allowed = METHODS.filter((method) => router.match(method, path)[0].length > 0);
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.splice(1, 0, 'HEAD');
    return allowed;
  };
}
