import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../repositories/api-tokens.js';
import { createOrganization } from '../repositories/organizations.js';
import { createUser } from '../repositories/users.js';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { auditActorNames } from './actor-names.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('audit actor names on $name', (target) => {
  let store: TestDatabase;
  let orgId = '';
  let adaId = '';
  let tokenId = '';
  let olgaId = '';

  beforeAll(async () => {
    store = await target.open();
    const org = await withSystem(store.db, (s) => createOrganization(s, { name: 'Names', slug: 'names' }));
    const other = await withSystem(store.db, (s) => createOrganization(s, { name: 'Other', slug: 'other' }));
    orgId = org.id;
    await withOrganization(store.db, orgId, async (s) => {
      adaId = (await createUser(s, { email: 'ada@example.com', name: 'Ada Admin', role: 'ORG_ADMIN' })).id;
      tokenId = (
        await createApiToken(s, {
          tokenHash: 'h'.repeat(64),
          lastFour: 'abcd',
          role: 'READ_ONLY',
          name: 'Nightly export',
          createdBy: adaId,
        })
      ).id;
    });
    olgaId = (
      await withOrganization(store.db, other.id, (s) =>
        createUser(s, { email: 'olga@example.com', name: 'Olga Other', role: 'ORG_ADMIN' }),
      )
    ).id;
  }, 120_000);
  afterAll(() => store?.cleanup());

  it("names the organization's people and tokens, never another organization's, and not the system", async () => {
    const names = await withOrganization(store.db, orgId, (s) =>
      auditActorNames(s, [
        { actorType: 'user', actorId: adaId },
        { actorType: 'user', actorId: adaId },
        { actorType: 'api_token', actorId: tokenId },
        { actorType: 'user', actorId: olgaId },
        { actorType: 'system', actorId: 'setup' },
        { actorType: 'user', actorId: 'not-a-uuid' },
        { actorType: 'anonymous', actorId: null },
      ]),
    );
    expect(Object.fromEntries(names)).toEqual({
      [`user:${adaId}`]: 'Ada Admin',
      [`api_token:${tokenId}`]: 'Nightly export',
    });
  });
});
