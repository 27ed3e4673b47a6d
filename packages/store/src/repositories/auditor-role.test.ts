import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createApiToken } from './api-tokens.js';
import { createOrganization, type Organization } from './organizations.js';
import { createUser, type User } from './users.js';

/** The AUDITOR role (issue 18, migration 0022): assignable, and never inside ORG_MEMBER's grants. */
describe.each(testTargets(process.env.TEST_DATABASE_URL))('the AUDITOR role on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  let member: User;
  let auditor: User;
  let admin: User;
  const token = (role: User['role'], createdBy: string, n: number) =>
    withOrganization(store.db, org.id, (s) =>
      createApiToken(s, {
        tokenHash: `${'a'.repeat(63)}${n}`,
        lastFour: `000${n}`,
        role,
        name: `t${n}`,
        createdBy,
      }),
    );

  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'Audit Co', slug: 'audit-co' }));
    [admin, member, auditor] = await withOrganization(store.db, org.id, async (s) => [
      await createUser(s, { email: 'ada@example.com', name: 'Ada', role: 'ORG_ADMIN' }),
      await createUser(s, { email: 'max@example.com', name: 'Max', role: 'ORG_MEMBER' }),
      await createUser(s, { email: 'aud@example.com', name: 'Aud', role: 'AUDITOR' }),
    ]);
  }, 60_000);
  afterAll(() => store.cleanup());

  it('stores an AUDITOR user', () => {
    expect(auditor.role).toBe('AUDITOR');
  });

  it('lets an ORG_ADMIN or an AUDITOR issue an AUDITOR token, and READ_ONLY below either', async () => {
    await expect(token('AUDITOR', admin.id, 1)).resolves.toMatchObject({ role: 'AUDITOR' });
    await expect(token('AUDITOR', auditor.id, 2)).resolves.toMatchObject({ role: 'AUDITOR' });
    await expect(token('READ_ONLY', auditor.id, 3)).resolves.toMatchObject({ role: 'READ_ONLY' });
  });

  it('refuses an AUDITOR token from an ORG_MEMBER and an ORG_MEMBER token from an AUDITOR', async () => {
    await expect(token('AUDITOR', member.id, 4)).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
    await expect(token('ORG_MEMBER', auditor.id, 5)).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
  });
});
