import { CtpError } from '@ctp/factors';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define.js';
import { createJobQueue } from './queue.js';
import type { JobQueue, JobQueueConfig, JobStatus } from './types.js';

/** What a backend's test file provides; `config()` yields a fresh config for the same database. */
export interface JobQueueFixture {
  config: () => JobQueueConfig;
  queue: () => JobQueue;
  // biome-ignore lint/suspicious/noExplicitAny: the tests use no table types
  kysely: () => Kysely<any>;
}

const polling = { pollingIntervalSeconds: 0.5 };

/** Polls `status(id)` until `done` holds (15 s at most). */
export async function waitForStatus(
  queue: JobQueue,
  id: string,
  done: (status: JobStatus | null) => boolean,
): Promise<JobStatus | null> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const status = await queue.status(id);
    if (done(status) || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const Payload = z.strictObject({ reportId: z.string().min(1), steps: z.number().int().optional() });

/** The behaviour the job queue must show on every backend. */
export function describeJobQueueConformance(name: string, fixture: JobQueueFixture): void {
  describe(`${name} job queue`, () => {
    it('completes a job; its progress steps and result are readable in order', async () => {
      const generate = defineJob({ name: 'generate', payload: Payload, retryLimit: 2 });
      await fixture.queue().createQueue(generate);
      const messages = ['Collecting data...', 'Mapping to framework...', 'Rendering template...', 'Complete'];
      const percents = [10, 30, 50, 100];
      await fixture.queue().work(
        generate,
        async (job, progress) => {
          for (const [i, message] of messages.entries())
            await progress({ percent: percents[i] ?? 0, message });
          return { files: [`reports/o/${job.data.reportId}/report.pdf`] };
        },
        polling,
      );
      const id = await fixture.queue().send(generate, { reportId: 'r1' });
      const status = await waitForStatus(fixture.queue(), id, (s) => s?.state === 'completed');
      expect(status).toMatchObject({ id, queue: 'generate', state: 'completed', attempt: 0 });
      expect(status?.result).toEqual({ files: ['reports/o/r1/report.pdf'] });
      expect(status?.steps.map((s) => [s.percent, s.message, s.attempt])).toEqual(
        messages.map((message, i) => [percents[i], message, 0]),
      );
      expect(status?.progress).toMatchObject({ percent: 100, message: 'Complete' });
    });

    it('retries a failing job, then fails it with its error (and code) visible in status', async () => {
      const flaky = defineJob({ name: 'always-fails', payload: Payload, retryLimit: 1, retryDelay: 0 });
      await fixture.queue().createQueue(flaky);
      const attempts: number[] = [];
      await fixture.queue().work(
        flaky,
        async (job, progress) => {
          attempts.push(job.attempt);
          await progress({ percent: 10, message: `try ${job.attempt}` });
          throw new CtpError('RENDER_FAILED', 'renderer crashed', { page: 3 });
        },
        polling,
      );
      const id = await fixture.queue().send(flaky, { reportId: 'r2' });
      const status = await waitForStatus(fixture.queue(), id, (s) => s?.state === 'failed');
      expect(status).toMatchObject({ state: 'failed', attempt: 1, retryLimit: 1 });
      expect(status?.error).toEqual({
        name: 'CtpError',
        message: '[ctp] renderer crashed',
        code: 'RENDER_FAILED',
      });
      expect(attempts).toEqual([0, 1]);
      expect(status?.steps.map((s) => s.message)).toEqual(['try 0', 'try 1']);
    });

    it('validates payloads at send (nothing queued) and in the worker (failed at once, no retry)', async () => {
      const loose = defineJob({ name: 'strict', payload: z.object({ reportId: z.string() }), retryLimit: 3 });
      const strict = defineJob({ name: 'strict', payload: Payload, retryLimit: 3 });
      await fixture.queue().createQueue(strict);
      await expect(fixture.queue().send(strict, { reportId: '' })).rejects.toMatchObject({
        code: 'JOB_PAYLOAD_INVALID',
        details: { queue: 'strict', stage: 'send', issues: [{ path: 'reportId' }] },
      });
      let calls = 0;
      await fixture.queue().work(strict, async () => void calls++, polling);
      const id = await fixture.queue().send(loose, { reportId: '' }); // the worker's schema wants min(1)
      const status = await waitForStatus(fixture.queue(), id, (s) => s?.state === 'failed');
      expect(status).toMatchObject({ state: 'failed', attempt: 0, error: { code: 'JOB_PAYLOAD_INVALID' } });
      expect(calls).toBe(0);
    });

    it('enqueues with the caller transaction: a rollback leaves no job, a commit keeps it', async () => {
      const outbox = defineJob({ name: 'outbox', payload: Payload });
      await fixture.queue().createQueue(outbox);
      let rolledBack = '';
      await expect(
        fixture
          .kysely()
          .transaction()
          .execute(async (trx) => {
            await sql`SELECT 1`.execute(trx);
            rolledBack = await fixture.queue().send(outbox, { reportId: 'r4' }, { db: trx });
            throw new Error('abort the request');
          }),
      ).rejects.toThrow('abort the request');
      expect(rolledBack).not.toBe('');
      expect(await fixture.queue().status(rolledBack)).toBeNull();
      const committed = await fixture
        .kysely()
        .transaction()
        .execute((trx) => fixture.queue().send(outbox, { reportId: 'r5' }, { db: trx }));
      expect(await fixture.queue().status(committed)).toMatchObject({ state: 'created', queue: 'outbox' });
    });

    it('returns the same job for a repeated idempotency key, and null for unknown ids', async () => {
      const once = defineJob({ name: 'once', payload: Payload });
      await fixture.queue().createQueue(once);
      const first = await fixture.queue().send(once, { reportId: 'r6' }, { idempotencyKey: 'report-r6' });
      const again = await fixture.queue().send(once, { reportId: 'r6' }, { idempotencyKey: 'report-r6' });
      const other = await fixture.queue().send(once, { reportId: 'r6' }, { idempotencyKey: 'report-r7' });
      expect(again).toBe(first);
      expect(other).not.toBe(first);
      expect(await fixture.queue().status('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await fixture.queue().status('not-a-uuid')).toBeNull();
    });

    it('retries an attempt abandoned by its worker once it expires', async () => {
      const stuck = defineJob({ name: 'stuck', payload: Payload, expireInSeconds: 1, retryLimit: 2 });
      await fixture.queue().createQueue(stuck);
      const seen: number[] = [];
      await fixture.queue().work(
        stuck,
        async (job, progress) => {
          seen.push(job.attempt);
          await progress({ percent: 10, message: `attempt ${job.attempt}` });
          // The first attempt never finishes on its own, like a worker that hung or died.
          if (job.attempt === 0)
            await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
          return { attempt: job.attempt };
        },
        { ...polling, concurrency: 2 },
      );
      const id = await fixture.queue().send(stuck, { reportId: 'r9' });
      const status = await waitForStatus(fixture.queue(), id, (s) => s?.state === 'completed');
      expect(status).toMatchObject({ state: 'completed', result: { attempt: 1 } });
      expect(seen).toEqual([0, 1]);
    }, 20_000);

    it('keeps one schedule per queue however often it is scheduled, and validates its payload', async () => {
      const housekeeping = defineJob({ name: 'housekeeping-test', payload: Payload });
      await fixture.queue().createQueue(housekeeping);
      await fixture.queue().schedule(housekeeping, '*/15 * * * *', { reportId: 'h' });
      await fixture.queue().schedule(housekeeping, '*/5 * * * *', { reportId: 'h' });
      const mine = (await fixture.queue().schedules()).filter((s) => s.queue === 'housekeeping-test');
      expect(mine).toEqual([{ queue: 'housekeeping-test', cron: '*/5 * * * *' }]);
      await expect(
        fixture.queue().schedule(housekeeping, '0 * * * *', { reportId: '' } as never),
      ).rejects.toMatchObject({ code: 'JOB_PAYLOAD_INVALID' });
    });

    it('prunes tracking rows older than a horizon', async () => {
      const prunable = defineJob({ name: 'prunable', payload: Payload });
      await fixture.queue().createQueue(prunable);
      const id = await fixture.queue().send(prunable, { reportId: 'r10' }, { idempotencyKey: 'p-1' });
      expect(await fixture.queue().prune({ olderThanSeconds: 3600 })).toBe(0);
      expect(await fixture.queue().status(id)).not.toBeNull();
      expect(await fixture.queue().prune({ olderThanSeconds: 0 })).toBeGreaterThan(0);
      expect(await fixture.queue().status(id)).toBeNull();
      // The key is free again: a new job is queued.
      expect(await fixture.queue().send(prunable, { reportId: 'r10' }, { idempotencyKey: 'p-1' })).not.toBe(
        id,
      );
    });

    it('lets an in-flight job finish on a graceful stop', async () => {
      const slow = defineJob({ name: 'slow', payload: Payload });
      await fixture.queue().createQueue(slow);
      let finished = false;
      await fixture.queue().work(
        slow,
        async (_job, progress) => {
          await progress({ percent: 50, message: 'Working...' });
          await new Promise((resolve) => setTimeout(resolve, 1500));
          finished = true;
          return { ok: true };
        },
        polling,
      );
      const id = await fixture.queue().send(slow, { reportId: 'r8' });
      await waitForStatus(fixture.queue(), id, (s) => (s?.steps.length ?? 0) > 0);
      await fixture.queue().stop({ graceful: true, timeout: 10_000 });
      expect(finished).toBe(true);
      await expect(fixture.queue().status(id)).rejects.toMatchObject({ code: 'JOB_QUEUE_NOT_STARTED' });
      const reader = createJobQueue(fixture.config());
      await reader.start();
      try {
        expect(await reader.status(id)).toMatchObject({ state: 'completed', result: { ok: true } });
      } finally {
        await reader.stop();
      }
    });
  });
}
