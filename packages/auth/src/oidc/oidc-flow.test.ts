import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcSignInError } from '../errors.js';
import {
  FORGERIES,
  type ForgingProvider,
  type LoopbackProvider,
  startForgingProvider,
  startLoopbackProvider,
} from '../testing/oidc/index.js';
import { buildOidcAuthorization, completeOidcAuthorization } from './authorization.js';
import { OidcProviderCache } from './provider.js';

const REDIRECT = 'http://127.0.0.1:9/callback';
let op: LoopbackProvider;
let forger: ForgingProvider;
const providers = new OidcProviderCache();

beforeAll(async () => {
  op = await startLoopbackProvider({
    clients: [{ clientId: 'ctp', clientSecret: 'a-long-client-secret-for-tests', redirectUris: [REDIRECT] }],
    accounts: new Map([
      ['ada', { email: 'ada@acme.example', email_verified: true, name: 'Ada', groups: ['ctp-admins'] }],
    ]),
  });
  forger = await startForgingProvider({ clientId: 'ctp' });
});
afterAll(async () => {
  await op.close();
  await forger.close();
});

const settings = () => ({
  issuer: op.issuer,
  clientId: 'ctp',
  clientSecret: 'a-long-client-secret-for-tests',
  allowInsecureHttp: true,
});

describe('authorization code flow against a real provider on loopback', () => {
  it('sends PKCE S256, state and nonce, and returns the verified identity', async () => {
    const config = await providers.configuration(settings());
    const { url, pending } = await buildOidcAuthorization(config, { redirectUri: REDIRECT });
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(
      await client.calculatePKCECodeChallenge(pending.codeVerifier),
    );
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('nonce')).toBe(pending.nonce);
    const callback = await op.signIn(url, 'ada', REDIRECT);
    const identity = await completeOidcAuthorization(config, providers, callback, pending);
    expect(identity).toMatchObject({
      subject: 'ada',
      issuer: op.issuer,
      email: 'ada@acme.example',
      name: 'Ada',
    });
    expect(identity.claims.groups).toEqual(['ctp-admins']);
  });

  it('refuses a reused authorization code (the provider answers invalid_grant)', async () => {
    const config = await providers.configuration(settings());
    const { url, pending } = await buildOidcAuthorization(config, { redirectUri: REDIRECT });
    const callback = await op.signIn(url, 'ada', REDIRECT);
    await completeOidcAuthorization(config, providers, callback, pending);
    const again = completeOidcAuthorization(config, providers, callback, pending);
    await expect(again).rejects.toBeInstanceOf(OidcSignInError);
    await expect(again).rejects.toMatchObject({ details: { reason: 'CODE_REJECTED' } });
  });

  it('refuses a callback whose state is not the one sent', async () => {
    const config = await providers.configuration(settings());
    const { url, pending } = await buildOidcAuthorization(config, { redirectUri: REDIRECT });
    const callback = await op.signIn(url, 'ada', REDIRECT);
    const other = { ...pending, state: client.randomState() };
    await expect(completeOidcAuthorization(config, providers, callback, other)).rejects.toMatchObject({
      details: { reason: 'STATE_MISMATCH' },
    });
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const config = await providers.configuration(settings());
    const { url, pending } = await buildOidcAuthorization(config, { redirectUri: REDIRECT });
    const callback = await op.signIn(url, 'ada', REDIRECT);
    const other = { ...pending, nonce: client.randomNonce() };
    await expect(completeOidcAuthorization(config, providers, callback, other)).rejects.toMatchObject({
      details: { reason: 'NONCE_MISMATCH' },
    });
  });
});

describe('forged ID tokens from a hostile token endpoint', () => {
  const signInWith = async (forgery: (typeof FORGERIES)[number] | 'genuine') => {
    forger.forgery = forgery;
    const config = await new OidcProviderCache().configuration({ ...settings(), issuer: forger.issuer });
    const { url, pending } = await buildOidcAuthorization(config, { redirectUri: REDIRECT });
    const redirect = await fetch(url, { redirect: 'manual' });
    return completeOidcAuthorization(
      config,
      providers,
      new URL(redirect.headers.get('location') ?? ''),
      pending,
    );
  };

  it('accepts the genuine token (control: the harness itself works)', async () => {
    await expect(signInWith('genuine')).resolves.toMatchObject({ subject: 'forged-user' });
  });

  for (const forgery of FORGERIES) {
    it(`refuses ${forgery}`, async () => {
      const result = signInWith(forgery);
      await expect(result).rejects.toBeInstanceOf(OidcSignInError);
      await expect(result).rejects.toMatchObject({ details: { reason: 'ID_TOKEN_INVALID' } });
    });
  }
});
