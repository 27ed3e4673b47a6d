import { describe, expect, it } from 'vitest';
import type { Role } from '../roles.js';
import { createTestApp, ORIGIN, signIn } from '../testing/test-app.fixture.js';
import { AUTH_PROBLEM_TYPES } from './problem.js';

// Expected status per role for each route of the fixture's table (sessions, with CSRF headers).
const matrix: { method: string; path: string; allowed: Role[] }[] = [
  { method: 'GET', path: '/api/facilities', allowed: ['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY'] },
  { method: 'POST', path: '/api/facilities', allowed: ['ORG_ADMIN', 'ORG_MEMBER'] },
  { method: 'DELETE', path: '/api/facilities/f1', allowed: ['ORG_ADMIN'] },
  { method: 'GET', path: '/api/organizations/org-a', allowed: ['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY'] },
];

describe('requireRoles', () => {
  it.each(['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY'] as const)(
    'enforces the route table for %s',
    async (role) => {
      const { app } = await createTestApp();
      const { cookie, csrfToken } = await signIn(app, role);
      for (const route of matrix) {
        const headers = { cookie, origin: ORIGIN, 'x-csrf-token': csrfToken };
        const res = await app.request(`${ORIGIN}${route.path}`, { method: route.method, headers });
        const allowed = route.allowed.includes(role);
        expect([route.method, route.path, res.status < 300]).toEqual([route.method, route.path, allowed]);
        if (!allowed) {
          expect(res.status).toBe(403);
          expect(res.headers.get('content-type')).toBe('application/problem+json');
          expect(await res.json()).toMatchObject({ type: AUTH_PROBLEM_TYPES.forbidden, status: 403 });
        }
      }
    },
  );

  it('answers 401 problem+json to anonymous callers of protected routes and lets public routes through', async () => {
    const { app } = await createTestApp();
    const res = await app.request(`${ORIGIN}/api/facilities`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(await res.json()).toMatchObject({
      type: AUTH_PROBLEM_TYPES.unauthenticated,
      instance: '/api/facilities',
    });
    expect((await app.request(`${ORIGIN}/api/public`)).status).toBe(200);
  });

  it('denies routes missing from the table, even when Hono has a handler (deny by default)', async () => {
    const { app } = await createTestApp();
    const { cookie, csrfToken } = await signIn(app, 'ORG_ADMIN');
    for (const [method, path] of [
      ['GET', '/api/not-in-table'],
      ['PUT', '/api/facilities'],
      ['GET', '/api/facilities/'],
      ['GET', '//api/facilities'],
      ['GET', '/nowhere'],
    ] as const) {
      const res = await app.request(`${ORIGIN}${path}`, {
        method,
        headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrfToken },
      });
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.json()).toMatchObject({ type: AUTH_PROBLEM_TYPES.routeNotFound });
    }
  });

  it('refuses a principal naming another organization in the path or query, and audits it', async () => {
    const { app, audit } = await createTestApp();
    const { cookie } = await signIn(app, 'ORG_ADMIN');
    const other = await app.request(`${ORIGIN}/api/organizations/org-b`, { headers: { cookie } });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ type: AUTH_PROBLEM_TYPES.organizationMismatch });
    const query = await app.request(`${ORIGIN}/api/facilities?organizationId=org-b`, { headers: { cookie } });
    expect(query.status).toBe(403);
    expect(audit.events.filter((e) => e.type === 'access.denied').map((e) => e.reason)).toEqual([
      'ORGANIZATION_MISMATCH',
      'ORGANIZATION_MISMATCH',
    ]);
  });

  it('treats HEAD like GET', async () => {
    const { app } = await createTestApp();
    expect((await app.request(`${ORIGIN}/api/public`, { method: 'HEAD' })).status).toBe(200);
    expect((await app.request(`${ORIGIN}/api/facilities`, { method: 'HEAD' })).status).toBe(401);
  });
});

describe('overlapping patterns', () => {
  it('requires every matching rule, whatever handler Hono dispatches to', async () => {
    const { Hono } = await import('hono');
    const { requireRoles } = await import('./require-roles.js');
    const app = new Hono();
    app.use(
      '*',
      requireRoles([
        { method: 'GET', path: '/r/:id', roles: ['ORG_ADMIN'] },
        { method: 'GET', path: '/r/latest', roles: 'public' },
      ]),
    );
    // Registered first, so Hono sends /r/latest here: the public rule alone must not open it.
    app.get('/r/:id', (c) => c.text('secret'));
    app.get('/r/latest', (c) => c.text('public'));
    expect((await app.request('/r/latest')).status).toBe(401);
  });
});
