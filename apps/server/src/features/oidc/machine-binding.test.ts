import { type LoopbackProvider, startLoopbackProvider } from '@ctp/auth/testing';
import { CtpError } from '@ctp/factors';
import { saveAuthConfig, testTargets, withOrganization } from '@ctp/store';
import { sql } from 'kysely';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

// Machine tokens from a REAL OpenID provider (oidc-provider on loopback), issue 19's sign-in
// observations: no client secret needed, an audience bound to one organization of the deployment,
// and never the client id as audience (users' ID tokens carry it).
const API = 'https://ctp.example/machine-api';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('machine-token binding on $name', (target) => {
  let f: TenantFixture;
  let op: LoopbackProvider;
  const admin = () => f.as('ORG_ADMIN');
  const other = () => ({ authorization: `Bearer ${f.other.adminToken}` });

  beforeAll(async () => {
    f = await openTenantFixture(target);
    op = await startLoopbackProvider({
      clients: [
        {
          clientId: 'reporting-bot',
          clientSecret: 'bot-secret',
          redirectUris: [],
          grantTypes: ['client_credentials'],
        },
      ],
      apiAudience: API,
      machineClaims: { 'reporting-bot': { groups: ['machines'] } },
    });
  }, 60_000);
  afterAll(async () => {
    await op?.close();
    await f?.h.close();
  });

  const machineToken = async () => {
    const config = await client.discovery(
      new URL(op.issuer),
      'reporting-bot',
      undefined,
      client.ClientSecretBasic('bot-secret'),
      { execute: [client.allowInsecureRequests] },
    );
    return (await client.clientCredentialsGrant(config, { resource: API, scope: 'api' })).access_token;
  };
  const asMachine = async () =>
    f.call('/api/auth/session', { headers: { authorization: `Bearer ${await machineToken()}` } });

  it('accepts machine tokens for a configuration without a client secret', async () => {
    const saved = await f.send(
      'POST',
      '/api/admin/auth-config',
      { issuer: op.issuer, clientId: 'ctp-web', audience: API, allowInsecureHttp: true },
      admin(),
    );
    expect(saved.res.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ clientSecretSet: false, audience: API });
    const mapping = await f.send(
      'POST',
      '/api/admin/role-mappings',
      { authConfigId: saved.body.id, kind: 'group', value: 'machines', role: 'ORG_MEMBER', priority: 10 },
      admin(),
    );
    expect(mapping.res.status).toBe(201);

    const session = await asMachine();
    expect(session.res.status).toBe(200);
    expect(session.body).toMatchObject({ kind: 'token', role: 'ORG_MEMBER' });
    expect((session.body.organization as { id: string }).id).toBe(f.orgId);

    // Browser sign-in needs the secret: it is neither offered nor started.
    const options = await f.call('/api/auth/sign-in-options?organization=acme');
    expect(options.body.singleSignOn).toBeNull();
    const start = await f.call('/api/auth/oidc/authorize?organizationId=acme');
    expect(start.res.status).toBe(404);
  });

  it("refuses another organization's copy of the issuer and audience, so its machine tokens keep working", async () => {
    for (const issuer of [op.issuer, `${op.issuer}/`]) {
      const copy = await f.send(
        'POST',
        '/api/admin/auth-config',
        { issuer, clientId: 'copycat', clientSecret: 'x', audience: API, allowInsecureHttp: true },
        other(),
      );
      expect(copy.res.status, JSON.stringify(copy.body)).toBe(409);
      expect(copy.body.type).toBe('urn:ctp:problem:machine-audience-taken');
      expect(copy.body.errors?.[0]?.pointer).toBe('/audience');
    }
    // Before issue 19, the copy made the token ambiguous and both organizations refused it.
    const session = await asMachine();
    expect(session.res.status).toBe(200);
    expect((session.body.organization as { id: string }).id).toBe(f.orgId);
    // The database holds the rule for every writer, not only this endpoint.
    await expect(
      withOrganization(f.h.runtime.database.db, f.other.orgId, (scope) =>
        saveAuthConfig(scope, { issuer: op.issuer, clientId: 'copycat', audience: API }),
      ),
    ).rejects.toSatisfy((e) => e instanceof CtpError && e.code === 'STORE_CONFLICT');
    // Another audience at the same provider is the other organization's own.
    const own = await f.send(
      'POST',
      '/api/admin/auth-config',
      { issuer: op.issuer, clientId: 'copycat', audience: `${API}/other`, allowInsecureHttp: true },
      other(),
    );
    expect(own.res.status).toBe(200);
  });

  it('refuses an audience equal to the client id (ID tokens would pass as machine tokens)', async () => {
    const refused = await f.send(
      'POST',
      '/api/admin/auth-config',
      { issuer: op.issuer, clientId: API, audience: API, allowInsecureHttp: true },
      admin(),
    );
    expect(refused.res.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.pointer)).toContain('/audience');
    // The stored configuration is unchanged, and the database refuses the pair too.
    expect((await asMachine()).res.status).toBe(200);
    const raw = withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
      sql`UPDATE auth_configs SET client_id = audience`.execute(scope.db),
    );
    await expect(raw).rejects.toMatchObject({ code: '23514' });
  });
});
