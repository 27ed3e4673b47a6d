// The OpenID Connect example of README.md, kept identical to it (between the `oidc-example` markers).
import { expect, it } from 'vitest';

it('README OIDC example tests the connection, signs in with a role from the mapping and refuses a replay', async () => {
  const lines: string[] = [];
  const log = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  // oidc-example:start
  const { Hono } = await import('hono');
  const auth = await import('@ctp/auth');
  const { startLoopbackProvider } = await import('@ctp/auth/testing');

  // A real OpenID provider on 127.0.0.1 for this example; in production: Keycloak, Entra ID, Okta…
  const redirectUri = 'http://localhost/callback';
  const op = await startLoopbackProvider({
    clients: [{ clientId: 'ctp', clientSecret: 'example-secret', redirectUris: [redirectUri] }],
    accounts: new Map([['ada', { email: 'ada@acme.example', email_verified: true, groups: ['ctp-admins'] }]]),
  });
  const settings = {
    issuer: op.issuer,
    clientId: 'ctp',
    clientSecret: 'example-secret',
    allowInsecureHttp: true,
  };
  const rules: import('@ctp/auth').RoleMappingRule[] = [
    { id: 'admins', kind: 'group', claim: null, value: 'ctp-admins', role: 'ORG_ADMIN', priority: 100 },
    { id: 'fallback', kind: 'default', claim: null, value: null, role: 'READ_ONLY', priority: 0 },
  ];
  log('connection test:', (await auth.testOidcConnection(settings, { redirectUri })).message);

  const providers = new auth.OidcProviderCache();
  // Pending requests by state, server-side and single use (a database table when several processes serve).
  const pending = new Map<string, import('@ctp/auth').PendingAuthorization>();
  const app = new Hono();
  app.get('/login', async (c) => {
    const config = await providers.configuration(settings);
    const { url, pending: request } = await auth.buildOidcAuthorization(config, { redirectUri });
    pending.set(request.state, request);
    return c.redirect(url.href);
  });
  app.get('/callback', async (c) => {
    const callback = new URL(c.req.url);
    const request = pending.get(callback.searchParams.get('state') ?? '');
    if (request === undefined) return c.text('unknown or used state', 401);
    pending.delete(request.state);
    const config = await providers.configuration(settings);
    const identity = await auth.completeOidcAuthorization(config, providers, callback, request);
    const mapped = auth.evaluateRoleMapping(identity.claims, rules);
    return c.json({ subject: identity.subject, email: identity.email, role: mapped?.role });
  });

  const start = await app.request('http://localhost/login');
  const back = await op.signIn(start.headers.get('location') ?? '', 'ada', redirectUri);
  log('signed in:', JSON.stringify(await (await app.request(back.href)).json()));
  log('replayed callback:', (await app.request(back.href)).status);
  await op.close();
  // oidc-example:end
  expect(lines).toEqual([
    'connection test: Connection successful! OIDC configuration is valid.',
    'signed in: {"subject":"ada","email":"ada@acme.example","role":"ORG_ADMIN"}',
    'replayed callback: 401',
  ]);
});

it('README shows the OIDC example exactly as tested', async () => {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL('./readme-example.test.ts', import.meta.url), 'utf8');
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const block = (source.split('// oidc-example:start\n')[1] ?? '').split('  // oidc-example:end')[0] ?? '';
  const dedented = block
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n')
    .trimEnd();
  expect(readme).toContain(`\`\`\`ts\n${dedented}\n\`\`\``);
});
