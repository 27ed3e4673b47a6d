import { performance } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OpenDatabase } from '@ctp/store';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * A stored id with its first hex digit replaced by `f`: distinct from every uuidv7 of this century
 * (they start with `0`), in the same order, so the copies land at the right end of each index as
 * a run's fresh ids do.
 */
const rekey = (column: string) => `('f' || substr(${column}::text, 2))::uuid`;

/** The stored (not generated) columns of a table, in order: what COPY and INSERT may write. */
const COLUMNS_OF = (table: string) => `
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS columns FROM pg_attribute
  WHERE attrelid = '${table}'::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`;

const TABLES = ['calculation_runs', 'calculation_records', 'emission_results'] as const;
type Columns = Record<(typeof TABLES)[number], string>;

/** The run's rows as temporary tables with fresh ids (the stored columns of the real ones, in order). */
const prepare = (runId: string, c: Columns): string[] => [
  `CREATE TEMP TABLE bench_runs ON COMMIT DROP AS SELECT ${c.calculation_runs} FROM calculation_runs WHERE id = '${runId}'`,
  `CREATE TEMP TABLE bench_records ON COMMIT DROP AS
     SELECT ${c.calculation_records} FROM calculation_records WHERE calculation_run_id = '${runId}' ORDER BY id`,
  `CREATE TEMP TABLE bench_results ON COMMIT DROP AS
     SELECT ${c.emission_results} FROM emission_results WHERE calculation_run_id = '${runId}' ORDER BY id`,
  `UPDATE bench_runs SET id = ${rekey('id')}`,
  `UPDATE bench_records SET id = ${rekey('id')}, calculation_run_id = ${rekey('calculation_run_id')}`,
  `UPDATE bench_results SET id = ${rekey('id')}, calculation_run_id = ${rekey('calculation_run_id')},
     calculation_record_id = ${rekey('calculation_record_id')}`,
  `INSERT INTO calculation_runs (${c.calculation_runs}) SELECT * FROM bench_runs`,
];

/** Temporary table → real table, in the order a run writes them. */
const COPIED = [
  ['bench_records', 'calculation_records'],
  ['bench_results', 'emission_results'],
] as const;

async function columnsOf(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<Columns> {
  const columns: Partial<Columns> = {};
  for (const table of TABLES)
    columns[table] = ((await query(COLUMNS_OF(table))).rows[0] as { columns: string }).columns;
  return columns as Columns;
}

/**
 * The floor for storing a calculation: `COPY … FROM STDIN` (pg-copy-streams) of the very record and
 * result rows run `runId` stored (re-keyed, under a copy of its run row), into the real tables with
 * their indexes, constraints and triggers, as the connecting (owner) role: no row-level security,
 * no verification, no superseding, no seal. Only the two COPY statements are timed; the
 * transaction is rolled back. Returns seconds.
 */
export async function copyRunRowsPostgres(url: string, runId: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const columns = await columnsOf((text) => client.query(text));
    for (const statement of prepare(runId, columns)) await client.query(statement);
    // Kept as the buffers COPY sent, not one string: a million records' CSV exceeds V8's longest string.
    const copied: Buffer[][] = [];
    for (const [temp] of COPIED) {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      await pipeline(client.query(copyTo(`COPY ${temp} TO STDOUT WITH (FORMAT csv)`)), sink);
      copied.push(chunks);
    }
    const start = performance.now();
    for (const [i, [, table]] of COPIED.entries()) {
      await pipeline(
        Readable.from(copied[i] as Buffer[]),
        client.query(copyFrom(`COPY ${table} (${columns[table]}) FROM STDIN WITH (FORMAT csv)`)),
      );
    }
    const seconds = (performance.now() - start) / 1000;
    await client.query('ROLLBACK');
    return seconds;
  } finally {
    await client.end();
  }
}

/** The same on PGlite: `COPY … TO '/dev/blob'`, then timed `COPY … FROM '/dev/blob'`, rolled back. */
export async function copyRunRowsPglite(
  pglite: NonNullable<OpenDatabase['pglite']>,
  runId: string,
): Promise<number> {
  let seconds = 0;
  await pglite.transaction(async (tx) => {
    const columns = await columnsOf((text) => tx.query(text));
    for (const statement of prepare(runId, columns)) await tx.query(statement);
    const blobs: Blob[] = [];
    for (const [temp] of COPIED) {
      const { blob } = await tx.query(`COPY ${temp} TO '/dev/blob' WITH (FORMAT csv)`);
      if (blob === undefined) throw new Error(`COPY ${temp} TO '/dev/blob' returned no blob`);
      blobs.push(blob);
    }
    const start = performance.now();
    for (const [i, [, table]] of COPIED.entries()) {
      await tx.query(`COPY ${table} (${columns[table]}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: blobs[i] as Blob,
      });
    }
    seconds = (performance.now() - start) / 1000;
    await tx.rollback();
  });
  return seconds;
}
