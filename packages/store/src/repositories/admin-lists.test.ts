import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createOrganization, type Organization } from './organizations.js';
import { approveOverride, createOverride, endOverride, getOverride, listOverridesPage } from './overrides.js';
import { createUser, listUsersPage, lockActiveAdmins, type User, updateUser } from './users.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'override and user lists, dated override end, admin lock on $name',
  (target) => {
    let store: TestDatabase;
    let org: Organization;
    let admin: User;
    let second: User;
    const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) =>
      withOrganization(store.db, org.id, fn);
    const multiplier = (effectiveFrom: string, effectiveTo: string | null = null) =>
      inOrg((s) =>
        createOverride(s, {
          kind: 'factor_multiplier',
          category: 'scope1.stationary_combustion',
          justification: 'supplier data',
          effectiveFrom,
          effectiveTo,
          factorMultiplier: '1.05',
          createdBy: admin.id,
        }),
      );

    beforeAll(async () => {
      store = await target.open();
      org = await withSystem(store.db, (s) => createOrganization(s, { name: 'Acme', slug: 'acme' }));
      [admin, second] = await inOrg(async (s) => [
        await createUser(s, { email: 'ada@example.com', name: 'Ada', role: 'ORG_ADMIN' }),
        await createUser(s, { email: 'bob@example.com', name: 'Bob', role: 'ORG_ADMIN' }),
      ]);
    }, 60_000);
    afterAll(() => store.cleanup());

    it('ends an override from a date: effectiveTo is shortened, never lengthened or put before the start', async () => {
      const o = await multiplier('2025-01-01', '2025-12-31');
      await expect(
        inOrg((s) => endOverride(s, o.id, second.id, new Date(), '2024-12-31')),
      ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
      await expect(
        inOrg((s) => endOverride(s, o.id, second.id, new Date(), '2026-01-01')),
      ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
      const ended = await inOrg((s) => endOverride(s, o.id, second.id, new Date(), '2025-06-30'));
      expect(ended).toMatchObject({
        effectiveFrom: '2025-01-01',
        effectiveTo: '2025-06-30',
        endedBy: second.id,
      });
      await expect(
        inOrg((s) => endOverride(s, o.id, second.id, new Date(), '2025-03-31')),
      ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
      expect((await inOrg((s) => getOverride(s, o.id))).effectiveTo).toBe('2025-06-30');
    });

    it('pages overrides by state', async () => {
      const pending = await multiplier('2025-01-01');
      const approved = await multiplier('2025-02-01');
      await inOrg((s) => approveOverride(s, approved.id, second.id));
      const ids = async (state?: 'pending' | 'approved' | 'ended') => {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await inOrg((s) =>
            listOverridesPage(s, { limit: 1, cursor, ...(state ? { state } : {}) }),
          );
          seen.push(...page.items.map((o) => o.id));
          cursor = page.nextCursor;
        } while (cursor !== null);
        return seen;
      };
      expect(await ids('pending')).toEqual([pending.id]);
      expect(await ids('approved')).toEqual([approved.id]);
      expect(await ids('ended')).toHaveLength(1);
      expect(await ids()).toHaveLength(3);
    });

    it('pages users and locks only active admins', async () => {
      const member = await inOrg((s) =>
        createUser(s, { email: 'max@example.com', name: 'Max', role: 'ORG_MEMBER' }),
      );
      const first = await inOrg((s) => listUsersPage(s, { limit: 2 }));
      expect(first.items.map((u) => u.id)).toEqual([admin.id, second.id]);
      const rest = await inOrg((s) => listUsersPage(s, { limit: 2, cursor: first.nextCursor }));
      expect(rest.items.map((u) => u.id)).toEqual([member.id]);
      expect(rest.nextCursor).toBeNull();
      expect(await inOrg((s) => lockActiveAdmins(s))).toEqual([admin.id, second.id].sort());
      await inOrg((s) => updateUser(s, second.id, { disabled: true }));
      expect(await inOrg((s) => lockActiveAdmins(s))).toEqual([admin.id]);
    });
  },
);
