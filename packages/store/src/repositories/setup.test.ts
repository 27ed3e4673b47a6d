import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../audit/verify.js';
import { withOrganization } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { setupFirstOrganization } from './setup.js';
import { listUsers } from './users.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('first-time setup on $name', (target) => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await target.open();
  }, 60_000);
  afterAll(() => store.cleanup());

  it('creates the organization and its admin atomically, once', async () => {
    const input = {
      organization: { name: 'Acme', slug: 'acme' },
      admin: { email: 'ada@example.com', name: 'Ada', passwordHash: 'scrypt$x' },
    };
    // An invalid admin rolls the organization back too.
    await expect(
      setupFirstOrganization(store.db, { ...input, admin: { ...input.admin, email: 'not-an-email' } }),
    ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
    const results = await Promise.allSettled([
      setupFirstOrganization(store.db, input),
      setupFirstOrganization(store.db, input),
    ]);
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'STORE_CONFLICT' },
    });
    const { organization, admin } = (
      done[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof setupFirstOrganization>>>
    ).value;
    expect(admin).toMatchObject({ role: 'ORG_ADMIN', email: 'ada@example.com' });
    expect(await withOrganization(store.db, organization.id, (s) => listUsers(s))).toHaveLength(1);
    await expect(verifyAuditChain(store.db, organization.id)).resolves.toMatchObject({
      valid: true,
      checked: 2,
    });
  });
});
