import type { ForecastJob, ForecastRunRecord } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { ProblemSchema } from '../../http/problem.js';
import { problemTypeForCode, problemTypeForStatus, problemTypeUri } from '../../http/problem-types.js';
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

/** The problem of a job the queue gave up on without the job settling (every attempt crashed). */
function queueFailure(state: ForecastJobState): z.infer<typeof ProblemSchema> {
  const code = state.queue?.error?.code;
  const known = code === undefined ? undefined : problemTypeForCode(code);
  const row = known ?? problemTypeForStatus(500);
  return {
    type: problemTypeUri(row),
    title: row.title,
    status: row.status,
    code: known === undefined ? 'INTERNAL_ERROR' : (code as string),
    detail:
      state.queue === null
        ? 'The job is no longer in the queue and did not record a run.'
        : 'Every attempt of the job failed; see the server log for the job id.',
  };
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
  switch (queue?.state) {
    case 'created':
    case 'retry':
      return { ...base, status: 'queued' };
    case 'active':
    case 'completed': // settled a moment after the row was read
      return { ...base, status: 'running' };
    default:
      return { ...base, status: 'failed', problem: queueFailure(state) };
  }
}
