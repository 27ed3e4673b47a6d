import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackProvider, startLoopbackProvider } from '../testing/oidc/index.js';
import { CONNECTION_TEST_MESSAGES, testOidcConnection } from './connection-test.js';

const REDIRECT = 'http://127.0.0.1:9/api/auth/oidc/callback';
const SECRET = 'the-registered-client-secret';
let op: LoopbackProvider;
let withoutPar: LoopbackProvider;

beforeAll(async () => {
  const clients = [{ clientId: 'ctp', clientSecret: SECRET, redirectUris: [REDIRECT] }];
  op = await startLoopbackProvider({ clients });
  withoutPar = await startLoopbackProvider({ clients, pushedAuthorizationRequests: false });
});
afterAll(async () => {
  await op.close();
  await withoutPar.close();
});

const settings = (over: Partial<{ issuer: string; clientId: string; clientSecret: string }> = {}) => ({
  issuer: op.issuer,
  clientId: 'ctp',
  clientSecret: SECRET,
  allowInsecureHttp: true,
  ...over,
});

describe('testOidcConnection against a real provider on loopback', () => {
  it('answers success for a correct configuration (pushed authorization request)', async () => {
    expect(await testOidcConnection(settings(), { redirectUri: REDIRECT })).toEqual({
      success: true,
      message: 'Connection successful! OIDC configuration is valid.',
      step: 'complete',
    });
  });

  it('answers success through the authorization endpoint when the provider has no PAR', async () => {
    const result = await testOidcConnection(settings({ issuer: withoutPar.issuer }), {
      redirectUri: REDIRECT,
    });
    expect(result.message).toBe(CONNECTION_TEST_MESSAGES.success);
  });

  it('answers Invalid issuer when discovery fails (wrong issuer path)', async () => {
    const result = await testOidcConnection(settings({ issuer: `${op.issuer}/realms/wrong` }), {
      redirectUri: REDIRECT,
    });
    expect(result).toMatchObject({ success: false, message: 'Invalid issuer', step: 'discovery' });
    expect(result.detail).toMatch(/status code|404/i);
  });

  it('answers Invalid issuer for a plain-http issuer unless allowed', async () => {
    const result = await testOidcConnection(
      { ...settings(), allowInsecureHttp: false },
      { redirectUri: REDIRECT },
    );
    expect(result).toMatchObject({ success: false, message: 'Invalid issuer' });
    expect(result.detail).toMatch(/not https/);
  });

  it('answers Client authentication failed for a wrong secret, with the provider error', async () => {
    const result = await testOidcConnection(settings({ clientSecret: 'not-the-secret' }), {
      redirectUri: REDIRECT,
    });
    expect(result).toMatchObject({
      success: false,
      message: 'Client authentication failed',
      step: 'client_authentication',
    });
    expect(result.detail).toMatch(/^invalid_client/);
  });

  it('answers Client authentication failed for an unknown client id', async () => {
    const result = await testOidcConnection(settings({ clientId: 'nobody' }), { redirectUri: REDIRECT });
    expect(result.message).toBe('Client authentication failed');
  });

  it('answers Redirect URI mismatch for an unregistered redirect URI, with the provider error', async () => {
    const result = await testOidcConnection(settings(), {
      redirectUri: 'http://127.0.0.1:9/elsewhere/callback',
    });
    expect(result).toMatchObject({ success: false, message: 'Redirect URI mismatch', step: 'redirect_uri' });
    expect(result.detail).toMatch(/redirect_uri/);
  });

  it('answers Redirect URI mismatch without PAR too', async () => {
    const result = await testOidcConnection(settings({ issuer: withoutPar.issuer }), {
      redirectUri: 'http://127.0.0.1:9/elsewhere/callback',
    });
    expect(result).toMatchObject({ success: false, message: 'Redirect URI mismatch' });
  });
});
