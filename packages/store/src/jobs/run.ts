import { CtpError } from '@ctp/factors';
import type { Db, Job, JobResult } from 'pg-boss';
import { z } from 'zod';
import type { JobDefinition } from './define.js';
import { JobPayloadInvalidError, JobProgressInvalidError, toJobIssues } from './errors.js';
import type { TrackingStatements } from './tracking.js';
import type { JobError, JobHandler, ProgressUpdate, WorkOptions } from './types.js';

const ProgressUpdateSchema = z.strictObject({
  percent: z.number().int().min(0).max(100),
  message: z.string().min(1).max(500),
});

/** What is stored as a failed job's output: no stack, so a status endpoint can show it as is. */
export function toJobError(error: unknown): JobError {
  if (error instanceof CtpError) return { name: error.name, message: error.message, code: error.code };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** Reads a stored failure back, tolerating pg-boss's own serialized errors. */
export function readJobError(output: unknown): JobError | undefined {
  if (typeof output !== 'object' || output === null || !('message' in output)) return undefined;
  const { name, message, code } = output as Record<string, unknown>;
  const error: JobError = { name: typeof name === 'string' ? name : 'Error', message: String(message) };
  if (typeof code === 'string') error.code = code;
  return error;
}

/**
 * Runs one fetched job: validates the payload (an invalid one fails at once, without retries,
 * through the dead-letter outcome), calls the handler with a progress reporter, and turns the
 * outcome into pg-boss's per-job result.
 */
export async function runJob<Payload extends object, Result>(
  job: Job<unknown>,
  definition: JobDefinition<Payload>,
  handler: JobHandler<Payload, Result>,
  tracking: { db: Db; statements: TrackingStatements },
  onError: WorkOptions['onError'],
): Promise<JobResult> {
  const about = { id: job.id, queue: definition.name, attempt: job.retryCount };
  const parsed = definition.payload.safeParse(job.data);
  if (!parsed.success) {
    const error = new JobPayloadInvalidError({
      queue: definition.name,
      stage: 'work',
      jobId: job.id,
      issues: toJobIssues(parsed.error.issues),
    });
    onError?.(error, about);
    return { id: job.id, status: 'deadletter', output: toJobError(error) };
  }
  const progress = async (update: ProgressUpdate) => {
    const checked = ProgressUpdateSchema.safeParse(update);
    if (!checked.success) {
      throw new JobProgressInvalidError({
        queue: definition.name,
        jobId: job.id,
        issues: toJobIssues(checked.error.issues),
      });
    }
    const { percent, message } = checked.data;
    await tracking.statements.addStep(tracking.db, job.id, job.retryCount, percent, message);
  };
  try {
    const context = { ...about, data: parsed.data, signal: job.signal };
    const result = await handler(context, progress);
    return result === undefined
      ? { id: job.id, status: 'completed' }
      : { id: job.id, status: 'completed', output: result };
  } catch (error) {
    onError?.(error, about);
    return { id: job.id, status: 'failed', output: toJobError(error) };
  }
}
