import {
  AuthError,
  authErrorToProblem,
  csrfTokenFor,
  endSession,
  passwordSignIn,
  type SignedInUser,
  startSession,
} from '@ctp/auth';
import {
  findOrganizationBySlug,
  getOrganization,
  getUser,
  updateUser,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiModule } from '../../http/app-env.js';
import { errorList, escapeHtml, field, page } from '../../http/html.js';
import {
  buildProblem,
  PROBLEM_MEDIA_TYPE,
  ProblemError,
  ProblemSchema,
  problemResponse,
} from '../../http/problem.js';
import { problemTypeForCode } from '../../http/problem-types.js';
import { principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { ssoOfferFor, ssoSection } from './login-sso.js';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.js';

/** No organization has this id: sign-in with an unknown slug fails like a wrong password. */
const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';

export const SignInInput = z
  .strictObject({
    organizationSlug: z.string().min(1).max(63),
    email: z.string().min(1).max(320),
    password: z.string().min(1).max(1024),
  })
  .openapi('SignInInput');

const OrganizationSummary = z.object({
  id: z.uuid(),
  publicOrgId: z.string(),
  slug: z.string(),
  name: z.string(),
});
const UserSummary = z.object({ id: z.uuid(), email: z.string(), name: z.string(), role: z.string() });

const SessionInfo = z
  .object({
    kind: z.enum(['session', 'token']),
    role: z.enum(['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY']),
    organization: OrganizationSummary,
    user: UserSummary.nullable(),
    tokenId: z.uuid().nullable(),
    csrfToken: z.string().nullable().openapi({ description: 'Send it as `x-csrf-token` on writes.' }),
  })
  .openapi('SessionInfo');

const problems = (codes: Record<number, string>) =>
  Object.fromEntries(
    Object.entries(codes).map(([status, description]) => [
      status,
      { description, content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } } },
    ]),
  );

/** Too many failed sign-ins for the account or from the address: wait `retryAfterSeconds`. */
class SignInThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many failed sign-in attempts');
  }
}

/**
 * Resolves the slug (system scope), then runs @ctp/auth's password sign-in and starts a session.
 * Refused before any password check while the throttle's limit is reached (audited as a failure
 * with reason `THROTTLED`); a wrong organization, email or password counts as a failure.
 */
async function signIn(
  runtime: Runtime,
  throttle: SignInThrottle,
  c: Context,
  input: z.infer<typeof SignInInput>,
) {
  const organization = await withSystem(runtime.database.db, (system) =>
    findOrganizationBySlug(system, input.organizationSlug),
  );
  const verdict = await throttle.check(c, input);
  if (!verdict.allowed) {
    await runtime.auth.audit.record({
      type: 'sign_in.failed',
      at: new Date(),
      ...(organization === undefined ? {} : { organizationId: organization.id }),
      email: input.email.trim().toLowerCase(),
      method: 'password',
      reason: 'THROTTLED',
      request: { method: c.req.method, path: c.req.path },
    });
    throw new SignInThrottledError(verdict.retryAfterSeconds);
  }
  let user: SignedInUser;
  try {
    user = await passwordSignIn(
      { organizationId: organization?.id ?? NO_ORGANIZATION, email: input.email, password: input.password },
      { users: runtime.auth.users, audit: runtime.auth.audit },
      {
        environment: runtime.config.nodeEnv,
        allowPasswordSignInInProduction: runtime.config.allowPasswordSignInInProduction,
      },
    );
  } catch (error) {
    if (error instanceof AuthError && authErrorToProblem(error)?.status === 401)
      await throttle.failed(c, input);
    throw error;
  }
  await throttle.succeeded(input);
  const session = await startSession(
    c,
    user,
    { sessions: runtime.auth.sessions, audit: runtime.auth.audit },
    runtime.authConfig,
  );
  const profile = await withOrganization(runtime.database.db, user.organizationId, async (scope) => {
    const u = await updateUser(scope, user.userId, { lastLoginAt: new Date() });
    return { user: u, organization: await getOrganization(scope) };
  });
  return { ...session, ...profile };
}

function throttledProblem(c: Context, error: SignInThrottledError): Response {
  const row = problemTypeForCode('TOO_MANY_SIGN_IN_ATTEMPTS');
  if (row === undefined) throw new Error('problem table lacks TOO_MANY_SIGN_IN_ATTEMPTS');
  const detail = `Too many failed sign-in attempts; try again in ${error.retryAfterSeconds} seconds.`;
  return problemResponse(
    buildProblem(c, row, 'TOO_MANY_SIGN_IN_ATTEMPTS', { detail, retryAfterSeconds: error.retryAfterSeconds }),
    { 'retry-after': String(error.retryAfterSeconds) },
  );
}

/** Development password sign-in is offered where it is allowed (not in production, unless opted in). */
function passwordSignInAllowed(runtime: Runtime): boolean {
  return runtime.config.nodeEnv !== 'production' || runtime.config.allowPasswordSignInInProduction;
}

