import { describe, expect, it } from 'vitest';
import { sha256Base64url } from '../crypto.js';
import { AUTH_PROBLEM_TYPES } from '../http/problem.js';
import { createTestApp, ORIGIN, signIn } from '../testing/test-app.fixture.js';

const cookieAttrs = (setCookie: string) => setCookie.split(';').map((s) => s.trim());

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie and a script-readable CSRF cookie', async () => {
    const { app, sessions } = await createTestApp();
    const { setCookies } = await signIn(app, 'ORG_MEMBER');
    const session = cookieAttrs(setCookies.find((s) => s.startsWith('ctp_session=')) ?? '');
    const csrf = cookieAttrs(setCookies.find((s) => s.startsWith('ctp_csrf=')) ?? '');
    expect(session).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=3600']));
    expect(session).not.toContain('Secure');
    expect(csrf).toEqual(expect.arrayContaining(['SameSite=Lax', 'Path=/']));
    expect(csrf).not.toContain('HttpOnly');
    // Only the SHA-256 of the id is stored.
    const id = session[0]?.split('=')[1] ?? '';
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([...sessions.records.keys()]).toEqual([sha256Base64url(id)]);
    expect(JSON.stringify([...sessions.records.values()])).not.toContain(id);
  });

  it('marks cookies Secure in production and honours SameSite=Strict', async () => {
    const { app } = await createTestApp({
      environment: 'production',
      sameSite: 'Strict',
      allowPasswordSignInInProduction: true,
    });
    const { setCookies } = await signIn(app, 'ORG_MEMBER');
    for (const c of setCookies)
      expect(cookieAttrs(c)).toEqual(expect.arrayContaining(['Secure', 'SameSite=Strict']));
  });

  it('refuses password sign-in in production unless enabled (403 problem)', async () => {
    const { app } = await createTestApp({ environment: 'production' });
    await expect(signIn(app, 'ORG_ADMIN')).rejects.toThrow(/403.*password-sign-in-disabled/);
  });

  it('answers a uniform 401 for unknown user and wrong password', async () => {
    const { app } = await createTestApp();
    const bodies = [];
    for (const [email, password] of [
      ['nobody@a.test', 'whatever passphrase'],
      ['ORG_ADMIN@a.test', 'wrong passphrase!!'],
    ]) {
      const res = await app.request(`${ORIGIN}/api/auth/sign-in`, {
        method: 'POST',
        headers: { origin: ORIGIN },
        body: JSON.stringify({ organizationId: 'org-a', email, password }),
      });
      expect(res.status).toBe(401);
      bodies.push(await res.json());
    }
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toMatchObject({
      type: AUTH_PROBLEM_TYPES.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('slides the idle timeout on activity and ends idle sessions', async () => {
    const { app, clock } = await createTestApp();
    const { cookie } = await signIn(app, 'READ_ONLY');
    const get = () => app.request(`${ORIGIN}/api/facilities`, { headers: { cookie } });
    for (let i = 0; i < 3; i++) {
      clock.now = new Date(clock.now.getTime() + 500_000); // < 600 s idle timeout each time
      expect((await get()).status).toBe(200);
    }
    clock.now = new Date(clock.now.getTime() + 601_000);
    const res = await get();
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ctp_session=;'))).toBe(true);
  });

  it('ends sessions at the absolute lifetime despite activity', async () => {
    const { app, clock, sessions } = await createTestApp();
    const { cookie } = await signIn(app, 'READ_ONLY');
    const get = () => app.request(`${ORIGIN}/api/facilities`, { headers: { cookie } });
    for (let i = 0; i < 7; i++) {
      clock.now = new Date(clock.now.getTime() + 500_000);
      expect((await get()).status).toBe(i < 7 && (i + 1) * 500 < 3600 ? 200 : 401);
    }
    clock.now = new Date(Date.parse('2026-01-01T01:00:00Z'));
    expect((await get()).status).toBe(401);
    expect(sessions.records.size).toBe(0);
  });

  it('signs out: deletes the session, clears cookies, audits, and the old cookie no longer works', async () => {
    const { app, sessions, audit } = await createTestApp();
    const { cookie, csrfToken } = await signIn(app, 'ORG_MEMBER');
    const headers = { cookie, origin: ORIGIN, 'x-csrf-token': csrfToken };
    const out = await app.request(`${ORIGIN}/api/auth/sign-out`, { method: 'POST', headers });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['ctp_session', 'ctp_csrf']);
    expect(sessions.records.size).toBe(0);
    expect(audit.events.at(-1)).toMatchObject({ type: 'sign_out', userId: 'u-ORG_MEMBER' });
    expect((await app.request(`${ORIGIN}/api/facilities`, { headers: { cookie } })).status).toBe(401);
  });

  it('replaces the session at a new sign-in (no fixation)', async () => {
    const { app, sessions } = await createTestApp();
    const first = await signIn(app, 'ORG_MEMBER');
    const res = await app.request(`${ORIGIN}/api/auth/sign-in`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: first.cookie, 'x-csrf-token': first.csrfToken },
      body: JSON.stringify({
        organizationId: 'org-a',
        email: 'ORG_ADMIN@a.test',
        password: 'a long enough test passphrase',
      }),
    });
    expect(res.status).toBe(200);
    expect(sessions.records.size).toBe(1);
    expect(
      (await app.request(`${ORIGIN}/api/facilities`, { headers: { cookie: first.cookie } })).status,
    ).toBe(401);
  });
});
