import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, json, mergeCookies } from '../../testing/server-harness.js';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

// Sessions are answered from memory on PGlite (issue 22): every way a session ends must still
// refuse it on the very next request, with the session cached when it ends.
describe.each(testTargets(process.env.TEST_DATABASE_URL))('session revocation on $name', (target) => {
  let f: TenantFixture;
  const admin = () => f.as('ORG_ADMIN');
  beforeAll(async () => {
    f = await openTenantFixture(target);
  }, 60_000);
  afterAll(async () => {
    await f?.h.close();
  });

  const PASS = 'sam has a long passphrase';
  let samId = '';
  /** A fresh session of Sam (an ORG_MEMBER), used once so that it is remembered. */
  const signedInSam = async () => {
    if (samId === '') {
      const body = { email: 'sam@example.com', name: 'Sam', role: 'ORG_MEMBER', password: PASS };
      samId = (await f.send('POST', '/api/users', body, admin())).body.id as string;
    }
    const res = await f.h.request(
      '/api/auth/sign-in',
      json('POST', { organizationSlug: 'acme', email: 'sam@example.com', password: PASS }),
    );
    expect(res.status).toBe(200);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const cookie = cookieHeader(mergeCookies({}, res));
    const before = f.h.runtime.auth.sessionCache.size;
    expect((await f.h.request('/api/results?limit=1', { headers: { cookie } })).status).toBe(200);
    const cached = f.h.runtime.auth.sessionCache.size;
    // PGlite remembers the session; PostgreSQL (several processes may share it) never does.
    expect(cached).toBe(f.h.runtime.database.pglite === undefined ? 0 : before + 1);
    return { cookie, csrfToken };
  };
  const results = (cookie: string) => f.h.request('/api/results?limit=1', { headers: { cookie } });

  it('refuses a signed-out session on the very next request', async () => {
    const { cookie, csrfToken } = await signedInSam();
    const out = await f.h.request(
      '/api/auth/sign-out',
      json('POST', {}, { cookie, 'x-csrf-token': csrfToken }),
    );
    expect(out.status).toBe(204);
    expect((await results(cookie)).status).toBe(401);
  });

  it('refuses a session at once when its user’s role changes or the user is deactivated', async () => {
    const first = await signedInSam();
    const demoted = await f.send('PATCH', `/api/users/${samId}`, { role: 'READ_ONLY' }, admin());
    expect(demoted.res.status).toBe(200);
    expect((await results(first.cookie)).status).toBe(401);

    const second = await signedInSam();
    const off = await f.send('PATCH', `/api/users/${samId}`, { active: false }, admin());
    expect(off.res.status).toBe(200);
    expect((await results(second.cookie)).status).toBe(401);
  });

  it('refuses a session at once when its user’s sessions are revoked through the port (an OIDC role change)', async () => {
    await f.send('PATCH', `/api/users/${samId}`, { active: true }, admin());
    const { cookie } = await signedInSam();
    await f.h.runtime.auth.sessions.deleteAllForUser(samId);
    expect((await results(cookie)).status).toBe(401);
  });

  it('keeps a session whose user changed only in name', async () => {
    await f.send('PATCH', `/api/users/${samId}`, { active: true }, admin());
    const { cookie } = await signedInSam();
    await f.send('PATCH', `/api/users/${samId}`, { name: 'Samuel' }, admin());
    expect((await results(cookie)).status).toBe(200);
  });
});
