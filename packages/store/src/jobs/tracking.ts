import type { Db } from 'pg-boss';
import { JobDefinitionInvalidError } from './errors.js';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A progress step as stored and as `status()` returns it. */
export interface JobProgressStep {
  /** 0–100. */
  percent: number;
  message: string;
  /** Attempt the step belongs to: 0 for the first run, 1 for the first retry, … */
  attempt: number;
  at: Date;
}

/** Checks a PostgreSQL schema name and returns it double-quoted. */
export function quoteSchema(schema: string, field: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new JobDefinitionInvalidError({
      field,
      value: schema,
      reason: 'lowercase letters, digits and "_", at most 63',
    });
  }
  return `"${schema}"`;
}

/**
 * The two tables beside pg-boss, in their own schema: `job` (id → queue, idempotency key) and
 * `job_progress` (ordered steps). Created idempotently under an advisory lock, so several
 * processes can start at once.
 */
export function trackingDdl(schema: string): string {
  const s = quoteSchema(schema, 'trackingSchema');
  return `
BEGIN;
SELECT pg_advisory_xact_lock(hashtext('ctp.jobs.tracking.' || '${schema}'));
CREATE SCHEMA IF NOT EXISTS ${s};
CREATE TABLE IF NOT EXISTS ${s}.job (
  id uuid PRIMARY KEY,
  queue text NOT NULL,
  idempotency_key text,
  created_on timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT job_idempotency UNIQUE (queue, idempotency_key)
);
CREATE TABLE IF NOT EXISTS ${s}.job_progress (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id uuid NOT NULL REFERENCES ${s}.job (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  percent smallint NOT NULL CHECK (percent BETWEEN 0 AND 100),
  message text NOT NULL,
  created_on timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX IF NOT EXISTS job_progress_job ON ${s}.job_progress (job_id, seq);
COMMIT;`;
}

/** Bound SQL statements over the tracking tables; `db` is pg-boss's own or a caller's transaction. */
export function trackingStatements(schema: string) {
  const s = quoteSchema(schema, 'trackingSchema');
  return {
    /**
     * Records a new job id, or finds the job already sent with the same idempotency key.
     * Returns the id that owns the key and whether it is the new one.
     */
    async claim(
      db: Db,
      id: string,
      queue: string,
      key: string | undefined,
    ): Promise<{ id: string; created: boolean }> {
      const inserted = await db.executeSql(
        `INSERT INTO ${s}.job (id, queue, idempotency_key) VALUES ($1, $2, $3)
         ON CONFLICT (queue, idempotency_key) DO NOTHING RETURNING id`,
        [id, queue, key ?? null],
      );
      if (inserted.rows.length > 0) return { id, created: true };
      const existing = await db.executeSql(
        `SELECT id FROM ${s}.job WHERE queue = $1 AND idempotency_key = $2`,
        [queue, key],
      );
      return { id: String(existing.rows[0]?.id), created: false };
    },
    async queueOf(db: Db, id: string): Promise<string | null> {
      const result = await db.executeSql(`SELECT queue FROM ${s}.job WHERE id = $1`, [id]);
      return (result.rows[0]?.queue as string | undefined) ?? null;
    },
    async addStep(db: Db, id: string, attempt: number, percent: number, message: string): Promise<void> {
      await db.executeSql(
        `INSERT INTO ${s}.job_progress (job_id, attempt, percent, message) VALUES ($1, $2, $3, $4)`,
        [id, attempt, percent, message],
      );
    },
    /** Deletes jobs (and their steps) recorded more than `seconds` ago; returns how many. */
    async prune(db: Db, seconds: number): Promise<number> {
      const result = await db.executeSql(
        `WITH gone AS (DELETE FROM ${s}.job WHERE created_on < now() - make_interval(secs => $1) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [seconds],
      );
      return Number(result.rows[0]?.n ?? 0);
    },
    async steps(db: Db, id: string): Promise<JobProgressStep[]> {
      const result = await db.executeSql(
        `SELECT percent, message, attempt, created_on FROM ${s}.job_progress WHERE job_id = $1 ORDER BY seq`,
        [id],
      );
      return result.rows.map((row) => ({
        percent: Number(row.percent),
        message: String(row.message),
        attempt: Number(row.attempt),
        at: new Date(row.created_on),
      }));
    },
  };
}

export type TrackingStatements = ReturnType<typeof trackingStatements>;
