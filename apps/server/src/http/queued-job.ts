import {
  type JobContext,
  type JobStatus,
  type OrganizationScope,
  readJobRow,
  type SettledJobTable,
  settleJobRow,
  withOrganization,
} from '@ctp/store';
import { z } from 'zod';
import type { Runtime } from '../wiring/runtime.js';
import { problemPartsForError } from './error-handler.js';
import { type ProblemSchema, problemOf } from './problem.js';
import { problemTypeForCode, problemTypeForStatus, problemTypeUri } from './problem-types.js';

/**
 * Work queued for a worker instead of being done in the request (forecast fits, large calculations):
 * the job's tenant row (`forecast_jobs`, `calculation_jobs`) settles once, with the run the work
 * recorded or the problem the request would have answered with. This module is what both share: one
 * attempt of such a job, and the state an unsettled one shows.
 */

type Problem = z.infer<typeof ProblemSchema>;

/**
 * The payload fields of every queued request: whose it is, the validated request body, the audit
 * actor and request id its run records, and the path its failure problem points at.
 */
export const queuedRequestFields = {
  organizationId: z.uuid(),
  request: z.record(z.string(), z.json()),
  actor: z.strictObject({ actorType: z.enum(['user', 'api_token']), actorId: z.uuid().nullable() }),
  requestId: z.string().max(200).nullable(),
  /** The path the request was made to, the failure problem's `instance`. */
  path: z.string().max(200),
};

/**
 * How a queued request is retried: a failed attempt (the database unreachable, a worker that died)
 * twice, with backoff; a worker heartbeat every 10 s lets supervision hand a dead worker's job on.
 */
export const QUEUED_REQUEST_RETRIES = {
  retryLimit: 2,
  retryDelay: 2,
  retryBackoff: true,
  heartbeatSeconds: 10,
} as const;

/** What a queued job carries besides its own request: whose it is, and where its problem points. */
export interface QueuedJobPayload {
  organizationId: string;
  requestId: string | null;
  /** The path the request was made to, the failure problem's `instance`. */
  path: string;
}

/** What a job attempt returns: the run it recorded, or the problem type it settled with. */
export type QueuedJobResult = { runId: string } | { failed: string };

/**
 * What an attempt of a queued job does beyond the shared bookkeeping: the work itself, recording its
 * run and calling `settle(scope, runId)` inside the transaction that records it (so the run and the
 * settled row commit together); it returns the run id.
 */
export type QueuedWork = (
  settle: (scope: OrganizationScope, runId: string) => Promise<void>,
) => Promise<string>;

/**
 * One attempt of a queued job. Exactly once: the run is recorded and the job settled with it in one
 * transaction, holding the job row's lock, so an attempt after a settled one (an earlier attempt
 * committed, then its worker died before acknowledging) returns what was settled and records
 * nothing. A problem of the request itself (a 4xx) settles the job as failed at once, since doing
 * the work again would fail again; an internal failure is retried while attempts remain
 * ({@link QUEUED_REQUEST_RETRIES}).
 */
export async function workQueuedJob<P extends QueuedJobPayload>(
  runtime: Runtime,
  table: SettledJobTable,
  job: JobContext<P>,
  work: QueuedWork,
): Promise<QueuedJobResult> {
  const db = runtime.database.db;
  const { organizationId } = job.data;
  const read = () => withOrganization(db, organizationId, (s) => readJobRow(s, table, job.id, false));
  const settled = (row: { run_id: string | null; failure: Record<string, unknown> | null }) =>
    row.run_id !== null ? { runId: row.run_id } : { failed: String(row.failure?.type) };
  const before = await read();
  if (before.settled_at !== null) return settled(before);
  class SettledMeanwhile extends Error {}
  try {
    const runId = await work(async (scope, id) => {
      const locked = await readJobRow(scope, table, job.id, true);
      if (locked.settled_at !== null) throw new SettledMeanwhile();
      await settleJobRow(scope, table, job.id, { runId: id });
    });
    return { runId };
  } catch (error) {
    if (error instanceof SettledMeanwhile) return settled(await read());
    const { row, code, input } = problemPartsForError(error);
    const final = job.attempt >= QUEUED_REQUEST_RETRIES.retryLimit;
    if (row.status >= 500 && !final) throw error;
    const failure = problemOf(row, code, input, {
      instance: job.data.path,
      requestId: job.data.requestId ?? undefined,
    });
    await withOrganization(db, organizationId, async (scope) => {
      const locked = await readJobRow(scope, table, job.id, true);
      if (locked.settled_at === null) {
        await settleJobRow(scope, table, job.id, {
          failure: JSON.parse(JSON.stringify(failure)) as Record<string, never>,
        });
      }
    });
    runtime.logger.warn({ err: error, jobId: job.id, table, code }, 'queued job failed');
    return { failed: failure.type };
  }
}

/** The problem of a job the queue gave up on without the job settling (every attempt crashed). */
function queueFailure(queue: JobStatus | null): Problem {
  const code = queue?.error?.code;
  const known = code === undefined ? undefined : problemTypeForCode(code);
  const row = known ?? problemTypeForStatus(500);
  return {
    type: problemTypeUri(row),
    title: row.title,
    status: row.status,
    code: known === undefined ? 'INTERNAL_ERROR' : (code as string),
    detail:
      queue === null
        ? 'The job is no longer in the queue and did not record a run.'
        : 'Every attempt of the job failed; see the server log for the job id.',
  };
}

/**
 * What an unsettled job shows, from the queue's state: `queued` (waiting for a worker, or for a
 * retry), `running`, or `failed` with a problem when the queue gave up on it or lost it.
 */
export function unsettledJobState(
  queue: JobStatus | null,
): { status: 'queued' | 'running'; problem: null } | { status: 'failed'; problem: Problem } {
  switch (queue?.state) {
    case 'created':
    case 'retry':
      return { status: 'queued', problem: null };
    case 'active':
    case 'completed': // settled a moment after the row was read
      return { status: 'running', problem: null };
    default:
      return { status: 'failed', problem: queueFailure(queue) };
  }
}
