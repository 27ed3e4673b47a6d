import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * The data of one `COPY … FROM STDIN` statement, passed as the statement's only parameter through
 * Kysely (`CompiledQuery.raw(copySql, [new CopyData(chunks)])`). Kysely hands parameters to the
 * driver untouched; the connections {@link openDatabase} makes recognise it and run the statement
 * as the driver's bulk path: pg-copy-streams on PostgreSQL, `COPY … FROM '/dev/blob'` on PGlite.
 * Statements run on the connection of the transaction that sent them, like any other. The number
 * of rows stored is the result's `numAffectedRows` on PGlite and its one row `{ copied }` on
 * PostgreSQL.
 */
export class CopyData {
  /** @param chunks the CSV text, in pieces (written one after another). */
  constructor(readonly chunks: readonly string[]) {}
}

const COPY_FROM_STDIN = /^\s*COPY\s[\s\S]*\sFROM\s+STDIN\b/i;

/** The COPY statement and its data when `values` carries a {@link CopyData}, else undefined. */
function copyRequest(text: unknown, values: unknown): { sql: string; data: CopyData } | undefined {
  if (!Array.isArray(values) || values.length !== 1 || !(values[0] instanceof CopyData)) return undefined;
  if (typeof text !== 'string' || !COPY_FROM_STDIN.test(text)) {
    throw new TypeError('CopyData is only a parameter of a COPY … FROM STDIN statement');
  }
  return { sql: text, data: values[0] };
}

/**
 * A member of `target` read from `target` itself, methods bound to it: the wrapped objects may keep
 * their state in private fields, which only `target` itself (not a proxy of it) can reach.
 */
function bound(target: object, property: string | symbol): unknown {
  const value = Reflect.get(target, property, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

/** A pooled `pg` client whose `query` also runs `COPY … FROM STDIN` with a {@link CopyData}. */
function copyCapableClient(client: pg.PoolClient): pg.PoolClient {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const copying = async (sql: string, data: CopyData) => {
    const stream = client.query(copyFrom(sql));
    await pipeline(Readable.from(data.chunks), stream);
    // The count as a row: Kysely reports affected rows only for INSERT, UPDATE, DELETE and MERGE.
    return { command: 'COPY', rowCount: stream.rowCount, rows: [{ copied: stream.rowCount }] };
  };
  const copyCapable = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    const copy = copyRequest(text, values);
    return copy === undefined ? query(text, values, ...rest) : copying(copy.sql, copy.data);
  };
  return new Proxy(client, {
    get(target, property) {
      return property === 'query' ? copyCapable : bound(target, property);
    },
  });
}

/**
 * The pool Kysely's `PostgresDialect` is given: `pool` whose clients also run `COPY … FROM STDIN`
 * with a {@link CopyData} parameter (see {@link copyCapableClient}).
 */
export function copyCapablePool(pool: pg.Pool): pg.Pool {
  // One wrapper per pooled connection: Kysely keeps its connection state by client object.
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const connect = async () => {
    const client = await pool.connect();
    let wrapper = wrapped.get(client);
    if (wrapper === undefined) {
      wrapper = copyCapableClient(client);
      wrapped.set(client, wrapper);
    }
    return wrapper;
  };
  return new Proxy(pool, {
    get(target, property) {
      return property === 'connect' ? connect : bound(target, property);
    },
  });
}

type PGliteQuery = PGlite['query'];

/**
 * `query` of PGlite or of one of its transactions, also running COPY with a {@link CopyData}.
 *
 * PGlite reads COPY data from the Blob it is given as the file `/dev/blob`, and PostgreSQL lets only
 * roles with `pg_read_server_files` copy from a file; the scoped roles (`ctp_app`, `ctp_system`) have
 * no such privilege, and should not. So in a transaction under such a role this one statement runs
 * as the session user (`SET LOCAL ROLE NONE`), then the role is set back, transaction-local as
 * before. The statement can only write the Blob into the table it names; {@link copyRows} names
 * either the real table with the tenant policy as the COPY's `WHERE` clause, or its own temporary
 * staging table (the rows then reach the real table by an INSERT under the scoped role).
 */
function copyCapableQuery(query: PGliteQuery): PGliteQuery {
  return (async (text: unknown, values?: unknown, options?: Record<string, unknown>) => {
    const copy = copyRequest(text, values);
    if (copy === undefined) return query(text as string, values as unknown[], options);
    const sql = copy.sql.replace(/\bFROM\s+STDIN\b/i, "FROM '/dev/blob'");
    const blob = new Blob(copy.data.chunks as string[]);
    const { rows } = await query<{ current: string; session: string }>(
      'SELECT current_user AS current, session_user AS session',
    );
    const role = rows[0];
    if (role === undefined || role.current === role.session) return query(sql, [], { ...options, blob });
    await query('SET LOCAL ROLE NONE');
    const result = await query(sql, [], { ...options, blob });
    await query("SELECT set_config('role', $1, true)", [role.current]);
    return result;
  }) as PGliteQuery;
}

/** A transaction of PGlite whose `query` also runs COPY with a {@link CopyData}. */
function copyCapableTransaction(tx: PGliteTransaction): PGliteTransaction {
  const query = copyCapableQuery(tx.query.bind(tx) as PGliteQuery);
  return new Proxy(tx, {
    get(target, property) {
      return property === 'query' ? query : bound(target, property);
    },
  });
}

/**
 * The PGlite Kysely's `PGliteDialect` is given: `pglite` (itself, for everything else) whose `query`
 * and transactions also run `COPY … FROM STDIN` with a {@link CopyData} parameter.
 */
export function copyCapablePglite(pglite: PGlite): PGlite {
  const query = copyCapableQuery(pglite.query.bind(pglite) as PGliteQuery);
  const transaction = ((callback: (tx: PGliteTransaction) => Promise<unknown>) =>
    pglite.transaction((tx) => callback(copyCapableTransaction(tx)))) as PGlite['transaction'];
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      return bound(target, property);
    },
  });
}
