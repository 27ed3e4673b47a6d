import {
  countSelectedActivities,
  defineJob,
  type JobContext,
  type ReportProgress,
  withOrganization,
} from '@ctp/store';
import { z } from 'zod';
import {
  QUEUED_REQUEST_RETRIES,
  type QueuedJobResult,
  queuedRequestFields,
  workQueuedJob,
} from '../../http/queued-job.js';
import type { Runtime } from '../../wiring/runtime.js';
import { calculationProgress } from './calculation-progress.js';
import { runCalculation } from './run-calculation.js';
import { CalculationRequest, runInputOf } from './schemas.js';

/**
 * The calculate job: a calculation of more activities than the server calculates in a request
 * (`CTP_CALCULATION_INLINE_LIMIT`), or one the client asked to run asynchronously, worked by a
 * worker exactly as the request would have run it. The payload carries the validated request and
 * who asked (the run's `createdBy`, the audit actor and the request id), so the run and its audit
 * entry are the ones the request would have stored. A failed attempt (the database unreachable, a
 * worker that died) is retried twice; a problem of the request (a 4xx, such as a pinned dataset
 * removed since) settles the job as failed at once.
 */
export const calculationJob = defineJob({
  name: 'calculate',
  payload: z.strictObject({ ...queuedRequestFields, requestedBy: z.uuid().nullable() }),
  ...QUEUED_REQUEST_RETRIES,
  // A safety net behind the heartbeat: a million activities take minutes, not hours.
  expireInSeconds: 2 * 60 * 60,
});

export type CalculationJobPayload = z.output<typeof calculationJob.payload>;

/**
 * One attempt of the job: `runCalculation` stores the run and settles the job row in its one
 * transaction (see `workQueuedJob` for exactly-once and failures). With `progress` (the queue's
 * reporter), the selection is counted first and the attempt reports how far it is every 5%.
 */
export function workCalculationJob(
  runtime: Runtime,
  job: JobContext<CalculationJobPayload>,
  progress?: ReportProgress,
): Promise<QueuedJobResult> {
  const { organizationId, requestedBy, actor, requestId } = job.data;
  return workQueuedJob(runtime, 'calculation_jobs', job, async (settle) => {
    const body = CalculationRequest.parse(job.data.request);
    const input = runInputOf(body, {
      organizationId,
      actorUserId: requestedBy,
      auditActor: actor,
      requestId,
    });
    const deps = { db: runtime.database.db, registry: runtime.registry };
    const onProgress =
      progress === undefined
        ? undefined
        : calculationProgress(
            await withOrganization(deps.db, organizationId, (scope) =>
              countSelectedActivities(scope, input.selection),
            ),
            progress,
            (err) => runtime.logger.warn({ err, jobId: job.id }, 'calculation progress not recorded'),
          );
    const stored = await runCalculation(deps, input, (scope, run) => settle(scope, run.runId), onProgress);
    return stored.runId;
  });
}

/** Creates the queue and works it in this process (one calculation at a time per worker: CPU-bound). */
export async function registerCalculationJob(runtime: Runtime): Promise<void> {
  await runtime.jobs.createQueue(calculationJob);
  await runtime.jobs.work(calculationJob, (job, progress) => workCalculationJob(runtime, job, progress), {
    pollingIntervalSeconds: 1,
    onError: (err, job) => runtime.logger.error({ err, job }, 'calculation job attempt failed'),
  });
}
