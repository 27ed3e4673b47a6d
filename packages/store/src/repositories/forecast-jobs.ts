import type { Selectable } from 'kysely';
import { z } from 'zod';
import { toJson } from '../database/columns.js';
import type { ForecastJobsTable, ForecastRunKind } from '../database/forecasting.js';
import { ConflictError, NotFoundError, parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';

/**
 * A forecasting request worked by the job queue, as its organization sees it. Its state while it
 * waits or runs is the queue's; once settled it holds the forecast run it recorded (`runId`) or
 * the problem that stopped the fit (`failure`), never both, and never changes again.
 */
export interface ForecastJob {
  /** The queue's job id. */
  readonly id: string;
  readonly kind: ForecastRunKind;
  /** The user who asked (the run's `runBy`), null for an API token. */
  readonly requestedBy: string | null;
  readonly createdAt: Date;
  readonly runId: string | null;
  /** An RFC 9457 problem body (type, title, status, detail, code …) when the fit failed. */
  readonly failure: Readonly<Record<string, unknown>> | null;
  readonly settledAt: Date | null;
}

const KINDS = ['projection', 'scenario_comparison', 'gap_analysis', 'initiatives'] as const;

export const ForecastJobInputSchema = z.strictObject({
  id: z.uuid(),
  kind: z.enum(KINDS),
  requestedBy: z.uuid().nullable(),
});

/** How a job settled: the run it recorded, or the problem that stopped it. */
export const ForecastJobOutcomeSchema = z.union([
  z.strictObject({ runId: z.uuid() }),
  z.strictObject({ failure: z.record(z.string(), z.json()) }),
]);

function toJob(row: Selectable<ForecastJobsTable>): ForecastJob {
  return {
    id: row.id,
    kind: row.kind,
    requestedBy: row.requested_by,
    createdAt: row.created_at,
    runId: row.run_id,
    failure: row.failure,
    settledAt: row.settled_at,
  };
}

/** Records a queued forecast job of the scope's organization (in the transaction that sends it). */
export async function recordForecastJob(
  scope: OrganizationScope,
  input: z.input<typeof ForecastJobInputSchema>,
): Promise<ForecastJob> {
  const j = parseInput('forecast job', ForecastJobInputSchema, input);
  const row = await scope.db
    .insertInto('forecast_jobs')
    .values({ id: j.id, organization_id: scope.organizationId, kind: j.kind, requested_by: j.requestedBy })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toJob(row);
}

/** One job row of the scope's organization, locked until the transaction ends when asked. */
async function readForecastJob(scope: OrganizationScope, id: string, lock: boolean): Promise<ForecastJob> {
  const jobId = parseInput('forecast job id', z.uuid(), id);
  const query = scope.db.selectFrom('forecast_jobs').selectAll().where('id', '=', jobId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (row === undefined) throw new NotFoundError('forecast job', jobId);
  return toJob(row);
}

/** A forecast job of the scope's organization. @throws NotFoundError (also for another organization's job) */
export function getForecastJob(scope: OrganizationScope, id: string): Promise<ForecastJob> {
  return readForecastJob(scope, id, false);
}

/**
 * Locks a forecast job row until the transaction ends, so that two attempts of the same job (a
 * worker presumed dead and its successor) cannot both record a run. @throws NotFoundError
 */
export function lockForecastJob(scope: OrganizationScope, id: string): Promise<ForecastJob> {
  return readForecastJob(scope, id, true);
}

/**
 * Settles a forecast job with its run or its failure. @throws ConflictError when it is settled
 * already (the database refuses a second outcome too), NotFoundError
 */
export async function settleForecastJob(
  scope: OrganizationScope,
  id: string,
  outcome: z.input<typeof ForecastJobOutcomeSchema>,
): Promise<ForecastJob> {
  const jobId = parseInput('forecast job id', z.uuid(), id);
  const o = parseInput('forecast job outcome', ForecastJobOutcomeSchema, outcome);
  const row = await scope.db
    .updateTable('forecast_jobs')
    .set({
      run_id: 'runId' in o ? o.runId : null,
      failure: 'failure' in o ? toJson(o.failure) : null,
      settled_at: new Date(),
    })
    .where('id', '=', jobId)
    .where('settled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row !== undefined) return toJob(row);
  await getForecastJob(scope, jobId);
  throw new ConflictError('forecast job', `forecast job ${jobId} is settled already`, { id: jobId });
}
