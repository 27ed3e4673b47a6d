import {
  FORGERIES,
  type ForgingProvider,
  forgeToken,
  type LoopbackProvider,
  startForgingProvider,
  startLoopbackProvider,
  TestCookieJar,
} from '@ctp/auth/testing';
import { createUser, findUserByEmail, listAudit, testTargets, withOrganization } from '@ctp/store';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServedFixture, type ServedFixture } from '../../testing/oidc-fixture.js';
import { SIGN_IN_FAILURE_REASONS } from './failure-page.js';

// The suite runs against a REAL OpenID provider (oidc-provider) and the server, both on loopback
// HTTP: the browser is a fetch with a cookie jar following redirects by hand.
const SECRET = 'web-client-secret-that-must-never-be-stored-in-clear';
const API = 'https://ctp.example/api';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('federated sign-in on $name', (target) => {
  let s: ServedFixture;
  let op: LoopbackProvider;
  let forger: ForgingProvider;
  let authConfigId: string;
  const mappingIds: Record<string, string> = {};
  // Not Ada's token: Ada signs in through the provider below and takes the role it maps her to, and
  // a token never grants more than its creator holds now (issue 19).
  let adminToken: string;
  const admin = () => ({ authorization: `Bearer ${adminToken}` });

  beforeAll(async () => {
    s = await openServedFixture(target);
    const ida = await withOrganization(s.f.h.runtime.database.db, s.f.orgId, (scope) =>
      createUser(scope, { email: 'ida@example.com', name: 'Ida Admin', role: 'ORG_ADMIN' }),
    );
    adminToken = await s.f.tokenFor(s.f.orgId, 'ORG_ADMIN', ida.id);
    op = await startLoopbackProvider({
      clients: [
        { clientId: 'ctp-web', clientSecret: SECRET, redirectUris: [s.redirectUri] },
        // The same application registered with another redirect URI: a real misconfiguration.
        {
          clientId: 'ctp-elsewhere',
          clientSecret: SECRET,
          redirectUris: ['https://elsewhere.example/callback'],
        },
        {
          clientId: 'reporting-bot',
          clientSecret: 'bot-secret',
          redirectUris: [],
          grantTypes: ['client_credentials'],
        },
      ],
      accounts: new Map<string, Record<string, unknown>>([
        // Same address as Ada, the administrator created at setup (with a password).
        ['ada-unverified', { email: 'ada@example.com', email_verified: false, name: 'Not Ada' }],
        ['ada-at-idp', { email: 'ada@example.com', email_verified: true, name: 'Ada Admin' }],
        ['nomail', { name: 'No Mail' }],
        [
          'alice',
          { email: 'alice@acme.example', email_verified: true, name: 'Alice Admin', groups: ['ctp-admins'] },
        ],
        ['bob', { email: 'bob@acme.example', email_verified: true, name: 'Bob Member', groups: [] }],
        [
          'carol',
          {
            email: 'carol@partner.example',
            email_verified: true,
            name: 'Carol',
            department: 'sustainability',
          },
        ],
        ['dave', { email: 'dave@partner.example', email_verified: true, name: 'Dave' }],
        // The provider says nothing about verifying this address (no email_verified claim).
        ['eve', { email: 'eve@acme.example', name: 'Eve Unasserted' }],
        [
          'erin',
          { email: 'erin@partner.example', email_verified: true, name: 'Erin', groups: ['ctp-admins'] },
        ],
      ]),
      apiAudience: API,
      machineClaims: { 'reporting-bot': { groups: ['machines'] } },
    });
    forger = await startForgingProvider({ clientId: 'ctp-web', subject: 'mallory' });
    forger.claims = { email: 'mallory@forged.example', email_verified: true };

    const saved = await s.f.send(
      'POST',
      '/api/admin/auth-config',
      {
        issuer: op.issuer,
        clientId: 'ctp-web',
        clientSecret: SECRET,
        audience: API,
        allowInsecureHttp: true,
        displayName: 'Acme IdP',
      },
      admin(),
    );
    expect(saved.res.status).toBe(200);
    authConfigId = saved.body.id as string;
    for (const [name, rule] of Object.entries({
      admins: { kind: 'group', value: 'ctp-admins', role: 'ORG_ADMIN', priority: 100 },
      machines: { kind: 'group', value: 'machines', role: 'ORG_MEMBER', priority: 90 },
      sustainability: {
        kind: 'attribute',
        claim: 'department',
        value: 'sustainability',
        role: 'ORG_MEMBER',
        priority: 50,
      },
      acme: { kind: 'email_domain', value: '@acme.example', role: 'ORG_MEMBER', priority: 10 },
      fallback: { kind: 'default', role: 'READ_ONLY', priority: 0 },
    })) {
      const created = await s.f.send('POST', '/api/admin/role-mappings', { authConfigId, ...rule }, admin());
      expect(created.res.status, JSON.stringify(created.body)).toBe(201);
      mappingIds[name] = created.body.id as string;
    }
    // The other organization signs in through a hostile provider that forges ID tokens.
    const other = { authorization: `Bearer ${s.f.other.adminToken}` };
    const hostile = await s.f.send(
      'POST',
      '/api/admin/auth-config',
      { issuer: forger.issuer, clientId: 'ctp-web', clientSecret: SECRET, allowInsecureHttp: true },
      other,
    );
    const fallback = { authConfigId: hostile.body.id, kind: 'default', role: 'READ_ONLY', priority: 0 };
    expect((await s.f.send('POST', '/api/admin/role-mappings', fallback, other)).res.status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await op?.close();
    await forger?.close();
    await s?.close();
  });

  /** The browser: the sign-in options' link, the provider's login and consent pages, the callback. */
  async function browserSignIn(subject: string, organization = 'acme') {
    const jar = new TestCookieJar();
    const options = await jar.fetch(`${s.publicUrl}/api/auth/sign-in-options?organization=${organization}`);
    const href = ((await options.json()) as { singleSignOn: { authorizeUrl: string } | null }).singleSignOn
      ?.authorizeUrl;
    if (href === undefined) throw new Error(`no single sign-on offered for ${organization}`);
    const authorize = await jar.fetch(new URL(href, s.publicUrl));
    expect(authorize.status).toBe(302);
    const providerUrl = authorize.headers.get('location') ?? '';
    const callback = providerUrl.startsWith(forger.issuer)
      ? new URL((await fetch(providerUrl, { redirect: 'manual' })).headers.get('location') ?? '')
      : await op.signIn(providerUrl, subject, s.redirectUri);
    const landed = await jar.fetch(callback);
    return { jar, callback, landed, providerUrl };
  }

  async function sessionOf(jar: TestCookieJar) {
    const res = await jar.fetch(`${s.publicUrl}/api/auth/session`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { role?: string } };
  }

  async function auditWhere(orgId: string, action: string) {
    const page = await withOrganization(s.f.h.runtime.database.db, orgId, (scope) =>
      listAudit(scope, { limit: 500 }),
    );
    return page.items.filter((e) => e.action === action);
  }

  describe('the browser flow', () => {
    it('signs in through the provider and lands with the mapped role (group, highest priority)', async () => {
      const { providerUrl, landed, jar } = await browserSignIn('alice');
      const request = new URL(providerUrl);
      expect(request.searchParams.get('code_challenge_method')).toBe('S256');
      expect(request.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
      expect(request.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
      expect(request.searchParams.get('redirect_uri')).toBe(s.redirectUri);
      expect(landed.status).toBe(303);
      expect(landed.headers.get('location')).toBe('/');
      const session = await sessionOf(jar);
      expect(session).toMatchObject({ status: 200, body: { kind: 'session', role: 'ORG_ADMIN' } });
      expect(session.body.user).toMatchObject({
        email: 'alice@acme.example',
        name: 'Alice Admin',
        role: 'ORG_ADMIN',
      });
      const user = await withOrganization(s.f.h.runtime.database.db, s.f.orgId, (scope) =>
        findUserByEmail(scope, 'alice@acme.example'),
      );
      expect(user).toMatchObject({ oidcSubject: 'alice', oidcIssuer: op.issuer, passwordHash: null });
      const audit = await auditWhere(s.f.orgId, 'auth.sign_in.succeeded');
      expect(
        audit.some((e) => e.details.subject === 'alice' && e.details.mappingId === mappingIds.admins),
      ).toBe(true);
    });

    it('gives each mapping type its role: email domain, attribute, default', async () => {
      expect((await sessionOf((await browserSignIn('bob')).jar)).body.role).toBe('ORG_MEMBER');
      expect((await sessionOf((await browserSignIn('carol')).jar)).body.role).toBe('ORG_MEMBER');
      expect((await sessionOf((await browserSignIn('dave')).jar)).body.role).toBe('READ_ONLY');
      const kinds = (await auditWhere(s.f.orgId, 'auth.sign_in.succeeded')).map((e) => [
        e.details.subject,
        e.details.mappingKind,
      ]);
      expect(kinds).toEqual(
        expect.arrayContaining([
          ['bob', 'email_domain'],
          ['carol', 'attribute'],
          ['dave', 'default'],
        ]),
      );
    });

    it('maps the email domain only when the provider asserts email_verified: true (issue 19)', async () => {
      // Before issue 19 a missing claim counted as verified: eve would have been an acme ORG_MEMBER.
      expect((await sessionOf((await browserSignIn('eve')).jar)).body.role).toBe('READ_ONLY');
      const kinds = (await auditWhere(s.f.orgId, 'auth.sign_in.succeeded')).map((e) => [
        e.details.subject,
        e.details.mappingKind,
      ]);
      expect(kinds).toContainEqual(['eve', 'default']);
    });

    it('follows the priority order: the same claims give another role once priorities change', async () => {
      // Erin is in ctp-admins and has a partner address: the group rule (100) wins over the default.
      expect((await sessionOf((await browserSignIn('erin')).jar)).body.role).toBe('ORG_ADMIN');
      // Alice is in ctp-admins AND @acme.example: moving the group rule below the domain rule demotes her.
      const moved = await s.f.send(
        'PATCH',
        `/api/admin/role-mappings/${mappingIds.admins}`,
        { priority: 5 },
        admin(),
      );
      expect(moved.res.status).toBe(200);
      expect((await sessionOf((await browserSignIn('alice')).jar)).body.role).toBe('ORG_MEMBER');
      expect((await sessionOf((await browserSignIn('erin')).jar)).body.role).toBe('ORG_ADMIN');
      await s.f.send('PATCH', `/api/admin/role-mappings/${mappingIds.admins}`, { priority: 100 }, admin());
      expect((await sessionOf((await browserSignIn('alice')).jar)).body.role).toBe('ORG_ADMIN');
      expect(await s.f.auditActions(mappingIds.admins as string)).toEqual([
        'role_mapping.create',
        'role_mapping.update',
        'role_mapping.update',
      ]);
    });

    it('re-evaluates the role at the next sign-in when a group is removed at the provider, and ends the old session', async () => {
      const before = await browserSignIn('alice');
      expect((await sessionOf(before.jar)).body.role).toBe('ORG_ADMIN');
      op.accounts.set('alice', { ...op.accounts.get('alice'), groups: [] });
      const after = await browserSignIn('alice');
      expect((await sessionOf(after.jar)).body.role).toBe('ORG_MEMBER');
      // The session opened as ORG_ADMIN does not outlive the role.
      expect((await sessionOf(before.jar)).status).toBe(401);
      op.accounts.set('alice', { ...op.accounts.get('alice'), groups: ['ctp-admins'] });
    });

    it('offers the provider by its label in the sign-in options, and the password form where allowed', async () => {
      const options = await fetch(`${s.publicUrl}/api/auth/sign-in-options?organization=acme`);
      expect(options.status).toBe(200);
      expect(await options.json()).toEqual({
        organizationFound: true,
        passwordSignIn: true,
        singleSignOn: { label: 'Acme IdP', authorizeUrl: '/api/auth/oidc/authorize?organizationId=acme' },
      });
      // No display name configured: the issuer's host.
      const other = (await (
        await fetch(`${s.publicUrl}/api/auth/sign-in-options?organization=other-co`)
      ).json()) as {
        singleSignOn: { label: string };
      };
      expect(other.singleSignOn.label).toBe(new URL(forger.issuer).host);
      expect(
        await (await fetch(`${s.publicUrl}/api/auth/sign-in-options?organization=nobody-here`)).json(),
      ).toEqual({ organizationFound: false, passwordSignIn: true, singleSignOn: null });
      // The old sign-in address leads to the app's screen, keeping the organization.
      const login = await fetch(`${s.publicUrl}/login?organization=acme`, { redirect: 'manual' });
      expect(login.status).toBe(302);
      expect(login.headers.get('location')).toBe('/sign-in?organization=acme');
    });
  });

  describe('refusals', () => {
    it('refuses a replayed state (the same callback twice) with a problem and an audit entry', async () => {
      const { jar, callback, landed } = await browserSignIn('bob');
      expect(landed.status).toBe(303);
      const again = await jar.fetch(callback);
      expect(again.status).toBe(401);
      expect(await again.json()).toMatchObject({
        type: 'urn:ctp:problem:oidc-sign-in-refused',
        reason: 'STATE_REPLAYED',
      });
      const failures = await auditWhere(s.f.orgId, 'auth.sign_in.failed');
      expect(failures.some((e) => e.details.reason === 'STATE_REPLAYED')).toBe(true);
    });

    it('refuses a reused authorization code under a fresh state (the provider answers invalid_grant)', async () => {
      const first = await browserSignIn('bob');
      expect(first.landed.status).toBe(303);
      const jar = new TestCookieJar();
      const authorize = await jar.fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=${s.f.orgId}`);
      const state = new URL(authorize.headers.get('location') ?? '').searchParams.get('state') ?? '';
      const forged = new URL(first.callback);
      forged.searchParams.set('state', state);
      const res = await jar.fetch(forged);
      expect(res.status).toBe(401);
      const body = (await res.json()) as Record<string, string>;
      expect(body).toMatchObject({ reason: 'CODE_REJECTED' });
      expect(body.providerError).toMatch(/invalid_grant/);
      expect((await sessionOf(jar)).status).toBe(401);
    });

    it('refuses a callback in a browser that did not start the sign-in', async () => {
      const jar = new TestCookieJar();
      const authorize = await jar.fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=acme`);
      const callback = await op.signIn(authorize.headers.get('location') ?? '', 'bob', s.redirectUri);
      const victim = new TestCookieJar();
      const res = await victim.fetch(callback);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ reason: 'STATE_MISMATCH' });
      expect((await sessionOf(victim)).status).toBe(401);
    });

    it('refuses an unknown state, an unknown organization and the provider’s own error', async () => {
      const unknown = await fetch(`${s.redirectUri}?code=x&state=never-issued`);
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toMatchObject({ reason: 'STATE_UNKNOWN' });
      const org = await fetch(
        `${s.publicUrl}/api/auth/oidc/authorize?organizationId=00000000-0000-4000-8000-000000000000`,
      );
      expect(org.status).toBe(404);
      expect(await org.json()).toMatchObject({
        type: 'urn:ctp:problem:organization-not-found',
        detail: 'Organization not found',
      });
      const jar = new TestCookieJar();
      const authorize = await jar.fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=acme`);
      const state = new URL(authorize.headers.get('location') ?? '').searchParams.get('state') ?? '';
      const denied = await jar.fetch(
        `${s.redirectUri}?error=access_denied&error_description=User+cancelled&state=${state}&iss=${encodeURIComponent(op.issuer)}`,
      );
      expect(denied.status).toBe(401);
      expect(await denied.json()).toMatchObject({
        reason: 'PROVIDER_ERROR',
        providerError: expect.stringMatching(/access_denied/),
      });
    });

    it('refuses sign-in while the configuration is disabled, and audits it', async () => {
      const current = await s.f.call('/api/admin/auth-config', { headers: admin() });
      const body = {
        issuer: op.issuer,
        clientId: 'ctp-web',
        audience: API,
        allowInsecureHttp: true,
        displayName: 'Acme IdP',
      };
      await s.f.send('POST', '/api/admin/auth-config', { ...body, enabled: false }, admin());
      try {
        const res = await fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=${s.f.orgId}`, {
          redirect: 'manual',
        });
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ reason: 'CONFIG_DISABLED' });
        const failures = await auditWhere(s.f.orgId, 'auth.sign_in.failed');
        expect(failures.some((e) => e.details.reason === 'CONFIG_DISABLED')).toBe(true);
      } finally {
        await s.f.send('POST', '/api/admin/auth-config', { ...body, enabled: true }, admin());
      }
      expect(current.body.enabled).toBe(true);
    });
  });

  describe('refusals in a browser: the failure page with a reason code, never JSON', () => {
    const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    /** The failure page a 303 leads to, with its reason code and the organization to go back to. */
    const failedPage = (res: Response) => {
      expect(res.status).toBe(303);
      const to = new URL(res.headers.get('location') ?? '', s.publicUrl);
      expect(to.pathname).toBe('/sign-in/failed');
      const reason = to.searchParams.get('reason') ?? '';
      // One of the listed codes, which the web application words; never text a link could forge.
      expect([...SIGN_IN_FAILURE_REASONS, 'SIGN_IN_FAILED']).toContain(reason);
      return { reason, organization: to.searchParams.get('organization') };
    };

    it('sends a replayed callback to the failure page, and still audits the reason', async () => {
      const { jar, callback, landed } = await browserSignIn('bob');
      expect(landed.status).toBe(303);
      const again = await jar.fetch(callback, { headers: page });
      expect(failedPage(again).reason).toBe('STATE_REPLAYED');
      const failures = await auditWhere(s.f.orgId, 'auth.sign_in.failed');
      expect(failures.filter((e) => e.details.reason === 'STATE_REPLAYED').length).toBeGreaterThanOrEqual(1);
    });

    it('sends an unknown organization and a denied consent to the failure page', async () => {
      const unknown = await fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=no-such-org`, {
        headers: page,
        redirect: 'manual',
      });
      expect(failedPage(unknown)).toEqual({
        reason: 'ORGANIZATION_NOT_FOUND',
        organization: 'no-such-org',
      });
      const jar = new TestCookieJar();
      const authorize = await jar.fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=acme`, {
        headers: page,
      });
      const state = new URL(authorize.headers.get('location') ?? '').searchParams.get('state') ?? '';
      const denied = await jar.fetch(
        `${s.redirectUri}?error=access_denied&error_description=User+cancelled&state=${state}&iss=${encodeURIComponent(op.issuer)}`,
        { headers: page },
      );
      expect(failedPage(denied).reason).toBe('PROVIDER_ERROR');
      const failures = await auditWhere(s.f.orgId, 'auth.sign_in.failed');
      expect(failures.some((e) => e.details.reason === 'PROVIDER_ERROR')).toBe(true);
    });

    it('sends a refused ID token to the failure page', async () => {
      forger.forgery = FORGERIES[0] as typeof forger.forgery;
      try {
        const jar = new TestCookieJar();
        const authorize = await jar.fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=other-co`);
        const callback = new URL(
          (await fetch(authorize.headers.get('location') ?? '', { redirect: 'manual' })).headers.get(
            'location',
          ) ?? '',
        );
        const landed = await jar.fetch(callback, { headers: page });
        expect(failedPage(landed).reason).toBe('ID_TOKEN_INVALID');
        expect((await sessionOf(jar)).status).toBe(401);
      } finally {
        forger.forgery = 'genuine';
      }
    });

    it('sends a browser to the failure page when the provider is down, and audits it', async () => {
      const body = { clientId: 'ctp-web', audience: API, allowInsecureHttp: true, displayName: 'Acme IdP' };
      // A provider that does not answer: a loopback port nobody listens on.
      const down = await s.f.send(
        'POST',
        '/api/admin/auth-config',
        { ...body, issuer: 'http://127.0.0.1:9/' },
        admin(),
      );
      expect(down.res.status).toBe(200);
      try {
        const res = await fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=acme`, {
          headers: page,
          redirect: 'manual',
        });
        expect(failedPage(res)).toEqual({
          reason: 'PROVIDER_UNAVAILABLE',
          organization: 'acme',
        });
        // An API client still gets the problem document.
        const api = await fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=acme`, {
          redirect: 'manual',
        });
        expect(api.status).toBe(502);
        expect(await api.json()).toMatchObject({ code: 'OIDC_PROVIDER_UNAVAILABLE' });
        const failures = await auditWhere(s.f.orgId, 'auth.sign_in.failed');
        expect(failures.some((e) => e.details.reason === 'PROVIDER_UNAVAILABLE')).toBe(true);
      } finally {
        await s.f.send('POST', '/api/admin/auth-config', { ...body, issuer: op.issuer }, admin());
      }
    });
  });

  describe('user records', () => {
    const refusedReason = async (subject: string) => {
      const { landed, jar } = await browserSignIn(subject);
      expect(landed.status).toBe(401);
      expect((await sessionOf(jar)).status).toBe(401);
      return ((await landed.json()) as { reason: string }).reason;
    };

    it('links an existing user only through a provider-verified email, once', async () => {
      expect(await refusedReason('ada-unverified')).toBe('ACCOUNT_CONFLICT');
      const linked = await browserSignIn('ada-at-idp');
      expect((await sessionOf(linked.jar)).body.user).toMatchObject({
        id: s.f.adaId,
        email: 'ada@example.com',
      });
      const audit = await auditWhere(s.f.orgId, 'auth.sign_in.succeeded');
      expect(audit.find((e) => e.details.subject === 'ada-at-idp')?.details).toMatchObject({
        userLinked: true,
      });
    });

    it('refuses an identity without email, a deactivated user, and claims no mapping matches', async () => {
      expect(await refusedReason('nomail')).toBe('EMAIL_MISSING');
      const bob = await browserSignIn('bob');
      const bobId = ((await sessionOf(bob.jar)).body.user as { id: string }).id;
      expect((await s.f.send('PATCH', `/api/users/${bobId}`, { active: false }, admin())).res.status).toBe(
        200,
      );
      expect(await refusedReason('bob')).toBe('USER_DISABLED');
      expect((await s.f.send('PATCH', `/api/users/${bobId}`, { active: true }, admin())).res.status).toBe(
        200,
      );
      // Without the default mapping, Dave (no group, partner domain) matches nothing.
      const removed = await s.f.call(`/api/admin/role-mappings/${mappingIds.fallback}`, {
        method: 'DELETE',
        headers: admin(),
      });
      expect(removed.res.status).toBe(204);
      expect(await refusedReason('dave')).toBe('NO_ROLE');
      const back = await s.f.send(
        'POST',
        '/api/admin/role-mappings',
        { authConfigId, kind: 'default', role: 'READ_ONLY', priority: 0 },
        admin(),
      );
      mappingIds.fallback = back.body.id as string;
      expect((await sessionOf((await browserSignIn('dave')).jar)).body.role).toBe('READ_ONLY');
    });

    it('refuses an expired sign-in request', async () => {
      const jar = new TestCookieJar();
      const authorize = await jar.fetch(`${s.publicUrl}/api/auth/oidc/authorize?organizationId=acme`);
      const callback = await op.signIn(authorize.headers.get('location') ?? '', 'bob', s.redirectUri);
      const { sql } = await import('kysely');
      // Eleven minutes later (the request lives ten).
      await sql`UPDATE oidc_authorization_states SET expires_at = now() - interval '1 minute'`.execute(
        s.f.h.runtime.database.db,
      );
      const res = await jar.fetch(callback);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ reason: 'STATE_EXPIRED' });
    });
  });

  describe('forged ID tokens through the HTTP callback (hostile token endpoint)', () => {
    it('accepts the genuine token (control: the hostile provider works)', async () => {
      forger.forgery = 'genuine';
      const { landed, jar } = await browserSignIn('mallory', 'other-co');
      expect(landed.status).toBe(303);
      expect((await sessionOf(jar)).body.role).toBe('READ_ONLY');
    });

    it('refuses a genuinely signed ID token carrying another nonce (a replayed ID token)', async () => {
      forger.forgery = 'genuine';
      const claims = forger.claims;
      forger.claims = { ...claims, nonce: 'a-nonce-from-another-sign-in' };
      try {
        const { landed, jar } = await browserSignIn('mallory', 'other-co');
        expect(landed.status).toBe(401);
        expect(await landed.json()).toMatchObject({ reason: 'NONCE_MISMATCH' });
        expect((await sessionOf(jar)).status).toBe(401);
        const failures = await auditWhere(s.f.other.orgId, 'auth.sign_in.failed');
        expect(failures[0]?.details.reason).toBe('NONCE_MISMATCH');
      } finally {
        forger.claims = claims;
      }
    });

    for (const forgery of FORGERIES) {
      it(`refuses ${forgery}: no session, a problem body and an audit entry`, async () => {
        forger.forgery = forgery;
        const { landed, jar } = await browserSignIn('mallory', 'other-co');
        expect(landed.status).toBe(401);
        expect(await landed.json()).toMatchObject({
          type: 'urn:ctp:problem:oidc-sign-in-refused',
          reason: 'ID_TOKEN_INVALID',
        });
        expect((await sessionOf(jar)).status).toBe(401);
        const failures = await auditWhere(s.f.other.orgId, 'auth.sign_in.failed');
        expect(failures[0]?.details.reason).toBe('ID_TOKEN_INVALID');
      });
    }
  });

  describe('machine clients (client credentials at the provider)', () => {
    const machineToken = async () => {
      const config = await client.discovery(
        new URL(op.issuer),
        'reporting-bot',
        undefined,
        client.ClientSecretBasic('bot-secret'),
        {
          execute: [client.allowInsecureRequests],
        },
      );
      return (await client.clientCredentialsGrant(config, { resource: API, scope: 'api' })).access_token;
    };

    it('accepts the provider’s access token with the mapped role', async () => {
      const res = await s.f.call('/api/auth/session', {
        headers: { authorization: `Bearer ${await machineToken()}` },
      });
      expect(res.res.status).toBe(200);
      expect(res.body).toMatchObject({ kind: 'token', role: 'ORG_MEMBER', user: null });
      expect((res.body.organization as { id: string }).id).toBe(s.f.orgId);
    });

    for (const forgery of FORGERIES) {
      it(`refuses a ${forgery} access token`, async () => {
        const token = await forgeToken(
          forgery,
          { iss: op.issuer, aud: API, sub: 'reporting-bot', groups: ['machines'] },
          op.keys,
        );
        const res = await s.f.call('/api/auth/session', { headers: { authorization: `Bearer ${token}` } });
        expect(res.res.status).toBe(401);
        expect(res.body.type).toBe('urn:ctp:problem:invalid-token');
      });
    }
  });

  describe('administration', () => {
    it('never returns the client secret', async () => {
      const res = await s.f.call('/api/admin/auth-config', { headers: admin() });
      expect(res.res.status).toBe(200);
      expect(res.body).toMatchObject({
        clientSecretSet: true,
        redirectUri: s.redirectUri,
        issuer: op.issuer,
      });
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
      expect(res.body).not.toHaveProperty('clientSecret');
    });

    it('answers the four connection test messages, each from a real misconfiguration', async () => {
      const test = (body: Record<string, unknown>) =>
        s.f.send('POST', '/api/admin/auth-config/test', body, admin());
      expect((await test({})).body).toEqual({
        success: true,
        message: 'Connection successful! OIDC configuration is valid.',
        step: 'complete',
      });
      const issuer = await test({ issuer: `${op.issuer}/realms/nope` });
      expect(issuer.body).toMatchObject({ success: false, message: 'Invalid issuer' });
      expect(issuer.body.detail).toEqual(expect.any(String));
      const credentials = await test({ clientSecret: 'wrong-secret' });
      expect(credentials.body).toMatchObject({ success: false, message: 'Client authentication failed' });
      expect(credentials.body.detail).toMatch(/invalid_client/);
      const redirect = await test({ clientId: 'ctp-elsewhere' });
      expect(redirect.body).toMatchObject({ success: false, message: 'Redirect URI mismatch' });
      expect(redirect.body.detail).toMatch(/redirect_uri/);
    });

    it('refuses a plain-http issuer unless allowed for development', async () => {
      const res = await s.f.send(
        'POST',
        '/api/admin/auth-config',
        { issuer: 'http://idp.example', clientId: 'x', clientSecret: 'y' },
        admin(),
      );
      expect(res.res.status).toBe(422);
      expect(res.body.type).toBe('urn:ctp:problem:insecure-issuer');
    });

    it('validates mappings: the default only at priority 0, email domains with the @', async () => {
      const bad = await s.f.send(
        'POST',
        '/api/admin/role-mappings',
        { authConfigId, kind: 'email_domain', value: 'acme.example', role: 'ORG_MEMBER', priority: 3 },
        admin(),
      );
      expect(bad.res.status).toBe(400);
      const second = await s.f.send(
        'POST',
        '/api/admin/role-mappings',
        { authConfigId, kind: 'default', role: 'ORG_ADMIN', priority: 0 },
        admin(),
      );
      expect(second.res.status).toBe(409);
      const listed = await s.f.call(`/api/admin/role-mappings?authConfigId=${authConfigId}`, {
        headers: admin(),
      });
      expect((listed.body.items as { priority: number }[]).map((m) => m.priority)).toEqual([
        100, 90, 50, 10, 0,
      ]);
    });

    it('keeps the client secret out of every row of every table (read raw) and out of the logs', async () => {
      const db = s.f.h.runtime.database.db;
      const { sql } = await import('kysely');
      const tables = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
      expect(tables.rows.map((t) => t.table_name)).toContain('auth_configs');
      for (const { table_name } of tables.rows) {
        const rows = await sql<{
          row: string;
        }>`SELECT t::text AS row FROM ${sql.table(table_name)} t`.execute(db);
        for (const { row } of rows.rows) expect(row, table_name).not.toContain(SECRET);
      }
      const sealed = await sql<{
        client_secret_encrypted: string;
      }>`SELECT client_secret_encrypted FROM auth_configs`.execute(db);
      expect(sealed.rows.every((r) => r.client_secret_encrypted.startsWith('v1.'))).toBe(true);
      expect(JSON.stringify(s.f.h.logs.lines)).not.toContain(SECRET);
    });
  });
});
