import { testTargets, verifyAuditChain } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ForecastingFixture, openForecastingFixture } from '../../testing/forecasting-fixture.js';
import { waitFor } from '../../testing/reports-fixture.js';
import { json } from '../../testing/server-harness.js';
import { estimateFitMillis } from './fit-cost.js';
import { forecastJob, registerForecastJob } from './forecast-job.js';

/**
 * Forecasting requests worked by the forecast job. The inline budget is 500 ms here, so `auto` on
 * the fixture's 30 months (estimated above a second) is queued and `linear-trend` is not. The
 * worker starts only after the first job is queued: a job waits in the database for any worker.
 */
describe.each(testTargets(process.env.TEST_DATABASE_URL))('forecast jobs on $name', (target) => {
  let f: ForecastingFixture;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, token?: string) =>
    f.call(path, json('POST', body, { ...bearer(token ?? f.tokens.ORG_MEMBER), ...headers }));
  const job = (location: string, token?: string) =>
    f.call(location, { headers: bearer(token ?? f.tokens.ORG_MEMBER) });
  const settled = (location: string) =>
    waitFor(async () => {
      const answer = await job(location);
      return ['succeeded', 'failed'].includes(answer.body.status as string) ? answer.body : undefined;
    });
  /** A result without what differs between two runs of the same input: the run id and the timestamp. */
  const comparable = (result: Record<string, unknown>) => {
    const {
      runId: _runId,
      projection,
      ...rest
    } = result as { runId: string; projection: { generatedAt?: string } };
    const { generatedAt: _at, ...projected } = projection;
    return { ...rest, projection: projected };
  };
  const forecastRunEntry = async (runId: string) => {
    const audit = await f.get('/api/audit?limit=500', 'ORG_ADMIN');
    const entry = (audit.body.items as Record<string, unknown>[]).find((e) => e.entityId === runId);
    const {
      id: _id,
      occurredAt: _o,
      entityId: _e,
      hash: _h,
      prevHash: _p,
      seq: _s,
      requestId: _r,
      ...content
    } = entry as Record<string, unknown>;
    return content;
  };

  beforeAll(async () => {
    f = await openForecastingFixture(target, {
      CTP_FORECAST_INLINE_BUDGET_MS: '500',
      CTP_JOB_SUPERVISE_SECONDS: '1',
    });
    await f.h.runtime.jobs.start();
    await f.h.runtime.jobs.createQueue(forecastJob);
  }, 180_000);
  afterAll(async () => {
    await f?.h.runtime.jobs.stop({ graceful: false });
    await f?.close();
  });

  it('queues a long fit (202 with Location), which a worker started later records as the run', async () => {
    expect(estimateFitMillis({ model: 'auto', months: 30, horizon: 12, fits: 2 })).toBeGreaterThan(500);
    const body = { model: 'auto', horizon: 12 };
    const queued = await post('/api/forecasting/project', body);
    expect(queued.res.status).toBe(202);
    const location = queued.res.headers.get('location') as string;
    expect(location).toBe(`/api/forecasting/jobs/${queued.body.id}`);
    expect(queued.body).toMatchObject({ status: 'queued', kind: 'projection', runId: null, result: null });
    expect((await job(location)).body.status).toBe('queued');

    await registerForecastJob(f.h.runtime);
    const done = await settled(location);
    expect(done).toMatchObject({ status: 'succeeded', problem: null });
    const result = done.result as Record<string, unknown>;
    expect(result.runId).toBe(done.runId);
    const run = await f.get(`/api/forecasting/runs/${done.runId}`, 'READ_ONLY');
    expect(run.body).toMatchObject({
      kind: 'projection',
      model: 'auto',
      inputDataHash: result.inputDataHash,
    });
    expect((run.body.config as { request: unknown }).request).toMatchObject(body);
  }, 300_000);

  it('records through the worker exactly what the request records for the same input', async () => {
    const body = { model: 'linear-trend', horizon: 24 };
    const inline = await post('/api/forecasting/project', body);
    expect(inline.res.status).toBe(201);
    const queued = await post('/api/forecasting/project', body, { prefer: 'respond-async' });
    expect(queued.res.status).toBe(202);
    expect(queued.res.headers.get('preference-applied')).toBe('respond-async');
    const done = await settled(queued.res.headers.get('location') as string);
    expect(done.status).toBe('succeeded');
    const result = done.result as Record<string, unknown>;
    expect(comparable(result)).toEqual(comparable(inline.body));
    expect(result.inputDataHash).toBe(inline.body.inputDataHash);
    const [a, b] = await Promise.all(
      [inline.body.runId, result.runId].map((id) => f.get(`/api/forecasting/runs/${id}`, 'READ_ONLY')),
    );
    const same = (r: Record<string, unknown>) => ({
      ...r,
      id: null,
      runAt: null,
      projection: null,
      result: null,
    });
    expect(same(b?.body as Record<string, unknown>)).toEqual(same(a?.body as Record<string, unknown>));
    // The same audit entry content, with the requesting caller as its actor.
    expect(await forecastRunEntry(result.runId as string)).toEqual(
      await forecastRunEntry(inline.body.runId as string),
    );
    expect((await verifyAuditChain(f.h.runtime.database.db, f.orgId)).valid).toBe(true);
  }, 300_000);

  it('shows a job to its organization only, and only to the roles that run forecasts', async () => {
    const queued = await post(
      '/api/forecasting/project',
      { model: 'linear-trend', horizon: 6 },
      { prefer: 'respond-async' },
    );
    const location = queued.res.headers.get('location') as string;
    await settled(location);
    const other = await job(location, f.otherAdmin);
    expect(other.res.status).toBe(404);
    expect(other.body.type).toBe('urn:ctp:problem:not-found');
    expect((await job(location, f.tokens.READ_ONLY)).res.status).toBe(403);
    expect((await job(location, f.tokens.ORG_ADMIN)).body.status).toBe('succeeded');
  }, 300_000);

  it('fails a job with the problem type the request would have answered with', async () => {
    const body = { endYear: 2030, scenarios: [{ type: 'sbti_1_5c', baseYear: 2030, targetYear: 2024 }] };
    const inline = await post('/api/forecasting/scenarios/compare', body);
    expect(inline.res.status).toBe(422);
    const queued = await post('/api/forecasting/scenarios/compare', body, { prefer: 'respond-async' });
    expect(queued.res.status).toBe(202);
    const done = await settled(queued.res.headers.get('location') as string);
    expect(done).toMatchObject({ status: 'failed', runId: null, result: null });
    expect(done.problem).toMatchObject({
      type: inline.body.type,
      status: 422,
      code: inline.body.code,
      instance: '/api/forecasting/scenarios/compare',
    });
  }, 300_000);

  it('still refuses at once what is known before fitting, even when asked to respond asynchronously', async () => {
    const async = { prefer: 'respond-async' };
    // The other organization has 10 months: too short for a seasonal model (needs 25).
    const short = await post(
      '/api/forecasting/project',
      { model: 'seasonal', horizon: 12 },
      async,
      f.otherAdmin,
    );
    expect(short.res.status).toBe(422);
    expect(short.body.type).toBe('urn:ctp:problem:series-too-short');
    const unknownScenario = await post(
      '/api/forecasting/scenarios/compare',
      { endYear: 2030, scenarioIds: [crypto.randomUUID()] },
      async,
    );
    expect(unknownScenario.res.status).toBe(404);
    const invalid = await post('/api/forecasting/project', { horizon: 0 }, async);
    expect(invalid.res.status).toBe(400);
  });

  it('answers in the request a fit within `Prefer: wait`, and queues one beyond it', async () => {
    const cheap = await post(
      '/api/forecasting/project',
      { model: 'linear-trend', horizon: 12 },
      { prefer: 'wait=10' },
    );
    expect(cheap.res.status).toBe(201);
    const waitZero = await post(
      '/api/forecasting/project',
      { model: 'linear-trend', horizon: 12 },
      { prefer: 'wait=0' },
    );
    expect(waitZero.res.status).toBe(202);
    await settled(waitZero.res.headers.get('location') as string);
  }, 300_000);
});
