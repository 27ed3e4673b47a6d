import { openDatabase, type TestTarget, testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  json,
  mergeCookies,
  openServerHarness,
  type ServerHarness,
} from '../../testing/server-harness.js';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

// Several server processes may share one PostgreSQL database (issue 22): a session ended through
// one server is refused by another on the very next request, whatever either answered before.
const postgres = testTargets(process.env.TEST_DATABASE_URL).find((t) => t.name === 'postgres');

describe.skipIf(postgres === undefined)('session revocation across two servers on one PostgreSQL', () => {
  let a: TenantFixture;
  let b: ServerHarness;
  beforeAll(async () => {
    let url: string | undefined;
    const first: TestTarget = {
      name: 'postgres',
      open: async () => {
        const database = await (postgres as TestTarget).open();
        url = database.url;
        return database;
      },
    };
    a = await openTenantFixture(first);
    if (url === undefined) throw new Error('the PostgreSQL fixture has no URL');
    const shared = url;
    // Server B: its own runtime and connection pool on the same database (it does not drop it).
    const second: TestTarget = {
      name: 'postgres',
      open: async () => ({ ...(await openDatabase({ url: shared })), url: shared, cleanup: async () => {} }),
    };
    b = await openServerHarness(second);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.h.close();
  });

  const PASS = 'sam has a long passphrase';
  let samId = '';
  /** A fresh session of Sam signed in on A, already used on B. */
  const signedInOnA = async () => {
    if (samId === '') {
      const body = { email: 'sam@example.com', name: 'Sam', role: 'ORG_MEMBER', password: PASS };
      samId = (await a.send('POST', '/api/users', body, a.as('ORG_ADMIN'))).body.id as string;
    }
    const res = await a.h.request(
      '/api/auth/sign-in',
      json('POST', { organizationSlug: 'acme', email: 'sam@example.com', password: PASS }),
    );
    expect(res.status).toBe(200);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const cookie = cookieHeader(mergeCookies({}, res));
    expect((await onB(cookie)).status).toBe(200);
    return { cookie, csrfToken };
  };
  const onB = (cookie: string) => b.request('/api/results?limit=1', { headers: { cookie } });

  it('refuses on B a session signed out on A', async () => {
    const { cookie, csrfToken } = await signedInOnA();
    const out = await a.h.request(
      '/api/auth/sign-out',
      json('POST', {}, { cookie, 'x-csrf-token': csrfToken }),
    );
    expect(out.status).toBe(204);
    expect((await onB(cookie)).status).toBe(401);
  });

  it('refuses on B a session whose user A demoted or deactivated', async () => {
    const first = await signedInOnA();
    const demoted = await a.send('PATCH', `/api/users/${samId}`, { role: 'READ_ONLY' }, a.as('ORG_ADMIN'));
    expect(demoted.res.status).toBe(200);
    expect((await onB(first.cookie)).status).toBe(401);

    const second = await signedInOnA();
    const off = await a.send('PATCH', `/api/users/${samId}`, { active: false }, a.as('ORG_ADMIN'));
    expect(off.res.status).toBe(200);
    expect((await onB(second.cookie)).status).toBe(401);
  });
});
