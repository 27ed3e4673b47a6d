import { Decimal } from '@ctp/engine';
import { asQueueOwner, listAudit, recordCalculationJob, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';
import { waitFor } from '../../testing/reports-fixture.js';
import { json } from '../../testing/server-harness.js';
import { calculationJob, registerCalculationJob, workCalculationJob } from './calculation-job.js';

const JAN = { periodStart: '2025-01-01', periodEnd: '2025-01-31' };
const FEB = { periodStart: '2025-02-01', periodEnd: '2025-02-28' };
const Q1 = { periodStart: '2025-01-01', periodEnd: '2025-03-31' };
const SCOPES = ['scope1', 'scope2LocationBased', 'scope2MarketBased', 'scope2Unspecified', 'scope3'] as const;
type Totals = Record<(typeof SCOPES)[number], string>;

/**
 * Calculations worked by the calculate job. The inline limit is 3 activities here: January and
 * February (3 each) are calculated in the request, the first quarter (6) is queued. The worker
 * starts only after the first job is queued: a job waits in the database for any worker.
 */
describe.each(testTargets(process.env.TEST_DATABASE_URL))('calculation jobs on $name', (target) => {
  let t: CalculationsHarness;
  const asyncly = { prefer: 'respond-async' };
  const post = (body: unknown, headers: Record<string, string> = {}, auth = t.as('ORG_MEMBER')) =>
    t.call('/api/calculations', json('POST', body, { ...auth, ...headers }));
  const job = (location: string, auth = t.as('ORG_MEMBER')) => t.call(location, { headers: auth });
  const settled = (location: string) =>
    waitFor(async () => {
      const answer = await job(location);
      return ['succeeded', 'failed'].includes(answer.body.status as string) ? answer.body : undefined;
    });
  const add = (totals: Totals[]) =>
    Object.fromEntries(
      SCOPES.map((k) => [k, totals.reduce((s, x) => s.plus(x[k]), new Decimal(0)).toFixed()]),
    );
  const exact = (totals: Totals) => add([totals]);
  /** The calculation.run audit entry of a run, without what differs between two runs. */
  const runEntry = async (runId: string) => {
    const page = await withOrganization(t.h.runtime.database.db, t.orgId, (s) =>
      listAudit(s, { entityType: 'calculation_run', entityId: runId, limit: 5 }),
    );
    const { actorType, actorId, action, details } = page.items[0] as {
      actorType: string;
      actorId: string | null;
      action: string;
      details: Record<string, unknown>;
    };
    const { merkleRoot: _m, superseded: _s, ...rest } = details;
    return { actorType, actorId, action, details: rest };
  };

  beforeAll(async () => {
    t = await openCalculationsHarness(target, 'calc-jobs', {
      CTP_CALCULATION_INLINE_LIMIT: '3',
      CTP_JOB_SUPERVISE_SECONDS: '1',
    });
    const site = await t.post('/api/facilities', { name: 'Leeds plant', country: 'GB' }, 'ORG_ADMIN');
    for (const [period, gas] of [
      [JAN, '182000'],
      [FEB, '171500'],
    ] as const) {
      for (const quantity of [gas, '1000']) {
        const res = await t.post('/api/activities', {
          category: 'scope1.stationary_combustion',
          quantity,
          unit: 'kWh',
          facilityId: site.body.id,
          attributes: { fuel: 'natural_gas' },
          ...period,
        });
        expect(res.res.status).toBe(201);
      }
      await t.post('/api/activities', {
        category: 'scope1.teleportation',
        quantity: '1',
        unit: 'kWh',
        ...period,
      });
    }
    await t.h.runtime.jobs.start();
    await t.h.runtime.jobs.createQueue(calculationJob);
  }, 180_000);
  afterAll(async () => {
    await t?.h.runtime.jobs.stop({ graceful: false });
    await t?.close();
  });

  it('queues a selection over the limit (202 with Location), which a worker started later stores as the run', async () => {
    const jan = await post(JAN);
    const feb = await post(FEB);
    expect([jan.res.status, feb.res.status]).toEqual([201, 201]);
    const queued = await post(Q1);
    expect(queued.res.status).toBe(202);
    const location = queued.res.headers.get('location') as string;
    expect(location).toBe(`/api/calculations/jobs/${queued.body.id}`);
    expect(queued.res.headers.get('preference-applied')).toBeNull();
    expect(queued.body).toMatchObject({ status: 'queued', runId: null, run: null, problem: null });
    // It says what was asked and by whom (no user: the harness calls with API tokens).
    expect(queued.body).toMatchObject({ request: Q1, requestedBy: null });
    expect((await job(location)).body.status).toBe('queued');
    // The list of calculations in progress shows it, as the job itself does.
    const inProgress = await job('/api/calculations/jobs?unsettled=true');
    expect(inProgress.res.status).toBe(200);
    expect(inProgress.body.items).toEqual([(await job(location)).body]);

    await registerCalculationJob(t.h.runtime);
    const done = await settled(location);
    // Settled, it leaves the unsettled list; the whole list shows it first, with its run.
    expect((await job('/api/calculations/jobs?unsettled=true')).body.items).toEqual([]);
    expect((await job('/api/calculations/jobs?limit=1')).body.items).toEqual([done]);
    expect(done).toMatchObject({ status: 'succeeded', problem: null });
    const run = done.run as { id: string; totalsByScope: Totals; calculated: number; failedCount: number };
    expect(run.id).toBe(done.runId);
    expect(run).toMatchObject({ kind: 'period', ...Q1, calculated: 4, failedCount: 2 });
    // The quarter's totals are January's plus February's, each calculated in the request.
    expect(exact(run.totalsByScope)).toEqual(add([jan.body.totalsByScope, feb.body.totalsByScope]));
    expect((await t.get(`/api/calculations/${run.id}`)).body).toEqual(run);
  }, 300_000);

  it('stores through the worker, with Prefer: respond-async, exactly what the request stores', async () => {
    const inline = await post(JAN);
    expect(inline.res.status).toBe(201);
    const queued = await post(JAN, asyncly);
    expect(queued.res.status).toBe(202);
    expect(queued.res.headers.get('preference-applied')).toBe('respond-async');
    const done = await settled(queued.res.headers.get('location') as string);
    expect(done.status).toBe('succeeded');
    const run = done.run as Record<string, unknown>;
    const same = (r: Record<string, unknown>) => ({ ...r, id: null, createdAt: null, superseded: null });
    expect(same(run)).toEqual(same(inline.body));
    // The job's run says what it replaced, as the request's answer does: every result of the first.
    expect(run.superseded).toBe(inline.body.calculated);
    // The same audit entry, with the requesting caller as its actor.
    expect(await runEntry(run.id as string)).toEqual(await runEntry(inline.body.id));
  }, 300_000);

  it('does nothing when a settled job is worked again (a retry after its worker died)', async () => {
    const queued = await post(FEB, asyncly);
    const done = await settled(queued.res.headers.get('location') as string);
    const before = (await t.get('/api/calculations?limit=100')).body.items.length;
    const again = await workCalculationJob(t.h.runtime, {
      id: queued.body.id,
      queue: calculationJob.name,
      data: {
        organizationId: t.orgId,
        request: FEB,
        requestedBy: null,
        actor: { actorType: 'api_token', actorId: null },
        requestId: null,
        path: '/api/calculations',
      },
      attempt: 1,
      signal: new AbortController().signal,
    });
    expect(again).toEqual({ runId: done.runId });
    expect((await t.get('/api/calculations?limit=100')).body.items.length).toBe(before);
  }, 300_000);

  it('fails a job with the problem type the request would have answered with', async () => {
    const pinned = { ...JAN, datasetPins: { 'no-such-dataset': '1' } };
    const inline = await post(pinned);
    expect(inline.res.status).toBe(422);
    // Known before calculating: refused at once even when asked to respond asynchronously.
    expect((await post(pinned, asyncly)).body.type).toBe(inline.body.type);
    // A job whose pin is no longer loaded when the worker takes it (queued here as the service
    // queues, without the service's check) fails with the same problem.
    const payload = {
      organizationId: t.orgId,
      request: pinned,
      requestedBy: null,
      actor: { actorType: 'api_token' as const, actorId: null },
      requestId: null,
      path: '/api/calculations',
    };
    const id = await withOrganization(t.h.runtime.database.db, t.orgId, async (scope) => {
      const jobId = await asQueueOwner(scope, (trx) =>
        t.h.runtime.jobs.send(calculationJob, payload, { db: trx }),
      );
      await recordCalculationJob(scope, { id: jobId, requestedBy: null, request: pinned });
      return jobId;
    });
    const done = await settled(`/api/calculations/jobs/${id}`);
    expect(done).toMatchObject({ status: 'failed', runId: null, run: null });
    expect(done.problem).toMatchObject({
      type: inline.body.type,
      status: 422,
      code: inline.body.code,
      instance: '/api/calculations',
    });
    expect((await post({ periodStart: '2025-02-01' }, asyncly)).res.status).toBe(400);
  }, 300_000);

  it('shows a job to its organization only, and only to the roles that calculate', async () => {
    const queued = await post(JAN, asyncly);
    const location = queued.res.headers.get('location') as string;
    await settled(location);
    const other = await job(location, t.other);
    expect(other.res.status).toBe(404);
    expect(other.body.type).toBe('urn:ctp:problem:not-found');
    const reader = await job(location, t.as('READ_ONLY'));
    expect(reader.res.status).toBe(403);
    expect((await job(location, t.as('ORG_ADMIN'))).body.status).toBe('succeeded');
    // So does the list: another organization's is empty, a reader may not read it.
    expect((await job('/api/calculations/jobs', t.other)).body).toEqual({ items: [], nextCursor: null });
    expect((await job('/api/calculations/jobs', t.as('READ_ONLY'))).res.status).toBe(403);
    const mine = await job('/api/calculations/jobs?limit=100');
    expect(mine.body.items.map((j: { id: string }) => j.id)).toContain(queued.body.id);
    for (const bad of ['limit=101', 'unsettled=yes', 'cursor=nope'])
      expect((await job(`/api/calculations/jobs?${bad}`)).res.status, bad).toBe(400);
    // A reader cannot queue one either.
    expect((await post(JAN, asyncly, t.as('READ_ONLY'))).res.status).toBe(403);
  }, 300_000);
});
