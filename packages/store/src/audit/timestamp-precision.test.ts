import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids.js';
import { createOrganization, type Organization } from '../repositories/organizations.js';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { appendAudit } from './append.js';
import { auditEntryHash, GENESIS_HASH } from './hash.js';
import { listAudit } from './list.js';
import { verifyAuditChain } from './verify.js';

/** Runs `statement` as the database owner with every trigger off (what a superuser can do). */
async function asOwnerWithoutTriggers(store: TestDatabase, statement: ReturnType<typeof sql>) {
  await store.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await statement.execute(trx);
  });
}

// Issue 19, defect 5: the column keeps microseconds, so the hash must cover them.
describe.each(testTargets(process.env.TEST_DATABASE_URL))('audit timestamps on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'T', slug: 'audit-time' }));
  }, 60_000);
  afterAll(() => store.cleanup());

  const append = (i: number) =>
    withOrganization(store.db, org.id, (s) =>
      appendAudit(s, { actorType: 'system', action: 'test.entry', entityType: 'x', details: { i } }),
    );

  it('hashes new entries at the stored microseconds and lists them as hashed', async () => {
    const entry = await append(1);
    expect(entry.hashVersion).toBe(2);
    expect(entry.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const listed = await withOrganization(store.db, org.id, (s) => listAudit(s, { limit: 1 }));
    expect(listed.items[0]).toMatchObject({ occurredAt: entry.occurredAt, hashVersion: 2, hash: entry.hash });
    const { hash, hashVersion, ...content } = entry;
    expect(auditEntryHash(content, hashVersion)).toBe(hash);
    await expect(verifyAuditChain(store.db, org.id)).resolves.toMatchObject({ valid: true, checked: 1 });
  });

  it('finds a new entry moved by 400 µs', async () => {
    const entry = await append(2);
    await append(3);
    await asOwnerWithoutTriggers(
      store,
      sql`UPDATE audit_log SET occurred_at = occurred_at + interval '400 microseconds' WHERE id = ${entry.id}`,
    );
    await expect(verifyAuditChain(store.db, org.id)).resolves.toMatchObject({
      valid: false,
      firstBrokenId: entry.id,
      reason: 'hash_mismatch',
    });
  });

  it('still verifies entries hashed before 0016 (version 1), and finds one moved by 400 µs', async () => {
    const other = await withSystem(store.db, (s) =>
      createOrganization(s, { name: 'L', slug: 'audit-legacy' }),
    );
    // An entry as the writer before 0016 made it: millisecond ISO time in the hash, no version field.
    const content = {
      id: uuidv7(),
      organizationId: other.id,
      seq: '1',
      occurredAt: new Date('2026-03-01T10:00:00.123Z').toISOString(),
      actorType: 'system',
      actorId: null,
      action: 'legacy.entry',
      entityType: 'x',
      entityId: null,
      details: { old: true },
      requestId: null,
      prevHash: GENESIS_HASH,
    };
    await withOrganization(store.db, other.id, (s) =>
      s.db
        .insertInto('audit_log')
        .values({
          id: content.id,
          organization_id: other.id,
          seq: '1',
          occurred_at: content.occurredAt,
          actor_type: 'system',
          actor_id: null,
          action: content.action,
          entity_type: 'x',
          entity_id: null,
          details: JSON.stringify(content.details),
          request_id: null,
          prev_hash: GENESIS_HASH,
          hash: auditEntryHash(content),
          hash_version: 1,
        })
        .execute(),
    );
    await withOrganization(store.db, other.id, (s) =>
      appendAudit(s, { actorType: 'system', action: 'after.upgrade', entityType: 'x' }),
    );
    await expect(verifyAuditChain(store.db, other.id)).resolves.toMatchObject({ valid: true, checked: 2 });

    await asOwnerWithoutTriggers(
      store,
      sql`UPDATE audit_log SET occurred_at = occurred_at + interval '400 microseconds' WHERE id = ${content.id}`,
    );
    await expect(verifyAuditChain(store.db, other.id)).resolves.toMatchObject({
      valid: false,
      firstBrokenId: content.id,
      reason: 'hash_mismatch',
    });
  });

  it('finds an entry whose version marker was changed', async () => {
    const third = await withSystem(store.db, (s) =>
      createOrganization(s, { name: 'V', slug: 'audit-version' }),
    );
    const entry = await withOrganization(store.db, third.id, (s) =>
      appendAudit(s, { actorType: 'system', action: 'v.entry', entityType: 'x' }),
    );
    await asOwnerWithoutTriggers(store, sql`UPDATE audit_log SET hash_version = 1 WHERE id = ${entry.id}`);
    await expect(verifyAuditChain(store.db, third.id)).resolves.toMatchObject({
      valid: false,
      firstBrokenId: entry.id,
      reason: 'hash_mismatch',
    });
  });
});
