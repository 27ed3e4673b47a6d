import { ROLES, type Role } from '@ctp/auth';
import { createUser, getUser, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../http/route-table.js';
import { cookieHeader, json, mergeCookies, ORIGIN, PASSWORD } from '../../testing/server-harness.js';
import { openTenantFixture, SETUP, type TenantFixture } from '../../testing/users-fixture.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('users on $name', (target) => {
  let f: TenantFixture;
  const admin = () => f.as('ORG_ADMIN');
  beforeAll(async () => {
    f = await openTenantFixture(target);
  }, 60_000);
  afterAll(async () => {
    await f?.h.close();
  });

  const signIn = (email: string, password = PASSWORD) =>
    f.h.request('/api/auth/sign-in', json('POST', { organizationSlug: 'acme', email, password }));

  it('creates users with a role, lists and reads them, and never shows a password hash', async () => {
    const withPassword = await f.send(
      'POST',
      '/api/users',
      {
        email: 'Max@Example.com',
        name: 'Max Member',
        role: 'ORG_MEMBER',
        password: 'another long passphrase',
      },
      admin(),
    );
    expect(withPassword.res.status).toBe(201);
    expect(withPassword.body).toMatchObject({
      email: 'max@example.com',
      name: 'Max Member',
      role: 'ORG_MEMBER',
      active: true,
      passwordSignIn: true,
      singleSignOn: false,
      lastLoginAt: null,
    });
    // The password works for development sign-in.
    expect((await signIn('max@example.com', 'another long passphrase')).status).toBe(200);

    const sso = await f.send(
      'POST',
      '/api/users',
      { email: 'rita@example.com', name: 'Rita', role: 'READ_ONLY' },
      admin(),
    );
    expect(sso.res.status).toBe(201);
    expect(sso.body).toMatchObject({ role: 'READ_ONLY', passwordSignIn: false });

    const read = await f.call(`/api/users/${withPassword.body.id}`, { headers: admin() });
    expect(read.res.status).toBe(200);
    expect(read.body).toMatchObject({ id: withPassword.body.id, email: 'max@example.com' });

    const all: Record<string, unknown>[] = [];
    let cursor: unknown = null;
    let pages = 0;
    do {
      const page = await f.call(`/api/users?limit=1${cursor ? `&cursor=${cursor}` : ''}`, {
        headers: admin(),
      });
      expect(page.res.status).toBe(200);
      all.push(...(page.body.items as Record<string, unknown>[]));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(all.length);
    expect(all.map((u) => u.email)).toEqual(
      expect.arrayContaining([SETUP.adminEmail, 'max@example.com', 'rita@example.com']),
    );
    const text = JSON.stringify([all, read.body, withPassword.body]);
    expect(text).not.toMatch(/passwordHash|scrypt|\$/);
    expect(await f.auditActions(withPassword.body.id as string)).toEqual(['user.create']);

    const duplicate = await f.send(
      'POST',
      '/api/users',
      { email: 'MAX@example.com', name: 'Max 2', role: 'READ_ONLY' },
      admin(),
    );
    expect(duplicate.res.status).toBe(409);
    expect(duplicate.body.type).toBe('urn:ctp:problem:conflict');
  });

  it('refuses invalid users with problem+json pointers', async () => {
    const cases: [string, unknown, number, string, string][] = [
      ['bad email', { email: 'nope', name: 'N', role: 'READ_ONLY' }, 400, 'validation-failed', '/email'],
      [
        'bad role',
        { email: 'n@example.com', name: 'N', role: 'SUPERUSER' },
        400,
        'validation-failed',
        '/role',
      ],
      ['no name', { email: 'n@example.com', role: 'READ_ONLY' }, 400, 'validation-failed', '/name'],
      [
        'hash smuggled',
        { email: 'n@example.com', name: 'N', role: 'READ_ONLY', passwordHash: 'scrypt$x' },
        400,
        'unknown-field',
        '/passwordHash',
      ],
      [
        'weak password',
        { email: 'n@example.com', name: 'N', role: 'READ_ONLY', password: 'short' },
        422,
        'password-policy',
        '',
      ],
    ];
    for (const [label, body, status, slug, pointer] of cases) {
      const answer = await f.send('POST', '/api/users', body, admin());
      expect(answer.res.status, label).toBe(status);
      expect(answer.res.headers.get('content-type'), label).toContain('application/problem+json');
      expect(answer.body.type, label).toBe(`urn:ctp:problem:${slug}`);
      if (pointer)
        expect(
          answer.body.errors?.map((e) => e.pointer),
          label,
        ).toContain(pointer);
    }
    const patches: [string, string, unknown, number][] = [
      ['empty patch', MISSING, {}, 400],
      ['bad role', MISSING, { role: 'ROOT' }, 400],
      ['unknown field', MISSING, { email: 'x@example.com' }, 400],
      ['unknown id', MISSING, { name: 'X' }, 404],
      ['bad id', 'not-a-uuid', { name: 'X' }, 400],
    ];
    for (const [label, id, body, status] of patches) {
      const answer = await f.send('PATCH', `/api/users/${id}`, body, admin());
      expect(answer.res.status, label).toBe(status);
    }
    expect((await f.call('/api/users?limit=0', { headers: admin() })).res.status).toBe(400);
    expect((await f.call('/api/users?cursor=nope', { headers: admin() })).res.status).toBe(400);
  });

  it('changes name and role, deactivates and reactivates; a role change or deactivation ends sessions', async () => {
    const created = await f.send(
      'POST',
      '/api/users',
      { email: 'paul@example.com', name: 'Paul', role: 'ORG_MEMBER', password: 'paul has a long passphrase' },
      admin(),
    );
    const id = created.body.id as string;
    const signedIn = await signIn('paul@example.com', 'paul has a long passphrase');
    expect(signedIn.status).toBe(200);
    const cookie = cookieHeader(mergeCookies({}, signedIn));
    expect((await f.h.request('/api/auth/session', { headers: { cookie } })).status).toBe(200);

    const renamed = await f.send('PATCH', `/api/users/${id}`, { name: 'Paul P.' }, admin());
    expect(renamed.body).toMatchObject({ name: 'Paul P.', role: 'ORG_MEMBER', active: true });
    expect((await f.h.request('/api/auth/session', { headers: { cookie } })).status).toBe(200);

    const promoted = await f.send('PATCH', `/api/users/${id}`, { role: 'ORG_ADMIN' }, admin());
    expect(promoted.res.status).toBe(200);
    expect(promoted.body.role).toBe('ORG_ADMIN');
    expect((await f.h.request('/api/auth/session', { headers: { cookie } })).status).toBe(401);

    const deactivated = await f.send('PATCH', `/api/users/${id}`, { active: false }, admin());
    expect(deactivated.body).toMatchObject({ active: false, role: 'ORG_ADMIN' });
    expect((await signIn('paul@example.com', 'paul has a long passphrase')).status).toBe(401);
    const reactivated = await f.send('PATCH', `/api/users/${id}`, { active: true }, admin());
    expect(reactivated.body.active).toBe(true);
    expect(await f.auditActions(id)).toEqual([
      'user.create',
      'user.update',
      'user.update',
      'user.deactivate',
      'user.update',
    ]);
    const stored = await withOrganization(f.h.runtime.database.db, f.orgId, (s) => getUser(s, id));
    expect(stored.passwordHash).not.toBeNull();
  });

  it('never lets the last active administrator be demoted or deactivated', async () => {
    // The other organization has exactly one admin, Olga.
    const olga = { authorization: `Bearer ${f.other.adminToken}` };
    const path = `/api/users/${f.other.adminId}`;
    for (const change of [{ role: 'ORG_MEMBER' }, { active: false }, { role: 'READ_ONLY', active: false }]) {
      const refused = await f.send('PATCH', path, change, olga);
      expect(refused.res.status, JSON.stringify(change)).toBe(409);
      expect(refused.body.type).toBe('urn:ctp:problem:last-admin');
      expect(refused.body.detail).toContain('olga@other.example');
    }
    expect((await f.send('PATCH', path, { name: 'Olga O.' }, olga)).res.status).toBe(200);
    const second = await f.send(
      'POST',
      '/api/users',
      { email: 'otto@other.example', name: 'Otto', role: 'ORG_ADMIN' },
      olga,
    );
    expect(second.res.status).toBe(201);
    // Otto acts with a token of his own: Olga's token carries her role as it is now (issue 19).
    const otto = {
      authorization: `Bearer ${await f.tokenFor(f.other.orgId, 'ORG_ADMIN', second.body.id as string)}`,
    };
    const demoted = await f.send('PATCH', path, { role: 'ORG_MEMBER' }, otto);
    expect(demoted.res.status).toBe(200);
    expect((await f.send('PATCH', path, { name: 'Olga' }, olga)).res.status).toBe(403);
    // Otto is now the last one.
    const last = await f.send('PATCH', `/api/users/${second.body.id}`, { active: false }, otto);
    expect(last.res.status).toBe(409);
    // A disabled admin does not count: re-promote Olga, deactivate her, then Otto is last again.
    expect((await f.send('PATCH', path, { role: 'ORG_ADMIN', active: false }, otto)).res.status).toBe(200);
    expect((await f.call('/api/users', { headers: olga })).res.status).toBe(401);
    expect(
      (await f.send('PATCH', `/api/users/${second.body.id}`, { role: 'READ_ONLY' }, otto)).res.status,
    ).toBe(409);
  });

  it('enforces the role matrix on every users route', async () => {
    const target = (
      await f.send(
        'POST',
        '/api/users',
        { email: 'matrix@example.com', name: 'M', role: 'READ_ONLY' },
        admin(),
      )
    ).body.id as string;
    let n = 0;
    const calls = [
      { method: 'GET', pattern: '/api/users', path: '/api/users', body: undefined, ok: 200 },
      { method: 'GET', pattern: '/api/users/:id', path: `/api/users/${target}`, body: undefined, ok: 200 },
      {
        method: 'POST',
        pattern: '/api/users',
        path: '/api/users',
        body: () => ({ email: `matrix${++n}@example.com`, name: 'M', role: 'READ_ONLY' }),
        ok: 201,
      },
      {
        method: 'PATCH',
        pattern: '/api/users/:id',
        path: `/api/users/${target}`,
        body: () => ({ name: `M${++n}` }),
        ok: 200,
      },
    ];
    const routes = ROUTE_TABLE.filter((r) => r.path.startsWith('/api/users'));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      calls.map((c) => `${c.method} ${c.pattern}`).sort(),
    );
    let checked = 0;
    for (const c of calls) {
      expect(routes.find((r) => r.method === c.method && r.path === c.pattern)?.roles).toEqual(['ORG_ADMIN']);
      for (const role of [...ROLES, 'anonymous'] as const) {
        const headers = role === 'anonymous' ? {} : f.as(role as Role);
        const answer = c.body
          ? await f.send(c.method, c.path, c.body(), headers)
          : await f.call(c.path, { headers });
        const expected = role === 'ORG_ADMIN' ? c.ok : role === 'anonymous' ? 401 : 403;
        expect(answer.res.status, `${role} ${c.method} ${c.pattern}`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBe(calls.length * (ROLES.length + 1));
  });

  it("keeps tenants apart: another organization's admin gets 404 for every user id and changes nothing", async () => {
    const ids = (
      (await f.call('/api/users?limit=500', { headers: admin() })).body.items as { id: string }[]
    ).map((u) => u.id);
    const before = JSON.stringify((await f.call('/api/users?limit=500', { headers: admin() })).body);
    // A fresh administrator of the other organization (Olga may have been deactivated above).
    const other = await withOrganization(f.h.runtime.database.db, f.other.orgId, (scope) =>
      createUser(scope, { email: 'oscar@other.example', name: 'Oscar', role: 'ORG_ADMIN' }),
    );
    const headers = { authorization: `Bearer ${await f.tokenFor(f.other.orgId, 'ORG_ADMIN', other.id)}` };
    const leaks: string[] = [];
    let tried = 0;
    for (const id of ids) {
      for (const answer of [
        await f.call(`/api/users/${id}`, { headers }),
        await f.send('PATCH', `/api/users/${id}`, { role: 'READ_ONLY', active: false }, headers),
      ]) {
        tried++;
        if (answer.res.status !== 404 || /example\.com|Ada|Max/.test(JSON.stringify(answer.body)))
          leaks.push(`${id} → ${answer.res.status}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(tried).toBe(ids.length * 2);
    const theirs = (await f.call('/api/users?limit=500', { headers })).body.items as { email: string }[];
    expect(theirs.map((u) => u.email).every((e) => e.endsWith('@other.example'))).toBe(true);
    expect(JSON.stringify((await f.call('/api/users?limit=500', { headers: admin() })).body)).toBe(before);
  });

  it('refuses cookie-authenticated user writes without the CSRF token', async () => {
    const signedIn = await signIn(SETUP.adminEmail);
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const cookie = cookieHeader(mergeCookies({}, signedIn));
    const body = { email: 'csrf@example.com', name: 'C', role: 'READ_ONLY' };
    expect((await f.send('POST', '/api/users', body, { cookie })).res.status).toBe(403);
    const ok = await f.send('POST', '/api/users', body, {
      cookie,
      'x-csrf-token': csrfToken,
      origin: ORIGIN,
    });
    expect(ok.res.status).toBe(201);
  });
});

describe('users in production', () => {
  it('refuses a development password unless password sign-in is enabled there', async () => {
    const target = testTargets(undefined)[0];
    if (target === undefined) throw new Error('no target');
    const body = {
      email: 'dev@example.com',
      name: 'Dev',
      role: 'ORG_MEMBER',
      password: 'a long enough dev passphrase',
    };
    const plain = (token: string, payload: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    const refused = await openTenantFixture(target, { NODE_ENV: 'production' });
    try {
      const no = await refused.call('/api/users', plain(refused.tokens.ORG_ADMIN, body));
      expect(no.res.status).toBe(403);
      expect(no.body.type).toBe('urn:ctp:problem:password-sign-in-disabled');
      const { password: _, ...withoutPassword } = body;
      const sso = await refused.call('/api/users', plain(refused.tokens.ORG_ADMIN, withoutPassword));
      expect(sso.res.status).toBe(201);
      expect(sso.body.passwordSignIn).toBe(false);
    } finally {
      await refused.h.close();
    }
    const allowed = await openTenantFixture(target, {
      NODE_ENV: 'production',
      CTP_ALLOW_PASSWORD_SIGNIN_IN_PRODUCTION: 'true',
    });
    try {
      const yes = await allowed.call('/api/users', plain(allowed.tokens.ORG_ADMIN, body));
      expect(yes.res.status).toBe(201);
      expect(yes.body.passwordSignIn).toBe(true);
    } finally {
      await allowed.h.close();
    }
  }, 60_000);
});
