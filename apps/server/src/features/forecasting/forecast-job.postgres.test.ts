import type { ChildProcess } from 'node:child_process';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ForecastingFixture, openForecastingFixture } from '../../testing/forecasting-fixture.js';
import { waitFor } from '../../testing/reports-fixture.js';
import { json } from '../../testing/server-harness.js';
import { exited, spawnWorker } from '../../testing/worker-process.js';
import { forecastJob } from './forecast-job.js';

/**
 * A forecast job outlives the process that queued it: the server queues it with no worker running,
 * then a separate `ctp worker` process (started the way the root `ctp` script starts it, as after a
 * restart or on another machine) finds it in PostgreSQL and records the run as the request's caller.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(url === undefined)(
  'a forecast job worked by another process (PostgreSQL; needs TEST_DATABASE_URL)',
  () => {
    let f: ForecastingFixture;
    let child: ChildProcess | undefined;

    beforeAll(async () => {
      const [target] = testTargets(url).filter((t) => t.name === 'postgres');
      f = await openForecastingFixture(target as never);
      await f.h.runtime.jobs.start();
      await f.h.runtime.jobs.createQueue(forecastJob);
    }, 180_000);
    afterAll(async () => {
      if (child !== undefined && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
      await f?.h.runtime.jobs.stop({ graceful: false });
      await f?.close();
    });

    it('is queued with no worker, then worked by a worker process started afterwards', async () => {
      const headers = { authorization: `Bearer ${f.personalAdminToken}` };
      const body = { model: 'linear-trend', horizon: 12 };
      const inline = await f.call('/api/forecasting/project', json('POST', body, headers));
      expect(inline.res.status).toBe(201);
      const queued = await f.call(
        '/api/forecasting/project',
        json('POST', body, { ...headers, prefer: 'respond-async' }),
      );
      expect(queued.res.status).toBe(202);
      const location = queued.res.headers.get('location') as string;
      expect((await f.call(location, { headers })).body.status).toBe('queued');

      child = spawnWorker(f.h.runtime.config, 'worker');

      const done = await waitFor(async () => {
        const answer = (await f.call(location, { headers })).body;
        return ['succeeded', 'failed'].includes(answer.status as string) ? answer : undefined;
      });
      expect(done.status, JSON.stringify(done.problem)).toBe('succeeded');
      const result = done.result as Record<string, unknown>;
      expect(result.inputDataHash).toBe(inline.body.inputDataHash);
      expect((result.projection as { values: number[] }).values).toEqual(
        (inline.body.projection as { values: number[] }).values,
      );
      const [a, b] = await Promise.all(
        [inline.body.runId, result.runId].map((id) => f.call(`/api/forecasting/runs/${id}`, { headers })),
      );
      // Recorded as the caller's run, not the worker's.
      expect(b?.body.runBy).toBe(a?.body.runBy);
      expect(b?.body.config).toEqual(a?.body.config);
    }, 300_000);
  },
);
