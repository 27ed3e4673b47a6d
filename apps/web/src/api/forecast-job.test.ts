import { describe, expect, it } from 'vitest';
import { errorText } from '../components/QueryFeedback';
import { stalledQueue } from '../test/stalled-queue';
import { createApiClient, memoryCsrfStore } from './client';
import { StillFittingError, settleForecast } from './forecast-job';

const JOB = '0190f5f4-0000-7000-8000-0000000000cc';

describe('settleForecast', () => {
  it('stops waiting for a job that never settles, naming the job (the job itself goes on)', async () => {
    const { client, seen, queued } = stalledQueue({
      id: JOB,
      kind: 'projection',
      status: 'queued',
      createdAt: '2026-01-01T00:00:00Z',
      settledAt: null,
      runId: null,
      result: null,
      problem: null,
    });
    let told = 0;
    const waiting = settleForecast(client, queued, () => told++, 600);
    await expect(waiting).rejects.toBeInstanceOf(StillFittingError);
    const error = await waiting.catch((e: unknown) => e);
    expect(told).toBe(1);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((line) => line === `GET /api/forecasting/jobs/${JOB}`)).toBe(true);
    expect(errorText(error)).toContain(`job ${JOB}`);
    expect(errorText(error)).toMatch(/recorded forecast runs/);
  });

  it('returns the body of a 201 without polling', async () => {
    const client = createApiClient({
      csrf: memoryCsrfStore(),
      baseUrl: 'http://ctp.test',
      fetch: async () => {
        throw new Error('no request expected');
      },
    });
    const body = { runId: 'r-1' };
    await expect(
      settleForecast(client, { data: body, response: new Response(null, { status: 201 }) }, () => {}),
    ).resolves.toEqual(body);
  });
});
