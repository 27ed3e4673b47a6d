import { forgeToken, startLoopbackProvider } from '@ctp/auth/testing';
import {
  createOrganization,
  createRoleMapping,
  saveAuthConfig,
  testTargets,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, openServerHarness, type ServerHarness } from '../../testing/server-harness.js';
import { clientSecretContext } from './settings.js';

// In production a plain-HTTP issuer is refused whatever the configuration says: when it is saved,
// when a sign-in starts, and for machine tokens. The provider is real and reachable; only the
// scheme is wrong.
describe('OIDC in production', () => {
  let h: ServerHarness;
  let orgId: string;
  let admin: Record<string, string>;
  let op: Awaited<ReturnType<typeof startLoopbackProvider>>;

  beforeAll(async () => {
    const target = testTargets(undefined)[0];
    if (target === undefined) throw new Error('no test target');
    h = await openServerHarness(target, {
      NODE_ENV: 'production',
      CTP_PUBLIC_URL: 'https://ctp.example.com',
    });
    op = await startLoopbackProvider({
      clients: [
        {
          clientId: 'ctp',
          clientSecret: 'secret',
          redirectUris: ['https://ctp.example.com/api/auth/oidc/callback'],
        },
      ],
    });
    const db = h.runtime.database.db;
    orgId = (await withSystem(db, (s) => createOrganization(s, { name: 'Prod Co', slug: 'prod' }))).id;
    admin = { authorization: `Bearer ${await h.issueToken(orgId, 'ORG_ADMIN')}` };
    // A configuration saved while the server ran in development with the plain-HTTP switch on.
    await withOrganization(db, orgId, async (scope) => {
      const id = '0190b0c0-0000-7000-8000-000000000001';
      await saveAuthConfig(scope, {
        id,
        issuer: op.issuer,
        clientId: 'ctp',
        clientSecretEncrypted: h.runtime.secretBox.seal('secret', clientSecretContext(orgId, id)),
        allowInsecureHttp: true,
        audience: 'https://ctp.example.com/api',
      });
      // A default mapping: a token would get READ_ONLY if the scheme were not refused.
      await createRoleMapping(scope, { authConfigId: id, kind: 'default', role: 'READ_ONLY', priority: 0 });
    });
  }, 60_000);
  afterAll(async () => {
    await op?.close();
    await h?.close();
  });

  it('refuses to save an http issuer even with allowInsecureHttp', async () => {
    const res = await h.request(
      '/api/admin/auth-config',
      json(
        'POST',
        { issuer: op.issuer, clientId: 'ctp', clientSecret: 'secret', allowInsecureHttp: true },
        admin,
      ),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ type: 'urn:ctp:problem:insecure-issuer' });
  });

  it('refuses to start a sign-in with an http issuer stored earlier', async () => {
    const res = await h.request(`/api/auth/oidc/authorize?organizationId=${orgId}`);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ type: 'urn:ctp:problem:insecure-issuer' });
  });

  it('answers Invalid issuer to the connection test of an http issuer', async () => {
    const res = await h.request('/api/admin/auth-config/test', json('POST', {}, admin));
    expect(await res.json()).toMatchObject({ success: false, message: 'Invalid issuer' });
  });

  it('refuses a provider access token from an http issuer (machine clients)', async () => {
    const claims = { iss: op.issuer, aud: 'https://ctp.example.com/api', sub: 'bot' };
    const token = await forgeToken('genuine', claims, op.keys);
    const res = await h.request('/api/auth/session', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });

  it('does not offer password sign-in in the sign-in options', async () => {
    const res = await h.request('/api/auth/sign-in-options');
    expect(await res.json()).toEqual({ organizationFound: null, passwordSignIn: false, singleSignOn: null });
  });
});
