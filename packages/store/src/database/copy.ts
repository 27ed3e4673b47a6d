import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { uuidv7 } from '../ids.js';
import type { Database } from './schema.js';

/**
 * Bulk loading with `COPY … FROM` on the connection of a Kysely transaction.
 *
 * Kysely hides the connection a transaction runs on, and `COPY FROM STDIN` needs that very
 * connection (PostgreSQL: a pg-copy-streams stream on the `pg` client; PGlite: the transaction's
 * `query` with a `blob` option). So the statement goes through the transaction like any other,
 * marked with a token, and the database layer opened by `openDatabase` recognizes the mark and
 * sends the data registered under the token with it: same connection, same transaction, no
 * second path to the database. A database not opened by `openDatabase` refuses the statement
 * (`COPY FROM STDIN` without data), it never loads something else.
 */

const MARK = /^\/\* ctp:copy ([0-9a-f-]{36}) \*\/ /;

/** CSV text waiting to be sent with the statement carrying its token. */
const pending = new Map<string, string>();

function takePayload(statement: string): string | undefined {
  const token = MARK.exec(statement)?.[1];
  if (token === undefined) return undefined;
  const payload = pending.get(token);
  pending.delete(token);
  if (payload === undefined) throw new Error('[ctp] COPY statement without its data (sent twice?)');
  return payload;
}

/**
 * Loads `documents` into the single `jsonb` column `column` of `table`, one row each, with one
 * `COPY … FROM` in the transaction `trx`. The caller's role and row-level security apply as to
 * any statement (PostgreSQL refuses `COPY FROM` into a table under row-level security: load a
 * temporary table, then `INSERT … SELECT … jsonb_populate_record(…)` from it).
 *
 * No CSV escaping is needed, none is done: each line is `JSON.stringify` of a document, which
 * never contains a line break or any other character below U+0020 (JSON escapes them), and the
 * COPY reads CSV with the quote U+0001 and the delimiter U+0002, so every line is one value as
 * JSON wrote it. (A CSV writer quoting every field was the slowest part of a run: it scans each
 * character of megabytes of calculation records in JavaScript.)
 */
export async function copyJsonRows(
  trx: Transaction<Database>,
  table: string,
  column: string,
  documents: readonly unknown[],
): Promise<void> {
  if (documents.length === 0) return;
  const token = uuidv7();
  let text = '';
  for (const document of documents) text += `${JSON.stringify(document)}\n`;
  pending.set(token, text);
  try {
    await sql
      .raw(
        `/* ctp:copy ${token} */ COPY ${table} (${column}) FROM STDIN ` +
          "WITH (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')",
      )
      .execute(trx);
  } finally {
    pending.delete(token);
  }
}

/**
 * The `pg` client of the store's pool: a marked `COPY … FROM STDIN` statement is sent through
 * pg-copy-streams with its data; every other query as usual.
 */
export class CopyingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's `query` has many overloads; all but one pass through.
  override query(...args: any[]): any {
    const [text] = args;
    const payload = typeof text === 'string' ? takePayload(text) : undefined;
    if (payload === undefined) return (super.query as (...a: unknown[]) => unknown)(...args);
    const stream = super.query(copyFrom(text as string));
    return pipeline(Readable.from([payload]), stream).then(() => ({
      command: 'COPY',
      rowCount: stream.rowCount,
      rows: [],
      fields: [],
    }));
  }
}

type QueryFn = PGliteTransaction['query'];

/**
 * PGlite's `query` with a marked statement turned into `COPY … FROM '/dev/blob'` and its data as
 * the blob. Reading a "file" takes the connecting role (`pg_read_server_files`; the application
 * roles have not got it): the COPY alone runs as that role, then the transaction's role is set
 * back. The data is the caller's own blob, and row-level security still applies wherever the rows
 * go next (see `copyRows`).
 */
function copyingQuery(query: QueryFn): QueryFn {
  return (async (statement: string, params?: unknown[], options?: Parameters<QueryFn>[2]) => {
    const payload = takePayload(statement);
    if (payload === undefined) return query(statement, params, options);
    const { rows } = await query<{ role: string }>("SELECT current_setting('role') AS role");
    const role = rows[0]?.role ?? 'none';
    if (role !== 'none') await query('RESET ROLE');
    // On failure the transaction is aborted and rolled back by its owner: nothing to set back.
    const result = await query(statement.replace(' FROM STDIN ', " FROM '/dev/blob' "), params, {
      ...options,
      blob: new Blob([payload]),
    });
    if (role !== 'none') await query("SELECT set_config('role', $1, true)", [role]);
    return result;
  }) as QueryFn;
}

/** Calls `target`'s own members on `target` (PGlite keeps its state in private fields). */
function forward<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(overrides, key)) return overrides[key as keyof T];
      const value = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** The PGlite instance as Kysely's dialect sees it: marked COPY statements get their data (see above). */
export function copyingPglite(pglite: PGlite): PGlite {
  return forward(pglite, {
    query: copyingQuery(pglite.query.bind(pglite) as QueryFn),
    transaction: ((fn: (tx: PGliteTransaction) => Promise<unknown>) =>
      pglite.transaction((tx) =>
        fn(forward(tx, { query: copyingQuery(tx.query.bind(tx) as QueryFn) })),
      )) as PGlite['transaction'],
  });
}
