import { testTargets } from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalculationsHarness,
  openCalculationsHarness,
  postMonthlyGas,
} from '../../testing/calculations-harness.js';
import { waitFor } from '../../testing/reports-fixture.js';
import { holdRowLock } from '../../testing/row-lock.js';
import { json } from '../../testing/server-harness.js';
import { exited, workerSet } from '../../testing/worker-process.js';
import { calculationJob } from './calculation-job.js';

/**
 * A worker killed in the middle of a queued calculation (SIGKILL: no clean-up, no acknowledgement)
 * leaves nothing of its run behind, and the calculation is stored exactly once by another worker.
 * Real processes (`ctp worker`) on PostgreSQL; PGlite is one process's database.
 *
 * To stop the first worker at a known point without a hook in the product, the test holds a KEY
 * SHARE lock on the job's row: the worker calculates and writes the run, its records, results and
 * audit entry, then waits for the row (settling it, in the same transaction) when it is killed. Its
 * transaction never commits.
 */
const url = process.env.TEST_DATABASE_URL;
const YEAR = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };
const MONTHS = ['01', '02', '03', '04'];

describe.skipIf(url === undefined)(
  'a calculation whose worker is killed mid-run (PostgreSQL; needs TEST_DATABASE_URL)',
  () => {
    let t: CalculationsHarness;
    const workers = workerSet(() => t.h.runtime.config);

    /** Counts of the organization's stored runs and current results, read past row-level security. */
    const stored = async () => {
      const rows = await sql<{ runs: string; results: string }>`
        SELECT (SELECT count(*) FROM calculation_runs WHERE organization_id = ${t.orgId})::text AS runs,
               (SELECT count(*) FROM emission_results WHERE organization_id = ${t.orgId})::text AS results`.execute(
        t.h.runtime.database.db,
      );
      return { runs: Number(rows.rows[0]?.runs), results: Number(rows.rows[0]?.results) };
    };

    beforeAll(async () => {
      const [target] = testTargets(url).filter((x) => x.name === 'postgres');
      t = await openCalculationsHarness(target as never, 'calc-killed', {
        CTP_CALCULATION_INLINE_LIMIT: '2',
      });
      await postMonthlyGas(t, MONTHS);
      await t.h.runtime.jobs.start();
      await t.h.runtime.jobs.createQueue(calculationJob);
    }, 180_000);
    afterAll(async () => {
      await workers.stopAll();
      await t?.h.runtime.jobs.stop({ graceful: false });
      await t?.close();
    });

    it('stores nothing of the killed attempt, then the run exactly once on another worker', async () => {
      const queued = await t.call('/api/calculations', json('POST', YEAR, t.as('ORG_MEMBER')));
      expect(queued.res.status).toBe(202);
      const jobId = queued.body.id as string;
      const location = queued.res.headers.get('location') as string;
      const look = async () => (await t.call(location, { headers: t.as('ORG_MEMBER') })).body;
      const release = await holdRowLock(
        t.h.runtime.config.databaseUrl as string,
        t.orgId,
        'calculation_jobs',
        jobId,
      );
      try {
        const first = workers.start('worker-1');
        // The worker has written its run and waits to settle the job: a backend waiting for a lock
        // on the job's row, while the test's transaction holds it.
        await waitFor(async () => {
          const waiting = await sql<{ n: string }>`
            SELECT count(*)::text AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query ILIKE '%calculation_jobs%for update%'`.execute(
            t.h.runtime.database.db,
          );
          return waiting.rows[0]?.n === '1' ? true : undefined;
        }, 120_000);
        expect(await look()).toMatchObject({ status: 'running', run: null });
        first.kill('SIGKILL');
        await exited(first);
        expect(first.signalCode).toBe('SIGKILL');
      } finally {
        await release();
      }
      // The killed attempt's backend gives up once it can answer no one: nothing it wrote is visible.
      await waitFor(async () => {
        const left = await sql<{ n: string }>`
          SELECT count(*)::text AS n FROM pg_stat_activity
          WHERE query ILIKE '%calculation_jobs%for update%' AND state <> 'idle' AND pid <> pg_backend_pid()`.execute(
          t.h.runtime.database.db,
        );
        return left.rows[0]?.n === '0' ? true : undefined;
      });
      expect(await stored()).toEqual({ runs: 0, results: 0 });
      expect((await look()).status).not.toBe('succeeded');
      workers.start('worker-2');
      const done = await waitFor(async () => {
        const answer = await look();
        return ['succeeded', 'failed'].includes(answer.status as string) ? answer : undefined;
      }, 180_000);
      expect(done.status, JSON.stringify(done.problem)).toBe('succeeded');
      expect(done.run).toMatchObject({ calculated: MONTHS.length, failedCount: 0 });
      expect(await stored()).toEqual({ runs: 1, results: MONTHS.length });
      const audit = await sql<{ action: string }>`
        SELECT action FROM audit_log WHERE organization_id = ${t.orgId} AND action LIKE 'calculation.%'
        ORDER BY seq`.execute(t.h.runtime.database.db);
      expect(audit.rows.map((r) => r.action)).toEqual(['calculation.queue', 'calculation.run']);
      const queue = await t.h.runtime.jobs.status(jobId);
      expect(queue?.attempt).toBe(1); // the second attempt (attempts count from 0)
    }, 300_000);
  },
);
