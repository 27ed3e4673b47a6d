import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { type Forgery, type ForgeryKeys, forgeToken } from './forged-tokens.js';

/** A running hostile provider; set {@link ForgingProvider.forgery} before each sign-in. */
export interface ForgingProvider {
  /** `http://127.0.0.1:<port>`. */
  issuer: string;
  keys: ForgeryKeys;
  /** What the token endpoint puts in `id_token`. Default `genuine`. */
  forgery: Forgery;
  /** Claims of the ID token besides iss, aud, sub, nonce. */
  claims: JWTPayload;
  /** Forges a token of `kind` from `claims` with this provider's keys. */
  forge(kind: Forgery, claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts a HOSTILE OpenID provider on 127.0.0.1 (port 0) for tests: a real HTTP server with a
 * genuine discovery document and key set, an authorization endpoint that redirects straight back
 * with a code, and a token endpoint whose `id_token` is forged as {@link ForgingProvider.forgery}
 * says (it signs the nonce the relying party sent, so only the forgery itself is wrong).
 * TEST FIXTURE.
 */
export async function startForgingProvider(options: {
  clientId: string;
  subject?: string;
}): Promise<ForgingProvider> {
  const genuine = await generateKeyPair('RS256', { extractable: true });
  const unknown = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(genuine.publicKey)), kid: 'forging-1', alg: 'RS256', use: 'sig' };
  const keys: ForgeryKeys = {
    kid: 'forging-1',
    privateKey: genuine.privateKey,
    publicJwk,
    unknownPrivateKey: unknown.privateKey,
  };
  const nonces = new Map<string, string>();
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: ForgingProvider = {
    issuer,
    keys,
    forgery: 'genuine',
    claims: {},
    forge: (kind, claims) => forgeToken(kind, claims, keys),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [publicJwk] });
    if (url.pathname === '/authorize') {
      const code = randomUUID();
      nonces.set(code, url.searchParams.get('nonce') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', async () => {
        const code = new URLSearchParams(body).get('code') ?? '';
        const nonce = nonces.get(code);
        nonces.delete(code);
        if (nonce === undefined) return json(res, 400, { error: 'invalid_grant' });
        const idToken = await state.forge(state.forgery, {
          iss: issuer,
          aud: options.clientId,
          sub: options.subject ?? 'forged-user',
          nonce,
          ...state.claims,
        });
        json(res, 200, {
          access_token: randomUUID(),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
        });
      });
      return;
    }
    json(res, 404, { error: 'not_found' });
  });
  return state;
}
