import { createHash } from 'node:crypto';
import { CompiledQuery, type Transaction } from 'kysely';
import Papa from 'papaparse';
import { CopyData } from './copy-support.js';
import type { Database } from './schema.js';

/** One cell of {@link copyRows}: stored as the column's type reads its text; `null` is SQL NULL. */
export type CopyValue = string | number | bigint | boolean | Date | null;

/** Rows per CSV chunk handed to the driver (a chunk is one string in memory). */
const CSV_CHUNK_ROWS = 10_000;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new TypeError(`not a plain lower-case SQL identifier: ${name}`);
  return `"${name}"`;
}

/** A cell as text for the CSV writer: dates as ISO 8601, everything else as it is. */
const cell = (value: CopyValue): string | number | bigint | boolean | null =>
  value instanceof Date ? value.toISOString() : value;

/** Strings are quoted, nothing else is: see {@link csv}. */
const quoteStrings = (value: unknown): boolean => typeof value === 'string';

/**
 * CSV as `COPY … (FORMAT csv)` reads it, written by Papa Parse (`unparse`): every string quoted,
 * quotes doubled inside, so an empty string stays an empty string and a line `\.` is data, not the
 * end-of-data marker; `null` left unquoted and empty, which COPY reads as NULL; numbers, bigints
 * and booleans as their text (`true`/`false`). (Papa Parse over csv-stringify: about three times
 * faster at this, and the writer's time counts against COPY's.)
 */
function csv(rows: readonly (readonly CopyValue[])[]): string {
  const text = Papa.unparse(
    rows.map((row) => row.map(cell)),
    { quotes: quoteStrings, newline: '\n', header: false },
  );
  return `${text}\n`;
}

/**
 * Inserts `rows` (each a value per column of `columns`, in order) into `table` in the transaction
 * `trx`, through the database's bulk path: the rows go with `COPY … FROM STDIN` (pg-copy-streams on
 * PostgreSQL, `'/dev/blob'` on PGlite) into a temporary staging table of the same column types,
 * then with one `INSERT … SELECT` into `table`. The insert is an ordinary one: row-level security
 * (which PostgreSQL does not apply to `COPY FROM`, so refuses it on such tables), constraints,
 * defaults of the other columns and triggers all apply as to any insert, and everything rolls back
 * with `trx`. The staging table is dropped at commit. Returns the number of rows inserted.
 *
 * Needs a database opened by {@link openDatabase}, whose connections run COPY with {@link CopyData}.
 *
 * @example
 * await copyRows(scope.db, 'raw_activity_data', ['id', 'organization_id', …], rows);
 */
export async function copyRows(
  trx: Transaction<Database>,
  table: keyof Database & string,
  columns: readonly string[],
  rows: readonly (readonly CopyValue[])[],
): Promise<number> {
  if (rows.length === 0) return 0;
  if (columns.length === 0) throw new TypeError('copyRows needs at least one column');
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new TypeError(`copyRows: a row has ${row.length} values for ${columns.length} columns`);
  }
  const target = identifier(table);
  const list = columns.map(identifier).join(', ');
  // One staging table per table and column list, reused by later calls in the same transaction.
  const key = createHash('sha256').update(list).digest('hex').slice(0, 12);
  const staging = identifier(`ctp_copy_${table}_${key}`);
  // Column types from the table itself; no constraint is copied, the real insert checks them.
  await trx.executeQuery(
    CompiledQuery.raw(
      `CREATE TEMPORARY TABLE IF NOT EXISTS ${staging} ON COMMIT DROP AS SELECT ${list} FROM ${target} WITH NO DATA`,
    ),
  );
  const chunks: string[] = [];
  for (let start = 0; start < rows.length; start += CSV_CHUNK_ROWS) {
    chunks.push(csv(rows.slice(start, start + CSV_CHUNK_ROWS)));
  }
  await trx.executeQuery(
    CompiledQuery.raw(`COPY ${staging} (${list}) FROM STDIN WITH (FORMAT csv)`, [new CopyData(chunks)]),
  );
  const inserted = await trx.executeQuery(
    CompiledQuery.raw(`INSERT INTO ${target} (${list}) SELECT ${list} FROM ${staging}`),
  );
  // Emptied for the next call in the same transaction (the table lives until the commit).
  await trx.executeQuery(CompiledQuery.raw(`TRUNCATE ${staging}`));
  return Number(inserted.numAffectedRows ?? 0);
}
