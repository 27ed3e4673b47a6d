import {
  type ActivityDataInput,
  analyzeIfStale,
  appendAudit,
  bulkInsertActivityData,
  type Database,
  type OrganizationScope,
  type PreparedActivityRows,
  prepareActivityRows,
} from '@ctp/store';
import type { Kysely } from 'kysely';
import { yieldToLoop } from '../../http/yield-to-loop.js';
import { ImportRowsError } from './import-rows-error.js';
import type { ParsedSource, RowError } from './source-rows.js';
import { validateImportRows } from './validate-rows.js';

/** Rows validated between two yields to the event loop (about 0.1 s of work on a loaded machine). */
const CHECK_SLICE_ROWS = 1_000;
/**
 * Rows per store call: the store writes them with COPY (see `copyRows`), and on the embedded
 * database (which runs on the server's thread) 2,000 rows took about 0.3 s on a loaded two-core
 * machine, so other requests wait no longer than that; on PostgreSQL it costs a few round trips.
 */
const INSERT_CHUNK_ROWS = 2_000;

/** Who imports: recorded in the audit entry; `enteredBy` is stored on every row. */
export interface ImportActor {
  readonly actorType: 'user' | 'api_token' | 'system';
  readonly actorId: string | null;
  /** The signed-in user; null for API tokens and the command line. */
  readonly enteredBy: string | null;
  readonly requestId?: string | null;
}

/** Options of {@link importActivities}. */
export interface ImportOptions {
  readonly actor: ImportActor;
  readonly idempotencyKey?: string | null;
  /** Called after each stored chunk with the rows stored so far (for a progress bar). */
  readonly onProgress?: (stored: number, total: number) => void;
  /** Rows per store call (default 2,000); all chunks share the scope's one transaction. */
  readonly chunkSize?: number;
}

/** What an import stored. */
export interface ImportResult {
  readonly imported: number;
  /** Ids of the new activities, in row order. */
  readonly ids: readonly string[];
}

const noRows: RowError = { row: 0, field: '(file)', code: 'no_rows', message: 'the file has no data rows' };

/**
 * Validates the rows a slice at a time against the organization's facilities and the activity
 * schema, yielding to the event loop between slices: a body-limit import holds tens of thousands of
 * rows, and validating them in one go would keep every other request (and /healthz) waiting for
 * seconds. Yields each slice's store inputs (in row order) while no row has failed; every problem
 * of every row goes to `errors`.
 */
async function* validatedSlices(
  scope: OrganizationScope,
  source: ParsedSource,
  enteredBy: string | null,
  errors: RowError[],
): AsyncGenerator<ActivityDataInput[]> {
  const facilities = await scope.db.selectFrom('facilities').select(['id', 'name']).execute();
  for (let start = 0; start < source.rows.length; start += CHECK_SLICE_ROWS) {
    if (start > 0) await yieldToLoop();
    const checked = validateImportRows(
      source.rows.slice(start, start + CHECK_SLICE_ROWS),
      { facilities },
      enteredBy,
    );
    if (!checked.ok) for (const error of checked.errors) errors.push(error);
    else if (errors.length === 0) yield checked.inputs;
  }
}

/** The {@link ImportRowsError} of `errors` (every problem, by row), or of a file without rows. */
function rowsError(source: ParsedSource, errors: RowError[]): ImportRowsError | undefined {
  if (errors.length === 0 && source.rows.length === 0) errors.push(noRows);
  return errors.length > 0 ? new ImportRowsError(errors.sort((a, b) => a.row - b.row)) : undefined;
}

/**
 * Checks parsed rows against the organization (its facilities) and the activity schema without
 * storing anything: the store inputs in row order, or an {@link ImportRowsError} listing every
 * problem of every row (reading problems of the source included). The import and its dry run
 * (`POST /api/activities/import/validate`) make the same checks, so they refuse the same rows.
 * @throws ImportRowsError
 */
export async function checkActivities(
  scope: OrganizationScope,
  source: ParsedSource,
  enteredBy: string | null,
): Promise<ActivityDataInput[]> {
  const errors: RowError[] = [...source.errors];
  const inputs: ActivityDataInput[] = [];
  for await (const slice of validatedSlices(scope, source, enteredBy, errors)) {
    for (const input of slice) inputs.push(input);
  }
  const error = rowsError(source, errors);
  if (error) throw error;
  return inputs;
}

/**
 * Imports parsed rows into the scope's organization, all-or-nothing: every row is validated (an
 * {@link ImportRowsError} lists every problem of every row), the valid rows go through the store's
 * bulk insert in chunks inside the scope's single transaction, and one audit entry `activity.import`
 * records the import. Validation and the inserts overlap (the database writes a chunk while the next
 * rows are checked), but the first invalid row stops the inserts, and any error (an invalid row
 * found later included) is thrown from inside the transaction, which rolls back every row stored.
 * @throws ImportRowsError
 */
export async function importActivities(
  scope: OrganizationScope,
  source: ParsedSource,
  options: ImportOptions,
): Promise<ImportResult> {
  const chunk = options.chunkSize ?? INSERT_CHUNK_ROWS;
  const total = source.rows.length;
  const errors: RowError[] = [...source.errors];
  const ids: string[] = [];
  // At most one insert in flight; its failure is kept (not left unhandled) and thrown below.
  let inFlight: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const insert = async (rows: ActivityDataInput[]) => {
    // Written as COPY text before waiting: on PostgreSQL the database stores the previous chunk
    // meanwhile (on PGlite, which shares this thread, it makes no difference).
    let prepared: PreparedActivityRows;
    try {
      prepared = prepareActivityRows(scope.organizationId, rows);
    } catch (error) {
      await inFlight;
      failure ??= { error };
      return;
    }
    await inFlight;
    if (failure !== undefined) return;
    inFlight = bulkInsertActivityData(scope, prepared).then(
      (stored) => {
        ids.push(...stored.ids);
        options.onProgress?.(ids.length, total);
      },
      (error: unknown) => {
        failure = { error };
      },
    );
  };
  let pending: ActivityDataInput[] = [];
  for await (const slice of validatedSlices(scope, source, options.actor.enteredBy, errors)) {
    for (const input of slice) pending.push(input);
    while (pending.length >= chunk) {
      await insert(pending.slice(0, chunk));
      pending = pending.slice(chunk);
    }
    if (failure !== undefined) break;
  }
  if (errors.length === 0 && failure === undefined && pending.length > 0) await insert(pending);
  await inFlight;
  if (failure !== undefined) throw failure.error;
  const error = rowsError(source, errors);
  if (error) throw error;
  await appendAudit(scope, {
    actorType: options.actor.actorType,
    actorId: options.actor.actorId,
    action: 'activity.import',
    entityType: 'activity',
    entityId: null,
    details: {
      format: source.format,
      imported: ids.length,
      firstId: ids[0] ?? null,
      lastId: ids.at(-1) ?? null,
      idempotencyKey: options.idempotencyKey ?? null,
    },
    requestId: options.actor.requestId ?? null,
  });
  return { imported: ids.length, ids };
}

/**
 * Run after an import's transaction has committed (it needs the connecting role, not the scope):
 * refreshes the activity table's planner statistics when the import left them stale, so the next
 * calculation's chunked reads use the right index instead of rescanning the whole period per chunk.
 */
export async function afterImport(db: Kysely<Database>): Promise<void> {
  await analyzeIfStale(db, ['raw_activity_data']);
}
