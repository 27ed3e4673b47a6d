import { createHash } from 'node:crypto';
import type { OidcClientSettings, SecretBox } from '@ctp/auth';
import type { AuthConfig } from '@ctp/store';
import type { ServerConfig } from '../../wiring/config/index.js';

/** Path of the OIDC callback; the redirect URI registered at the provider is `{publicUrl}` + this. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** The redirect URI to register at every organization's provider. */
export function redirectUriOf(config: ServerConfig): string {
  return `${config.publicUrl}${OIDC_CALLBACK_PATH}`;
}

/** The sealing context of an organization's client secret (bound as AAD: a copied value does not open elsewhere). */
export function clientSecretContext(organizationId: string, authConfigId: string): string {
  return `auth_configs.client_secret:${organizationId}:${authConfigId}`;
}

/** The key a pending authorization is stored under: SHA-256 of its `state` (the state itself is never stored). */
export function stateHashOf(state: string): string {
  return createHash('sha256').update(state).digest('base64url');
}

/** The sealing context of a pending authorization's nonce and PKCE verifier. */
export function stateSecretsContext(stateHash: string): string {
  return `oidc_authorization_states.sealed_secrets:${stateHash}`;
}

/**
 * Plain-HTTP issuers are a local-development convenience: allowed only when the organization's
 * configuration asks for it AND the server does not run in production.
 */
export function insecureHttpAllowed(server: ServerConfig, requested: boolean): boolean {
  return requested && server.nodeEnv !== 'production';
}

/** The relying-party settings of a stored configuration, with the client secret opened just for this use. */
export function clientSettingsOf(
  server: ServerConfig,
  box: SecretBox,
  config: AuthConfig,
): OidcClientSettings {
  if (config.clientSecretEncrypted === null) throw new Error('the configuration has no client secret');
  return {
    issuer: config.issuer,
    clientId: config.clientId,
    clientSecret: box.open(
      config.clientSecretEncrypted,
      clientSecretContext(config.organizationId, config.id),
    ),
    allowInsecureHttp: insecureHttpAllowed(server, config.allowInsecureHttp),
  };
}

/**
 * The settings that discover an organization's provider and its keys, without opening the client
 * secret: verifying machine clients' access tokens needs no secret, and works for a configuration
 * that has none.
 */
export function discoverySettingsOf(server: ServerConfig, config: AuthConfig): OidcClientSettings {
  return {
    issuer: config.issuer,
    clientId: config.clientId,
    allowInsecureHttp: insecureHttpAllowed(server, config.allowInsecureHttp),
  };
}
