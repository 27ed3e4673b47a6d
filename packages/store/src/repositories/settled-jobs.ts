import { z } from 'zod';
import { toJson } from '../database/columns.js';
import { ConflictError, NotFoundError, parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';

/**
 * The tables holding the tenant's side of a queued job (0029 `forecast_jobs`, 0031
 * `calculation_jobs`): an id equal to the queue's job id, who asked, and an outcome set once, the
 * run the job recorded (`run_id`) or the problem that stopped it (`failure`).
 */
export type SettledJobTable = 'forecast_jobs' | 'calculation_jobs';

/** The columns every job table shares. */
export interface SettledJobRow {
  readonly id: string;
  readonly requestedBy: string | null;
  readonly createdAt: Date;
  readonly runId: string | null;
  /** An RFC 9457 problem body (type, title, status, detail, code …) when the job failed. */
  readonly failure: Readonly<Record<string, unknown>> | null;
  readonly settledAt: Date | null;
}

/** How a job settled: the run it recorded, or the problem that stopped it. */
export const JobOutcomeSchema = z.union([
  z.strictObject({ runId: z.uuid() }),
  z.strictObject({ failure: z.record(z.string(), z.json()) }),
]);

const LABELS: Record<SettledJobTable, string> = {
  forecast_jobs: 'forecast job',
  calculation_jobs: 'calculation job',
};

/**
 * One job row of the scope's organization (its whole row; the caller maps its own columns), locked
 * until the transaction ends when asked. @throws NotFoundError (also for another organization's job)
 */
export async function readJobRow<T extends SettledJobTable>(
  scope: OrganizationScope,
  table: T,
  id: string,
  lock: boolean,
) {
  const label = LABELS[table];
  const jobId = parseInput(`${label} id`, z.uuid(), id);
  // Both tables have the columns read and written here; Kysely cannot type a query over a table union.
  const query = scope.db
    .selectFrom(table as 'calculation_jobs')
    .selectAll()
    .where('id', '=', jobId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (row === undefined) throw new NotFoundError(label, jobId);
  return row;
}

/** The shared columns of a job row, named as the repositories show them. */
export function jobRowOf(row: {
  id: string;
  requested_by: string | null;
  created_at: Date;
  run_id: string | null;
  failure: Record<string, unknown> | null;
  settled_at: Date | null;
}): SettledJobRow {
  return {
    id: row.id,
    requestedBy: row.requested_by,
    createdAt: row.created_at,
    runId: row.run_id,
    failure: row.failure,
    settledAt: row.settled_at,
  };
}

/**
 * Settles a job row with its run or its failure and returns the row. @throws ConflictError when it
 * is settled already (the database refuses a second outcome too), NotFoundError
 */
export async function settleJobRow<T extends SettledJobTable>(
  scope: OrganizationScope,
  table: T,
  id: string,
  outcome: z.input<typeof JobOutcomeSchema>,
) {
  const label = LABELS[table];
  const jobId = parseInput(`${label} id`, z.uuid(), id);
  const o = parseInput(`${label} outcome`, JobOutcomeSchema, outcome);
  const row = await scope.db
    .updateTable(table as 'calculation_jobs')
    .set({
      run_id: 'runId' in o ? o.runId : null,
      failure: 'failure' in o ? toJson(o.failure) : null,
      settled_at: new Date(),
    })
    .where('id', '=', jobId)
    .where('settled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row !== undefined) return row;
  await readJobRow(scope, table, jobId, false);
  throw new ConflictError(label, `${label} ${jobId} is settled already`, { id: jobId });
}

/** Reading, locking and settling the rows of one job table, each row shown as `toJob` makes it. */
export interface JobRepository<J> {
  /** A job of the scope's organization. @throws NotFoundError (also for another organization's job) */
  get(scope: OrganizationScope, id: string): Promise<J>;
  /**
   * The job, its row locked until the transaction ends, so that two attempts of the same job (a
   * worker presumed dead and its successor) cannot both record a run. @throws NotFoundError
   */
  lock(scope: OrganizationScope, id: string): Promise<J>;
  /** Settles the job with its run or its failure. @throws ConflictError when settled already, NotFoundError */
  settle(scope: OrganizationScope, id: string, outcome: z.input<typeof JobOutcomeSchema>): Promise<J>;
}

/** The {@link JobRepository} of `table`. */
export function jobRepository<T extends SettledJobTable, J>(
  table: T,
  toJob: (row: Awaited<ReturnType<typeof readJobRow<T>>>) => J,
): JobRepository<J> {
  return {
    get: async (scope, id) => toJob(await readJobRow(scope, table, id, false)),
    lock: async (scope, id) => toJob(await readJobRow(scope, table, id, true)),
    settle: async (scope, id, outcome) => toJob(await settleJobRow(scope, table, id, outcome)),
  };
}
