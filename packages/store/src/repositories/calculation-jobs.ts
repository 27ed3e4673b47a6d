import { z } from 'zod';
import { toJson } from '../database/columns.js';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';
import { type JobRepository, jobRepository, jobRowOf, type SettledJobRow } from './settled-jobs.js';

/**
 * A calculation worked by the job queue, as its organization sees it. Its state while it waits or
 * runs is the queue's; once settled it holds the calculation run it stored (`runId`) or the problem
 * that stopped it (`failure`), never both, and never changes again.
 */
export interface CalculationJob extends SettledJobRow {
  /** What was asked: the selection and the options, as the request carried them. */
  readonly request: Readonly<Record<string, unknown>>;
}

export const CalculationJobInputSchema = z.strictObject({
  id: z.uuid(),
  requestedBy: z.uuid().nullable(),
  request: z.record(z.string(), z.json()),
});

const toJob = (
  row: Parameters<typeof jobRowOf>[0] & { request: Record<string, unknown> },
): CalculationJob => ({
  ...jobRowOf(row),
  request: row.request,
});

/** Records a queued calculation job of the scope's organization (in the transaction that sends it). */
export async function recordCalculationJob(
  scope: OrganizationScope,
  input: z.input<typeof CalculationJobInputSchema>,
): Promise<CalculationJob> {
  const j = parseInput('calculation job', CalculationJobInputSchema, input);
  const row = await scope.db
    .insertInto('calculation_jobs')
    .values({
      id: j.id,
      organization_id: scope.organizationId,
      requested_by: j.requestedBy,
      request: toJson(j.request),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toJob(row);
}

const jobs = jobRepository('calculation_jobs', toJob);

/** A calculation job of the scope's organization. @throws NotFoundError (also for another organization's job) */
export const getCalculationJob: JobRepository<CalculationJob>['get'] = jobs.get;

/**
 * Locks a calculation job row until the transaction ends, so that two attempts of the same job (a
 * worker presumed dead and its successor) cannot both record a run. @throws NotFoundError
 */
export const lockCalculationJob: JobRepository<CalculationJob>['lock'] = jobs.lock;

/**
 * Settles a calculation job with its run or its failure. @throws ConflictError when it is settled
 * already (the database refuses a second outcome too), NotFoundError
 */
export const settleCalculationJob: JobRepository<CalculationJob>['settle'] = jobs.settle;

export const CalculationJobListSchema = PageOptionsSchema.extend({
  /** Only the jobs not settled yet: waiting for a worker, being worked, or given up by the queue unsettled. */
  unsettled: z.boolean().default(false),
});

/**
 * The organization's calculation jobs, newest first, a page at a time (a cursor continues the same
 * list); with `unsettled`, only those without an outcome yet, which the screens show as in progress.
 */
export async function listCalculationJobs(
  scope: OrganizationScope,
  options: z.input<typeof CalculationJobListSchema> = {},
): Promise<Page<CalculationJob>> {
  const o = parseInput('calculation job list', CalculationJobListSchema, options);
  let query = scope.db.selectFrom('calculation_jobs').selectAll();
  if (o.unsettled) query = query.where('settled_at', 'is', null);
  return fetchPage(query, o, toJob, 'newest');
}
