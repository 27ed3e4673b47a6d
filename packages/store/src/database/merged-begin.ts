import type pg from 'pg';

/**
 * What Kysely's `PostgresDriver` sends to open a transaction with default settings. Only this exact
 * text is held back; `start transaction …` (an isolation level or access mode) is sent as it comes.
 */
const BEGIN = 'begin';

type Query = (...args: unknown[]) => unknown;

/** Whether `values` makes `pg` use the simple query protocol (no parameters), which takes several statements. */
const parameterless = (values: unknown): boolean =>
  values === undefined || (Array.isArray(values) && values.length === 0);

/**
 * The result of `text` alone from the result of `begin; text`: pg answers a message of several
 * statements with one result each, so the first (the `begin`'s) is dropped, and a single remaining
 * result is returned as pg would have returned it for `text` sent alone.
 */
const withoutBegin = (result: unknown): unknown => {
  if (!Array.isArray(result)) return result;
  const rest = result.slice(1);
  return rest.length === 1 ? rest[0] : rest;
};

/**
 * A pooled `pg` client that sends a transaction's `begin` together with the transaction's first
 * statement when that statement has no parameters: one round trip instead of two (issue 22). Every
 * scoped transaction starts with such a statement (`withOrganization` and `withSystem` switch role
 * and organization with literal, validated values), so every request saves one round trip.
 *
 * The two statements go in one simple-protocol message, which PostgreSQL runs in order: `begin`
 * first, so the statement runs inside the transaction exactly as if sent alone after it. A first
 * statement with parameters, or any other call (a `COPY` stream), is queued after a plain `begin`
 * on the same connection (`pg` keeps the order). A transaction that ends before any statement
 * (`commit` or `rollback` while the `begin` is still held) sends nothing: there was nothing to end.
 */
export function mergedBeginClient(client: pg.PoolClient): pg.PoolClient {
  const query = client.query.bind(client) as Query;
  let held = false;
  const merged = (text: unknown, values?: unknown, ...rest: unknown[]): unknown => {
    if (!held) {
      if (text === BEGIN && parameterless(values) && rest.length === 0) {
        held = true;
        return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
      }
      return query(text, values, ...rest);
    }
    held = false;
    if ((text === 'commit' || text === 'rollback') && parameterless(values)) {
      return Promise.resolve({ command: text.toUpperCase(), rowCount: null, rows: [], fields: [] });
    }
    if (typeof text === 'string' && parameterless(values) && rest.length === 0) {
      return (query(`${BEGIN};\n${text}`) as Promise<unknown>).then(withoutBegin);
    }
    const begun = query(BEGIN) as Promise<unknown>;
    const result = query(text, values, ...rest);
    if (result instanceof Promise) return Promise.all([begun, result]).then(([, value]) => value);
    // A submittable (a COPY stream) is returned as it is; a failed `begin` fails it too.
    begun.catch(() => undefined);
    return result;
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return merged;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The pool Kysely's `PostgresDialect` is given: `pool` whose clients are {@link mergedBeginClient}s
 * (one wrapper per pooled connection, kept while the connection lives).
 */
export function mergedBeginPool(pool: pg.Pool): pg.Pool {
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const connect = async () => {
    const client = await pool.connect();
    let wrapper = wrapped.get(client);
    if (wrapper === undefined) {
      wrapper = mergedBeginClient(client);
      wrapped.set(client, wrapper);
    }
    return wrapper;
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') return connect;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
