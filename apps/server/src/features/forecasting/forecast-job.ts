import type { ForecastModelRegistry } from '@ctp/forecast';
import { defineJob, type JobContext } from '@ctp/store';
import { z } from 'zod';
import {
  QUEUED_REQUEST_RETRIES,
  type QueuedJobResult,
  queuedRequestFields,
  workQueuedJob,
} from '../../http/queued-job.js';
import type { Runtime } from '../../wiring/runtime.js';
import { forecastPlan, REQUEST_SCHEMAS } from './forecast-plans.js';
import { createForecastModels } from './model-catalog.js';
import { runForecast } from './run-forecast.js';

const KINDS = ['projection', 'scenario_comparison', 'gap_analysis', 'initiatives'] as const;

/**
 * The forecast job: a forecasting request whose fit would exceed the inline budget, worked by a
 * worker exactly as the request would have run it. The payload carries the validated request and
 * who asked (the run's `runBy`, the audit actor and the request id), so the run and its audit entry
 * are the ones the request would have recorded. A failed attempt (the database unreachable, a worker
 * that died) is retried twice; a problem the fit itself raises (a 4xx, such as a model that cannot be
 * fitted) settles the job as failed at once, since fitting again would fail again.
 */
export const forecastJob = defineJob({
  name: 'forecast',
  payload: z.strictObject({ ...queuedRequestFields, kind: z.enum(KINDS), runBy: z.uuid().nullable() }),
  ...QUEUED_REQUEST_RETRIES,
  // A safety net behind the heartbeat: no fit takes a quarter of an hour.
  expireInSeconds: 15 * 60,
});

export type ForecastJobPayload = z.output<typeof forecastJob.payload>;

/** What the job returns: the run it recorded, or the problem type it settled with. */
export type ForecastJobResult = QueuedJobResult;

/**
 * One attempt of the job (see `workQueuedJob`: exactly once, the run recorded and the job settled
 * in one transaction; a 4xx of the fit settles it as failed at once).
 */
export function workForecastJob(
  runtime: Runtime,
  models: ForecastModelRegistry,
  job: JobContext<ForecastJobPayload>,
): Promise<ForecastJobResult> {
  const { organizationId, kind } = job.data;
  const ctx = {
    db: runtime.database.db,
    models,
    organizationId,
    runBy: job.data.runBy,
    actor: job.data.actor,
    ...(job.data.requestId === null ? {} : { requestId: job.data.requestId }),
  };
  return workQueuedJob(runtime, 'forecast_jobs', job, async (settle) => {
    const body = REQUEST_SCHEMAS[kind].parse(job.data.request);
    const plan = forecastPlan(kind, body);
    const result = await runForecast(ctx, kind, plan.request, plan.prepare, plan.compute, (scope, run) =>
      settle(scope, run.id),
    );
    return result.run.id;
  });
}

/** Creates the queue and works it in this process (one fit at a time per worker: fits are CPU-bound). */
export async function registerForecastJob(runtime: Runtime): Promise<void> {
  const models = createForecastModels();
  await runtime.jobs.createQueue(forecastJob);
  await runtime.jobs.work(forecastJob, (job) => workForecastJob(runtime, models, job), {
    pollingIntervalSeconds: 1,
    onError: (err, job) => runtime.logger.error({ err, job }, 'forecast job attempt failed'),
  });
}
