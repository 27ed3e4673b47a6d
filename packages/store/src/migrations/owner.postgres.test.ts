import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../audit/append.js';
import { verifyAuditChain } from '../audit/verify.js';
import { copyRows } from '../database/copy-rows.js';
import { type OpenDatabase, openDatabase } from '../database/open.js';
import { uuidv7 } from '../ids.js';
import { createFacility } from '../repositories/facilities.js';
import { createOrganization } from '../repositories/organizations.js';
import { withOrganization, withSystem } from '../scope.js';
import { migrateToLatest } from './index.js';

const url = process.env.TEST_DATABASE_URL;

// The production shape: the service connects as a non-superuser that owns the tables and has
// CREATEROLE (PostgreSQL 15). Row-level security is forced on it too.
describe.skipIf(url === undefined || url === '')('a non-superuser owner on PostgreSQL', () => {
  const suffix = randomBytes(5).toString('hex');
  const owner = `ctp_owner_${suffix}`;
  const database = `ctp_store_owner_${suffix}`;
  let store: OpenDatabase;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await admin(`CREATE ROLE ${owner} LOGIN CREATEROLE NOSUPERUSER NOBYPASSRLS`);
    await admin(`CREATE DATABASE ${database} OWNER ${owner}`);
    const target = new URL(url ?? '');
    target.username = owner;
    target.pathname = `/${database}`;
    store = await openDatabase({ url: target.toString(), poolSize: 2 });
    await migrateToLatest(store.db);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS ${owner}`);
  });

  it('migrates, and the owner outside a scope sees and changes no tenant rows', async () => {
    const org = await withSystem(store.db, (s) => createOrganization(s, { name: 'A', slug: 'owner-a' }));
    await withOrganization(store.db, org.id, (s) => createFacility(s, { name: 'plant' }));
    expect(await store.db.selectFrom('facilities').selectAll().execute()).toEqual([]);
    expect(await store.db.selectFrom('organizations').selectAll().execute()).toEqual([]);
    const deleted = await store.db.deleteFrom('facilities').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(0n);
    const kept = await withOrganization(store.db, org.id, (s) =>
      s.db.selectFrom('facilities').select('name').execute(),
    );
    expect(kept).toEqual([{ name: 'plant' }]);
  });

  it('the owner cannot UPDATE, DELETE or TRUNCATE the audit log, nor change records', async () => {
    const org = await withSystem(store.db, (s) => createOrganization(s, { name: 'B', slug: 'owner-b' }));
    await withOrganization(store.db, org.id, (s) =>
      appendAudit(s, { actorType: 'system', action: 'test.entry', entityType: 'test' }),
    );
    for (const statement of [
      'UPDATE audit_log SET action = $$x$$',
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
    ]) {
      await expect(
        withOrganization(store.db, org.id, (s) => sql.raw(statement).execute(s.db)),
      ).rejects.toThrow(/permission denied/);
    }
    // Outside a scope the owner sees no rows (forced RLS), and TRUNCATE, which ignores RLS, meets the trigger.
    await expect(sql`UPDATE audit_log SET action = 'x'`.execute(store.db)).resolves.toMatchObject({
      numAffectedRows: 0n,
    });
    await expect(sql`TRUNCATE audit_log`.execute(store.db)).rejects.toThrow(/append-only/);
    await expect(verifyAuditChain(store.db, org.id)).resolves.toMatchObject({ valid: true, checked: 1 });
    await expect(sql`DELETE FROM calculation_records`.execute(store.db)).resolves.toBeDefined(); // RLS: no visible rows
  });

  it('imports with COPY through a staging table, row-level security and all', async () => {
    const [a, b] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'C', slug: 'owner-c' }),
      await createOrganization(s, { name: 'D', slug: 'owner-d' }),
    ]);
    const columns = [
      'id',
      'organization_id',
      'lineage_id',
      'version',
      'category',
      'quantity',
      'unit',
      'period_start',
      'period_end',
      'data_quality',
    ];
    const row = (organizationId: string) => {
      const id = uuidv7();
      return [
        id,
        organizationId,
        id,
        1,
        'stationary_combustion',
        '1.5',
        'say "kWh", \\.\n✓',
        '2024-01-01',
        '2024-01-31',
        'measured',
      ];
    };
    const mine = [row(a?.id ?? ''), row(a?.id ?? '')];
    // This owner may not COPY into a table under forced row-level security: the rows go through
    // the staging table and an INSERT as ctp_app.
    const copied = await withOrganization(store.db, a?.id ?? '', async (s) => {
      const n = await copyRows(s.db, 'raw_activity_data', columns, mine);
      const staging = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_class WHERE relname LIKE 'ctp_copy_%' AND relpersistence = 't'`.execute(
        s.db,
      );
      return [n, staging.rows[0]?.n];
    });
    expect(copied).toEqual([2, 1]);
    const stored = await withOrganization(store.db, a?.id ?? '', (s) =>
      s.db.selectFrom('raw_activity_data').select(['id', 'unit']).execute(),
    );
    expect(stored.map((r) => r.unit)).toEqual(['say "kWh", \\.\n✓', 'say "kWh", \\.\n✓']);
    await expect(
      withOrganization(store.db, a?.id ?? '', (s) =>
        copyRows(s.db, 'raw_activity_data', columns, [row(a?.id ?? ''), row(b?.id ?? '')]),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
