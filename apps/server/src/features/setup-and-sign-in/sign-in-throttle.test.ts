import { listAudit, testTargets, withOrganization, withSystem } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, openServerHarness, PASSWORD, type ServerHarness } from '../../testing/server-harness.js';
import { FAILURES_PER_ACCOUNT } from './sign-in-throttle.js';

const targets = testTargets(process.env.TEST_DATABASE_URL);
const SETUP = {
  organizationName: 'Throttled Co',
  organizationSlug: 'throttled',
  adminName: 'Tia Admin',
  adminEmail: 'tia@example.com',
  adminPassword: PASSWORD,
};
const attempt = (password: string, email = SETUP.adminEmail) =>
  json('POST', { organizationSlug: SETUP.organizationSlug, email, password });

describe.each(targets)('password sign-in throttling on $name', (target) => {
  let h: ServerHarness;
  beforeAll(async () => {
    h = await openServerHarness(target);
    expect((await h.request('/api/setup', json('POST', SETUP))).status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('lets a correct password through after a few failures, and clears the count', async () => {
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 1; i++)
      expect((await h.request('/api/auth/sign-in', attempt('wrong password!!'))).status).toBe(401);
    expect((await h.request('/api/auth/sign-in', attempt(PASSWORD))).status).toBe(200);
    // The success cleared the count: four more failures are still answered 401.
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 1; i++)
      expect((await h.request('/api/auth/sign-in', attempt('wrong password!!'))).status).toBe(401);
    expect((await h.request('/api/auth/sign-in', attempt(PASSWORD))).status).toBe(200);
  }, 60_000);

  it('refuses the account with 429 and Retry-After once the limit is reached, even with the right password', async () => {
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++)
      expect((await h.request('/api/auth/sign-in', attempt('wrong password!!'))).status).toBe(401);
    const refused = await h.request('/api/auth/sign-in', attempt(PASSWORD));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toMatchObject({
      type: 'urn:ctp:problem:too-many-sign-in-attempts',
      code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
      status: 429,
      retryAfterSeconds: retryAfter,
    });
    // Another account is not affected by this account's limit.
    expect(
      (await h.request('/api/auth/sign-in', attempt('wrong password!!', 'other@example.com'))).status,
    ).toBe(401);

    const organizationId = await withSystem(h.runtime.database.db, async (scope) => {
      const org = await scope.db.selectFrom('organizations').select('id').executeTakeFirstOrThrow();
      return org.id;
    });
    const entries = await withOrganization(h.runtime.database.db, organizationId, async (scope) => {
      const page = await listAudit(scope, { limit: 200 });
      return page.items.map((e) => ({ action: e.action, reason: (e.details as { reason?: string }).reason }));
    });
    expect(entries.filter((e) => e.reason === 'THROTTLED').map((e) => e.action)).toEqual([
      'auth.sign_in.failed',
    ]);
  }, 60_000);
});
