import { randomUUID } from 'node:crypto';
import { type ConstructorOptions, type Db, fromKysely, fromPglite, PgBoss } from 'pg-boss';
import {
  JobPayloadInvalidError,
  JobQueueNotStartedError,
  JobQueueUnavailableError,
  toJobIssues,
} from './errors.js';
import { readJobError, runJob } from './run.js';
import { quoteSchema, trackingDdl, trackingStatements } from './tracking.js';
import type { JobQueue, JobQueueConfig, JobStatus } from './types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** pg-boss constructor options for either backend. */
function bossOptions(config: JobQueueConfig): ConstructorOptions {
  const schema = config.schema ?? 'pgboss';
  quoteSchema(schema, 'schema');
  const common: ConstructorOptions = { schema };
  if (config.superviseIntervalSeconds !== undefined)
    common.superviseIntervalSeconds = config.superviseIntervalSeconds;
  if (config.monitorIntervalSeconds !== undefined)
    common.monitorIntervalSeconds = config.monitorIntervalSeconds;
  if ('pglite' in config) return { ...common, db: fromPglite(config.pglite), backend: 'pglite' };
  return { ...common, connectionString: config.connectionString, max: config.max ?? 10 };
}

/**
 * Creates a typed job queue on pg-boss, on PostgreSQL (`{ connectionString }`) or embedded PGlite
 * (`{ pglite }`). Several processes may share one database: each job runs once at a time, an
 * expired (crashed) attempt is retried, and progress lives in the database for any process to read.
 *
 * @example
 * const queue = createJobQueue({ connectionString });
 * await queue.start();
 * await queue.createQueue(generateReport);
 * await db.transaction().execute(async (trx) => {
 *   await trx.insertInto('report').values(report).execute();
 *   await queue.send(generateReport, { reportId, organizationId }, { db: trx }); // outbox
 * });
 * await queue.work(generateReport, async (job, progress) => {
 *   await progress({ percent: 10, message: 'Collecting data...' });
 *   return { files: ['report.pdf'] };
 * });
 * const status = await queue.status(jobId); // state, steps, result or error
 */
export function createJobQueue(config: JobQueueConfig): JobQueue {
  const boss = new PgBoss(bossOptions(config));
  boss.on('error', (error) => config.onError?.(error));
  const trackingSchema = config.trackingSchema ?? 'ctp_jobs';
  const statements = trackingStatements(trackingSchema);
  let db: Db | undefined;

  const started = (operation: string): Db => {
    if (!db) throw new JobQueueNotStartedError({ operation });
    return db;
  };
  const guard = async <T>(operation: string, queue: string | undefined, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (cause) {
      throw new JobQueueUnavailableError(queue === undefined ? { operation } : { operation, queue }, {
        cause,
      });
    }
  };

  return {
    async start() {
      await guard('start', undefined, async () => {
        await boss.start();
        await boss.getDb().executeSql(trackingDdl(trackingSchema));
      });
      db = boss.getDb();
    },

    async stop({ graceful = true, timeout = 30_000 } = {}) {
      await boss.stop({ graceful, timeout, close: true });
      db = undefined;
    },

    async createQueue(definition) {
      started('createQueue');
      const { name, payload: _payload, ...options } = definition;
      await guard('create queue', name, async () => {
        await boss.createQueue(name, options); // ON CONFLICT DO NOTHING: safe from several processes
      });
    },

    async send(definition, payload, options = {}) {
      const pool = started('send');
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) {
        const issues = toJobIssues(parsed.error.issues);
        throw new JobPayloadInvalidError({ queue: definition.name, stage: 'send', issues });
      }
      const target = options.db ? fromKysely(options.db) : pool;
      return guard('send', definition.name, async () => {
        const claim = await statements.claim(target, randomUUID(), definition.name, options.idempotencyKey);
        if (!claim.created) return claim.id;
        await boss.send(definition.name, parsed.data, {
          id: claim.id,
          db: target,
          ...(options.idempotencyKey === undefined ? {} : { singletonKey: options.idempotencyKey }),
          ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
          ...(options.priority === undefined ? {} : { priority: options.priority }),
        });
        return claim.id;
      });
    },

    async work(definition, handler, options = {}) {
      const pool = started('work');
      const tracking = { db: pool, statements };
      const workOptions = {
        batchSize: 1,
        perJobResults: true as const,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        localConcurrency: options.concurrency ?? 1,
      };
      return boss.work<unknown>(definition.name, workOptions, async (jobs) => {
        const results = [];
        for (const job of jobs)
          results.push(await runJob(job, definition, handler, tracking, options.onError));
        return results;
      });
    },

    async schedule(definition, cron, payload) {
      started('schedule');
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) {
        const issues = toJobIssues(parsed.error.issues);
        throw new JobPayloadInvalidError({ queue: definition.name, stage: 'send', issues });
      }
      await guard('schedule', definition.name, () =>
        boss.schedule(definition.name, cron, parsed.data as object, { tz: 'UTC' }),
      );
    },

    async schedules() {
      started('schedules');
      const rows = await guard('list schedules', undefined, () => boss.getSchedules());
      return rows.map((r) => ({ queue: r.name, cron: r.cron }));
    },

    async prune({ olderThanSeconds }) {
      const pool = started('prune');
      return guard('prune', undefined, () => statements.prune(pool, olderThanSeconds));
    },

    async status<Result = unknown>(id: string): Promise<JobStatus<Result> | null> {
      const pool = started('status');
      return guard('read status', undefined, async () => {
        if (!UUID.test(id)) return null;
        const queue = await statements.queueOf(pool, id);
        if (queue === null) return null;
        const [job] = await boss.findJobs<unknown>(queue, { id });
        if (!job) return null;
        const steps = await statements.steps(pool, id);
        const status: JobStatus<Result> = {
          id,
          queue,
          state: job.state,
          attempt: job.retryCount,
          retryLimit: job.retryLimit,
          createdOn: job.createdOn,
          startedOn: job.startedOn ?? null,
          completedOn: job.completedOn ?? null,
          progress: steps.at(-1) ?? null,
          steps,
        };
        if (job.state === 'completed' && job.output !== undefined && job.output !== null) {
          status.result = job.output as Result;
        }
        const error = job.state === 'failed' || job.state === 'retry' ? readJobError(job.output) : undefined;
        if (error) status.error = error;
        return status;
      });
    },
  };
}
