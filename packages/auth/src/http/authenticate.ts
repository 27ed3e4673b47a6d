import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AuthConfig, type AuthConfigInput, createAuthConfig } from '../config.js';
import type { ApiTokenStore, AuthAuditSink, SessionStore } from '../ports.js';
import type { AuthEnv, Principal } from '../principal.js';
import { checkCsrfToken, clearSessionCookies, readSessionCookie } from '../session/cookies.js';
import { resolveSession } from '../session/session.js';
import { API_TOKEN_PREFIX, authenticateApiToken } from '../token/api-token.js';
import { checkRequestOrigin, isStateChanging } from './origin.js';
import { AUTH_PROBLEM_TYPES, problem } from './problem.js';

/**
 * Verifies a bearer token that is not a CTP API token (e.g. an OIDC access token, later). Returns the
 * principal, or `null` when the token is not valid for this verifier.
 */
export type BearerVerifier = (token: string, c: Context) => Promise<Principal | null>;

/** Options of {@link authenticate}. */
export interface AuthenticateOptions {
  /** Validated configuration (or input, validated here; invalid input throws at construction). */
  config: AuthConfig | AuthConfigInput;
  sessions: SessionStore;
  tokens: ApiTokenStore;
  audit: AuthAuditSink;
  /** Tried in order for bearer tokens without the `ctp_` prefix. */
  bearerVerifiers?: readonly BearerVerifier[];
  /** Also refuse anonymous writes whose Origin / Sec-Fetch-Site is foreign (login CSRF). Default true. */
  checkAnonymousOrigin?: boolean;
  /** Clock, for tests. */
  now?: () => Date;
}

/**
 * Hono middleware establishing who is calling. A `Bearer` token is checked (CTP API token, else each
 * `bearerVerifiers`) and refused with 401 when invalid; otherwise the session cookie is resolved and,
 * for POST/PUT/PATCH/DELETE, the Origin and the double-submit CSRF token are enforced (403). Sets
 * `c.get('principal')`, or leaves it `undefined` for anonymous requests; `requireRoles` decides access.
 */
export function authenticate(options: AuthenticateOptions) {
  const config = createAuthConfig(options.config as AuthConfigInput);
  const now = options.now ?? (() => new Date());
  const request = (c: Context) => ({ method: c.req.method, path: c.req.path });

  return createMiddleware<AuthEnv>(async (c, next) => {
    c.set('principal', undefined);
    const authorization = c.req.header('authorization');
    // Any `Bearer` header is decided here: a malformed one is refused, never a fallback to the cookie.
    const match = /^Bearer(?:\s+(.*))?$/i.exec(authorization ?? '');
    const bearer = match === null ? undefined : (match[1] ?? '').trim();
    if (bearer !== undefined) {
      const principal = await verifyBearer(bearer, c, options);
      if (principal.ok) {
        c.set('principal', principal.value);
        return next();
      }
      await options.audit.record({
        type: 'token.refused',
        at: now(),
        reason: principal.reason,
        request: request(c),
        ...principal.ids,
      });
      const challenge = 'Bearer realm="ctp", error="invalid_token"';
      const body = { type: AUTH_PROBLEM_TYPES.invalidToken, title: 'Invalid or expired token', status: 401 };
      return problem(c, body, { 'www-authenticate': challenge });
    }

    const session = await resolveSession(c, { sessions: options.sessions, now }, config);
    if (session === null) {
      if (readSessionCookie(c, config) !== undefined) clearSessionCookies(c, config);
      if (isStateChanging(c.req.method) && options.checkAnonymousOrigin !== false) {
        const reason = checkRequestOrigin(c, config, false);
        if (reason !== null) return refuseCsrf(c, options.audit, now(), reason, undefined);
      }
      return next();
    }
    if (isStateChanging(c.req.method)) {
      const reason = checkRequestOrigin(c, config, true) ?? (await checkCsrfToken(c, session.rawId, config));
      if (reason !== null) return refuseCsrf(c, options.audit, now(), reason, session.principal);
    }
    c.set('principal', session.principal);
    return next();
  });
}

type BearerResult =
  | { ok: true; value: Principal }
  | { ok: false; reason: string; ids: { tokenId?: string; organizationId?: string } };

async function verifyBearer(token: string, c: Context, options: AuthenticateOptions): Promise<BearerResult> {
  if (token === '' || /\s/.test(token)) return { ok: false, reason: 'MALFORMED', ids: {} };
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const result = await authenticateApiToken(token, {
      tokens: options.tokens,
      ...(options.now ? { now: options.now } : {}),
    });
    if (result.ok) return { ok: true, value: result.principal };
    const ids = {
      ...(result.tokenId ? { tokenId: result.tokenId } : {}),
      ...(result.organizationId ? { organizationId: result.organizationId } : {}),
    };
    return { ok: false, reason: result.reason, ids };
  }
  for (const verify of options.bearerVerifiers ?? []) {
    const principal = await verify(token, c);
    if (principal !== null) return { ok: true, value: principal };
  }
  return { ok: false, reason: 'UNKNOWN', ids: {} };
}

async function refuseCsrf(
  c: Context,
  audit: AuthAuditSink,
  at: Date,
  reason: string,
  principal: Principal | undefined,
) {
  await audit.record({
    type: 'csrf.refused',
    at,
    reason,
    request: { method: c.req.method, path: c.req.path },
    ...(principal ? { organizationId: principal.organizationId } : {}),
    ...(principal?.sessionId ? { sessionId: principal.sessionId } : {}),
    ...(principal?.userId ? { userId: principal.userId } : {}),
  });
  return problem(c, {
    type: AUTH_PROBLEM_TYPES.csrf,
    title: 'Cross-site request refused',
    status: 403,
    reason,
  });
}
