import type { Context } from 'hono';
import type { AuthConfig } from '../config.js';

/** Methods that change state and therefore need CSRF protection when authenticated by a cookie. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for POST, PUT, PATCH and DELETE. */
export function isStateChanging(method: string): boolean {
  return STATE_CHANGING_METHODS.has(method.toUpperCase());
}

function requestHost(c: Context): string {
  return (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
}

/**
 * Checks where a request comes from. Accepted: an `Origin` whose host equals the `Host` header (and
 * scheme https when cookies are secure) or that is listed in `allowedOrigins`; or, without `Origin`,
 * `Sec-Fetch-Site: same-origin`. Returns a reason code, or `null` when accepted.
 * With `requirePresence: false`, a request carrying neither header is accepted (non-browser clients).
 */
export function checkRequestOrigin(
  c: Context,
  config: Pick<AuthConfig, 'allowedOrigins' | 'secureCookies'>,
  requirePresence: boolean,
): 'ORIGIN_MISSING' | 'ORIGIN_MISMATCH' | null {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin !== undefined) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return 'ORIGIN_MISMATCH';
    }
    if (origin === 'null' || url.origin === 'null') return 'ORIGIN_MISMATCH';
    if (config.allowedOrigins.includes(url.origin)) return null;
    const schemeOk = !config.secureCookies || url.protocol === 'https:';
    if (url.host === requestHost(c) && schemeOk && site !== 'cross-site' && site !== 'same-site') return null;
    return 'ORIGIN_MISMATCH';
  }
  if (site !== undefined) return site === 'same-origin' ? null : 'ORIGIN_MISMATCH';
  return requirePresence ? 'ORIGIN_MISSING' : null;
}
