import { AuthError, authErrorToProblem, csrfTokenFor, endSession, startSession } from '@ctp/auth';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { PROBLEM_MEDIA_TYPE, ProblemError, ProblemSchema } from '../../http/problem.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  OrganizationSummary,
  organizationSummary,
  SessionInfo,
  SignInInput,
  UserSummary,
  userSummary,
} from './sign-in-schemas.js';
import { type SignInRequest, SignInThrottledError, signInService } from './sign-in-service.js';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.js';

const problems = (codes: Record<number, string>) =>
  Object.fromEntries(
    Object.entries(codes).map(([status, description]) => [
      status,
      { description, content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } } },
    ]),
  );

/** What the sign-in service needs of this request: its line, the throttle at its address, its cookies. */
function signInRequest(c: Context, runtime: Runtime, throttle: SignInThrottle): SignInRequest {
  return {
    method: c.req.method,
    path: c.req.path,
    check: (account) => throttle.check(c, account),
    failed: (account) => throttle.failed(c, account),
    succeeded: (account) => throttle.succeeded(account),
    startSession: (user) =>
      startSession(
        c,
        user,
        { sessions: runtime.auth.sessions, audit: runtime.auth.audit },
        runtime.authConfig,
      ),
  };
}

/** The refusal of a throttled sign-in, with how long to wait (also as `Retry-After`). */
function throttledProblem(error: SignInThrottledError): ProblemError {
  const detail = `Too many failed sign-in attempts; try again in ${error.retryAfterSeconds} seconds.`;
  return new ProblemError(
    'TOO_MANY_SIGN_IN_ATTEMPTS',
    { detail, retryAfterSeconds: error.retryAfterSeconds },
    { 'retry-after': String(error.retryAfterSeconds) },
  );
}

/** Sign-in, sign-out and who-am-I. */
export function authModule(
  runtime: Runtime,
  throttle: SignInThrottle = createSignInThrottle(runtime.rateLimiter),
): ApiModule {
  const signIns = signInService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/auth/sign-in',
        tags: ['Authentication'],
        summary: 'Development email and password sign-in: starts a session (cookies)',
        description:
          'Sets the HttpOnly session cookie and the CSRF cookie; send the returned `csrfToken` as `x-csrf-token` on writes. Refused in production unless CTP_ALLOW_PASSWORD_SIGNIN_IN_PRODUCTION.',
        ...accessOf('POST', '/api/auth/sign-in'),
        request: { body: { required: true, content: { 'application/json': { schema: SignInInput } } } },
        responses: {
          200: {
            description: 'Signed in',
            content: {
              'application/json': {
                schema: z.object({
                  user: UserSummary,
                  organization: OrganizationSummary,
                  csrfToken: z.string(),
                  expiresAt: z.string(),
                }),
              },
            },
          },
          ...problems({
            401: 'Invalid credentials (always the same answer)',
            403: 'Password sign-in disabled',
            429: 'Too many failed attempts for this account or from this address (see Retry-After)',
          }),
        },
      }),
      async (c) => {
        try {
          const s = await signIns.signIn(c.req.valid('json'), signInRequest(c, runtime, throttle));
          return c.json(
            {
              user: userSummary(s.user),
              organization: organizationSummary(s.organization),
              csrfToken: s.csrfToken,
              expiresAt: s.absoluteExpiresAt.toISOString(),
            },
            200,
            { 'cache-control': 'no-store' },
          );
        } catch (error) {
          if (error instanceof SignInThrottledError) throw throttledProblem(error);
          const mapped = error instanceof AuthError ? authErrorToProblem(error) : null;
          if (mapped === null) throw error;
          throw new ProblemError(error instanceof AuthError ? error.code : 'INTERNAL_ERROR', {
            detail:
              mapped.status === 401
                ? 'The organization, email or password is not correct.'
                : 'Password sign-in is disabled in production.',
          });
        }
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/auth/sign-out',
        tags: ['Authentication'],
        summary: 'Ends the session and clears its cookies',
        ...accessOf('POST', '/api/auth/sign-out'),
        responses: { 204: { description: 'Signed out' }, 303: { description: 'Signed out (HTML form)' } },
      }),
      async (c) => {
        await endSession(
          c,
          { sessions: runtime.auth.sessions, audit: runtime.auth.audit },
          runtime.authConfig,
        );
        if (/x-www-form-urlencoded|multipart\/form-data/.test(c.req.header('content-type') ?? '')) {
          return c.redirect('/login', 303) as never;
        }
        return c.body(null, 204) as never;
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/auth/session',
        tags: ['Authentication'],
        summary: 'Who am I: user, organization, role and the CSRF token to send on writes',
        ...accessOf('GET', '/api/auth/session'),
        responses: {
          200: { description: 'The caller', content: { 'application/json': { schema: SessionInfo } } },
          ...problems({ 401: 'Not signed in' }),
        },
      }),
      async (c) => {
        const caller = callerOf(c);
        const { principal } = caller;
        const { organization, user } = await signIns.whoIs(caller);
        const rawSession = getCookie(c, runtime.authConfig.cookieName);
        return c.json(
          {
            kind: principal.kind,
            role: principal.role,
            organization: organizationSummary(organization),
            user: user === null ? null : userSummary(user),
            tokenId: principal.tokenId ?? null,
            csrfToken:
              principal.kind === 'session' && rawSession !== undefined
                ? csrfTokenFor(rawSession, runtime.authConfig.csrfSecret)
                : null,
          },
          200,
          { 'cache-control': 'no-store' },
        );
      },
    );
  };
}
