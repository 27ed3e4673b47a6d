import { createHash } from 'node:crypto';
import { CompiledQuery, type Transaction } from 'kysely';
import { type CopyValue, csvChunks } from './copy-csv.js';
import { CopyData } from './copy-support.js';
import type { Database } from './schema.js';

export type { CopyValue } from './copy-csv.js';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new TypeError(`not a plain lower-case SQL identifier: ${name}`);
  return `"${name}"`;
}

/**
 * The tenant policy of the organization scope (`tenant_isolation`, migration 0001) as a COPY
 * `WHERE` clause: a row passes only if it belongs to the scope's organization.
 */
const TENANT_ROW = `organization_id = NULLIF(current_setting('ctp.organization_id', true), '')::uuid`;

/** Who runs the statement: whether a COPY straight into the table can keep the scope's guarantees. */
async function copiesDirectly(trx: Transaction<Database>, columns: readonly string[]): Promise<boolean> {
  if (!columns.includes('organization_id')) return false;
  const { rows } = await trx.executeQuery<{ current: string; bypass: boolean; organization: string | null }>(
    CompiledQuery.raw(
      `SELECT current_user AS current, current_setting('ctp.organization_id', true) AS organization,
         (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = session_user) AS bypass`,
    ),
  );
  const who = rows[0];
  return (
    who !== undefined && who.current === 'ctp_app' && who.bypass === true && (who.organization ?? '') !== ''
  );
}

/** The error of a row the tenant check of the direct path refused, worded as row-level security's. */
function tenantRefusal(table: string, copied: number, given: number): Error {
  return Object.assign(
    new Error(
      `new row violates row-level security policy for table "${table}": ` +
        `${given - copied} of ${given} rows belong to another organization than the scope's`,
    ),
    { code: '42501' },
  );
}

/** Runs a `COPY … FROM STDIN` with `chunks` as its data; the number of rows it stored. */
async function copy(
  trx: Transaction<Database>,
  statement: string,
  chunks: readonly string[],
): Promise<number> {
  const { rows, numAffectedRows } = await trx.executeQuery<{ copied?: number }>(
    CompiledQuery.raw(statement, [new CopyData(chunks)]),
  );
  return Number(rows[0]?.copied ?? numAffectedRows ?? 0);
}

/**
 * Inserts `rows` (each a value per column of `columns`, in order) into `table` in the transaction
 * `trx`, through the database's bulk path (`COPY … FROM STDIN`: pg-copy-streams on PostgreSQL,
 * `'/dev/blob'` on PGlite), keeping what an ordinary insert under the scope keeps. Everything rolls
 * back with `trx`. Returns the number of rows inserted. Two ways, chosen per call:
 *
 * - **Straight into `table`**, in an organization scope (`ctp_app` with `ctp.organization_id` set)
 *   when the connecting role bypasses row-level security (a superuser, as on PGlite, or
 *   `BYPASSRLS`): PostgreSQL refuses `COPY FROM` on a table under row-level security to any other
 *   role, so this one statement runs as the connecting role (`SET LOCAL ROLE NONE`, set back
 *   after), and carries the tenant policy itself as the COPY's `WHERE` clause: a row of another
 *   organization is not stored, the count tells, and the call throws (SQLSTATE 42501, as the policy
 *   would), failing the transaction. Constraints, foreign keys, defaults, indexes and triggers
 *   (period locks included) apply to COPY as to any insert.
 * - **Through a staging table** otherwise (the production shape on PostgreSQL: a non-superuser
 *   owner under forced row-level security): COPY into a temporary table of the same column types,
 *   then one `INSERT … SELECT` into `table` under the scoped role, row-level security and all.
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
  return copyCsv(trx, table, columns, csvChunks(rows), rows.length);
}

/**
 * {@link copyRows} for rows already written as COPY CSV text (`count` rows in `chunks`, a value per
 * column of `columns` each, as `csvLine` writes them): for a caller that writes its rows faster
 * than through {@link CopyValue} arrays.
 */
export async function copyCsv(
  trx: Transaction<Database>,
  table: keyof Database & string,
  columns: readonly string[],
  chunks: readonly string[],
  count: number,
): Promise<number> {
  if (count === 0) return 0;
  const target = identifier(table);
  const list = columns.map(identifier).join(', ');
  if (await copiesDirectly(trx, columns)) {
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL ROLE NONE'));
    const copied = await copy(
      trx,
      `COPY ${target} (${list}) FROM STDIN WITH (FORMAT csv) WHERE ${TENANT_ROW}`,
      chunks,
    );
    await trx.executeQuery(CompiledQuery.raw(`SELECT set_config('role', 'ctp_app', true)`));
    if (copied !== count) throw tenantRefusal(table, copied, count);
    return copied;
  }
  // One staging table per table and column list, reused by later calls in the same transaction.
  const key = createHash('sha256').update(list).digest('hex').slice(0, 12);
  const staging = identifier(`ctp_copy_${table}_${key}`);
  // Column types from the table itself; no constraint is copied, the real insert checks them.
  await trx.executeQuery(
    CompiledQuery.raw(
      `CREATE TEMPORARY TABLE IF NOT EXISTS ${staging} ON COMMIT DROP AS SELECT ${list} FROM ${target} WITH NO DATA`,
    ),
  );
  await copy(trx, `COPY ${staging} (${list}) FROM STDIN WITH (FORMAT csv)`, chunks);
  const inserted = await trx.executeQuery(
    CompiledQuery.raw(`INSERT INTO ${target} (${list}) SELECT ${list} FROM ${staging}`),
  );
  // Emptied for the next call in the same transaction (the table lives until the commit).
  await trx.executeQuery(CompiledQuery.raw(`TRUNCATE ${staging}`));
  return Number(inserted.numAffectedRows ?? 0);
}
