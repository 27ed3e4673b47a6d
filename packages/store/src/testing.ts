import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type OpenDatabase, openDatabase, PGLITE_OPTIONS } from './database/open.js';
import { migrateToLatest } from './migrations/index.js';

/** A migrated, empty test database and the way to drop it. */
export interface TestDatabase extends OpenDatabase {
  /** Closes the connection and removes the database. */
  cleanup(): Promise<void>;
  /** The connection URL of a PostgreSQL test database (for a job queue or a second connection); absent for PGlite. */
  readonly url?: string;
}

/** A named way to open a fresh, migrated test database. */
export interface TestTarget {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

let template: Promise<File | Blob> | undefined;

async function pgliteTemplate(): Promise<File | Blob> {
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  const store = await openDatabase({ pglite });
  await migrateToLatest(store.db);
  const dump = await pglite.dumpDataDir('none');
  await store.close();
  return dump;
}

async function openPglite(): Promise<TestDatabase> {
  template ??= pgliteTemplate();
  const pglite = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await template });
  const store = await openDatabase({ pglite });
  return { ...store, cleanup: () => store.close() };
}

async function openPostgres(url: string): Promise<TestDatabase> {
  const name = `ctp_store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const store = await openDatabase({ url: target.toString(), poolSize: 4 });
  await migrateToLatest(store.db);
  return {
    ...store,
    url: target.toString(),
    cleanup: async () => {
      await store.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/**
 * The databases a test suite runs against: PGlite always (restored from a migrated template),
 * and PostgreSQL when `postgresUrl` is given (a fresh database per call, dropped by `cleanup`).
 * The caller reads the URL (tests pass `process.env.TEST_DATABASE_URL`).
 */
export function testTargets(postgresUrl: string | undefined): TestTarget[] {
  const targets: TestTarget[] = [{ name: 'pglite', open: openPglite }];
  if (postgresUrl !== undefined && postgresUrl !== '') {
    targets.push({ name: 'postgres', open: () => openPostgres(postgresUrl) });
  }
  return targets;
}
