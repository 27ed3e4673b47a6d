import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { describeJobQueueConformance } from './conformance.testkit.js';
import { createJobQueue } from './queue.js';
import type { JobQueue, JobQueueConfig } from './types.js';

const url = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const schema = `pgboss_test_${suffix}`;
const trackingSchema = `ctp_jobs_test_${suffix}`;

// biome-ignore lint/suspicious/noExplicitAny: the tests use no table types
let kysely: Kysely<any>;
let queue: JobQueue;
const config = (): JobQueueConfig => ({
  connectionString: url ?? '',
  schema,
  trackingSchema,
  max: 4,
  superviseIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
});

describe.skipIf(!url)('PostgreSQL (TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    kysely = new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
    });
    queue = createJobQueue(config());
    await queue.start();
  }, 60_000);

  afterAll(async () => {
    await queue?.stop({ graceful: false });
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(kysely);
    await sql`DROP SCHEMA IF EXISTS ${sql.id(trackingSchema)} CASCADE`.execute(kysely);
    await kysely?.destroy();
  });

  describeJobQueueConformance('PostgreSQL', { config, queue: () => queue, kysely: () => kysely });
});
