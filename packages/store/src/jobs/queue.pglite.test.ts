import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { describeJobQueueConformance } from './conformance.testkit.js';
import { createJobQueue } from './queue.js';
import type { JobQueue, JobQueueConfig } from './types.js';

let pglite: PGlite;
// biome-ignore lint/suspicious/noExplicitAny: the tests use no table types
let kysely: Kysely<any>;
let queue: JobQueue;
const config = (): JobQueueConfig => ({ pglite, superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 });

beforeAll(async () => {
  pglite = await PGlite.create();
  kysely = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  queue = createJobQueue(config());
  await queue.start();
}, 60_000);

afterAll(async () => {
  await queue?.stop({ graceful: false });
  await kysely?.destroy(); // also closes PGlite
});

describeJobQueueConformance('PGlite', { config, queue: () => queue, kysely: () => kysely });
