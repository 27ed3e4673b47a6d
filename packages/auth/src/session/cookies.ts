import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AuthConfig } from '../config.js';
import { constantTimeEqual, hmacBase64url } from '../crypto.js';

/** The cookie settings of {@link AuthConfig} that cookie helpers read. */
export type CookieConfig = Pick<
  AuthConfig,
  | 'cookieName'
  | 'csrfCookieName'
  | 'sameSite'
  | 'secureCookies'
  | 'csrfSecret'
  | 'csrfHeaderName'
  | 'csrfFieldName'
>;

function baseOptions(config: CookieConfig): CookieOptions {
  return { path: '/', sameSite: config.sameSite, secure: config.secureCookies };
}

/** The CSRF token bound to a session: HMAC-SHA-256 of the session id under the server's CSRF secret. */
export function csrfTokenFor(sessionId: string, secret: string): string {
  return hmacBase64url(secret, `ctp-csrf-v1:${sessionId}`);
}

/**
 * Sets the session cookie (HttpOnly) and the CSRF cookie (readable by scripts, so pages can echo it in
 * the CSRF header). Both: Path=/, SameSite as configured, Secure when `secureCookies`, Max-Age = lifetime.
 */
export function setSessionCookies(
  c: Context,
  sessionId: string,
  maxAgeSeconds: number,
  config: CookieConfig,
): string {
  const csrf = csrfTokenFor(sessionId, config.csrfSecret);
  setCookie(c, config.cookieName, sessionId, {
    ...baseOptions(config),
    httpOnly: true,
    maxAge: maxAgeSeconds,
  });
  setCookie(c, config.csrfCookieName, csrf, {
    ...baseOptions(config),
    httpOnly: false,
    maxAge: maxAgeSeconds,
  });
  return csrf;
}

/** Removes both cookies from the browser. */
export function clearSessionCookies(c: Context, config: CookieConfig): void {
  deleteCookie(c, config.cookieName, baseOptions(config));
  deleteCookie(c, config.csrfCookieName, baseOptions(config));
}

/** The raw session id from the request's cookie, if any. */
export function readSessionCookie(c: Context, config: Pick<AuthConfig, 'cookieName'>): string | undefined {
  return getCookie(c, config.cookieName);
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

async function submittedToken(c: Context, config: CookieConfig): Promise<string | undefined> {
  const header = c.req.header(config.csrfHeaderName);
  if (header !== undefined || !FORM_TYPES.test(c.req.header('content-type') ?? '')) return header;
  // HTML forms cannot set headers: accept a hidden field. Hono caches the parsed body for the handler.
  const field = (await c.req.parseBody().catch(() => ({}) as Record<string, unknown>))[config.csrfFieldName];
  return typeof field === 'string' ? field : undefined;
}

/**
 * Double-submit check: the token sent in the CSRF header (or, for an HTML form, the `csrfFieldName`
 * field) must equal the CSRF cookie, and both must equal the HMAC bound to this session id.
 * Returns a reason code, or `null` when the token is valid.
 */
export async function checkCsrfToken(
  c: Context,
  sessionId: string,
  config: CookieConfig,
): Promise<string | null> {
  const header = await submittedToken(c, config);
  const cookie = getCookie(c, config.csrfCookieName);
  if (header === undefined || header === '') return 'CSRF_TOKEN_MISSING';
  if (cookie === undefined || !constantTimeEqual(header, cookie)) return 'CSRF_TOKEN_MISMATCH';
  if (!constantTimeEqual(header, csrfTokenFor(sessionId, config.csrfSecret))) return 'CSRF_TOKEN_INVALID';
  return null;
}
