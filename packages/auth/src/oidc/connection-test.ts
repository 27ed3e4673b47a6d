import * as client from 'openid-client';
import { AuthError } from '../errors.js';
import { discoverOidcProvider, type OidcClientSettings } from './provider.js';

/** The four answers of the connection test, exactly as the specification words them. */
export const CONNECTION_TEST_MESSAGES = Object.freeze({
  success: 'Connection successful! OIDC configuration is valid.',
  invalidIssuer: 'Invalid issuer',
  clientAuthentication: 'Client authentication failed',
  redirectUri: 'Redirect URI mismatch',
} as const);

/** Result of {@link testOidcConnection}. `detail` holds the provider's own error when a step failed. */
export interface ConnectionTestResult {
  success: boolean;
  message: (typeof CONNECTION_TEST_MESSAGES)[keyof typeof CONNECTION_TEST_MESSAGES];
  /** The step that failed, or `complete`. */
  step: 'discovery' | 'client_authentication' | 'redirect_uri' | 'complete';
  detail?: string;
}

const describe = (error: unknown): string => {
  if (error instanceof client.ResponseBodyError) {
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`;
  }
  if (error instanceof client.WWWAuthenticateChallengeError) {
    // A 401 with a challenge: the provider's error is in the challenge parameters.
    const parameters = error.cause[0]?.parameters ?? {};
    const text = [parameters.error, parameters.error_description].filter(Boolean).join(': ');
    return text || `HTTP ${error.status} with a WWW-Authenticate challenge`;
  }
  if (error instanceof AuthError) return error.message.replace(/^\[ctp\] \[auth\] /, '');
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause instanceof Error ? cause.message : undefined;
  return inner && inner !== message ? `${message} (${inner})` : message;
};

/**
 * Checks an organization's provider configuration against the provider itself, in three steps:
 * 1. **Discovery** at `{issuer}/.well-known/openid-configuration` (the document's `issuer` must equal
 *    the configured one): failure answers `Invalid issuer`.
 * 2. **Client credentials**: a token request (`grant_type=authorization_code`) with a code that
 *    cannot exist, authenticated with the client id and secret. The provider authenticates the client
 *    first: `invalid_client` means wrong credentials (`Client authentication failed`), `invalid_grant`
 *    means they were accepted. Nothing is issued.
 * 3. **Redirect URI**: a pushed authorization request (RFC 9126) with the redirect URI when the
 *    provider supports PAR, else the authorization request itself (not followed): a refusal naming the
 *    redirect URI answers `Redirect URI mismatch`.
 */
export async function testOidcConnection(
  settings: OidcClientSettings,
  options: { redirectUri: string; scopes?: string; timeoutSeconds?: number },
): Promise<ConnectionTestResult> {
  let config: client.Configuration;
  try {
    config = await discoverOidcProvider(settings, { timeoutSeconds: options.timeoutSeconds ?? 10 });
  } catch (error) {
    return {
      success: false,
      message: CONNECTION_TEST_MESSAGES.invalidIssuer,
      step: 'discovery',
      detail: describe(error),
    };
  }

  const verifier = client.randomPKCECodeVerifier();
  try {
    await client.genericGrantRequest(config, 'authorization_code', {
      code: `ctp-connection-test-${client.randomState()}`,
      redirect_uri: options.redirectUri,
      code_verifier: verifier,
    });
    // A provider that accepts an invented code is not one to sign people in with.
    return failure('client_authentication', 'the provider accepted an invalid authorization code');
  } catch (error) {
    if (!(error instanceof client.ResponseBodyError && error.error === 'invalid_grant')) {
      return failure('client_authentication', describe(error));
    }
  }

  const parameters = {
    redirect_uri: options.redirectUri,
    scope: options.scopes ?? 'openid',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: client.randomState(),
    nonce: client.randomNonce(),
  };
  const redirectProblem = config.serverMetadata().pushed_authorization_request_endpoint
    ? await checkRedirectWithPar(config, parameters)
    : await checkRedirectWithAuthorizationRequest(config, parameters, settings.allowInsecureHttp ?? false);
  if (redirectProblem !== null) return redirectProblem;
  // Every step passed: the issuer, the credentials and the redirect URI are the provider's own.
  return { success: true, message: CONNECTION_TEST_MESSAGES.success, step: 'complete' };
}

function failure(step: 'client_authentication' | 'redirect_uri', detail: string): ConnectionTestResult {
  const message =
    step === 'client_authentication'
      ? CONNECTION_TEST_MESSAGES.clientAuthentication
      : CONNECTION_TEST_MESSAGES.redirectUri;
  return { success: false, message, step, detail };
}

async function checkRedirectWithPar(
  config: client.Configuration,
  parameters: Record<string, string>,
): Promise<ConnectionTestResult | null> {
  try {
    await client.buildAuthorizationUrlWithPAR(config, parameters);
    return null;
  } catch (error) {
    if (error instanceof client.ResponseBodyError && error.error === 'invalid_client') {
      return failure('client_authentication', describe(error));
    }
    return failure('redirect_uri', describe(error));
  }
}

async function checkRedirectWithAuthorizationRequest(
  config: client.Configuration,
  parameters: Record<string, string>,
  allowInsecureHttp: boolean,
): Promise<ConnectionTestResult | null> {
  const url = client.buildAuthorizationUrl(config, parameters);
  if (url.protocol !== 'https:' && !allowInsecureHttp)
    return failure('redirect_uri', 'authorization endpoint is not https');
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    // A login page (200) or a redirect onwards means the provider accepted the redirect URI; a
    // provider refusing it shows an error page itself (it must not redirect to an unknown URI).
    if (response.status < 400) return null;
    return failure('redirect_uri', `the authorization endpoint answered HTTP ${response.status}`);
  } catch (error) {
    return failure('redirect_uri', describe(error));
  }
}
