import type { z } from 'zod';
import { JobDefinitionInvalidError } from './errors.js';

const QUEUE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** Retry and retention settings of a queue; every job of the queue inherits them. */
export interface JobQueueOptions {
  /** Retries after the first failure before the job is `failed`. Default 2. */
  retryLimit?: number;
  /** Seconds between retries (the base delay with `retryBackoff`). Default 0. */
  retryDelay?: number;
  /** Exponential backoff with jitter from `retryDelay`. Default false. */
  retryBackoff?: boolean;
  /** Upper bound of the backoff delay, in seconds. */
  retryDelayMax?: number;
  /** Seconds a job may stay active before it is treated as crashed and retried. Default 900. */
  expireInSeconds?: number;
  /**
   * Workers send a heartbeat this often (>= 10 s); an attempt without one for this long is
   * treated as crashed and retried, much sooner than `expireInSeconds`. Default: off.
   */
  heartbeatSeconds?: number;
  /** Seconds a finished job (and so its status) is kept. Default 7 days. */
  deleteAfterSeconds?: number;
  /** Seconds a queued job may wait before it is dropped. Default 14 days. */
  retentionSeconds?: number;
}

/**
 * A named kind of job with its payload schema and queue settings. Created once by
 * {@link defineJob} and shared by the code that sends and the code that works.
 */
export interface JobDefinition<Payload extends object = object> extends Readonly<JobQueueOptions> {
  /** Queue name, e.g. `generate`: letters, digits, `_`, `.`, `-`. */
  readonly name: string;
  /** Validates the payload at `send` (before anything is queued) and again in the worker. */
  readonly payload: z.ZodType<Payload>;
}

const nonNegative = (field: keyof JobQueueOptions, value: number | undefined, min = 0) => {
  if (value !== undefined && !(Number.isFinite(value) && value >= min)) {
    throw new JobDefinitionInvalidError({
      field,
      value: String(value),
      reason: `must be a number >= ${min}`,
    });
  }
};

/**
 * Defines a job kind: checks the name and settings, infers the payload type from the zod schema
 * and freezes the result. Payloads travel as JSON, so the schema should accept what JSON keeps
 * (ISO strings rather than `Date` objects).
 *
 * @example
 * const generateReport = defineJob({
 *   name: 'generate',
 *   payload: z.object({ reportId: z.uuid(), organizationId: z.uuid(), frameworkCode: z.string() }),
 *   retryLimit: 3, retryDelay: 5, retryBackoff: true,
 * });
 * @throws {JobDefinitionInvalidError} code `JOB_DEFINITION_INVALID`
 */
export function defineJob<Schema extends z.ZodType<object>>(
  definition: { name: string; payload: Schema } & JobQueueOptions,
): JobDefinition<z.output<Schema>> {
  if (!QUEUE_NAME.test(definition.name)) {
    throw new JobDefinitionInvalidError({
      field: 'name',
      value: definition.name,
      reason: 'letters, digits, "_", "." and "-", at most 100, starting with a letter or digit',
    });
  }
  if (typeof definition.payload?.safeParse !== 'function') {
    throw new JobDefinitionInvalidError({
      field: 'payload',
      value: definition.name,
      reason: 'must be a zod schema',
    });
  }
  nonNegative('retryLimit', definition.retryLimit);
  nonNegative('retryDelay', definition.retryDelay);
  nonNegative('retryDelayMax', definition.retryDelayMax);
  nonNegative('expireInSeconds', definition.expireInSeconds, 1);
  nonNegative('deleteAfterSeconds', definition.deleteAfterSeconds);
  nonNegative('retentionSeconds', definition.retentionSeconds, 1);
  nonNegative('heartbeatSeconds', definition.heartbeatSeconds, 10);
  return Object.freeze({ ...definition }) as unknown as JobDefinition<z.output<Schema>>;
}
