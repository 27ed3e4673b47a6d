import type { CalculationJob, CalculationRun, JobStatus } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { PageQuery } from '../../http/paging.js';
import { ProblemSchema } from '../../http/problem.js';
import { unsettledJobState } from '../../http/queued-job.js';
import { CalculationRequest, CalculationRunView, runView } from './schemas.js';

export const CALCULATION_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const CalculationJobView = z
  .object({
    id: z.uuid(),
    status: z.enum(CALCULATION_JOB_STATUSES).openapi({
      description:
        '`queued` (waiting for a worker, or for a retry), `running`, `succeeded` (`runId` and `run` are set; the run itself says `completed`), `failed` (`problem` says why).',
    }),
    // The registered component as it is: describing it here would rewrite its description.
    request: CalculationRequest,
    requestedBy: z.uuid().nullable().openapi({ description: 'The user who asked (null for an API token).' }),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
    runId: z.uuid().nullable(),
    run: CalculationRunView.nullable().openapi({
      description: 'When succeeded: the stored run, as `GET /api/calculations/{id}` shows it.',
    }),
    progress: z
      .object({
        percent: z.number().int().min(0).max(100),
        message: z.string(),
        at: z.string(),
      })
      .nullable()
      .openapi({
        description:
          'While running: how far the worker is (its latest step, e.g. `Calculated 50,000 of 1,000,000 activities`, every 5%). On the embedded database (PGlite) steps are written only when the run ends, so a running job shows none.',
      }),
    problem: ProblemSchema.nullable().openapi({
      description:
        'When failed: the problem the request would have answered with (same `type`), e.g. `urn:ctp:problem:dataset-not-loaded`.',
    }),
  })
  .openapi('CalculationJob', {
    description:
      'A calculation queued for a worker: what was asked (`request`, the body as the server validated and queued it), by whom, how far it is and how it ended.',
  });

type View = z.infer<typeof CalculationJobView>;

/** A calculation job with the queue's view of it and, once succeeded, its run. */
export interface CalculationJobState {
  readonly job: CalculationJob;
  readonly queue: JobStatus | null;
  readonly run: CalculationRun | null;
}

const viewBase = (job: CalculationJob) => ({
  id: job.id,
  request: job.request as z.infer<typeof CalculationRequest>,
  requestedBy: job.requestedBy,
  createdAt: job.createdAt.toISOString(),
  settledAt: job.settledAt?.toISOString() ?? null,
  runId: job.runId,
  run: null,
  progress: null,
  problem: null,
});

/** A job just queued (the 202 answer). */
export function queuedCalculationJobView(job: CalculationJob): View {
  return { ...viewBase(job), status: 'queued' };
}

/** A calculation job as the API shows it: a settled one from its row, an unsettled one from the queue. */
export function calculationJobView({ job, queue, run }: CalculationJobState): View {
  const base = viewBase(job);
  if (run !== null) return { ...base, status: 'succeeded', run: runView(run) };
  if (job.failure !== null) {
    return { ...base, status: 'failed', problem: job.failure as z.infer<typeof ProblemSchema> };
  }
  const state = unsettledJobState(queue);
  const step = queue?.progress ?? null;
  return {
    ...base,
    ...state,
    progress:
      state.status === 'running' && step !== null
        ? { percent: step.percent, message: step.message, at: step.at.toISOString() }
        : null,
  };
}

/** `?limit&cursor&unsettled` of the job list (a few jobs at a time: each unsettled one asks the queue). */
export const CalculationJobListQuery = PageQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unsettled: z.enum(['true', 'false']).optional().openapi({
    description:
      '`true`: only the jobs without an outcome yet (queued, running, or given up by the queue without settling).',
  }),
});
