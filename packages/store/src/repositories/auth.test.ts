import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createApiToken, findApiTokenByHash, listApiTokens, revokeApiToken } from './api-tokens.js';
import {
  createRoleMapping,
  deleteRoleMapping,
  listRoleMappings,
  saveAuthConfig,
  updateRoleMapping,
} from './auth-configs.js';
import { claimIdempotencyKey, completeIdempotencyKey } from './idempotency.js';
import { consumeOidcAuthorizationState, saveOidcAuthorizationState } from './oidc-states.js';
import {
  createOrganization,
  findOrganizationByPublicId,
  type Organization,
  updateOrganization,
} from './organizations.js';
import {
  approveOverride,
  createOverride,
  endOverride,
  listOverrides,
  toEngineOverride,
} from './overrides.js';
import {
  createSession,
  deleteUserSessions,
  findSessionByHash,
  lookupSession,
  touchSession,
} from './sessions.js';
import { createUser, findUserByEmail, type User } from './users.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'users, tokens, sessions, overrides on $name',
  (target) => {
    let store: TestDatabase;
    let org: Organization;
    let admin: User;
    let second: User;
    const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) =>
      withOrganization(store.db, org.id, fn);
    beforeAll(async () => {
      store = await target.open();
      org = await withSystem(store.db, (s) => createOrganization(s, { name: 'Acme', slug: 'acme' }));
      [admin, second] = await inOrg(async (s) => [
        await createUser(s, {
          email: 'Admin@Example.com',
          name: 'Ada',
          role: 'ORG_ADMIN',
          passwordHash: 'scrypt$x',
        }),
        await createUser(s, { email: 'bob@example.com', name: 'Bob', role: 'ORG_ADMIN' }),
      ]);
    }, 60_000);
    afterAll(() => store.cleanup());

    it('organizations: public lookup, duplicate slug, update own', async () => {
      expect(org.publicOrgId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      await expect(
        withSystem(store.db, (s) => findOrganizationByPublicId(s, org.publicOrgId)),
      ).resolves.toMatchObject({ id: org.id });
      await expect(
        withSystem(store.db, (s) => createOrganization(s, { name: 'X', slug: 'acme' })),
      ).rejects.toMatchObject({
        code: 'STORE_CONFLICT',
      });
      await expect(inOrg((s) => updateOrganization(s, { name: 'Acme Corp' }))).resolves.toMatchObject({
        name: 'Acme Corp',
        slug: 'acme',
      });
    });

    it('users: lower-cased unique email per organization', async () => {
      expect(admin.email).toBe('admin@example.com');
      await expect(inOrg((s) => findUserByEmail(s, 'ADMIN@example.com'))).resolves.toMatchObject({
        id: admin.id,
      });
      await expect(
        inOrg((s) => createUser(s, { email: 'admin@example.com', name: 'Dup', role: 'READ_ONLY' })),
      ).rejects.toMatchObject({
        code: 'STORE_CONFLICT',
      });
    });

    it('API tokens: hash lookup across tenants, revoke once', async () => {
      const token = await inOrg((s) =>
        createApiToken(s, { tokenHash: 'h'.repeat(43), lastFour: 'abcd', role: 'READ_ONLY', name: 'ci' }),
      );
      await expect(withSystem(store.db, (s) => findApiTokenByHash(s, 'h'.repeat(43)))).resolves.toMatchObject(
        { id: token.id, organizationId: org.id },
      );
      const first = await inOrg((s) => revokeApiToken(s, token.id, new Date('2026-01-01T00:00:00Z')));
      const again = await inOrg((s) => revokeApiToken(s, token.id, new Date('2027-01-01T00:00:00Z')));
      expect(again.revokedAt).toEqual(first.revokedAt);
      expect(await inOrg((s) => listApiTokens(s))).toHaveLength(1);
    });

    it('sessions: create, find by hash, touch, end all of a user', async () => {
      const now = new Date('2026-05-01T10:00:00.000Z');
      const later = new Date('2026-05-01T12:00:00.000Z');
      await inOrg((s) =>
        createSession(s, {
          idHash: 's'.repeat(43),
          userId: admin.id,
          role: 'ORG_ADMIN',
          authMethod: 'password',
          createdAt: now,
          lastSeenAt: now,
          idleExpiresAt: later,
          absoluteExpiresAt: later,
        }),
      );
      await inOrg((s) => touchSession(s, 's'.repeat(43), { lastSeenAt: later, idleExpiresAt: later }));
      await expect(withSystem(store.db, (s) => findSessionByHash(s, 's'.repeat(43)))).resolves.toMatchObject({
        userId: admin.id,
        lastSeenAt: later,
      });
      // The one-statement lookup sees the same row as the system transaction.
      await expect(lookupSession(store.db, 's'.repeat(43))).resolves.toEqual(
        await withSystem(store.db, (s) => findSessionByHash(s, 's'.repeat(43))),
      );
      await expect(lookupSession(store.db, 't'.repeat(43))).resolves.toBeNull();
      await expect(inOrg((s) => deleteUserSessions(s, admin.id))).resolves.toBe(1);
      await expect(withSystem(store.db, (s) => findSessionByHash(s, 's'.repeat(43)))).resolves.toBeNull();
      await expect(lookupSession(store.db, 's'.repeat(43))).resolves.toBeNull();
    });

    it('sessions: the scoped roles cannot call the one-statement lookup', async () => {
      await expect(
        inOrg((s) => sql`SELECT * FROM ctp_session_by_token_hash(${'s'.repeat(43)})`.execute(s.db)),
      ).rejects.toThrow(/permission denied/);
      await expect(
        withSystem(store.db, (s) =>
          sql`SELECT * FROM ctp_session_by_token_hash(${'s'.repeat(43)})`.execute(s.db),
        ),
      ).rejects.toThrow(/permission denied/);
    });

    it('overrides: approval by a second admin only, then end', async () => {
      const o = await inOrg((s) =>
        createOverride(s, {
          kind: 'factor_multiplier',
          category: 'scope1.stationary_combustion',
          justification: 'supplier data',
          effectiveFrom: '2025-01-01',
          factorMultiplier: '1.05',
          createdBy: admin.id,
        }),
      );
      await expect(inOrg((s) => approveOverride(s, o.id, admin.id))).rejects.toMatchObject({
        code: 'STORE_CONFLICT',
      });
      const approved = await inOrg((s) => approveOverride(s, o.id, second.id));
      expect(approved).toMatchObject({ approvedBy: second.id, factorMultiplier: '1.05' });
      expect(toEngineOverride(approved)).not.toHaveProperty('endedAt');
      await inOrg((s) => endOverride(s, o.id, second.id));
      expect(await inOrg((s) => listOverrides(s, { activeOnly: true }))).toEqual([]);
    });

    it('idempotency keys: new, replay, conflict', async () => {
      const claim = await inOrg(async (s) => {
        const c = await claimIdempotencyKey(s, { scope: 'import', key: 'k', requestHash: 'r1' });
        if (c.status === 'new')
          await completeIdempotencyKey(s, c.id, { statusCode: 201, response: { imported: 3 } });
        return c;
      });
      expect(claim.status).toBe('new');
      await expect(
        inOrg((s) => claimIdempotencyKey(s, { scope: 'import', key: 'k', requestHash: 'r1' })),
      ).resolves.toEqual({
        status: 'replay',
        statusCode: 201,
        response: { imported: 3 },
      });
      await expect(
        inOrg((s) => claimIdempotencyKey(s, { scope: 'import', key: 'k', requestHash: 'r2' })),
      ).rejects.toMatchObject({
        code: 'STORE_IDEMPOTENCY_CONFLICT',
      });
    });
  },
);

