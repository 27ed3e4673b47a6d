import type { ChildProcess } from 'node:child_process';
import { Decimal } from '@ctp/engine';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalculationsHarness,
  openCalculationsHarness,
  postMonthlyGas,
} from '../../testing/calculations-harness.js';
import { waitFor } from '../../testing/reports-fixture.js';
import { holdRowLock } from '../../testing/row-lock.js';
import { json } from '../../testing/server-harness.js';
import { exited, spawnWorker } from '../../testing/worker-process.js';
import { calculationJob } from './calculation-job.js';

/**
 * A calculation job outlives the process that queued it: the server queues it with no worker
 * running, then a separate `ctp worker` process (as after a restart, or on another machine) finds
 * it in PostgreSQL and stores the run as the request's caller.
 */
const url = process.env.TEST_DATABASE_URL;
const YEAR = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };

describe.skipIf(url === undefined)(
  'a calculation job worked by another process (PostgreSQL; needs TEST_DATABASE_URL)',
  () => {
    let t: CalculationsHarness;
    let child: ChildProcess | undefined;

    beforeAll(async () => {
      const [target] = testTargets(url).filter((x) => x.name === 'postgres');
      t = await openCalculationsHarness(target as never, 'calc-worker', {
        CTP_CALCULATION_INLINE_LIMIT: '2',
      });
      await postMonthlyGas(t, ['01', '02', '03']);
      await t.h.runtime.jobs.start();
      await t.h.runtime.jobs.createQueue(calculationJob);
    }, 180_000);
    afterAll(async () => {
      if (child !== undefined && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
      await t?.h.runtime.jobs.stop({ graceful: false });
      await t?.close();
    });

    it('is queued with no worker (3 activities over a limit of 2), then worked by a worker process started afterwards', async () => {
      const queued = await t.call('/api/calculations', json('POST', YEAR, t.as('ORG_MEMBER')));
      expect(queued.res.status).toBe(202);
      const location = queued.res.headers.get('location') as string;
      expect((await t.call(location, { headers: t.as('ORG_MEMBER') })).body).toMatchObject({
        status: 'queued',
        progress: null,
      });
      // Held at the job row (the worker locks it to settle, after calculating and writing the run),
      // the job shows the progress the worker reported outside the run's open transaction.
      const release = await holdRowLock(
        t.h.runtime.config.databaseUrl as string,
        t.orgId,
        'calculation_jobs',
        queued.body.id,
      );
      child = spawnWorker(t.h.runtime.config, 'worker');
      try {
        const running = await waitFor(async () => {
          const answer = (await t.call(location, { headers: t.as('ORG_MEMBER') })).body;
          return answer.progress?.percent === 100 ? answer : undefined;
        });
        expect(running).toMatchObject({
          status: 'running',
          run: null,
          progress: { percent: 100, message: 'Calculated 3 of 3 activities' },
        });
        // Nothing of the run is visible before it commits.
        expect((await t.get('/api/calculations?limit=100')).body.items).toEqual([]);
      } finally {
        await release();
      }

      const done = await waitFor(async () => {
        const answer = (await t.call(location, { headers: t.as('ORG_MEMBER') })).body;
        return ['succeeded', 'failed'].includes(answer.status as string) ? answer : undefined;
      });
      expect(done.status, JSON.stringify(done.problem)).toBe('succeeded');
      expect(done.progress).toBeNull(); // settled: the run says the rest
      const steps = (await t.h.runtime.jobs.status(queued.body.id))?.steps ?? [];
      expect(steps.map((step) => step.percent)).toEqual([0, 100]);
      expect(done.run).toMatchObject({ kind: 'period', ...YEAR, calculated: 3, failedCount: 0 });
      expect(done.run.createdBy).toBeNull(); // an API token's run, as in the request
      // Its totals are those of the same activities calculated in requests (one month each).
      let scope1 = new Decimal(0);
      for (const month of ['01', '02', '03']) {
        const body = { periodStart: `2025-${month}-01`, periodEnd: `2025-${month}-28` };
        const inline = await t.call('/api/calculations', json('POST', body, t.as('ORG_MEMBER')));
        expect(inline.res.status).toBe(201);
        scope1 = scope1.plus(inline.body.totalsByScope.scope1);
      }
      expect(scope1.eq(done.run.totalsByScope.scope1)).toBe(true);
      expect(scope1.gt(0)).toBe(true);
    }, 300_000);
  },
);
