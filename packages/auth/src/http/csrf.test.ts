import { describe, expect, it } from 'vitest';
import { csrfTokenFor } from '../session/cookies.js';
import { createTestApp, ORIGIN, signIn } from '../testing/test-app.fixture.js';
import { AUTH_PROBLEM_TYPES } from './problem.js';

async function setup(overrides = {}) {
  const fixture = await createTestApp(overrides);
  const session = await signIn(fixture.app, 'ORG_ADMIN');
  const post = (headers: Record<string, string>, body?: string | URLSearchParams) =>
    fixture.app.request(`${ORIGIN}/api/facilities`, {
      method: 'POST',
      headers: { cookie: session.cookie, ...headers },
      ...(body ? { body } : {}),
    });
  return { ...fixture, ...session, post };
}

describe('CSRF protection of cookie-authenticated writes', () => {
  it('accepts a same-origin request with the matching token (Origin or Sec-Fetch-Site)', async () => {
    const { post, csrfToken } = await setup();
    expect((await post({ origin: ORIGIN, 'x-csrf-token': csrfToken })).status).toBe(201);
    expect((await post({ 'sec-fetch-site': 'same-origin', 'x-csrf-token': csrfToken })).status).toBe(201);
  });

  it.each([
    ['missing token', { origin: ORIGIN }, 'CSRF_TOKEN_MISSING'],
    ['wrong token', { origin: ORIGIN, 'x-csrf-token': 'AAAA' }, 'CSRF_TOKEN_MISMATCH'],
    ['cross-origin', { origin: 'https://evil.test', 'x-csrf-token': 'TOKEN' }, 'ORIGIN_MISMATCH'],
    [
      'http origin with secure cookies',
      { origin: 'http://ctp.test', 'x-csrf-token': 'TOKEN' },
      'ORIGIN_MISMATCH',
    ],
    ['null origin', { origin: 'null', 'x-csrf-token': 'TOKEN' }, 'ORIGIN_MISMATCH'],
    ['same-site subdomain', { 'sec-fetch-site': 'same-site', 'x-csrf-token': 'TOKEN' }, 'ORIGIN_MISMATCH'],
    ['no origin information', { 'x-csrf-token': 'TOKEN' }, 'ORIGIN_MISSING'],
  ])('refuses %s with 403 problem+json and an audit entry', async (_, headers, reason) => {
    const { post, csrfToken, audit } = await setup({ secureCookies: true });
    const withToken = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k, v === 'TOKEN' ? csrfToken : v]),
    );
    const res = await post(withToken);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ type: AUTH_PROBLEM_TYPES.csrf, reason });
    expect(audit.events.at(-1)).toMatchObject({ type: 'csrf.refused', reason, userId: 'u-ORG_ADMIN' });
    expect(JSON.stringify(audit.events)).not.toContain(csrfToken);
  });

  it('binds the token to the session: a token of another session or a forged cookie pair is refused', async () => {
    const { post, app } = await setup();
    const other = await signIn(app, 'ORG_MEMBER');
    const res = await post({ origin: ORIGIN, 'x-csrf-token': other.csrfToken });
    expect(await res.json()).toMatchObject({ reason: 'CSRF_TOKEN_MISMATCH' });
    // An attacker able to plant cookies sets ctp_csrf and the header to the same forged value.
    const forged = csrfTokenFor('attacker-session', 'wrong-secret');
    const { cookie } = await signIn(app, 'ORG_ADMIN');
    const planted = await app.request(`${ORIGIN}/api/facilities`, {
      method: 'POST',
      headers: {
        cookie: `${cookie.replace(/ctp_csrf=[^;]+/, `ctp_csrf=${forged}`)}`,
        origin: ORIGIN,
        'x-csrf-token': forged,
      },
    });
    expect(await planted.json()).toMatchObject({ reason: 'CSRF_TOKEN_INVALID' });
  });

  it('accepts the token from an HTML form field, leaving the body readable', async () => {
    const { post, csrfToken } = await setup();
    const form = new URLSearchParams({ _csrf: csrfToken, name: 'Plant 1' });
    const res = await post({ origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, form);
    expect(res.status).toBe(201);
  });

  it('allows configured extra origins and does not check safe methods', async () => {
    const { post, csrfToken, app, cookie } = await setup({ allowedOrigins: ['https://app.example.com/'] });
    expect((await post({ origin: 'https://app.example.com', 'x-csrf-token': csrfToken })).status).toBe(201);
    const get = await app.request(`${ORIGIN}/api/facilities`, {
      headers: { cookie, origin: 'https://evil.test' },
    });
    expect(get.status).toBe(200);
  });

  it('refuses anonymous cross-site writes (login CSRF) but lets non-browser clients through', async () => {
    const { app } = await createTestApp();
    const body = JSON.stringify({
      organizationId: 'org-a',
      email: 'ORG_ADMIN@a.test',
      password: 'a long enough test passphrase',
    });
    const url = `${ORIGIN}/api/auth/sign-in`;
    expect(
      (await app.request(url, { method: 'POST', headers: { origin: 'https://evil.test' }, body })).status,
    ).toBe(403);
    expect(
      (await app.request(url, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, body })).status,
    ).toBe(403);
    expect((await app.request(url, { method: 'POST', body })).status).toBe(200);
  });
});
