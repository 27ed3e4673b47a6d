import type { Role } from './roles.js';

/**
 * Who is making a request, as established by `authenticate`. Available as `c.get('principal')`.
 * `sessionId` is the stored session identifier (a SHA-256 hash), never the cookie value.
 */
export interface Principal {
  /** `session` for a browser session cookie, `token` for a bearer token. */
  kind: 'session' | 'token';
  /** The signed-in user; absent for API tokens, which belong to an organization, not a user. */
  userId?: string;
  organizationId: string;
  role: Role;
  /** Public id of the API token (kind `token`). */
  tokenId?: string;
  /** Stored session identifier (kind `session`). */
  sessionId?: string;
  /** `sub` of a provider-issued access token (kind `token`, machine client); public, safe to log. */
  subject?: string;
}

/** Hono environment contributed by the auth middleware: `c.get('principal')` is typed. */
export interface AuthVariables {
  /** The authenticated caller, or `undefined` when the request is anonymous. */
  principal: Principal | undefined;
}

/** Hono `Env` to use with `new Hono<AuthEnv>()` (or intersect with your own). */
export interface AuthEnv {
  Variables: AuthVariables;
}
