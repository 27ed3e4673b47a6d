import { z } from 'zod';
import type { ForecastRunKind } from '../database/forecasting.js';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import {
  JobOutcomeSchema,
  type JobRepository,
  jobRepository,
  jobRowOf,
  type SettledJobRow,
} from './settled-jobs.js';

/**
 * A forecasting request worked by the job queue, as its organization sees it. Its state while it
 * waits or runs is the queue's; once settled it holds the forecast run it recorded (`runId`) or
 * the problem that stopped the fit (`failure`), never both, and never changes again.
 */
export interface ForecastJob extends SettledJobRow {
  readonly kind: ForecastRunKind;
}

const KINDS = ['projection', 'scenario_comparison', 'gap_analysis', 'initiatives'] as const;

export const ForecastJobInputSchema = z.strictObject({
  id: z.uuid(),
  kind: z.enum(KINDS),
  requestedBy: z.uuid().nullable(),
});

/** How a job settled: the run it recorded, or the problem that stopped it. */
export const ForecastJobOutcomeSchema = JobOutcomeSchema;

// `readJobRow` reads the row typed as its common shape; this table's own column is `kind`.
const toJob = (row: Parameters<typeof jobRowOf>[0] & { kind?: unknown }): ForecastJob => ({
  ...jobRowOf(row),
  kind: row.kind as ForecastRunKind,
});

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

const jobs = jobRepository('forecast_jobs', toJob);

/** A forecast job of the scope's organization. @throws NotFoundError (also for another organization's job) */
export const getForecastJob: JobRepository<ForecastJob>['get'] = jobs.get;

/**
 * Locks a forecast job row until the transaction ends, so that two attempts of the same job (a
 * worker presumed dead and its successor) cannot both record a run. @throws NotFoundError
 */
export const lockForecastJob: JobRepository<ForecastJob>['lock'] = jobs.lock;

/**
 * Settles a forecast job with its run or its failure. @throws ConflictError when it is settled
 * already (the database refuses a second outcome too), NotFoundError
 */
export const settleForecastJob: JobRepository<ForecastJob>['settle'] = jobs.settle;
