import { createHash } from 'node:crypto';
import { testTargets, withOrganization } from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture, waitFor } from '../../testing/reports-fixture.js';
import { holdRowLock } from '../../testing/row-lock.js';
import { exited, workerSet } from '../../testing/worker-process.js';

/**
 * A worker killed in the middle of a report (SIGKILL: no clean-up, no acknowledgement) does not
 * leave the report half done, and the report completes exactly once on another worker. Real
 * processes: `ctp worker` started the way the root `ctp` script starts it, on PostgreSQL (PGlite
 * is one process's database, so a second worker process cannot share it).
 *
 * To stop the first worker at a known point without any hook in the product, the test holds a
 * lock on the report row: the worker reaches 90 `Uploading artifacts...` and waits there for the
 * row (inside its completing transaction) when it is killed.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(url === undefined)(
  'a report whose worker is killed mid-job (PostgreSQL; needs TEST_DATABASE_URL)',
  () => {
    let f: ReportFixture;
    const workers = workerSet(() => f.h.runtime.config);

    beforeAll(async () => {
      const [target] = testTargets(url).filter((t) => t.name === 'postgres');
      f = await openReportFixture(target as never, {}, { worker: false });
    }, 180_000);
    afterAll(async () => {
      await workers.stopAll();
      await f?.close();
    });

    it('completes exactly once after SIGKILL of the worker that held it', async () => {
      const member = f.as('ORG_MEMBER');
      const requested = await f.send(
        'POST',
        '/api/reports',
        { frameworkCode: 'gri', periodStart: '2025-01-01', periodEnd: '2025-12-31' },
        member,
      );
      expect(requested.res.status, JSON.stringify(requested.body)).toBe(202);
      const id = requested.body.id as string;
      const status = async () => (await f.call(`/api/reports/${id}/status`, { headers: member })).body;

      // The test's own connection holds a KEY SHARE lock on the report row until it commits: the
      // attempt's status updates (no key change) pass it, its completing `FOR UPDATE` waits for it.
      const release = await holdRowLock(f.h.runtime.config.databaseUrl as string, f.orgId, 'reports', id);
      try {
        const first = workers.start('worker-1');
        await waitFor(async () => ((await status()).percent === 90 ? true : undefined), 120_000);
        const midway = await status();
        expect(midway).toMatchObject({
          status: 'running',
          percent: 90,
          message: 'Uploading artifacts...',
          attempts: 1,
        });
        first.kill('SIGKILL');
        await exited(first);
        expect(first.signalCode).toBe('SIGKILL');
      } finally {
        await release();
      }
      // Nothing was uploaded or completed by the killed attempt.
      expect(await f.h.runtime.artifacts.list(`reports/${f.orgId}/${id}/`)).toEqual([]);
      expect((await status()).status).not.toBe('complete');

      const second = workers.start('worker-2');
      const done = await waitFor(async () => {
        const s = await status();
        return s.status === 'complete' || s.status === 'failed' ? s : undefined;
      }, 180_000);
      expect(done).toMatchObject({ status: 'complete', percent: 100, attempts: 2 });
      const steps = done.steps as { percent: number; message: string; attempt: number }[];
      expect(steps.filter((s) => s.attempt === 0).map((s) => s.percent)).toEqual([10, 30, 50, 70, 90]);
      expect(steps.filter((s) => s.attempt === 1).map((s) => s.percent)).toEqual([10, 30, 50, 70, 90, 100]);

      const report = (await f.call(`/api/reports/${id}`, { headers: member })).body;
      expect(report).toMatchObject({
        status: 'complete',
        attempts: 2,
        job: { state: 'completed', attempt: 1 },
      });
      // Exactly one completion: one complete row, one audit entry, every artifact stored once with its recorded hash.
      const db = f.h.runtime.database.db;
      const completions = await withOrganization(db, f.orgId, (scope) =>
        sql<{
          n: string;
        }>`SELECT count(*)::text AS n FROM reports WHERE id = ${id} AND status = 'complete'`.execute(
          scope.db,
        ),
      );
      expect(completions.rows[0]?.n).toBe('1');
      expect(await f.auditActions(id)).toEqual(['report.request', 'report.complete']);
      const keys = await f.h.runtime.artifacts.list(`reports/${f.orgId}/${id}/`);
      expect(keys).toHaveLength(6);
      for (const a of report.artifacts as { file: string; sha256: string }[]) {
        const object = await f.h.runtime.artifacts.get(`reports/${f.orgId}/${id}/${a.file}`);
        expect(
          createHash('sha256')
            .update(object?.bytes as Uint8Array)
            .digest('hex'),
          a.file,
        ).toBe(a.sha256);
      }
      second.kill('SIGTERM');
      await exited(second);
    }, 300_000);
  },
);
