import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { TestCookieJar } from './cookie-jar.js';
import type { ForgeryKeys } from './forged-tokens.js';

/** A client registered at the loopback provider. */
export interface LoopbackClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Default `['authorization_code']`; add `client_credentials` for machine clients. */
  grantTypes?: string[];
}

/** Options of {@link startLoopbackProvider}. */
export interface LoopbackProviderOptions {
  clients: LoopbackClient[];
  /** Accounts by subject: the claims each one gets (email, name, groups, any attribute). Mutable. */
  accounts?: Map<string, Record<string, unknown>>;
  /** Audience of the JWT access tokens issued for `resource=<audience>` (client credentials). */
  apiAudience?: string;
  /** Claims a client-credentials access token carries besides the standard ones, by client id. */
  machineClaims?: Record<string, Record<string, unknown>>;
  /** Offer pushed authorization requests (RFC 9126). Default true. */
  pushedAuthorizationRequests?: boolean;
}

/** A running loopback provider; {@link LoopbackProvider.close} stops it. */
export interface LoopbackProvider {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  issuer: string;
  /** Accounts by subject; change them to change what the next sign-in gets. */
  accounts: Map<string, Record<string, unknown>>;
  provider: Provider;
  /** The provider's signing key (and a key it never published), to forge tokens in tests. */
  keys: ForgeryKeys;
  /**
   * Signs in at the provider as `subject` from an authorization URL, answering the provider's own
   * login and consent pages, and returns the URL the provider redirected to (starting with `stopAt`).
   */
  signIn(authorizationUrl: string | URL, subject: string, stopAt: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * Starts a REAL OpenID provider (`oidc-provider`, with its development login and consent pages) on
 * 127.0.0.1, port 0. TEST FIXTURE: in-memory storage, RSA key generated at start. Claims of the
 * `profile` scope include `name`, `groups` and any other key of the account, and go into the ID token.
 */
export async function startLoopbackProvider(options: LoopbackProviderOptions): Promise<LoopbackProvider> {
  const accounts = options.accounts ?? new Map<string, Record<string, unknown>>();
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'loopback-1', alg: 'RS256', use: 'sig' };
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  const unknown = await generateKeyPair('RS256', { extractable: true });
  const keys: ForgeryKeys = {
    kid: 'loopback-1',
    privateKey,
    publicJwk,
    unknownPrivateKey: unknown.privateKey,
  };
  const audience = options.apiAudience;

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: c.grantTypes ?? ['authorization_code'],
      response_types: c.grantTypes?.includes('authorization_code') === false ? [] : ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: ['loopback-provider-cookie-key'] },
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups', 'department', 'org'],
    },
    scopes: ['openid', 'email', 'profile', 'api'],
    findAccount: async (_ctx, sub) => {
      const claims = accounts.get(sub);
      if (claims === undefined) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      ClientCredentials: 600,
      IdToken: 600,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
    features: {
      devInteractions: { enabled: true },
      clientCredentials: { enabled: true },
      pushedAuthorizationRequests: { enabled: options.pushedAuthorizationRequests ?? true },
      resourceIndicators: {
        enabled: audience !== undefined,
        defaultResource: () => undefined as unknown as string,
        useGrantedResource: () => false,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience: audience ?? '',
          accessTokenFormat: 'jwt',
          accessTokenTTL: 600,
        }),
      },
    },
    extraTokenClaims: (_ctx, token) => {
      const clientId = (token as { clientId?: string }).clientId;
      return clientId === undefined ? undefined : options.machineClaims?.[clientId];
    },
  });
  // Surface the provider's own failures in the test output (they render as a bare 500 page otherwise).
  provider.on('server_error', (_ctx, error) => console.error('loopback provider server_error:', error));
  server.on('request', provider.callback());

  const signIn = async (authorizationUrl: string | URL, subject: string, stopAt: string) => {
    const jar = new TestCookieJar();
    let url = new URL(authorizationUrl);
    let response = await jar.fetch(url);
    for (let hops = 0; hops < 20; hops++) {
      const location = response.headers.get('location');
      if (location !== null) {
        url = new URL(location, url);
        if (url.href.startsWith(stopAt)) return url;
        response = await jar.fetch(url);
        continue;
      }
      const html = await response.text();
      const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (prompt === undefined || action === undefined) {
        throw new Error(
          `loopback provider: no form to answer at ${url.href} (HTTP ${response.status}): ${html.slice(0, 300)}`,
        );
      }
      const form = new URLSearchParams({
        prompt,
        ...(prompt === 'login' ? { login: subject, password: 'any' } : {}),
      });
      url = new URL(action, url);
      response = await jar.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
    }
    throw new Error('loopback provider: too many redirects');
  };

  return {
    issuer,
    accounts,
    provider,
    keys,
    signIn,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
