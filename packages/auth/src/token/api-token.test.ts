import { describe, expect, it } from 'vitest';
import { sha256Base64url } from '../crypto.js';
import { AUTH_PROBLEM_TYPES } from '../http/problem.js';
import { createTestApp, ORIGIN } from '../testing/test-app.fixture.js';
import { createApiToken } from './api-token.js';

describe('API tokens', () => {
  it('creates a ctp_ token shown once and a record holding only its hash and last four characters', () => {
    const { token, record } = createApiToken({
      organizationId: 'org-a',
      role: 'READ_ONLY',
      name: 'BI export',
    });
    expect(token).toMatch(/^ctp_[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({
      tokenHash: sha256Base64url(token),
      lastFour: token.slice(-4),
      revokedAt: null,
      expiresAt: null,
    });
    expect(JSON.stringify(record)).not.toContain(token.slice(4));
  });

  it('authenticates bearer requests with the token role, exempt from CSRF, and marks it used', async () => {
    const { app, tokens, clock } = await createTestApp();
    const { token, record } = createApiToken({ organizationId: 'org-a', role: 'ORG_MEMBER', name: 'ERP' });
    tokens.add(record);
    const auth = { authorization: `Bearer ${token}` };
    const list = await app.request(`${ORIGIN}/api/facilities`, { headers: auth });
    expect(await list.json()).toEqual({
      principal: { kind: 'token', organizationId: 'org-a', role: 'ORG_MEMBER', tokenId: record.id },
    });
    const post = await app.request(`${ORIGIN}/api/facilities`, {
      method: 'POST',
      headers: { ...auth, origin: 'https://evil.test' },
    });
    expect(post.status).toBe(201);
    expect(
      (await app.request(`${ORIGIN}/api/facilities/f1`, { method: 'DELETE', headers: auth })).status,
    ).toBe(403);
    expect(tokens.records.get(record.id)?.lastUsedAt).toEqual(clock.now);
  });

  it.each([
    ['revoked', { revokedAt: new Date('2025-12-31T00:00:00Z') }, 'REVOKED'],
    ['expired', { expiresAt: new Date('2026-01-01T00:00:00Z') }, 'EXPIRED'],
  ] as const)(
    'refuses a %s token with 401 and audits the refusal without the secret',
    async (_, change, reason) => {
      const { app, tokens, audit } = await createTestApp();
      const { token, record } = createApiToken({ organizationId: 'org-a', role: 'ORG_ADMIN', name: 'x' });
      tokens.add({ ...record, ...change });
      const res = await app.request(`${ORIGIN}/api/public`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('invalid_token');
      expect(await res.json()).toMatchObject({ type: AUTH_PROBLEM_TYPES.invalidToken });
      expect(audit.events).toMatchObject([
        { type: 'token.refused', reason, tokenId: record.id, organizationId: 'org-a' },
      ]);
      expect(JSON.stringify(audit.events)).not.toContain(token);
    },
  );

  it('refuses revocation through the store port, unknown and malformed tokens', async () => {
    const { app, tokens, audit } = await createTestApp();
    const { token, record } = createApiToken({ organizationId: 'org-a', role: 'ORG_ADMIN', name: 'x' });
    tokens.add(record);
    await tokens.revoke(record.id, new Date('2025-06-01T00:00:00Z'));
    const unknown = createApiToken({ organizationId: 'org-a', role: 'ORG_ADMIN', name: 'y' }).token;
    for (const bearer of [token, unknown, 'ctp_short', 'not-a-ctp-token', '', `${token} extra`]) {
      const res = await app.request(`${ORIGIN}/api/facilities`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect([bearer, res.status]).toEqual([bearer, 401]);
    }
    expect(audit.events.map((e) => e.reason)).toEqual([
      'REVOKED',
      'UNKNOWN',
      'MALFORMED',
      'UNKNOWN',
      'MALFORMED',
      'MALFORMED',
    ]);
  });

  it('never grants more than its creator holds now, and is refused while the creator is disabled', async () => {
    const { app, tokens, audit } = await createTestApp();
    const { token, record } = createApiToken({ organizationId: 'org-a', role: 'ORG_ADMIN', name: 'ERP' });
    const headers = { authorization: `Bearer ${token}` };
    const principal = async () =>
      ((await (await app.request(`${ORIGIN}/api/facilities`, { headers })).json()) as { principal: unknown })
        .principal;

    tokens.add({ ...record, creator: { role: 'ORG_ADMIN', disabled: false } });
    expect(await principal()).toMatchObject({ role: 'ORG_ADMIN' });
    // The creator is demoted: the token is demoted with them, whatever role it was minted with.
    tokens.add({ ...record, creator: { role: 'READ_ONLY', disabled: false } });
    expect(await principal()).toMatchObject({ role: 'READ_ONLY' });
    // A token minted below its creator keeps its own, lower role.
    tokens.add({ ...record, role: 'ORG_MEMBER', creator: { role: 'ORG_ADMIN', disabled: false } });
    expect(await principal()).toMatchObject({ role: 'ORG_MEMBER' });

    tokens.add({ ...record, creator: { role: 'ORG_ADMIN', disabled: true } });
    const refused = await app.request(`${ORIGIN}/api/facilities`, { headers });
    expect(refused.status).toBe(401);
    expect(audit.events.at(-1)).toMatchObject({ type: 'token.refused', reason: 'CREATOR_DISABLED' });
  });

  it('keeps a token inside its organization', async () => {
    const { app, tokens } = await createTestApp();
    const { token, record } = createApiToken({ organizationId: 'org-b', role: 'ORG_ADMIN', name: 'x' });
    tokens.add(record);
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.request(`${ORIGIN}/api/organizations/org-b`, { headers })).status).toBe(200);
    const res = await app.request(`${ORIGIN}/api/organizations/org-a`, { headers });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ type: AUTH_PROBLEM_TYPES.organizationMismatch });
  });
});

describe('bearer verifiers (the slot for OIDC access tokens)', () => {
  it('tries extra verifiers for non-ctp tokens and never falls back to the session cookie', async () => {
    const { Hono } = await import('hono');
    const { authenticate } = await import('../http/authenticate.js');
    const { MemoryApiTokenStoreForTests, MemoryAuditSinkForTests, MemorySessionStoreForTests } = await import(
      '../testing/memory-stores.js'
    );
    const app = new Hono<import('../principal.js').AuthEnv>();
    const config = { environment: 'test' as const, csrfSecret: 'x'.repeat(32) };
    const verifier = async (t: string) =>
      t === 'provider-jwt'
        ? { kind: 'token' as const, organizationId: 'org-a', role: 'READ_ONLY' as const }
        : null;
    const stores = {
      sessions: new MemorySessionStoreForTests(),
      tokens: new MemoryApiTokenStoreForTests(),
      audit: new MemoryAuditSinkForTests(),
    };
    app.use('*', authenticate({ config, ...stores, bearerVerifiers: [verifier] }));
    app.get('/', (c) => c.json(c.get('principal') ?? null));
    const ok = await app.request('/', { headers: { authorization: 'Bearer provider-jwt' } });
    expect(await ok.json()).toMatchObject({ role: 'READ_ONLY' });
    const bad = await app.request('/', {
      headers: { authorization: 'bearer other-jwt', cookie: 'ctp_session=x' },
    });
    expect(bad.status).toBe(401);
  });
});
