import type { ForecastModelRegistry } from '@ctp/forecast';
import {
  defineJob,
  getForecastJob,
  type JobContext,
  lockForecastJob,
  settleForecastJob,
  withOrganization,
} from '@ctp/store';
import { z } from 'zod';
import { problemPartsForError } from '../../http/error-handler.js';
import { problemOf } from '../../http/problem.js';
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
  payload: z.strictObject({
    organizationId: z.uuid(),
    kind: z.enum(KINDS),
    request: z.record(z.string(), z.json()),
    runBy: z.uuid().nullable(),
    actor: z.strictObject({ actorType: z.enum(['user', 'api_token']), actorId: z.uuid().nullable() }),
    requestId: z.string().max(200).nullable(),
    /** The path the request was made to, the failure problem's `instance`. */
    path: z.string().max(200),
  }),
  retryLimit: 2,
  retryDelay: 2,
  retryBackoff: true,
  heartbeatSeconds: 10,
  // A safety net behind the heartbeat: no fit takes a quarter of an hour.
  expireInSeconds: 15 * 60,
});

export type ForecastJobPayload = z.output<typeof forecastJob.payload>;

/** What the job returns: the run it recorded, or the problem type it settled with. */
export type ForecastJobResult = { runId: string } | { failed: string };

/**
 * One attempt of the job. Exactly once: the run is recorded and the job settled with it in one
 * transaction, holding the job row's lock, so an attempt after a settled one (an earlier attempt
 * committed, then its worker died before acknowledging) returns what was settled and records nothing.
 */
export async function workForecastJob(
  runtime: Runtime,
  models: ForecastModelRegistry,
  job: JobContext<ForecastJobPayload>,
): Promise<ForecastJobResult> {
  const { organizationId, kind } = job.data;
  const db = runtime.database.db;
  const settled = (j: { runId: string | null; failure: Readonly<Record<string, unknown>> | null }) =>
    j.runId !== null ? { runId: j.runId } : { failed: String(j.failure?.type) };
  const before = await withOrganization(db, organizationId, (s) => getForecastJob(s, job.id));
  if (before.settledAt !== null) return settled(before);
  const ctx = {
    db,
    models,
    organizationId,
    runBy: job.data.runBy,
    actor: job.data.actor,
    ...(job.data.requestId === null ? {} : { requestId: job.data.requestId }),
  };
  class SettledMeanwhile extends Error {}
  try {
    const body = REQUEST_SCHEMAS[kind].parse(job.data.request);
    const plan = forecastPlan(kind, body);
    const result = await runForecast(
      ctx,
      kind,
      plan.request,
      plan.prepare,
      plan.compute,
      async (scope, run) => {
        const locked = await lockForecastJob(scope, job.id);
        if (locked.settledAt !== null) throw new SettledMeanwhile();
        await settleForecastJob(scope, job.id, { runId: run.id });
      },
    );
    return { runId: result.run.id };
  } catch (error) {
    if (error instanceof SettledMeanwhile) {
      return settled(await withOrganization(db, organizationId, (s) => getForecastJob(s, job.id)));
    }
    const { row, code, input } = problemPartsForError(error);
    const final = job.attempt >= (forecastJob.retryLimit ?? 0);
    // A problem of the request (4xx) is the answer; an internal failure is retried while attempts remain.
    if (row.status >= 500 && !final) throw error;
    const failure = problemOf(row, code, input, {
      instance: job.data.path,
      requestId: job.data.requestId ?? undefined,
    });
    await withOrganization(db, organizationId, async (scope) => {
      const locked = await lockForecastJob(scope, job.id);
      if (locked.settledAt === null) await settleForecastJob(scope, job.id, { failure: json(failure) });
    });
    runtime.logger.warn({ err: error, jobId: job.id, code }, 'forecast job failed');
    return { failed: failure.type };
  }
}

function json(value: unknown): Record<string, never> {
  return JSON.parse(JSON.stringify(value)) as Record<string, never>;
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
