import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { copyCapablePglite, copyCapablePool } from './copy-support.js';
import { mergedBeginPool } from './merged-begin.js';
import type { Database } from './schema.js';

/** Where the database lives: a PostgreSQL URL, a PGlite data folder, or an open PGlite instance. */
export interface DatabaseConfig {
  /** `postgres://…`: connect to PostgreSQL through `pg`. Takes precedence over the others. */
  readonly url?: string;
  /** Folder of an embedded PGlite database (created, with its parents, when missing). */
  readonly dataDir?: string;
  /**
   * An already open PGlite (for example restored from a template in tests). It should be created
   * with {@link PGLITE_OPTIONS}`.parsers` so dates and bigints come back as strings; it is closed by `close()`.
   */
  readonly pglite?: PGlite;
  /** Maximum pool size for PostgreSQL (default 10). */
  readonly poolSize?: number;
  /**
   * Called when an idle pooled connection fails (the server restarted, an administrator ended
   * it). The pool drops that connection and opens another when needed; without a listener such an
   * error would crash the process. Pass your logger here.
   */
  readonly onPoolError?: (error: Error) => void;
}

/** An open database. */
export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: 'postgres' | 'pglite';
  /** The PGlite instance when `dialect` is `pglite` (for pg-boss's `fromPglite`). */
  readonly pglite?: PGlite;
  /** Closes the pool or the PGlite instance. Always call it: an open PGlite keeps Node alive. */
  close(): Promise<void>;
}

const DATE = 1082;
const INT8 = 20;
const keep = (value: string): string => value;

/**
 * PGlite options used by {@link openDatabase}: `date` stays `YYYY-MM-DD` and `int8` stays a string,
 * as with `pg`. `numeric` is a string on both drivers by default (never a float).
 */
export const PGLITE_OPTIONS: PGliteOptions = { parsers: { [DATE]: keep, [INT8]: keep } };

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE || oid === INT8
      ? keep
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * Opens the database: PostgreSQL when `url` is given, otherwise PGlite (persisted in `dataDir`,
 * or in memory when neither is given). Every other part of the store runs the same code on both.
 *
 * @example
 * const store = await openDatabase({ dataDir: './data/db' });
 * await migrateToLatest(store.db);
 * await store.close();
 */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.url !== undefined) {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10, types: pgTypes });
    pool.on('error', (error) => config.onPoolError?.(error));
    // Its clients also run COPY FROM STDIN for `copyRows`, and send a transaction's `begin` with its first statement.
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: copyCapablePool(mergedBeginPool(pool)) }),
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  let pglite = config.pglite;
  if (pglite === undefined) {
    if (config.dataDir !== undefined) {
      await mkdir(dirname(config.dataDir), { recursive: true });
      pglite = await PGlite.create(config.dataDir, PGLITE_OPTIONS);
    } else {
      pglite = await PGlite.create(PGLITE_OPTIONS);
    }
  }
  const instance = pglite;
  // Its queries and transactions also run COPY for `copyRows`; pg-boss gets the instance itself.
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: copyCapablePglite(instance) }) });
  return {
    db,
    dialect: 'pglite',
    pglite: instance,
    close: async () => {
      await db.destroy();
      if (!instance.closed) await instance.close();
    },
  };
}
