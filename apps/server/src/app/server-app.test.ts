import { findUncoveredRoutes, hashPassword, createApiToken as newApiToken, type Role } from '@ctp/auth';
import {
  countOrganizations,
  createApiToken,
  createOrganization,
  createUser,
  listAudit,
  testTargets,
  verifyAuditChain,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../http/route-table.js';
import {
  cookieHeader,
  json,
  mergeCookies,
  ORIGIN,
  openServerHarness,
  PASSWORD,
  type ServerHarness,
} from '../testing/server-harness.js';

const targets = testTargets(process.env.TEST_DATABASE_URL);
const html = { accept: 'text/html,application/xhtml+xml' };
const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});
const SETUP = {
  organizationName: 'Acme Manufacturing',
  organizationSlug: 'acme',
  adminName: 'Ada Admin',
  adminEmail: 'ada@example.com',
  adminPassword: PASSWORD,
};

describe.each(targets)('the server on $name', (target) => {
  let h: ServerHarness;
  let orgId = '';
  const admin: { jar: Record<string, string>; csrf: string } = { jar: {}, csrf: '' };
  const bearer: Partial<Record<Role, string>> = {};
  const sessionHeaders = () => ({
    cookie: cookieHeader(admin.jar),
    origin: ORIGIN,
    'x-csrf-token': admin.csrf,
  });
  const asToken = (role: Role, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${bearer[role]}`,
    ...extra,
  });

  beforeAll(async () => {
    h = await openServerHarness(target);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('covers every registered route with the route table, and the table names no missing route', () => {
    expect(findUncoveredRoutes(h.app.routes, ROUTE_TABLE)).toEqual([]);
    const registered = new Set(
      h.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    expect(ROUTE_TABLE.filter((r) => !registered.has(`${r.method} ${r.path}`))).toEqual([]);
  });

  it('shows the roles of every operation and the security schemes in the OpenAPI document', async () => {
    const doc = (await (await h.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-ctp-roles'?: string[]; security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiToken', 'sessionCookie']);
    expect(doc.paths['/api/tokens']?.post?.['x-ctp-roles']).toEqual(['ORG_ADMIN']);
    expect(doc.paths['/api/organizations/current']?.get?.['x-ctp-roles']).toEqual([
      'ORG_ADMIN',
      'ORG_MEMBER',
      'AUDITOR',
      'READ_ONLY',
    ]);
    expect(doc.paths['/api/setup']?.post?.['x-ctp-roles']).toEqual(['public']);
    expect(doc.paths['/api/setup']?.post?.security).toEqual([]);
    const docs = await (await h.request('/api/docs')).text();
    expect(docs).toContain('Access: <code>ORG_ADMIN</code>');
    for (const [path, ops] of Object.entries(doc.paths))
      if (path.startsWith('/api/'))
        for (const op of Object.values(ops)) expect(op['x-ctp-roles']).toBeDefined();
  });

  it('is ready: database, object store and migrations', async () => {
    const res = await h.request('/readyz');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { checks: { name: string; ok: boolean }[] };
    expect(body.checks.map((c) => c.name).sort()).toEqual(['database', 'migrations', 'object-store']);
    expect(body.checks.every((c) => c.ok)).toBe(true);
  });

  it('redirects every page to /setup before setup, but not the API', async () => {
    for (const path of ['/', '/login', '/anything']) {
      const res = await h.request(path, { headers: html });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe('/setup');
    }
    const api = await h.request('/api/organizations/current', { headers: html });
    expect(api.status).toBe(401);
    expect(api.headers.get('content-type')).toContain('application/problem+json');
  });

  it("says setup is pending, lets the app's files through the gate, and has no server-rendered form any more", async () => {
    const status = await h.request('/api/setup/status');
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ pending: true });
    // The gate's target is the app's setup screen, and the app's scripts (Accept */*) reach it.
    const setupPage = await h.request('/setup', { headers: html });
    expect(setupPage.status).toBe(200);
    expect(await setupPage.text()).toContain('<div id="root">');
    const asset = await h.request('/assets/app-test.js', { headers: { accept: '*/*' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    // The HTML form post is retired (the app's /setup screen posts /api/setup).
    const post = await h.request('/setup', form(SETUP, { origin: ORIGIN }));
    expect([404, 405]).toContain(post.status);
    expect(await withSystem(h.runtime.database.db, (s) => countOrganizations(s))).toBe(0);
  });

  it('validates the JSON setup: unknown fields, bad slug, weak password', async () => {
    const unknown = await h.request('/api/setup', json('POST', { ...SETUP, extra: 1 }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { type: string }).type).toBe('urn:ctp:problem:unknown-field');
    const slug = await h.request('/api/setup', json('POST', { ...SETUP, organizationSlug: 'Not A Slug' }));
    expect(slug.status).toBe(400);
    const weak = await h.request('/api/setup', json('POST', { ...SETUP, adminPassword: 'short' }));
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({
      type: 'urn:ctp:problem:password-policy',
      violations: ['TOO_SHORT'],
    });
    const crossSite = await h.request('/api/setup', json('POST', SETUP, { origin: 'https://evil.example' }));
    expect(crossSite.status).toBe(403);
  });

  it('sets up once through the API: organization, admin and audit entries; then 409, setup no longer pending, /login → /sign-in', async () => {
    const res = await h.request('/api/setup', json('POST', SETUP));
    expect(res.status).toBe(201);

    const again = await h.request('/api/setup', json('POST', SETUP));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      type: 'urn:ctp:problem:setup-completed',
      code: 'SETUP_COMPLETED',
    });
    expect(await (await h.request('/api/setup/status')).json()).toEqual({ pending: false });
    const login = await h.request('/login?organization=acme', { headers: html });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/sign-in?organization=acme');
    expect((await h.request('/login', { headers: html })).headers.get('location')).toBe('/sign-in');

    const org = await withSystem(h.runtime.database.db, (s) =>
      s.db.selectFrom('organizations').select(['id', 'public_org_id']).executeTakeFirstOrThrow(),
    );
    orgId = org.id;
    expect(org.public_org_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const audit = await withOrganization(h.runtime.database.db, orgId, (scope) =>
      listAudit(scope, { limit: 50 }),
    );
    expect(audit.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['organization.create', 'user.create']),
    );
  });

  it('refuses a wrong password, an unknown email and an unknown organization with the same 401', async () => {
    const bodies: unknown[] = [];
    for (const attempt of [
      { organizationSlug: 'acme', email: SETUP.adminEmail, password: 'wrong password here' },
      { organizationSlug: 'acme', email: 'nobody@example.com', password: PASSWORD },
      { organizationSlug: 'nowhere', email: SETUP.adminEmail, password: PASSWORD },
    ]) {
      const res = await h.request('/api/auth/sign-in', json('POST', attempt));
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
      const { requestId: _, ...body } = (await res.json()) as Record<string, unknown>;
      bodies.push(body);
    }
    expect(bodies[0]).toMatchObject({
      type: 'urn:ctp:problem:invalid-credentials',
      code: 'INVALID_CREDENTIALS',
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('signs in with an HttpOnly SameSite session cookie and tells who is signed in', async () => {
    const res = await h.request(
      '/api/auth/sign-in',
      json('POST', { organizationSlug: 'acme', email: 'ADA@example.com', password: PASSWORD }),
    );
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('ctp_session='))).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/,
    );
    expect(cookies.find((c) => c.startsWith('ctp_csrf='))).toMatch(/SameSite=Lax/);
    const body = (await res.json()) as { csrfToken: string; user: { role: string } };
    expect(body.user.role).toBe('ORG_ADMIN');
    admin.jar = mergeCookies({}, res);
    admin.csrf = body.csrfToken;
    expect(JSON.stringify(h.logs.lines)).not.toContain(admin.jar.ctp_session);

    const me = await h.request('/api/auth/session', { headers: { cookie: cookieHeader(admin.jar) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      kind: 'session',
      role: 'ORG_ADMIN',
      organization: { slug: 'acme' },
      user: { email: 'ada@example.com' },
      csrfToken: admin.csrf,
    });
    // `/` is the web application, which asks the API who is signed in.
    const home = await h.request('/', { headers: { ...html, cookie: cookieHeader(admin.jar) } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('CTP test build');
  });

  it('refuses cookie-authenticated writes without the CSRF token or from another origin', async () => {
    const { 'x-csrf-token': _, ...noToken } = sessionHeaders();
    const missing = await h.request('/api/tokens', json('POST', { name: 'x', role: 'READ_ONLY' }, noToken));
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ type: 'urn:ctp:problem:csrf', code: 'CSRF' });
    const foreign = await h.request(
      '/api/tokens',
      json('POST', { name: 'x', role: 'READ_ONLY' }, { ...sessionHeaders(), origin: 'https://evil.example' }),
    );
    expect(foreign.status).toBe(403);
  });

  it('creates API tokens shown once, lists them without secrets, and accepts them as bearer', async () => {
    for (const role of ['ORG_ADMIN', 'ORG_MEMBER', 'AUDITOR', 'READ_ONLY'] as const) {
      const res = await h.request(
        '/api/tokens',
        json('POST', { name: `${role} token`, role }, sessionHeaders()),
      );
      expect(res.status).toBe(201);
      const body = (await res.json()) as { token: string; lastFour: string };
      expect(body.token).toMatch(/^ctp_/);
      expect(body.token.endsWith(body.lastFour)).toBe(true);
      bearer[role] = body.token;
    }
    const list = await h.request('/api/tokens', { headers: { cookie: cookieHeader(admin.jar) } });
    const text = await list.text();
    expect(list.status).toBe(200);
    for (const token of Object.values(bearer)) expect(text).not.toContain(token);
    expect(text).not.toMatch(/tokenHash|token_hash/);
    expect((JSON.parse(text) as { items: unknown[] }).items).toHaveLength(4);
    // Paginated with a stable cursor: two pages of two and one cover the same three tokens in order.
    const page1 = (await (
      await h.request('/api/tokens?limit=2', { headers: { cookie: cookieHeader(admin.jar) } })
    ).json()) as { items: { id: string }[]; nextCursor: string | null };
    expect(page1.items).toHaveLength(2);
    const page2 = (await (
      await h.request(`/api/tokens?limit=2&cursor=${encodeURIComponent(page1.nextCursor ?? '')}`, {
        headers: { cookie: cookieHeader(admin.jar) },
      })
    ).json()) as { items: { id: string }[]; nextCursor: string | null };
    expect(page2).toMatchObject({ nextCursor: null });
    expect([...page1.items, ...page2.items].map((t) => t.id)).toEqual(
      (JSON.parse(text) as { items: { id: string }[] }).items.map((t) => t.id),
    );

    const me = await h.request('/api/auth/session', { headers: asToken('READ_ONLY') });
    expect(await me.json()).toMatchObject({ kind: 'token', role: 'READ_ONLY', user: null, csrfToken: null });
    const logged = JSON.stringify(h.logs.lines);
    for (const token of Object.values(bearer)) expect(logged).not.toContain(token);
    const past = await h.request(
      '/api/tokens',
      json('POST', { name: 'old', role: 'READ_ONLY', expiresAt: '2001-01-01T00:00:00Z' }, sessionHeaders()),
    );
    expect(past.status).toBe(400);
    const bad = await h.request('/api/auth/session', { headers: { authorization: 'Bearer ctp_nope' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ type: 'urn:ctp:problem:invalid-token', code: 'INVALID_TOKEN' });
  });

  it('revokes a token: it is refused afterwards; an unknown id is 404', async () => {
    const created = await h.request(
      '/api/tokens',
      json('POST', { name: 'short-lived', role: 'ORG_MEMBER' }, sessionHeaders()),
    );
    const { id, token } = (await created.json()) as { id: string; token: string };
    expect(
      (await h.request('/api/organizations/current', { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);
    const del = await h.request(`/api/tokens/${id}`, { method: 'DELETE', headers: asToken('ORG_ADMIN') });
    expect(del.status).toBe(204);
    const after = await h.request('/api/organizations/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    const unknown = await h.request('/api/tokens/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
      headers: asToken('ORG_ADMIN'),
    });
    expect(unknown.status).toBe(404);
    const malformed = await h.request('/api/tokens/not-a-uuid', {
      method: 'DELETE',
      headers: asToken('ORG_ADMIN'),
    });
    expect(malformed.status).toBe(400);
  });

  it('enforces the role matrix on every authenticated route', async () => {
    const calls: { method: string; path: string; init: () => RequestInit; ok: number }[] = [
      { method: 'GET', path: '/api/auth/session', init: () => ({}), ok: 200 },
      { method: 'GET', path: '/api/organizations/current', init: () => ({}), ok: 200 },
      {
        method: 'PATCH',
        path: '/api/organizations/current',
        init: () => json('PATCH', { settings: { reportingYearStart: '01-01' } }),
        ok: 200,
      },
      { method: 'GET', path: '/api/tokens', init: () => ({}), ok: 200 },
      {
        method: 'POST',
        path: '/api/tokens',
        init: () => json('POST', { name: 'matrix', role: 'READ_ONLY' }),
        ok: 201,
      },
      {
        method: 'DELETE',
        path: '/api/tokens/00000000-0000-4000-8000-000000000000',
        init: () => ({ method: 'DELETE' }),
        ok: 404,
      },
      { method: 'GET', path: '/api/audit', init: () => ({}), ok: 200 },
      { method: 'GET', path: '/api/audit/verify', init: () => ({}), ok: 200 },
      { method: 'POST', path: '/api/auth/sign-out', init: () => ({ method: 'POST' }), ok: 204 },
    ];
    let checked = 0;
    for (const call of calls) {
      const pattern = call.path.replace(/[0-9a-f-]{36}$/, ':id');
      const rule = ROUTE_TABLE.find((r) => r.method === call.method && r.path === pattern);
      expect(rule, pattern).toBeDefined();
      for (const role of ['ORG_ADMIN', 'ORG_MEMBER', 'AUDITOR', 'READ_ONLY'] as const) {
        const allowed = rule?.roles !== 'public' && rule?.roles.includes(role);
        const init = call.init();
        const res = await h.request(call.path, {
          ...init,
          headers: { ...(init.headers as object), ...asToken(role) },
        });
        expect(res.status, `${role} ${call.method} ${call.path}`).toBe(allowed ? call.ok : 403);
        if (!allowed) expect(((await res.json()) as { type: string }).type).toBe('urn:ctp:problem:forbidden');
        checked++;
      }
      const anonymous = call.init();
      const res = await h.request(call.path, anonymous);
      expect(res.status, `anonymous ${call.method} ${call.path}`).toBe(401);
    }
    expect(checked).toBe(calls.length * 4);
  });

  it('refuses PATCH to a READ_ONLY session user', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    await withOrganization(h.runtime.database.db, orgId, (scope) =>
      createUser(scope, { email: 'reader@example.com', name: 'Rea Der', role: 'READ_ONLY', passwordHash }),
    );
    const res = await h.request(
      '/api/auth/sign-in',
      json('POST', { organizationSlug: 'acme', email: 'reader@example.com', password: PASSWORD }),
    );
    expect(res.status).toBe(200);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const headers = { cookie: cookieHeader(mergeCookies({}, res)), 'x-csrf-token': csrfToken };
    const patch = await h.request('/api/organizations/current', json('PATCH', { name: 'Renamed' }, headers));
    expect(patch.status).toBe(403);
    const read = await h.request('/api/organizations/current', { headers });
    expect(read.status).toBe(200);
  });

  it('updates the organization (strict body) as ORG_ADMIN', async () => {
    const res = await h.request(
      '/api/organizations/current',
      json('PATCH', { name: 'Acme Ltd' }, sessionHeaders()),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Acme Ltd', slug: 'acme' });
    const slug = await h.request(
      '/api/organizations/current',
      json('PATCH', { slug: 'other' }, sessionHeaders()),
    );
    expect(slug.status).toBe(400);
    const empty = await h.request('/api/organizations/current', json('PATCH', {}, sessionHeaders()));
    expect(empty.status).toBe(400);
  });

  it('keeps tenants apart: another organization cannot see or revoke the first one’s tokens', async () => {
    const db = h.runtime.database.db;
    const other = await withSystem(db, (s) => createOrganization(s, { name: 'Other Co', slug: 'other-co' }));
    const { token, record } = newApiToken({
      organizationId: other.id,
      role: 'ORG_ADMIN',
      name: 'other admin',
    });
    await withOrganization(db, other.id, (scope) =>
      createApiToken(scope, {
        tokenHash: record.tokenHash,
        lastFour: record.lastFour,
        role: 'ORG_ADMIN',
        name: record.name,
      }),
    );
    const headers = { authorization: `Bearer ${token}` };
    const mine = (await (await h.request('/api/tokens', { headers: asToken('ORG_ADMIN') })).json()) as {
      items: { id: string }[];
    };
    const theirs = (await (await h.request('/api/tokens', { headers })).json()) as {
      items: { id: string; name: string }[];
    };
    expect(theirs.items.map((t) => t.name)).toEqual(['other admin']);
    let attempts = 0;
    for (const t of mine.items) {
      const res = await h.request(`/api/tokens/${t.id}`, { method: 'DELETE', headers });
      expect(res.status).toBe(404);
      const body = (await res.json()) as { detail?: string };
      expect(JSON.stringify(body)).not.toContain('Acme');
      attempts++;
    }
    expect(attempts).toBeGreaterThan(0);
    const stillThere = (await (await h.request('/api/tokens', { headers: asToken('ORG_ADMIN') })).json()) as {
      items: { revokedAt: string | null; id: string }[];
    };
    for (const t of mine.items)
      expect(stillThere.items.find((s) => s.id === t.id)?.revokedAt ?? null).toBe(
        (t as { revokedAt?: string | null }).revokedAt ?? null,
      );
    const org = (await (await h.request('/api/organizations/current', { headers })).json()) as {
      slug: string;
    };
    expect(org.slug).toBe('other-co');
  });

  it('signs out: the session ends and its cookies are cleared', async () => {
    const res = await h.request('/api/auth/sign-out', { method: 'POST', headers: sessionHeaders() });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => /^ctp_session=;/.test(c))).toBe(true);
    const me = await h.request('/api/auth/session', { headers: { cookie: cookieHeader(admin.jar) } });
    expect(me.status).toBe(401);
  });

  it('signs out through the HTML form of the home page; a form without the token is refused', async () => {
    const signIn = await h.request(
      '/api/auth/sign-in',
      json('POST', { organizationSlug: 'acme', email: SETUP.adminEmail, password: PASSWORD }),
    );
    expect(signIn.status).toBe(200);
    const cookie = cookieHeader(mergeCookies({}, signIn));
    const { csrfToken: token } = (await signIn.json()) as { csrfToken: string };
    const refused = await h.request('/api/auth/sign-out', form({}, { cookie, origin: ORIGIN }));
    expect(refused.status).toBe(403);
    const out = await h.request('/api/auth/sign-out', form({ _csrf: token }, { cookie, origin: ORIGIN }));
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/login');
    expect((await h.request('/api/auth/session', { headers: { cookie } })).status).toBe(401);
  });

  it('answers 405 with Allow for a listed path and another method, 404 for unlisted paths', async () => {
    const res = await h.request('/api/tokens', { method: 'PUT', headers: asToken('ORG_ADMIN') });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
    const missing = await h.request('/api/nothing-here', { headers: asToken('ORG_ADMIN') });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      type: 'urn:ctp:problem:route-not-found',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('writes every authentication event and state change to a valid hash chain', async () => {
    const db = h.runtime.database.db;
    const audit = await withOrganization(db, orgId, (scope) => listAudit(scope, { limit: 500 }));
    const actions = new Set(audit.items.map((e) => e.action));
    for (const action of [
      'organization.create',
      'user.create',
      'auth.sign_in.succeeded',
      'auth.sign_in.failed',
      'auth.sign_out',
      'auth.csrf.refused',
      'auth.access.denied',
      'auth.token.refused',
      'api_token.create',
      'api_token.revoke',
      'organization.update',
    ])
      expect(actions, action).toContain(action);
    expect(JSON.stringify(audit.items)).not.toContain(PASSWORD);
    expect((await verifyAuditChain(db, orgId)).valid).toBe(true);
    const signIn = audit.items.find((e) => e.action === 'auth.sign_in.succeeded');
    expect(signIn?.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const first = await h.request('/api/audit?limit=2', { headers: asToken('ORG_ADMIN') });
    const page1 = (await first.json()) as { items: { seq: string; hash: string }[]; nextCursor: string };
    expect(page1.items).toHaveLength(2);
    const second = await h.request(`/api/audit?limit=2&cursor=${page1.nextCursor}`, {
      headers: asToken('ORG_ADMIN'),
    });
    const page2 = (await second.json()) as { items: { seq: string }[] };
    expect(BigInt(page2.items[0]?.seq ?? '0')).toBeLessThan(BigInt(page1.items[1]?.seq ?? '0'));
    // Filters: a family of actions, today's entries, and a filter the API refuses in words.
    const tokens = await h.request('/api/audit?action=api_token&limit=500', {
      headers: asToken('ORG_ADMIN'),
    });
    const tokenActions = ((await tokens.json()) as { items: { action: string }[] }).items.map(
      (e) => e.action,
    );
    expect(new Set(tokenActions)).toEqual(new Set(['api_token.create', 'api_token.revoke']));
    const earliest = audit.items.at(-1)?.occurredAt ?? '';
    const since = await h.request(`/api/audit?occurredFrom=${encodeURIComponent(earliest)}&limit=500`, {
      headers: asToken('ORG_ADMIN'),
    });
    expect(((await since.json()) as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(
      audit.items.length,
    );
    const before = await h.request(`/api/audit?occurredTo=${encodeURIComponent(earliest)}`, {
      headers: asToken('ORG_ADMIN'),
    });
    expect(((await before.json()) as { items: unknown[] }).items).toEqual([]);
    const refused = await h.request('/api/audit?action=x%27%20OR%201%3D1', { headers: asToken('ORG_ADMIN') });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    const verify = await h.request('/api/audit/verify', { headers: asToken('ORG_ADMIN') });
    expect(await verify.json()).toMatchObject({ valid: true });

    // Behind the service's back: a superuser alters one entry; the verify endpoint names it.
    const victim = audit.items.find((e) => e.action === 'organization.create');
    await sql`ALTER TABLE audit_log DISABLE TRIGGER USER`.execute(db);
    await sql`UPDATE audit_log SET details = '{"slug":"forged"}' WHERE id = ${victim?.id}`.execute(db);
    await sql`ALTER TABLE audit_log ENABLE TRIGGER USER`.execute(db);
    const broken = await h.request('/api/audit/verify', { headers: asToken('ORG_ADMIN') });
    expect(await broken.json()).toMatchObject({
      valid: false,
      firstBrokenId: victim?.id,
      reason: 'hash_mismatch',
    });
  });
});

describe('JSON setup', () => {
  it('creates the organization without an admin when no password is given, once', async () => {
    const target = targets[0];
    if (target === undefined) throw new Error('no target');
    const h = await openServerHarness(target);
    try {
      const { adminPassword: _, ...withoutPassword } = SETUP;
      const res = await h.request('/api/setup', json('POST', withoutPassword));
      expect(res.status).toBe(201);
      const body = (await res.json()) as { organization: { publicOrgId: string; slug: string }; admin: null };
      expect(body.admin).toBeNull();
      expect(body.organization.slug).toBe('acme');
      const [first, second] = await Promise.all([
        h.request('/api/setup', json('POST', { ...SETUP, organizationSlug: 'b' })),
        h.request('/api/setup', json('POST', { ...SETUP, organizationSlug: 'c' })),
      ]);
      expect([first.status, second.status]).toEqual([409, 409]);
      expect(await withSystem(h.runtime.database.db, (s) => countOrganizations(s))).toBe(1);
    } finally {
      await h.close();
    }
  }, 60_000);
});

describe('password sign-in in production', () => {
  it('is refused unless CTP_ALLOW_PASSWORD_SIGNIN_IN_PRODUCTION, and then sets Secure cookies', async () => {
    const target = targets[0];
    if (target === undefined) throw new Error('no target');
    const refused = await openServerHarness(target, { NODE_ENV: 'production' });
    const allowed = await openServerHarness(target, {
      NODE_ENV: 'production',
      CTP_ALLOW_PASSWORD_SIGNIN_IN_PRODUCTION: 'true',
    });
    try {
      // A command-line client: no Origin header (a browser on http:// would be refused: production cookies are Secure).
      const plain = (body: unknown): RequestInit => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const credentials = { organizationSlug: 'acme', email: SETUP.adminEmail, password: PASSWORD };
      for (const h of [refused, allowed])
        expect((await h.request('/api/setup', plain(SETUP))).status).toBe(201);
      const no = await refused.request('/api/auth/sign-in', plain(credentials));
      expect(no.status).toBe(403);
      expect(await no.json()).toMatchObject({ type: 'urn:ctp:problem:password-sign-in-disabled' });
      const yes = await allowed.request('/api/auth/sign-in', plain(credentials));
      expect(yes.status).toBe(200);
      expect(yes.headers.getSetCookie().find((c) => c.startsWith('ctp_session='))).toMatch(/Secure/);
      expect(yes.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await refused.close();
      await allowed.close();
    }
  }, 60_000);
});
