import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { OidcSignInError } from '../errors.js';
import { FORGERIES, type ForgeryKeys, forgeToken } from '../testing/oidc/index.js';
import { verifyIdToken } from './id-token.js';

let keys: ForgeryKeys;
let jwks: ReturnType<typeof createLocalJWKSet>;
const expected = { issuer: 'https://op.example', clientId: 'ctp', nonce: 'n-0S6_WzA2Mj' };
const claims = { iss: expected.issuer, aud: expected.clientId, sub: 'ada', nonce: expected.nonce };

beforeAll(async () => {
  const genuine = await generateKeyPair('RS256', { extractable: true });
  const unknown = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(genuine.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  keys = { kid: 'k1', privateKey: genuine.privateKey, publicJwk, unknownPrivateKey: unknown.privateKey };
  jwks = createLocalJWKSet({ keys: [publicJwk] });
});

describe('verifyIdToken (jose, asymmetric algorithms only)', () => {
  it('accepts a genuine token', async () => {
    const payload = await verifyIdToken(await forgeToken('genuine', claims, keys), jwks, expected);
    expect(payload.sub).toBe('ada');
  });

  for (const forgery of FORGERIES) {
    it(`refuses ${forgery}`, async () => {
      const token = await forgeToken(forgery, claims, keys);
      const result = verifyIdToken(token, jwks, expected);
      await expect(result).rejects.toBeInstanceOf(OidcSignInError);
      await expect(result).rejects.toMatchObject({ details: { reason: 'ID_TOKEN_INVALID' } });
    });
  }

  it('refuses a genuine token carrying another nonce (replay of an old ID token)', async () => {
    const token = await forgeToken('genuine', { ...claims, nonce: 'another' }, keys);
    await expect(verifyIdToken(token, jwks, expected)).rejects.toMatchObject({
      details: { reason: 'NONCE_MISMATCH' },
    });
  });
});
