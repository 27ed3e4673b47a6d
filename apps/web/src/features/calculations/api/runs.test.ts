import { describe, expect, it } from 'vitest';
import { settleQueued } from '../../../api/queued-job';
import { errorText } from '../../../components/QueryFeedback';
import { stalledQueue } from '../../../test/stalled-queue';
import { calculationJobs, StillCalculatingError } from './runs';

const JOB = '0190f5f4-0000-7000-8000-0000000000cc';

describe('following a queued calculation', () => {
  it('stops waiting for a job that never settles, naming the job and where its run will appear', async () => {
    const { client, seen, queued } = stalledQueue({
      id: JOB,
      status: 'queued',
      createdAt: '2026-01-01T00:00:00Z',
      settledAt: null,
      runId: null,
      run: null,
      problem: null,
    });
    let told = 0;
    const error = await settleQueued(client, queued, calculationJobs, () => told++, 600).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StillCalculatingError);
    expect(told).toBe(1);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((line) => line === `GET /api/calculations/jobs/${JOB}`)).toBe(true);
    expect(errorText(error)).toContain(`job ${JOB}`);
    expect(errorText(error)).toMatch(/listed under “Calculating on the server” on the Calculations screen/);
  });
});
