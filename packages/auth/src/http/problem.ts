import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuthError, AuthErrorCode } from '../errors.js';

/** Stable RFC 9457 `type` URIs of the problems @ctp/auth produces. Never change a value; add new ones. */
export const AUTH_PROBLEM_TYPES = Object.freeze({
  unauthenticated: 'urn:ctp:problem:unauthenticated',
  invalidToken: 'urn:ctp:problem:invalid-token',
  forbidden: 'urn:ctp:problem:forbidden',
  organizationMismatch: 'urn:ctp:problem:organization-mismatch',
  csrf: 'urn:ctp:problem:csrf',
  routeNotFound: 'urn:ctp:problem:route-not-found',
  invalidCredentials: 'urn:ctp:problem:invalid-credentials',
  passwordSignInDisabled: 'urn:ctp:problem:password-sign-in-disabled',
  passwordPolicy: 'urn:ctp:problem:password-policy',
  oidcSignInRefused: 'urn:ctp:problem:oidc-sign-in-refused',
  insecureIssuer: 'urn:ctp:problem:insecure-issuer',
} as const);

/** One of {@link AUTH_PROBLEM_TYPES}. */
export type AuthProblemType = (typeof AUTH_PROBLEM_TYPES)[keyof typeof AUTH_PROBLEM_TYPES];

/** An RFC 9457 problem details body. Extension members are allowed. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  [extension: string]: unknown;
}

/**
 * Sends a problem details response with content type `application/problem+json`. `instance` defaults
 * to the request path. Headers already set on the context (cookies) are kept.
 * @example return problem(c, { type: AUTH_PROBLEM_TYPES.forbidden, title: 'Forbidden', status: 403 });
 */
export function problem(c: Context, body: ProblemDetails, headers: Record<string, string> = {}): Response {
  const payload = { ...body, instance: body.instance ?? c.req.path };
  // c.body keeps headers set earlier on the context (e.g. a cookie being cleared).
  return c.body(JSON.stringify(payload), body.status as ContentfulStatusCode, {
    ...headers,
    'content-type': 'application/problem+json',
  });
}

/** How each {@link AuthError} code maps to a problem; `null` for errors that are server faults (500). */
export const AUTH_ERROR_PROBLEMS: Readonly<
  Record<AuthErrorCode, { type: AuthProblemType; status: number; title: string } | null>
> = Object.freeze({
  INVALID_CREDENTIALS: {
    type: AUTH_PROBLEM_TYPES.invalidCredentials,
    status: 401,
    title: 'Invalid email or password',
  },
  PASSWORD_SIGN_IN_DISABLED: {
    type: AUTH_PROBLEM_TYPES.passwordSignInDisabled,
    status: 403,
    title: 'Password sign-in is disabled',
  },
  PASSWORD_POLICY: {
    type: AUTH_PROBLEM_TYPES.passwordPolicy,
    status: 422,
    title: 'Password rejected by policy',
  },
  OIDC_SIGN_IN_REFUSED: {
    type: AUTH_PROBLEM_TYPES.oidcSignInRefused,
    status: 401,
    title: 'Sign-in with the identity provider was refused',
  },
  INSECURE_ISSUER: {
    type: AUTH_PROBLEM_TYPES.insecureIssuer,
    status: 422,
    title: 'The issuer must use https',
  },
  INVALID_AUTH_CONFIG: null,
  INVALID_PASSWORD_HASH: null,
  INVALID_ROUTE_TABLE: null,
});

/**
 * Maps an {@link AuthError} to a problem body, or `null` when the error is a server fault the caller
 * should treat as a 500 (never exposing its details).
 */
export function authErrorToProblem(error: AuthError): ProblemDetails | null {
  const mapped = AUTH_ERROR_PROBLEMS[error.code];
  if (mapped === null) return null;
  const extra =
    error.code === 'PASSWORD_POLICY'
      ? { violations: error.details.violations }
      : error.code === 'OIDC_SIGN_IN_REFUSED'
        ? { reason: error.details.reason }
        : {};
  return { ...mapped, code: error.code, ...extra };
}
