import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SourceRow } from '@ctp/server';
import {
  createFacility,
  createOrganization,
  migrateToLatest,
  openDatabase,
  type TestDatabase,
  testTargets,
  uuidv7,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { CompiledQuery } from 'kysely';
// Internals of the import, by path: the profile times each of its stages alone.
import { validateImportRows } from '../apps/server/src/features/imports/validate-rows.js';
import { csvChunks } from '../packages/store/src/database/copy-csv.js';
import { copyCsv } from '../packages/store/src/database/copy-rows.js';
import { CopyData } from '../packages/store/src/database/copy-support.js';
import { activityCopyRow, COPY_COLUMNS } from '../packages/store/src/repositories/activity-bulk.js';
import type { ParsedActivityData } from '../packages/store/src/repositories/activity-schema.js';
import { BENCH_FACILITY, importRows } from './import-rows.js';

/** The import's slice (validation) and chunk (store call) sizes. */
const SLICE = 1_000;
const CHUNK = 2_000;
const COLUMNS = COPY_COLUMNS;
const LIST = COLUMNS.join(', ');

class Rollback extends Error {}

async function timed(label: string, count: number, fn: () => Promise<unknown> | unknown): Promise<void> {
  const start = performance.now();
  await fn();
  const seconds = (performance.now() - start) / 1000;
  const perRow = ((seconds / count) * 1e6).toFixed(1);
  console.log(`  ${label.padEnd(64)} ${seconds.toFixed(2).padStart(7)} s ${perRow.padStart(7)} µs/row`);
}

/** A fresh database with the bench organization and facility, and the rows' COPY text for it. */
async function prepared(open: () => Promise<TestDatabase>, rows: readonly SourceRow[], time: boolean) {
  const store = await open();
  const org = await withSystem(store.db, (s) => createOrganization(s, { name: 'p', slug: 'profile' }));
  const facility = await withOrganization(store.db, org.id, (s) =>
    createFacility(s, { name: BENCH_FACILITY }),
  );
  const directory = { facilities: [{ id: facility.id, name: BENCH_FACILITY }] };
  const clock = time ? timed : (_: string, __: number, fn: () => unknown) => fn();
  const inputs: ParsedActivityData[] = [];
  await clock('validate (field checks, then the store schema), per row', rows.length, () => {
    for (let s = 0; s < rows.length; s += SLICE) {
      const checked = validateImportRows(rows.slice(s, s + SLICE), directory, null);
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors[0]));
      for (const input of checked.inputs) inputs.push(input as ParsedActivityData);
    }
  });
  const texts: string[] = [];
  await clock('COPY text (uuidv7 ids, columns, CSV writer)', rows.length, () => {
    const createdAt = new Date();
    for (let s = 0; s < inputs.length; s += CHUNK) {
      const values = inputs
        .slice(s, s + CHUNK)
        .map((data) => activityCopyRow(uuidv7(), org.id, createdAt, data));
      texts.push(...csvChunks(values));
    }
  });
  return { store, orgId: org.id, texts };
}

/** Runs `fn` in the organization's scope, then rolls it back. */
async function rolledBack(
  store: TestDatabase,
  orgId: string,
  fn: (run: (sql: string, data?: string) => Promise<unknown>) => Promise<void>,
) {
  await withOrganization(store.db, orgId, async (scope) => {
    await fn((sql, data) =>
      scope.db.executeQuery(CompiledQuery.raw(sql, data === undefined ? [] : [new CopyData([data])])),
    );
    throw new Rollback();
  }).catch((e) => {
    if (!(e instanceof Rollback)) throw e;
  });
}

async function profile(name: string, open: () => Promise<TestDatabase>, rows: readonly SourceRow[]) {
  const n = rows.length;
  console.log(`\n${name}, ${n.toLocaleString('en-US')} rows: each stage alone, each way on a fresh database`);
  const first = await prepared(open, rows, true);
  try {
    await rolledBack(first.store, first.orgId, async (run) => {
      await run(
        `CREATE TEMPORARY TABLE profile_staging ON COMMIT DROP AS SELECT ${LIST} FROM raw_activity_data WITH NO DATA`,
      );
      await timed('was: per chunk COPY to staging, INSERT … SELECT, TRUNCATE', n, async () => {
        for (const text of first.texts) {
          await run(`COPY profile_staging (${LIST}) FROM STDIN WITH (FORMAT csv)`, text);
          await run(`INSERT INTO raw_activity_data (${LIST}) SELECT ${LIST} FROM profile_staging`);
          await run('TRUNCATE profile_staging');
        }
      });
    });
  } finally {
    await first.store.cleanup();
  }
  for (const rowsPerCopy of [CHUNK, 10 * CHUNK]) {
    const next = await prepared(open, rows, false);
    try {
      // Each prepared text holds CHUNK rows (the last one what is left): join them per COPY, counting
      // the rows each COPY really holds (a count that is no multiple of the COPY size leaves a short one).
      const copies: { text: string; rows: number }[] = [];
      const per = rowsPerCopy / CHUNK;
      for (let i = 0; i < next.texts.length; i += per) {
        const rowsBefore = i * CHUNK;
        copies.push({
          text: next.texts.slice(i, i + per).join(''),
          rows: Math.min(rowsPerCopy, rows.length - rowsBefore),
        });
      }
      await withOrganization(next.store.db, next.orgId, async (scope) => {
        const label = `now: COPY straight into the table, ${rowsPerCopy.toLocaleString('en-US')} rows per COPY`;
        await timed(label, n, async () => {
          for (const copy of copies)
            await copyCsv(scope.db, 'raw_activity_data', COLUMNS, [copy.text], copy.rows);
        });
        throw new Rollback();
      }).catch((e) => {
        if (!(e instanceof Rollback)) throw e;
      });
    } finally {
      await next.store.cleanup();
    }
  }
}

/**
 * Where an import's time goes, stage by stage, on PGlite (a data folder, as `ctp start` uses it) and, with
 * TEST_DATABASE_URL, PostgreSQL: validation, the COPY text, and the database's part both ways
 * (through a staging table as before, straight into the table as now), each on a fresh database.
 */
export async function profileImport(count: number): Promise<void> {
  const rows = importRows(count);
  await profile('PGlite (data folder)', openPgliteFolder, rows);
  const postgres = testTargets(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL).find(
    (t) => t.name === 'postgres',
  );
  if (postgres !== undefined) await profile('PostgreSQL', () => postgres.open(), rows);
}

/** A migrated PGlite in a fresh data folder, as `ctp start` and the import bench use it. */
async function openPgliteFolder(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'ctp-profile-'));
  const store = await openDatabase({ dataDir: join(dir, 'db') });
  await migrateToLatest(store.db);
  return {
    ...store,
    cleanup: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