function loginPage(
  values: { organizationSlug?: string; email?: string },
  errors: string[],
  notice = '',
  options: { sso?: string; password?: boolean } = {},
) {
  const passwordForm =
    options.password === false
      ? ''
      : `<form method="post" action="/login">
${field('organizationSlug', 'Organization', { value: values.organizationSlug ?? '', hint: 'The slug chosen at setup.' })}
${field('email', 'Email', { type: 'email', value: values.email ?? '', autocomplete: 'username' })}
${field('password', 'Password', { type: 'password', autocomplete: 'current-password' })}
<button type="submit">Sign in</button>
</form>`;
  return page('Sign in', `${notice}${errorList(errors)}${options.sso ?? ''}\n${passwordForm}`);
}

/** Sign-in, sign-out, who-am-I, and the `/login` and `/` pages. */
export function authModule(runtime: Runtime, throttle: SignInThrottle = createSignInThrottle()): ApiModule {
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
          const s = await signIn(runtime, throttle, c, c.req.valid('json'));
          return c.json(
            {
              user: { id: s.user.id, email: s.user.email, name: s.user.name, role: s.user.role },
              organization: {
                id: s.organization.id,
                publicOrgId: s.organization.publicOrgId,
                slug: s.organization.slug,
                name: s.organization.name,
              },
              csrfToken: s.csrfToken,
              expiresAt: s.absoluteExpiresAt.toISOString(),
            },
            200,
            { 'cache-control': 'no-store' },
          );
        } catch (error) {
          if (error instanceof SignInThrottledError) return throttledProblem(c, error) as never;
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
        const principal = principalOf(c);
        const { organization, user } = await withOrganization(
          runtime.database.db,
          principal.organizationId,
          async (scope) => ({
            organization: await getOrganization(scope),
            user: principal.userId === undefined ? null : await getUser(scope, principal.userId),
          }),
        );
        const rawSession = getCookie(c, runtime.authConfig.cookieName);
        return c.json(
          {
            kind: principal.kind,
            role: principal.role,
            organization: {
              id: organization.id,
              publicOrgId: organization.publicOrgId,
              slug: organization.slug,
              name: organization.name,
            },
            user: user === null ? null : { id: user.id, email: user.email, name: user.name, role: user.role },
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

    app.get('/login', async (c) => {
      if (c.get('principal') !== undefined) return c.redirect('/', 302);
      const notice =
        c.req.query('setup') === 'done' ? '<p>Setup is done. Sign in as the administrator.</p>' : '';
      // `/login?organization=<slug or id>` offers that organization's identity provider.
      const organization = (c.req.query('organization') ?? '').trim().slice(0, 200);
      const offer = organization === '' ? undefined : await ssoOfferFor(runtime, organization);
      return c.html(
        loginPage({}, [], notice, {
          sso: ssoSection(offer, organization),
          password: passwordSignInAllowed(runtime),
        }),
      );
    });

    app.post('/login', async (c) => {
      const form = await c.req.parseBody();
      const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
      const values = { organizationSlug: text('organizationSlug'), email: text('email') };
      const parsed = SignInInput.safeParse({ ...values, password: text('password') });
      if (!parsed.success)
        return c.html(loginPage(values, ['Enter the organization, email and password.']), 400);
      try {
        await signIn(runtime, throttle, c, parsed.data);
        return c.redirect('/', 303);
      } catch (error) {
        if (error instanceof SignInThrottledError) {
          const minutes = Math.ceil(error.retryAfterSeconds / 60);
          const message = `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
          return c.html(loginPage(values, [message]), 429, {
            'retry-after': String(error.retryAfterSeconds),
          });
        }
        if (!(error instanceof AuthError) || authErrorToProblem(error) === null) throw error;
        const message =
          error.code === 'PASSWORD_SIGN_IN_DISABLED'
            ? 'Password sign-in is disabled on this server.'
            : 'The organization, email or password is not correct.';
        return c.html(loginPage(values, [message]), error.code === 'PASSWORD_SIGN_IN_DISABLED' ? 403 : 401);
      }
    });

    app.get('/', async (c) => {
      const principal = c.get('principal');
      if (principal === undefined) return c.redirect('/login', 302);
      const { organization, user } = await withOrganization(
        runtime.database.db,
        principal.organizationId,
        async (scope) => ({
          organization: await getOrganization(scope),
          user: principal.userId === undefined ? null : await getUser(scope, principal.userId),
        }),
      );
      const rawSession = getCookie(c, runtime.authConfig.cookieName) ?? '';
      const csrf = csrfTokenFor(rawSession, runtime.authConfig.csrfSecret);
      return c.html(
        page(
          organization.name,
          `<p>Signed in${user ? ` as ${escapeHtml(user.name)} (${escapeHtml(user.email)})` : ''}, role ${escapeHtml(principal.role)}.</p>
<p><a href="/api/docs">API reference</a></p>
<form method="post" action="/api/auth/sign-out"><input type="hidden" name="_csrf" value="${escapeHtml(csrf)}"><button type="submit">Sign out</button></form>`,
        ),
      );
    });
  };
}
