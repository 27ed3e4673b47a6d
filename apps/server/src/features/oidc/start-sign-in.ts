import { AuthError, buildOidcAuthorization, DEFAULT_OIDC_SCOPES, OidcSignInError } from '@ctp/auth';
import {
  findOrganizationBySlug,
  getAuthConfig,
  saveOidcAuthorizationState,
  withOrganization,
  withSystem,
} from '@ctp/store';
import type { Runtime } from '../../wiring/runtime.js';
import { clientSettingsOf, redirectUriOf, stateHashOf, stateSecretsContext } from './settings.js';

/** A pending sign-in lives this long: time to sign in at the provider. */
export const AUTHORIZATION_TTL_SECONDS = 600;

/** Why the sign-in could not start (the route maps each to a problem). */
export class OidcStartError extends Error {
  constructor(
    readonly code: 'ORGANIZATION_NOT_FOUND' | 'OIDC_NOT_CONFIGURED' | 'OIDC_PROVIDER_UNAVAILABLE',
    message: string,
    readonly organizationId?: string,
  ) {
    super(message);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Resolves an organization by id or slug; undefined when none exists. */
export async function resolveOrganizationId(runtime: Runtime, idOrSlug: string): Promise<string | undefined> {
  const db = runtime.database.db;
  if (UUID.test(idOrSlug)) {
    const found = await withOrganization(db, idOrSlug, (scope) =>
      scope.db.selectFrom('organizations').select('id').executeTakeFirst(),
    );
    return found?.id;
  }
  if (!/^[a-z0-9-]{1,63}$/.test(idOrSlug)) return undefined;
  return (await withSystem(db, (system) => findOrganizationBySlug(system, idOrSlug)))?.id;
}

/**
 * Starts a sign-in: discovers the organization's provider, builds the authorization request (PKCE
 * S256, state, nonce) and stores the state's hash with the sealed nonce and verifier in the
 * database (any server process can finish it). Returns the provider URL and the state (for the
 * browser-binding cookie).
 */
export async function startOidcSignIn(
  runtime: Runtime,
  organizationId: string,
): Promise<{ url: URL; state: string }> {
  const config = await withOrganization(runtime.database.db, organizationId, (scope) => getAuthConfig(scope));
  if (config === undefined)
    throw new OidcStartError('OIDC_NOT_CONFIGURED', 'single sign-on is not configured', organizationId);
  if (!config.enabled) throw new OidcSignInError({ reason: 'CONFIG_DISABLED' });
  // A configuration without a client secret serves machine tokens only.
  if (config.clientSecretEncrypted === null)
    throw new OidcStartError('OIDC_NOT_CONFIGURED', 'single sign-on has no client secret', organizationId);
  const settings = clientSettingsOf(runtime.config, runtime.secretBox, config);
  let discovered: Awaited<ReturnType<Runtime['oidcProviders']['configuration']>>;
  try {
    discovered = await runtime.oidcProviders.configuration(settings);
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw new OidcStartError(
      'OIDC_PROVIDER_UNAVAILABLE',
      `discovery failed: ${(error as Error).message}`,
      organizationId,
    );
  }
  const { url, pending } = await buildOidcAuthorization(discovered, {
    redirectUri: redirectUriOf(runtime.config),
    scopes: config.scopes || DEFAULT_OIDC_SCOPES,
  });
  const stateHash = stateHashOf(pending.state);
  const sealed = runtime.secretBox.seal(
    JSON.stringify({ nonce: pending.nonce, codeVerifier: pending.codeVerifier }),
    stateSecretsContext(stateHash),
  );
  await withOrganization(runtime.database.db, organizationId, (scope) =>
    saveOidcAuthorizationState(scope, {
      stateHash,
      authConfigId: config.id,
      sealedSecrets: sealed,
      expiresAt: new Date(Date.now() + AUTHORIZATION_TTL_SECONDS * 1000),
    }),
  );
  return { url, state: pending.state };
}
