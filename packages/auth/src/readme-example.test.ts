// The runnable example of README.md, kept identical to it (between the `example` markers).
import { expect, it } from 'vitest';

it('README example signs in, calls a protected route and is refused where the table says so', async () => {
  const lines: string[] = [];
  const log = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  // example:start
  const { Hono } = await import('hono');
  const auth = await import('@ctp/auth');

  const config = auth.createAuthConfig({
    environment: 'development',
    csrfSecret: 'replace-with-32+-random-characters-from-your-secret-store',
  });
  // TEST DOUBLES, for this example only: a real server implements the ports on PostgreSQL (@ctp/store).
  const sessions = new auth.MemorySessionStoreForTests();
  const tokens = new auth.MemoryApiTokenStoreForTests();
  const users = new auth.MemoryUserStoreForTests();
  const audit = new auth.MemoryAuditSinkForTests();
  users.add({
    userId: 'u1',
    organizationId: 'org-1',
    email: 'ada@example.com',
    role: 'ORG_MEMBER',
    passwordHash: await auth.hashPassword('a long enough passphrase'),
  });

  // One table, deny by default: the server shows the same table in its OpenAPI document.
  const routes: import('@ctp/auth').RouteRule[] = [
    { method: 'POST', path: '/api/auth/sign-in', roles: 'public' },
    { method: 'GET', path: '/api/facilities', roles: ['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY'] },
    { method: 'DELETE', path: '/api/facilities/:id', roles: ['ORG_ADMIN'] },
  ];

  const app = new Hono<import('@ctp/auth').AuthEnv>();
  app.use('*', auth.authenticate({ config, sessions, tokens, audit }));
  app.use('*', auth.requireRoles(routes, { audit }));
  app.onError((err, c) => {
    const body = err instanceof auth.AuthError ? auth.authErrorToProblem(err) : null;
    return auth.problem(c, body ?? { type: 'about:blank', title: 'Internal Server Error', status: 500 });
  });
  app.post('/api/auth/sign-in', async (c) => {
    const user = await auth.passwordSignIn(await c.req.json(), { users, audit }, config);
    const { csrfToken } = await auth.startSession(c, user, { sessions, audit }, config);
    return c.json({ csrfToken });
  });
  app.get('/api/facilities', (c) => c.json({ role: c.get('principal')?.role }));
  app.delete('/api/facilities/:id', (c) => c.body(null, 204));

  const signIn = await app.request('http://localhost/api/auth/sign-in', {
    method: 'POST',
    headers: { origin: 'http://localhost', 'content-type': 'application/json' },
    body: JSON.stringify({
      organizationId: 'org-1',
      email: 'ada@example.com',
      password: 'a long enough passphrase',
    }),
  });
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie, origin: 'http://localhost', 'x-csrf-token': csrfToken };

  const list = await app.request('http://localhost/api/facilities', { headers });
  log('GET /api/facilities', list.status, JSON.stringify(await list.json()));
  const del = await app.request('http://localhost/api/facilities/f1', { method: 'DELETE', headers });
  log('DELETE /api/facilities/f1', del.status, ((await del.json()) as { type: string }).type);
  log('audit:', audit.events.map((e) => e.type).join(', '));
  // example:end
  expect(lines).toEqual([
    'GET /api/facilities 200 {"role":"ORG_MEMBER"}',
    'DELETE /api/facilities/f1 403 urn:ctp:problem:forbidden',
    'audit: sign_in.succeeded, access.denied',
  ]);
});

it('README shows the example exactly as tested', async () => {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL('./readme-example.test.ts', import.meta.url), 'utf8');
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  const block = (source.split('// example:start\n')[1] ?? '').split('  // example:end')[0] ?? '';
  const dedented = block
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n')
    .trimEnd();
  expect(readme).toContain(`\`\`\`ts\n${dedented}\n\`\`\``);
});
