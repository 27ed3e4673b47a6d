import { getAuthConfig, withOrganization } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { admitOrWait } from '../../http/rate-limit.js';
import type { Runtime } from '../../wiring/runtime.js';
import { resolveOrganizationId } from '../oidc/index.js';

/** Lookups of `GET /api/auth/sign-in-options` with an organization, per client address and minute. */
export const SIGN_IN_OPTION_LOOKUPS_PER_MINUTE = 60;

export const SignInOptionsQuery = z.object({
  organization: z
    .string()
    .trim()
    .max(63)
    .optional()
    .openapi({ example: 'acme', description: 'The organization’s short name (slug)' }),
});

export const SignInOptions = z
  .object({
    organizationFound: z.boolean().nullable().openapi({
      description:
        'Whether an organization has this slug; null when none was asked. Tells no more than starting single sign-on does (see the README).',
    }),
    passwordSignIn: z.boolean().openapi({
      description: 'Whether this server accepts email and password sign-in (`POST /api/auth/sign-in`).',
    }),
    singleSignOn: z
      .object({
        label: z.string().openapi({
          description: 'Who to sign in with: the configured display name, else the issuer’s host',
        }),
        authorizeUrl: z.string().openapi({ example: '/api/auth/oidc/authorize?organizationId=acme' }),
      })
      .nullable()
      .openapi({ description: 'Present when the organization has an enabled single sign-on configuration' }),
  })
  .openapi('SignInOptions');

export const SetupStatus = z
  .object({ pending: z.boolean().openapi({ description: 'True until the first organization exists' }) })
  .openapi('SetupStatus');

/**
 * What the sign-in screen may offer for an organization: single sign-on (when it has an enabled
 * configuration) and password sign-in (a server-wide setting), with a per-address lookup budget.
 */
export function signInOptionsService(runtime: Runtime, passwordSignInAllowed: () => boolean) {
  // Counted in the database, so the budget holds across every server process.
  const limiter = runtime.rateLimiter({
    keyPrefix: 'sign-in-options',
    points: SIGN_IN_OPTION_LOOKUPS_PER_MINUTE,
    durationSeconds: 60,
  });
  return {
    /** Counts one lookup of an organization for an address: `null`, or the seconds to wait. */
    admit: (address: string): Promise<number | null> => admitOrWait(limiter, address),

    /** The options for an organization slug (or, without one, only the server-wide password setting). */
    options: async (organization: string | undefined): Promise<z.infer<typeof SignInOptions>> => {
      const passwordSignIn = passwordSignInAllowed();
      if (organization === undefined || organization === '')
        return { organizationFound: null, passwordSignIn, singleSignOn: null };
      const slug = organization.toLowerCase();
      const organizationId = /^[a-z0-9-]{1,63}$/.test(slug)
        ? await resolveOrganizationId(runtime, slug)
        : undefined;
      if (organizationId === undefined)
        return { organizationFound: false, passwordSignIn, singleSignOn: null };
      const config = await withOrganization(runtime.database.db, organizationId, (scope) =>
        getAuthConfig(scope),
      );
      if (config === undefined || !config.enabled || config.clientSecretEncrypted === null)
        return { organizationFound: true, passwordSignIn, singleSignOn: null };
      const displayName = config.settings.displayName;
      return {
        organizationFound: true,
        passwordSignIn,
        singleSignOn: {
          label:
            typeof displayName === 'string' && displayName !== '' ? displayName : new URL(config.issuer).host,
          authorizeUrl: `/api/auth/oidc/authorize?organizationId=${encodeURIComponent(slug)}`,
        },
      };
    },
  };
}
