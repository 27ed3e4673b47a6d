import type { ForecastJob, ForecastRunRecord } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { ProblemSchema } from '../../http/problem.js';
import { unsettledJobState } from '../../http/queued-job.js';
import type { ForecastJobState } from './projection-service.js';
import { ForecastResultSchema } from './schemas.js';

export const FORECAST_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const ForecastJobView = z
  .object({
    id: z.uuid(),
    kind: z.enum(['projection', 'scenario_comparison', 'gap_analysis', 'initiatives']),
    status: z.enum(FORECAST_JOB_STATUSES).openapi({
      description:
        '`queued` (waiting for a worker, or for a retry), `running`, `succeeded` (`runId` and `result` are set), `failed` (`problem` says why).',
    }),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
    runId: z.uuid().nullable(),
    result: ForecastResultSchema.nullable().openapi({
      description: 'When succeeded: exactly what the request would have answered with 201.',
    }),
    problem: ProblemSchema.nullable().openapi({
      description:
        'When failed: the problem the request would have answered with (same `type`), e.g. `urn:ctp:problem:forecast-fit-failed`.',
    }),
  })
  .openapi('ForecastJob');

/** The body a forecasting request answers with once its run is recorded (201, or a succeeded job's `result`). */
export function resultOfRun(run: ForecastRunRecord): z.infer<typeof ForecastResultSchema> {
  return {
    runId: run.id,
    inputDataHash: run.inputDataHash,
    inputDataRange: run.inputDataRange,
    ...(run.output as Record<string, unknown>),
  } as z.infer<typeof ForecastResultSchema>;
}

const viewBase = (job: ForecastJob) => ({
  id: job.id,
  kind: job.kind,
  createdAt: job.createdAt.toISOString(),
  settledAt: job.settledAt?.toISOString() ?? null,
  runId: job.runId,
  result: null,
  problem: null,
});

/** A job just queued (the 202 answer). */
export function queuedJobView(job: ForecastJob): z.infer<typeof ForecastJobView> {
  return { ...viewBase(job), status: 'queued' };
}

/**
 * A forecast job as the API shows it. A settled job answers from its own row (its run, or its
 * failure); an unsettled one from the queue's state.
 */
export function forecastJobView(state: ForecastJobState): z.infer<typeof ForecastJobView> {
  const { job, queue, run } = state;
  const base = viewBase(job);
  if (run !== null) return { ...base, status: 'succeeded', result: resultOfRun(run) };
  if (job.failure !== null) {
    return { ...base, status: 'failed', problem: job.failure as z.infer<typeof ProblemSchema> };
  }
  return { ...base, ...unsettledJobState(queue) };
}
