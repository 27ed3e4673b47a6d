import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, type Organization } from '../repositories/organizations.js';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { appendAudit } from './append.js';
import { type AuditFilter, listAudit } from './list.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('audit log filters on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  const list = (filter: AuditFilter) =>
    withOrganization(store.db, org.id, async (s) => (await listAudit(s, { limit: 500, ...filter })).items);

  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'F', slug: 'audit-filters' }));
    const entries = [
      ['activity.created', 'activity', 'a1', 'u1'],
      ['activity.corrected', 'activity', 'a1', 'u2'],
      ['activity_import.committed', 'import', 'i1', 'u1'],
      ['report.generated', 'report', 'r1', null],
    ] as const;
    for (const [action, entityType, entityId, actorId] of entries)
      await withOrganization(store.db, org.id, (s) =>
        appendAudit(s, {
          actorType: actorId ? 'user' : 'system',
          actorId,
          action,
          entityType,
          entityId,
        }),
      );
    // The report entry happened on 2026-03-31 at 23:30 UTC. The append-only trigger forbids this
    // change to everyone, so the test's database superuser turns triggers off for one statement.
    await store.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`UPDATE audit_log SET occurred_at = '2026-03-31T23:30:00Z'
        WHERE organization_id = ${org.id} AND action = 'report.generated'`.execute(trx);
    });
  }, 60_000);
  afterAll(() => store.cleanup());

  const actions = (entries: readonly { action: string }[]) => entries.map((e) => e.action).sort();

  it('filters by an action or a family of actions, never matching a longer word', async () => {
    expect(actions(await list({ action: 'activity' }))).toEqual(['activity.corrected', 'activity.created']);
    expect(actions(await list({ action: 'activity.corrected' }))).toEqual(['activity.corrected']);
    // A family is whole leading words: `activity` leaves out `activity_import.*`, and the `_` of a
    // filter (a LIKE wildcard) is escaped to match only itself.
    expect(actions(await list({ action: 'activity_import' }))).toEqual(['activity_import.committed']);
  });

  it('filters by entity, actor and UTC days, all together', async () => {
    expect(actions(await list({ entityType: 'activity', entityId: 'a1', actorId: 'u2' }))).toEqual([
      'activity.corrected',
    ]);
    expect(actions(await list({ occurredFrom: '2026-03-31', occurredTo: '2026-03-31' }))).toEqual([
      'report.generated',
    ]);
    expect(actions(await list({ occurredTo: '2026-03-30' }))).toEqual([]);
    // 23:30 UTC is 01:30 the next day at +02:00: instants compare as instants.
    expect(
      actions(
        await list({ occurredFrom: '2026-04-01T01:30:00+02:00', occurredTo: '2026-04-01T01:31:00+02:00' }),
      ),
    ).toEqual(['report.generated']);
    expect(
      actions(await list({ occurredFrom: '2026-04-01T01:31:00+02:00', occurredTo: '2026-04-01' })),
    ).toEqual([]);
  });

  it('refuses a filter it cannot apply', async () => {
    await expect(list({ action: "x' OR 1=1 --" })).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
    await expect(list({ occurredFrom: 'yesterday' })).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
  });
});
