import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mergedBeginClient } from './merged-begin.js';
import { type OpenDatabase, openDatabase } from './open.js';

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL only: PGlite's transactions do not go through `pg`. One pooled connection, so every
// transaction below runs on the connection the checks read afterwards.
describe.skipIf(url === undefined || url === '')('a begin sent with the first statement', () => {
  let store: OpenDatabase;
  const count = async () =>
    Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM merged_begin_rows`.execute(store.db)).rows[0]?.n,
    );
  const setting = async () =>
    (
      await sql<{ value: string | null }>`SELECT current_setting('ctp.merged_begin', true) AS value`.execute(
        store.db,
      )
    ).rows[0]?.value ?? '';

  beforeAll(async () => {
    store = await openDatabase({ url: url as string, poolSize: 1 });
    await sql`CREATE TEMPORARY TABLE merged_begin_rows (n int)`.execute(store.db);
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await sql`DELETE FROM merged_begin_rows`.execute(store.db);
  });

  it('runs the first statement inside the transaction: its local setting ends with it', async () => {
    const seen = await store.db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('ctp.merged_begin', ${sql.lit('inside')}, true)`.execute(trx);
      return (await sql<{ value: string }>`SELECT current_setting('ctp.merged_begin') AS value`.execute(trx))
        .rows[0]?.value;
    });
    expect(seen).toBe('inside');
    expect(await setting()).toBe('');
  });

  it('rolls back a parameterless first statement, and commits it', async () => {
    const failed = store.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO merged_begin_rows VALUES (1)`.execute(trx);
      throw new Error('undo');
    });
    await expect(failed).rejects.toThrow('undo');
    expect(await count()).toBe(0);
    await store.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO merged_begin_rows VALUES (1)`.execute(trx);
    });
    expect(await count()).toBe(1);
  });

  it('rolls back a first statement with parameters (sent after a plain begin)', async () => {
    const failed = store.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO merged_begin_rows VALUES (${2})`.execute(trx);
      throw new Error('undo');
    });
    await expect(failed).rejects.toThrow('undo');
    expect(await count()).toBe(0);
  });

  it('answers a first statement as pg answers it alone, also one of several statements', async () => {
    const pool = new pg.Pool({ connectionString: url as string, max: 1 });
    const client = await pool.connect();
    const merged = mergedBeginClient(client);
    try {
      await merged.query('begin');
      const one = (await merged.query('SELECT 1 AS a')) as unknown as { rows: unknown[] };
      expect(one.rows).toEqual([{ a: 1 }]);
      await merged.query('commit');
      await merged.query('begin');
      const two = (await merged.query('SELECT 1 AS a; SELECT 2 AS b')) as unknown as { rows: unknown[] }[];
      expect(two.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
      await merged.query('commit');
    } finally {
      client.release();
      await pool.end();
    }
  });

  it('ends a transaction that ran nothing, and recovers from a failing first statement', async () => {
    await expect(store.db.transaction().execute(async () => 'nothing')).resolves.toBe('nothing');
    const failing = store.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 / 0`.execute(trx);
    });
    await expect(failing).rejects.toThrow(/division by zero/);
    // The connection is back out of the aborted transaction: a statement on it works.
    await store.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO merged_begin_rows VALUES (3)`.execute(trx);
    });
    expect(await count()).toBe(1);
  });
});
