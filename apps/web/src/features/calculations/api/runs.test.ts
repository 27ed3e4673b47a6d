import { describe, expect, it } from 'vitest';
import { createApiClient, memoryCsrfStore } from '../../../api/client';
import { settleQueued } from '../../../api/queued-job';
import { errorText } from '../../../components/QueryFeedback';
import { calculationJobs, StillCalculatingError } from './runs';

const JOB = '0190f5f4-0000-7000-8000-0000000000cc';

describe('following a queued calculation', () => {
  it('stops waiting for a job that never settles, naming the job and where its run will appear', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      csrf: memoryCsrfStore(),
      baseUrl: 'http://ctp.test',
      // A stand-in for the server: a queue no worker takes (the real 202 path is tested in
      // apps/server's calculation-job tests and the calculations e2e test).
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        const body = { id: JOB, status: 'queued', createdAt: '2026-01-01T00:00:00Z', settledAt: null };
        return new Response(JSON.stringify({ ...body, runId: null, run: null, problem: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const queued = { data: { id: JOB, status: 'queued' }, response: new Response(null, { status: 202 }) };
    let told = 0;
    const error = await settleQueued(client, queued, calculationJobs, () => told++, 600).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StillCalculatingError);
    expect(told).toBe(1);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((line) => line === `GET /api/calculations/jobs/${JOB}`)).toBe(true);
    expect(errorText(error)).toContain(`job ${JOB}`);
    expect(errorText(error)).toMatch(/past calculations/);
  });
});
