// Test fixture: a small Hono app wired with the in-memory TEST DOUBLES, shared by the HTTP tests.
import { Hono } from 'hono';
import { type AuthConfigInput, createAuthConfig } from '../config.js';
import { AuthError } from '../errors.js';
import { authenticate } from '../http/authenticate.js';
import { authErrorToProblem, problem } from '../http/problem.js';
import { requireRoles } from '../http/require-roles.js';
import type { RouteRule } from '../http/route-table.js';
import { hashPassword, type ScryptParams } from '../password/hash.js';
import { passwordSignIn } from '../password/sign-in.js';
import type { AuthEnv } from '../principal.js';
import type { Role } from '../roles.js';
import { endSession, startSession } from '../session/session.js';
import {
  MemoryApiTokenStoreForTests,
  MemoryAuditSinkForTests,
  MemorySessionStoreForTests,
  MemoryUserStoreForTests,
} from './memory-stores.js';

/** Cheap scrypt parameters so the suite stays fast; production uses the defaults. */
export const FAST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
export const PASSWORD = 'a long enough test passphrase';
export const ORIGIN = 'https://ctp.test';

export const routes: RouteRule[] = [
  { method: 'GET', path: '/api/public', roles: 'public' },
  { method: 'POST', path: '/api/auth/sign-in', roles: 'public' },
  { method: 'POST', path: '/api/auth/sign-out', roles: ['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY'] },
  { method: 'GET', path: '/api/facilities', roles: ['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY'] },
  { method: 'POST', path: '/api/facilities', roles: ['ORG_ADMIN', 'ORG_MEMBER'] },
  { method: 'DELETE', path: '/api/facilities/:id', roles: ['ORG_ADMIN'] },
  {
    method: 'GET',
    path: '/api/organizations/:organizationId',
    roles: ['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY'],
  },
];

/** Builds the app; `clock.now` can be moved by tests. */
export async function createTestApp(overrides: Partial<AuthConfigInput> = {}) {
  const clock = { now: new Date('2026-01-01T00:00:00Z') };
  const now = () => new Date(clock.now);
  const config = createAuthConfig({
    environment: 'test',
    csrfSecret: 'test-csrf-secret-0123456789abcdefghijklmnop',
    idleTimeoutSeconds: 600,
    absoluteLifetimeSeconds: 3600,
    ...overrides,
  });
  const sessions = new MemorySessionStoreForTests();
  const tokens = new MemoryApiTokenStoreForTests();
  const users = new MemoryUserStoreForTests();
  const audit = new MemoryAuditSinkForTests();
  const roles: Role[] = ['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY'];
  const oldHash = await hashPassword(PASSWORD, FAST_SCRYPT);
  for (const role of roles) {
    users.add({
      userId: `u-${role}`,
      organizationId: 'org-a',
      email: `${role}@a.test`,
      role,
      passwordHash: oldHash,
    });
  }

  const app = new Hono<AuthEnv>();
  app.onError((err, c) => {
    const body = err instanceof AuthError ? authErrorToProblem(err) : null;
    return problem(c, body ?? { type: 'about:blank', title: 'Internal Server Error', status: 500 });
  });
  app.use('*', authenticate({ config, sessions, tokens, audit, now }));
  app.use('*', requireRoles(routes, { audit, now }));
  app.get('/api/public', (c) => c.json({ ok: true, principal: c.get('principal') ?? null }));
  app.post('/api/auth/sign-in', async (c) => {
    const body = await c.req.json<{ organizationId: string; email: string; password: string }>();
    const user = await passwordSignIn(body, { users, audit, now }, { ...config, scrypt: FAST_SCRYPT });
    const session = await startSession(c, user, { sessions, audit, now }, config);
    return c.json({ csrfToken: session.csrfToken });
  });
  app.post('/api/auth/sign-out', async (c) => {
    await endSession(c, { sessions, audit, now }, config);
    return c.body(null, 204);
  });
  app.get('/api/facilities', (c) => c.json({ principal: c.get('principal') }));
  app.post('/api/facilities', (c) => c.json({ created: true }, 201));
  app.delete('/api/facilities/:id', (c) => c.body(null, 204));
  app.get('/api/organizations/:organizationId', (c) => c.json({ id: c.req.param('organizationId') }));
  app.get('/api/not-in-table', (c) => c.json({ leaked: true }));
  return { app, config, clock, sessions, tokens, users, audit };
}

/** Signs in as the user of `role` in org-a; returns the Cookie header and CSRF token. */
export async function signIn(app: Hono<AuthEnv>, role: Role) {
  const res = await app.request(`${ORIGIN}/api/auth/sign-in`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ organizationId: 'org-a', email: `${role}@a.test`, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const setCookies = res.headers.getSetCookie();
  const cookie = setCookies.map((s) => s.split(';')[0]).join('; ');
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie, csrfToken, setCookies };
}