describe.each(testTargets(process.env.TEST_DATABASE_URL))('OIDC configuration on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'Acme', slug: 'oidc' }));
  }, 60_000);
  afterAll(() => store.cleanup());

  it('saves one configuration per organization and orders role mappings by priority', async () => {
    const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) =>
      withOrganization(store.db, org.id, fn);
    const first = await inOrg((s) =>
      saveAuthConfig(s, { issuer: 'https://idp.example.com', clientId: 'ctp' }),
    );
    const second = await inOrg((s) =>
      saveAuthConfig(s, { issuer: 'https://idp.example.com', clientId: 'ctp-2', enabled: false }),
    );
    expect(second).toMatchObject({ id: first.id, clientId: 'ctp-2', enabled: false });
    await inOrg((s) =>
      createRoleMapping(s, { kind: 'group', value: 'admins', role: 'ORG_ADMIN', priority: 20 }),
    );
    const m = await inOrg((s) =>
      createRoleMapping(s, { kind: 'email_domain', value: '@example.com', role: 'ORG_MEMBER', priority: 10 }),
    );
    await expect(
      inOrg((s) => createRoleMapping(s, { kind: 'attribute', value: 'x', role: 'READ_ONLY', priority: 1 })),
    ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
    // The default mapping: priority 0, no value, at most one per configuration.
    await inOrg((s) =>
      createRoleMapping(s, { authConfigId: first.id, kind: 'default', role: 'READ_ONLY', priority: 0 }),
    );
    await expect(
      inOrg((s) =>
        createRoleMapping(s, { authConfigId: first.id, kind: 'default', role: 'ORG_MEMBER', priority: 0 }),
      ),
    ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
    await expect(
      inOrg((s) => createRoleMapping(s, { kind: 'default', role: 'READ_ONLY', priority: 5 })),
    ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
    // Evaluation order: highest priority first.
    expect((await inOrg((s) => listRoleMappings(s))).map((r) => r.priority)).toEqual([20, 10, 0]);
    const { after } = await inOrg((s) => updateRoleMapping(s, m.id, { priority: 30, role: 'ORG_ADMIN' }));
    expect(after).toMatchObject({ priority: 30, role: 'ORG_ADMIN', kind: 'email_domain' });
    await expect(inOrg((s) => updateRoleMapping(s, m.id, { kind: 'attribute' }))).rejects.toMatchObject({
      code: 'STORE_INVALID_INPUT',
    });
    await inOrg((s) => deleteRoleMapping(s, m.id));
    await expect(inOrg((s) => deleteRoleMapping(s, m.id))).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
  });

  it('hands a pending authorization state out once, then answers replayed', async () => {
    const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) =>
      withOrganization(store.db, org.id, fn);
    const config = await inOrg((s) =>
      saveAuthConfig(s, { issuer: 'https://idp.example.com', clientId: 'ctp' }),
    );
    const stateHash = 'A'.repeat(43);
    await inOrg((s) =>
      saveOidcAuthorizationState(s, {
        stateHash,
        authConfigId: config.id,
        sealedSecrets: 'v1.sealed',
        expiresAt: new Date(Date.now() + 600_000),
      }),
    );
    const [a, b] = await Promise.all([
      withSystem(store.db, (s) => consumeOidcAuthorizationState(s, stateHash)),
      withSystem(store.db, (s) => consumeOidcAuthorizationState(s, stateHash)),
    ]);
    expect([a?.outcome, b?.outcome].sort()).toEqual(['fresh', 'replayed']);
    expect(a?.state).toMatchObject({
      organizationId: org.id,
      authConfigId: config.id,
      sealedSecrets: 'v1.sealed',
    });
    expect(
      await withSystem(store.db, (s) => consumeOidcAuthorizationState(s, 'B'.repeat(43))),
    ).toBeUndefined();
  });
});
