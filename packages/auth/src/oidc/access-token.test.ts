import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORGERIES,
  forgeToken,
  type LoopbackProvider,
  startLoopbackProvider,
} from '../testing/oidc/index.js';
import { type AccessTokenTrust, verifyOidcAccessToken } from './access-token.js';
import { oidcBearerVerifier } from './bearer-verifier.js';
import { OidcProviderCache } from './provider.js';
import type { RoleMappingRule } from './role-mapping.js';

const API = 'https://ctp.example/api';
let op: LoopbackProvider;
let trust: AccessTokenTrust;
const providers = new OidcProviderCache();
const rules: RoleMappingRule[] = [
  {
    id: 'm1',
    kind: 'attribute',
    claim: 'client_id',
    value: 'reporting-bot',
    role: 'ORG_MEMBER',
    priority: 10,
  },
  { id: 'm2', kind: 'group', claim: null, value: 'ctp-admins', role: 'ORG_ADMIN', priority: 20 },
];

const machineToken = async (clientId: string) => {
  const config = await client.discovery(
    new URL(op.issuer),
    clientId,
    undefined,
    client.ClientSecretBasic(`${clientId}-secret`),
    {
      execute: [client.allowInsecureRequests],
    },
  );
  return (await client.clientCredentialsGrant(config, { resource: API, scope: 'api' })).access_token;
};

beforeAll(async () => {
  op = await startLoopbackProvider({
    clients: ['reporting-bot', 'admin-bot', 'stranger-bot'].map((id) => ({
      clientId: id,
      clientSecret: `${id}-secret`,
      redirectUris: [],
      grantTypes: ['client_credentials'],
    })),
    apiAudience: API,
    machineClaims: { 'admin-bot': { groups: ['ctp-admins'] } },
  });
  trust = {
    organizationId: 'org-1',
    issuer: op.issuer,
    audience: API,
    jwksUri: `${op.issuer}/jwks`,
    rules,
    allowInsecureHttp: true,
  };
});
afterAll(() => op.close());

describe('provider-issued access tokens (client credentials)', () => {
  it('accepts a real client-credentials token with the role of the matching mapping', async () => {
    const result = await verifyOidcAccessToken(await machineToken('reporting-bot'), trust, providers);
    expect(result).toMatchObject({
      ok: true,
      principal: { kind: 'token', organizationId: 'org-1', role: 'ORG_MEMBER' },
    });
    const admin = await verifyOidcAccessToken(await machineToken('admin-bot'), trust, providers);
    expect(admin).toMatchObject({ ok: true, principal: { role: 'ORG_ADMIN' }, ruleId: 'm2' });
  });

  it('refuses a genuine token no mapping matches (no default mapping)', async () => {
    expect(await verifyOidcAccessToken(await machineToken('stranger-bot'), trust, providers)).toMatchObject({
      ok: false,
      reason: 'NO_ROLE',
    });
  });

  it('refuses a genuine token for another audience', async () => {
    const result = await verifyOidcAccessToken(
      await machineToken('reporting-bot'),
      { ...trust, audience: 'https://other/api' },
      providers,
    );
    expect(result).toMatchObject({ ok: false, reason: 'TOKEN_INVALID' });
  });

  const claims = () => ({ iss: op.issuer, aud: API, sub: 'reporting-bot', client_id: 'reporting-bot' });

  it('accepts a token signed with the provider key (control for the forgeries below)', async () => {
    const token = await forgeToken('genuine', claims(), op.keys);
    expect(await verifyOidcAccessToken(token, trust, providers)).toMatchObject({ ok: true });
  });

  for (const forgery of FORGERIES) {
    it(`refuses ${forgery}`, async () => {
      const token = await forgeToken(forgery, claims(), op.keys);
      const result = await verifyOidcAccessToken(token, trust, providers);
      expect(result).toMatchObject({ ok: false, reason: 'TOKEN_INVALID' });
    });
  }

  it('the bearer verifier finds the trusting organization by issuer and refuses ambiguity', async () => {
    const token = await machineToken('reporting-bot');
    const one = oidcBearerVerifier({
      trustsFor: async (iss) => (iss === op.issuer ? [trust] : []),
      providers,
    });
    expect(await one(token, undefined as never)).toMatchObject({
      organizationId: 'org-1',
      role: 'ORG_MEMBER',
    });
    const two = oidcBearerVerifier({
      trustsFor: async () => [trust, { ...trust, organizationId: 'org-2' }],
      providers,
    });
    expect(await two(token, undefined as never)).toBeNull();
    expect(await one('not-a-jwt', undefined as never)).toBeNull();
  });
});
