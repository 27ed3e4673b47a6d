import * as client from 'openid-client';
import { type OidcRefusalReason, OidcSignInError } from '../errors.js';
import { verifyIdToken } from './id-token.js';
import type { OidcProviderCache } from './provider.js';

/**
 * The secrets of one authorization request that the callback needs. Store them server-side (never in
 * the browser), keyed by `state`, single use, for a few minutes.
 */
export interface PendingAuthorization {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Default scopes of the sign-in request. */
export const DEFAULT_OIDC_SCOPES = 'openid email profile';

/**
 * Builds the authorization request: authorization code flow with PKCE (S256), a random `state` and
 * `nonce`. Returns the URL to redirect the browser to and the pending values to store.
 */
export async function buildOidcAuthorization(
  config: client.Configuration,
  options: { redirectUri: string; scopes?: string },
): Promise<{ url: URL; pending: PendingAuthorization }> {
  const pending: PendingAuthorization = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: options.scopes ?? DEFAULT_OIDC_SCOPES,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url, pending };
}

/** The verified identity from a completed sign-in. */
export interface OidcIdentity {
  /** `sub` of the ID token: the user's stable identifier at the provider. */
  subject: string;
  issuer: string;
  email: string | null;
  emailVerified: boolean | null;
  name: string | null;
  /** Every claim of the verified ID token (input of the role mapping). */
  claims: Record<string, unknown>;
}

function findInCauses(error: unknown, test: (e: Record<string, unknown>) => boolean): boolean {
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 6; depth++) {
    if (test(e as Record<string, unknown>)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function refusal(error: unknown): OidcSignInError {
  if (error instanceof OidcSignInError) return error;
  let reason: OidcRefusalReason = 'ID_TOKEN_INVALID';
  let detail = error instanceof Error ? error.message : String(error);
  if (error instanceof client.AuthorizationResponseError) {
    reason = 'PROVIDER_ERROR';
    detail = `${error.error}: ${error.error_description ?? ''}`.trim();
  } else if (error instanceof client.ResponseBodyError) {
    reason = 'CODE_REJECTED';
    detail = `${error.error}: ${error.error_description ?? ''}`.trim();
  } else if (findInCauses(error, (e) => e.claim === 'nonce')) {
    reason = 'NONCE_MISMATCH';
  } else if (findInCauses(error, (e) => typeof e.message === 'string' && e.message.includes('"state"'))) {
    reason = 'STATE_MISMATCH';
  } else {
    const inner = (error as { cause?: { message?: string } }).cause?.message;
    if (inner) detail = `${detail}: ${inner}`;
  }
  return new OidcSignInError({ reason, providerError: detail }, error);
}

/**
 * Completes the sign-in at the callback: checks `state`, exchanges the code with the PKCE verifier,
 * validates the ID token (openid-client: issuer, audience, expiry, nonce and, switched on, the
 * signature; then {@link verifyIdToken} again with jose and an asymmetric-only algorithm list).
 * Throws {@link OidcSignInError} with a stable reason.
 */
export async function completeOidcAuthorization(
  config: client.Configuration,
  providers: OidcProviderCache,
  callbackUrl: URL,
  pending: PendingAuthorization,
): Promise<OidcIdentity> {
  let idToken: string | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    idToken = tokens.id_token;
  } catch (error) {
    throw refusal(error);
  }
  const metadata = config.serverMetadata();
  if (idToken === undefined || metadata.jwks_uri === undefined) {
    throw new OidcSignInError({ reason: 'ID_TOKEN_INVALID', providerError: 'no ID token or no jwks_uri' });
  }
  const claims = await verifyIdToken(idToken, providers.keys(metadata.jwks_uri), {
    issuer: metadata.issuer,
    clientId: config.clientMetadata().client_id,
    nonce: pending.nonce,
  });
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    subject: claims.sub as string,
    issuer: metadata.issuer,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
    name: text(claims.name) ?? text(claims.preferred_username),
    claims: { ...claims },
  };
}
