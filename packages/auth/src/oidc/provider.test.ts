import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsecureIssuerError } from '../errors.js';
import { type LoopbackProvider, startLoopbackProvider } from '../testing/oidc/index.js';
import { assertIssuerAllowed, OidcProviderCache } from './provider.js';

let op: LoopbackProvider;
beforeAll(async () => {
  op = await startLoopbackProvider({ clients: [{ clientId: 'c', clientSecret: 's', redirectUris: [] }] });
});
afterAll(() => op.close());

describe('assertIssuerAllowed', () => {
  it('accepts https, and http only when allowed', () => {
    expect(() => assertIssuerAllowed('https://idp.example')).not.toThrow();
    expect(() => assertIssuerAllowed('http://127.0.0.1:8080', true)).not.toThrow();
    expect(() => assertIssuerAllowed('http://127.0.0.1:8080')).toThrow(InsecureIssuerError);
    expect(() => assertIssuerAllowed('ftp://idp.example', true)).toThrow(InsecureIssuerError);
  });
});

describe('OidcProviderCache', () => {
  const settings = () => ({ issuer: op.issuer, clientId: 'c', clientSecret: 's', allowInsecureHttp: true });

  it('discovers once per issuer, client and secret until the TTL or forget()', async () => {
    let now = 0;
    const cache = new OidcProviderCache({ ttlSeconds: 60, now: () => now });
    const first = cache.configuration(settings());
    expect(cache.configuration(settings())).toBe(first);
    expect(cache.configuration({ ...settings(), clientSecret: 'other' })).not.toBe(first);
    expect((await first).serverMetadata().issuer).toBe(op.issuer);
    now = 61_000;
    const second = cache.configuration(settings());
    expect(second).not.toBe(first);
    cache.forget(op.issuer);
    expect(cache.configuration(settings())).not.toBe(second);
  });

  it('does not keep a failed discovery', async () => {
    const cache = new OidcProviderCache();
    const wrong = { ...settings(), issuer: `${op.issuer}/nope` };
    const failed = cache.configuration(wrong);
    await expect(failed).rejects.toThrow();
    expect(cache.configuration(wrong)).not.toBe(failed);
    await expect(cache.configuration(wrong)).rejects.toThrow();
  });

  it('shares one key set per jwks_uri', () => {
    const cache = new OidcProviderCache();
    expect(cache.keys(`${op.issuer}/jwks`)).toBe(cache.keys(`${op.issuer}/jwks`));
  });
});
