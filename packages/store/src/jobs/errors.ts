import { CtpError } from '@ctp/factors';

/** One problem zod found in a payload or progress update: where, and what. */
export interface JobIssue {
  path: string;
  message: string;
}

/**
 * A job payload did not match its definition's zod schema. Code `JOB_PAYLOAD_INVALID`.
 * `stage` says whether `send` refused it (nothing was queued) or a worker did (the job fails
 * without retries, since the same payload would fail again).
 */
export class JobPayloadInvalidError extends CtpError {
  constructor(details: { queue: string; stage: 'send' | 'work'; jobId?: string; issues: JobIssue[] }) {
    const first = details.issues[0];
    const where = first ? `: ${first.path || '(root)'} ${first.message}` : '';
    super(
      'JOB_PAYLOAD_INVALID',
      `invalid payload for job ${details.queue} at ${details.stage}${where}`,
      details,
    );
  }
}

/** A progress update was not `{ percent: integer 0–100, message: 1–500 characters }`. */
export class JobProgressInvalidError extends CtpError {
  constructor(details: { queue: string; jobId: string; issues: JobIssue[] }) {
    const first = details.issues[0];
    super(
      'JOB_PROGRESS_INVALID',
      `invalid progress for job ${details.queue}/${details.jobId}${first ? `: ${first.path} ${first.message}` : ''}`,
      details,
    );
  }
}

/** A job definition or queue configuration is malformed (name, schema name, retry settings). */
export class JobDefinitionInvalidError extends CtpError {
  constructor(details: { field: string; value: string; reason: string }) {
    super(
      'JOB_DEFINITION_INVALID',
      `invalid job ${details.field} ${JSON.stringify(details.value)}: ${details.reason}`,
      details,
    );
  }
}

/** The queue was used before `start()` or after `stop()`. Code `JOB_QUEUE_NOT_STARTED`. */
export class JobQueueNotStartedError extends CtpError {
  constructor(details: { operation: string }) {
    super('JOB_QUEUE_NOT_STARTED', `job queue must be started before ${details.operation}`, details);
  }
}

/** The database behind the queue failed (start, send, status). Code `JOB_QUEUE_UNAVAILABLE`. */
export class JobQueueUnavailableError extends CtpError {
  constructor(details: { operation: string; queue?: string }, options?: ErrorOptions) {
    const reason = options?.cause instanceof Error ? `: ${options.cause.message}` : '';
    super('JOB_QUEUE_UNAVAILABLE', `job queue failed to ${details.operation}${reason}`, details, options);
  }
}

/** Turns zod issues into `{ path, message }` pairs with dotted paths. */
export function toJobIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): JobIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
