import { InsecureIssuerError, OidcSignInError, startSession } from '@ctp/auth';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import { ProblemError } from '../../http/problem.js';
import { problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { auditOidcFailure, type OidcFailure } from './audit.js';
import { type CallbackContext, completeOidcSignIn } from './complete-sign-in.js';
import { failurePage, wantsPage } from './failure-page.js';
import {
  AUTHORIZATION_TTL_SECONDS,
  OidcStartError,
  resolveOrganizationId,
  startOidcSignIn,
} from './start-sign-in.js';

/** Short-lived cookie binding a pending sign-in to the browser that started it. */
export const OIDC_STATE_COOKIE = 'ctp_oidc_state';
const COOKIE_PATH = '/api/auth/oidc';

/** What the person (and the audit) is told for each refusal reason. */
const REFUSAL_TEXT: Record<string, string> = {
  CONFIG_DISABLED: 'Single sign-on is disabled for this organization.',
  STATE_UNKNOWN: 'This sign-in request is unknown. Start again from the sign-in page.',
  STATE_EXPIRED: 'This sign-in request has expired. Start again from the sign-in page.',
  STATE_REPLAYED: 'This sign-in response was already used.',
  STATE_MISMATCH: 'This sign-in response does not belong to this browser.',
  PROVIDER_ERROR: 'The identity provider refused the sign-in.',
  CODE_REJECTED: 'The identity provider rejected the authorization code.',
  ID_TOKEN_INVALID: 'The identity provider’s ID token failed validation.',
  NONCE_MISMATCH: 'The ID token does not answer this sign-in request.',
  DISCOVERY_FAILED: 'The identity provider could not be reached.',
  NO_ROLE: 'No role mapping gives you access to this organization.',
  EMAIL_MISSING: 'The identity provider did not send an email address.',
  USER_DISABLED: 'This user is deactivated.',
  ACCOUNT_CONFLICT: 'This email address belongs to another account of the organization.',
};

/** `GET /api/auth/oidc/authorize` and `GET /api/auth/oidc/callback` (public). */
export function oidcSignInModule(runtime: Runtime): ApiModule {
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: runtime.authConfig.secureCookies,
  };
  const fail = async (c: Context, failure: Omit<OidcFailure, 'requestId' | 'request'>) => {
    await auditOidcFailure(runtime.database.db, runtime.logger, {
      ...failure,
      requestId: (c.get('requestId') as string | undefined) ?? null,
      request: { method: c.req.method, path: c.req.path },
    });
  };

  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/auth/oidc/authorize',
        tags: ['Authentication'],
        summary: "Starts sign-in with the organization's identity provider (redirect)",
        description:
          'Redirects to the provider with an authorization code request (PKCE S256, state, nonce). `organizationId` is the id or the slug.',
        ...accessOf('GET', '/api/auth/oidc/authorize'),
        request: { query: z.object({ organizationId: z.string().min(1).max(200) }) },
        responses: {
          302: { description: 'To the identity provider' },
          303: {
            description:
              'A browser (`Accept: text/html`) whose sign-in cannot start goes to `/sign-in/failed?reason=<code>` (the page words it); other clients get the problems below',
          },
          401: problem('Single sign-on disabled'),
          404: problem('Organization not found, or no single sign-on configured'),
          422: problem('The issuer is not https'),
          502: problem('The identity provider could not be reached'),
        },
      }),
      async (c) => {
        const { organizationId: given } = c.req.valid('query');
        const organizationId = await resolveOrganizationId(runtime, given);
        if (organizationId === undefined) {
          await fail(c, { organizationId: undefined, reason: 'ORGANIZATION_NOT_FOUND', detail: given });
          if (wantsPage(c)) return failurePage(c, 'ORGANIZATION_NOT_FOUND', given) as never;
          throw new ProblemError('ORGANIZATION_NOT_FOUND', { detail: 'Organization not found' });
        }
        try {
          const { url, state } = await startOidcSignIn(runtime, organizationId);
          setCookie(c, OIDC_STATE_COOKIE, state, { ...cookieOptions, maxAge: AUTHORIZATION_TTL_SECONDS });
          return c.redirect(url.href, 302) as never;
        } catch (error) {
          if (error instanceof OidcStartError) {
            const reason = error.code === 'OIDC_NOT_CONFIGURED' ? 'NOT_CONFIGURED' : 'PROVIDER_UNAVAILABLE';
            await fail(c, { organizationId, reason, detail: error.message });
            if (wantsPage(c)) return failurePage(c, reason, given) as never;
            throw new ProblemError(error.code, { detail: error.message });
          }
          if (error instanceof OidcSignInError || error instanceof InsecureIssuerError) {
            return (await refusal(c, error, { organizationId }, given)) as never;
          }
          throw error;
        }
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/auth/oidc/callback',
        tags: ['Authentication'],
        summary: 'Where the identity provider sends the browser back: starts the session',
        description:
          'Register `{CTP_PUBLIC_URL}/api/auth/oidc/callback` as the redirect URI at the provider. Exchanges the code, validates the ID token, maps the role, creates or updates the user and sets the session cookies, then redirects to `/`.',
        ...accessOf('GET', '/api/auth/oidc/callback'),
        request: {
          query: z
            .object({
              code: z.string().max(4096).optional(),
              state: z.string().max(512).optional(),
              organizationId: z.string().max(200).optional(),
              error: z.string().max(200).optional(),
              error_description: z.string().max(2000).optional(),
            })
            .loose(),
        },
        responses: {
          303: {
            description:
              'Signed in: to the home page. Refused, for a browser (`Accept: text/html`): to `/sign-in/failed?reason=<code>` (the page words it) (the audit keeps the reason code)',
          },
          401: problem('Sign-in refused, for other clients (reason member: state, token, mapping, …)'),
        },
      }),
      async (c) => {
        const query = new URL(c.req.url).searchParams;
        const browserState = getCookie(c, OIDC_STATE_COOKIE);
        deleteCookie(c, OIDC_STATE_COOKIE, cookieOptions);
        const context: CallbackContext = {};
        try {
          const result = await completeOidcSignIn(runtime, query, browserState, context, {
            requestId: (c.get('requestId') as string | undefined) ?? null,
          });
          await startSession(
            c,
            {
              userId: result.userId,
              organizationId: result.organizationId,
              role: result.role,
              authMethod: 'oidc',
            },
            { sessions: runtime.auth.sessions, audit: runtime.auth.audit },
            runtime.authConfig,
          );
          return c.redirect('/', 303) as never;
        } catch (error) {
          if (error instanceof OidcSignInError || error instanceof InsecureIssuerError) {
            return (await refusal(c, error, context)) as never;
          }
          throw error;
        }
      },
    );
  };

  /**
   * A refused sign-in: audited, then a browser goes to the app's failure page (words, a way back)
   * and an API client gets the problem document.
   */
  async function refusal(
    c: Context,
    error: OidcSignInError | InsecureIssuerError,
    context: CallbackContext,
    organization?: string,
  ) {
    if (error instanceof InsecureIssuerError) {
      await fail(c, {
        organizationId: context.organizationId,
        reason: 'INSECURE_ISSUER',
        detail: error.message,
      });
      if (wantsPage(c)) return failurePage(c, 'INSECURE_ISSUER', organization);
      return problemFor(c, 'INSECURE_ISSUER', { detail: 'The identity provider’s issuer must use https.' });
    }
    const providerError =
      typeof error.details.providerError === 'string' ? error.details.providerError : undefined;
    await fail(c, {
      organizationId: context.organizationId,
      reason: error.reason,
      ...(providerError ? { detail: providerError } : {}),
      ...(context.subject ? { subject: context.subject } : {}),
    });
    if (wantsPage(c)) return failurePage(c, error.reason, organization);
    return problemFor(c, 'OIDC_SIGN_IN_REFUSED', {
      detail: REFUSAL_TEXT[error.reason] ?? 'Sign-in refused.',
      reason: error.reason,
      ...(providerError ? { providerError } : {}),
    });
  }
}
