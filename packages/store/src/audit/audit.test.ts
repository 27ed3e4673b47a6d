import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids.js';
import { createOrganization, type Organization } from '../repositories/organizations.js';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { appendAudit } from './append.js';
import { listAudit } from './list.js';
import { verifyAuditChain } from './verify.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('audit log on $name', (target) => {
  let store: TestDatabase;
  let a: Organization;
  let b: Organization;
  beforeAll(async () => {
    store = await target.open();
    [a, b] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'audit-a' }),
      await createOrganization(s, { name: 'B', slug: 'audit-b' }),
    ]);
    await withSystem(store.db, (s) =>
      appendAudit(s, {
        organizationId: a.id,
        actorType: 'system',
        action: 'organization.create',
        entityType: 'organization',
        entityId: a.id,
      }),
    );
    for (let i = 0; i < 5; i++) {
      await withOrganization(store.db, a.id, (s) =>
        appendAudit(s, {
          actorType: 'user',
          actorId: 'u1',
          action: 'facility.create',
          entityType: 'facility',
          details: { i, note: 'ü' },
        }),
      );
      await withOrganization(store.db, b.id, (s) =>
        appendAudit(s, {
          actorType: 'user',
          action: 'facility.create',
          entityType: 'facility',
          details: { i },
        }),
      );
    }
  }, 60_000);
  afterAll(() => store.cleanup());

  it('chains entries per organization and verifies', async () => {
    await expect(verifyAuditChain(store.db, a.id)).resolves.toMatchObject({ valid: true, checked: 6 });
    await expect(verifyAuditChain(store.db, b.id)).resolves.toMatchObject({ valid: true, checked: 5 });
    const page = await withOrganization(store.db, a.id, (s) => listAudit(s, { limit: 4 }));
    expect(page.items.map((e) => e.seq)).toEqual(['6', '5', '4', '3']);
    expect(page.items[0]?.prevHash).toBe(page.items[1]?.hash);
    const next = await withOrganization(store.db, a.id, (s) =>
      listAudit(s, { limit: 4, cursor: page.nextCursor }),
    );
    expect(next.items.map((e) => e.seq)).toEqual(['2', '1']);
    expect(next.nextCursor).toBeNull();
  });

  it('keeps the chain linear under concurrent writers', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        withOrganization(store.db, b.id, (s) =>
          appendAudit(s, { actorType: 'system', action: 'load.test', entityType: 'x', details: { i } }),
        ),
      ),
    );
    await expect(verifyAuditChain(store.db, b.id)).resolves.toMatchObject({ valid: true, checked: 13 });
  });

  it.each(['UPDATE audit_log SET action = $$x$$', 'DELETE FROM audit_log', 'TRUNCATE audit_log'])(
    'rejects %s even for the owner',
    async (statement) => {
      await expect(sql.raw(statement).execute(store.db)).rejects.toThrow(/append-only/);
      await expect(withOrganization(store.db, a.id, (s) => sql.raw(statement).execute(s.db))).rejects.toThrow(
        /append-only|permission denied/,
      );
    },
  );

  it('refuses a second entry on the same predecessor (no fork, even without the lock)', async () => {
    const head = await withOrganization(store.db, a.id, (s) =>
      s.db.selectFrom('audit_log').selectAll().orderBy('seq', 'desc').limit(1).executeTakeFirstOrThrow(),
    );
    const forged = withOrganization(store.db, a.id, (s) =>
      s.db
        .insertInto('audit_log')
        .values({
          ...head,
          id: uuidv7(),
          seq: String(BigInt(head.seq) + 5n),
          details: '{}',
          hash: 'f'.repeat(64),
        })
        .execute(),
    );
    await expect(forged).rejects.toThrow(/audit_log_org_prev_hash_key|duplicate key/);
    await expect(
      withOrganization(store.db, a.id, (s) => listAudit(s, { cursor: 'x' })),
    ).rejects.toMatchObject({
      code: 'STORE_INVALID_INPUT',
    });
  });

  it('finds the row altered behind the service’s back', async () => {
    const victim = await withOrganization(store.db, a.id, (s) =>
      s.db.selectFrom('audit_log').select('id').where('seq', '=', '3').executeTakeFirstOrThrow(),
    );
    await store.db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(trx);
      await sql`UPDATE audit_log SET details = '{"i": 99}' WHERE id = ${victim.id}`.execute(trx);
      await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(trx);
    });
    const result = await verifyAuditChain(store.db, a.id);
    expect(result).toMatchObject({
      valid: false,
      checked: 3,
      firstBrokenId: victim.id,
      reason: 'hash_mismatch',
    });
    await expect(verifyAuditChain(store.db, b.id)).resolves.toMatchObject({ valid: true });
  });

  it('finds a deleted row', async () => {
    await store.db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(trx);
      await sql`DELETE FROM audit_log WHERE organization_id = ${b.id} AND seq = 2`.execute(trx);
      await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(trx);
    });
    await expect(verifyAuditChain(store.db, b.id)).resolves.toMatchObject({
      valid: false,
      checked: 2,
      reason: 'sequence_gap',
    });
  });
});
