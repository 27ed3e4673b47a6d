import type { PGlite } from '@electric-sql/pglite';
import type { KyselyTransactionLike } from 'pg-boss';
import type { JobDefinition } from './define.js';
import type { JobProgressStep } from './tracking.js';

/** Settings shared by both backends. */
interface JobQueueCommonConfig {
  /** Schema pg-boss installs itself in. Default `pgboss`. */
  schema?: string;
  /** Schema of the progress and idempotency tables. Default `ctp_jobs`. */
  trackingSchema?: string;
  /**
   * Seconds between supervision passes, which move expired attempts (a crashed or stuck worker)
   * back to `retry`. Default 60; tests use 1.
   */
  superviseIntervalSeconds?: number;
  /** Seconds between queue monitoring passes (stats, heartbeat checks). Default 60. */
  monitorIntervalSeconds?: number;
  /** Called with errors pg-boss reports in the background (maintenance, polling). Default: ignored. */
  onError?: (error: Error) => void;
}

/** PostgreSQL through pg-boss's own `pg` pool (closed by `stop()`). */
export interface PostgresJobQueueConfig extends JobQueueCommonConfig {
  connectionString: string;
  /** Pool size. Default 10. */
  max?: number;
}

/** Embedded PGlite; the caller owns the instance and closes it after `stop()`. */
export interface PgliteJobQueueConfig extends JobQueueCommonConfig {
  pglite: PGlite;
}

export type JobQueueConfig = PostgresJobQueueConfig | PgliteJobQueueConfig;

/** A Kysely transaction (`db.transaction().execute(async (trx) => …)`): the outbox for `send`. */
export type JobTransaction = KyselyTransactionLike;

/** Options of {@link JobQueue.send}. */
export interface SendOptions {
  /** Enqueue inside this Kysely transaction: the job exists only if the transaction commits. */
  db?: JobTransaction;
  /** Same key and queue → the job already sent is returned and nothing new is queued (forever). */
  idempotencyKey?: string;
  /** Do not run before this time (or this many seconds from now). */
  startAfter?: Date | number;
  /** Higher runs first. Default 0. */
  priority?: number;
}

/** One progress update from a handler; the status endpoint reads them in order. */
export interface ProgressUpdate {
  /** Integer 0–100. */
  percent: number;
  /** Short human-readable step, e.g. `Mapping to framework...`. */
  message: string;
}

/** What a handler receives about the job it runs. */
export interface JobContext<Payload> {
  id: string;
  queue: string;
  /** The payload, validated by the definition's schema. */
  data: Payload;
  /** 0 on the first run, 1 on the first retry, … */
  attempt: number;
  /** Aborted when the queue stops without grace or the job expires. */
  signal: AbortSignal;
}

/** Records one progress step (autocommitted, visible to `status()` at once). */
export type ReportProgress = (update: ProgressUpdate) => Promise<void>;

/**
 * A job handler: its return value (a JSON object, e.g. the stored artifact keys) becomes the job's
 * `result`; throwing fails the attempt (retried up to the queue's `retryLimit`).
 */
export type JobHandler<Payload, Result> = (
  job: JobContext<Payload>,
  progress: ReportProgress,
) => Promise<Result>;

/** Options of {@link JobQueue.work}. */
export interface WorkOptions {
  /** Seconds between polls when idle (>= 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /** Jobs run at the same time by this process for this queue. Default 1. */
  concurrency?: number;
  /** Called when a handler throws or a payload is refused, e.g. to log the stack. */
  onError?: (error: unknown, job: { id: string; queue: string; attempt: number }) => void;
}

/** pg-boss job states. `retry`: failed, waiting for its next attempt. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** Why the last attempt failed: name, message and, for CTP errors, the stable code. No stack. */
export interface JobError {
  name: string;
  message: string;
  code?: string;
}

/** Everything a status endpoint shows about one job. */
export interface JobStatus<Result = unknown> {
  id: string;
  queue: string;
  state: JobState;
  /** Retries so far (0 while the first attempt runs). */
  attempt: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** The latest step, or `null` before the first one. */
  progress: JobProgressStep | null;
  /** Every step of every attempt, in the order they were recorded. */
  steps: JobProgressStep[];
  /** The handler's return value, once `completed`. */
  result?: Result;
  /** The last failure, when `retry` or `failed`. */
  error?: JobError;
}

/** A typed job queue on pg-boss (PostgreSQL or PGlite). */
export interface JobQueue {
  /** Installs or migrates pg-boss and the tracking tables, then starts maintenance. */
  start(): Promise<void>;
  /** Stops polling; `graceful` (default true) waits up to `timeout` ms (default 30 000) for running handlers. */
  stop(options?: { graceful?: boolean; timeout?: number }): Promise<void>;
  /** Creates the definition's queue if it does not exist (idempotent; settings are not changed later). */
  createQueue(definition: JobDefinition<object>): Promise<void>;
  /** Validates the payload and queues a job; returns its id (the existing id for a repeated idempotency key). */
  send<Payload extends object>(
    definition: JobDefinition<Payload>,
    payload: Payload,
    options?: SendOptions,
  ): Promise<string>;
  /** Runs `handler` for the definition's jobs in this process; returns the worker id. */
  work<Payload extends object, Result>(
    definition: JobDefinition<Payload>,
    handler: JobHandler<Payload, Result>,
    options?: WorkOptions,
  ): Promise<string>;
  /**
   * Sends the definition's job on a cron schedule (UTC), e.g. `'0 3 * * *'` (daily at 03:00). Idempotent: calling
   * it again from another process or after a restart updates the one schedule instead of adding one.
   * The queue must exist (see `createQueue`).
   */
  schedule<Payload extends object>(
    definition: JobDefinition<Payload>,
    cron: string,
    payload: Payload,
  ): Promise<void>;
  /** The schedules of every queue (name and cron expression), for operators and tests. */
  schedules(): Promise<{ queue: string; cron: string }[]>;
  /**
   * Deletes progress steps and idempotency keys of jobs sent more than `olderThanSeconds` ago
   * (pg-boss drops finished jobs itself after `deleteAfterSeconds`); returns how many jobs.
   * Run it from a schedule, with a horizon longer than any queue's `deleteAfterSeconds`.
   */
  prune(options: { olderThanSeconds: number }): Promise<number>;
  /** State, progress steps, result or error of a job sent through this queue; `null` if unknown or deleted. */
  status<Result = unknown>(id: string): Promise<JobStatus<Result> | null>;
}
