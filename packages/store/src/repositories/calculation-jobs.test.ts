import { randomUUID } from 'node:crypto';
import { ENGINE_VERSION } from '@ctp/engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganizationScope, withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import {
  getCalculationJob,
  listCalculationJobs,
  lockCalculationJob,
  recordCalculationJob,
  settleCalculationJob,
} from './calculation-jobs.js';
import { getCalculationRun } from './calculation-records.js';
import { startCalculationRun } from './calculation-writer.js';
import { createOrganization, type Organization } from './organizations.js';

const REQUEST = { periodStart: '2025-01-01', periodEnd: '2025-12-31', gwpSet: 'AR6' };

describe.each(testTargets(process.env.TEST_DATABASE_URL))('calculation jobs on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  let other: Organization;
  const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2], id = org.id) =>
    withOrganization(store.db, id, fn);
  /** An empty run, stored in the caller's transaction. */
  const storeRun = async (s: OrganizationScope) => {
    const writer = await startCalculationRun(s, {
      kind: 'period',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      gwpSet: 'AR6',
      gwpTimeframe: '100yr',
      engineVersion: ENGINE_VERSION,
    });
    await writer.finish({ datasetVersions: {}, failedCount: 0, failures: [], totals: {} });
    return writer.runId;
  };
  const queue = (id = randomUUID()) =>
    inOrg((s) => recordCalculationJob(s, { id, requestedBy: null, request: REQUEST }));

  beforeAll(async () => {
    store = await target.open();
    [org, other] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'cj-a' }),
      await createOrganization(s, { name: 'B', slug: 'cj-b' }),
    ]);
  }, 60_000);
  afterAll(() => store.cleanup());

  it('keeps the request, is visible to its organization only, and settles once with its run', async () => {
    const queued = await queue();
    expect(queued).toMatchObject({ request: REQUEST, runId: null, failure: null, settledAt: null });
    await expect(inOrg((s) => getCalculationJob(s, queued.id), other.id)).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
    const settled = await inOrg(async (s) => {
      await lockCalculationJob(s, queued.id);
      return settleCalculationJob(s, queued.id, { runId: await storeRun(s) });
    });
    expect(settled.settledAt).toBeInstanceOf(Date);
    expect((await inOrg((s) => getCalculationRun(s, settled.runId as string))).id).toBe(settled.runId);
    await expect(
      inOrg((s) =>
        settleCalculationJob(s, queued.id, { failure: { type: 'urn:ctp:problem:internal-error' } }),
      ),
    ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
    // The database itself refuses a second outcome, any other change, and deletion.
    await expect(
      inOrg((s) =>
        sql`UPDATE calculation_jobs SET run_id = NULL, failure = '{}' WHERE id = ${queued.id}`.execute(s.db),
      ),
    ).rejects.toThrow(/settles once/);
    await expect(
      inOrg((s) => sql`DELETE FROM calculation_jobs WHERE id = ${queued.id}`.execute(s.db)),
    ).rejects.toThrow(/permission denied/);
  });

  it('settles with its run in the run’s transaction: rolled back together, neither is left', async () => {
    const queued = await queue();
    let runId = '';
    await expect(
      inOrg(async (s) => {
        runId = await storeRun(s);
        await settleCalculationJob(s, queued.id, { runId });
        throw new Error('the worker died before committing');
      }),
    ).rejects.toThrow(/worker died/);
    expect((await inOrg((s) => getCalculationJob(s, queued.id))).settledAt).toBeNull();
    await expect(inOrg((s) => getCalculationRun(s, runId))).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
  });

  it('settles with a failure, never with both a run and a failure, and never before being asked', async () => {
    const failed = await queue();
    const failure = { type: 'urn:ctp:problem:dataset-not-loaded', status: 422, code: 'DATASET_NOT_LOADED' };
    expect(await inOrg((s) => settleCalculationJob(s, failed.id, { failure }))).toMatchObject({
      runId: null,
      failure,
    });
    const both = await queue();
    await expect(
      inOrg(async (s) =>
        sql`UPDATE calculation_jobs SET run_id = ${await storeRun(s)}, failure = '{}', settled_at = now() WHERE id = ${both.id}`.execute(
          s.db,
        ),
      ),
    ).rejects.toThrow(/calculation_jobs_one_outcome/);
    await expect(
      inOrg((s) => sql`UPDATE calculation_jobs SET request = '{}' WHERE id = ${both.id}`.execute(s.db)),
    ).rejects.toThrow(/settles once/);
  });
  it('lists its organization’s jobs newest first, a page at a time, and the unsettled ones alone', async () => {
    const lister = await withSystem(store.db, (s) => createOrganization(s, { name: 'L', slug: 'cj-list' }));
    const inLister = <T>(fn: Parameters<typeof withOrganization<T>>[2]) =>
      withOrganization(store.db, lister.id, fn);
    // One transaction each, so that each has its own created_at.
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const job = await inLister((s) =>
        recordCalculationJob(s, { id: randomUUID(), requestedBy: null, request: REQUEST }),
      );
      ids.push(job.id);
    }
    // The second settles (with a failure): it leaves the unsettled list.
    await inLister((s) =>
      settleCalculationJob(s, ids[1] as string, { failure: { type: 'urn:ctp:problem:x' } }),
    );
    const newest = [...ids].reverse();
    const first = await inLister((s) => listCalculationJobs(s, { limit: 3 }));
    expect(first.items.map((j) => j.id)).toEqual(newest.slice(0, 3));
    const rest = await inLister((s) => listCalculationJobs(s, { limit: 3, cursor: first.nextCursor }));
    expect(rest).toEqual({ items: [expect.objectContaining({ id: newest[3] })], nextCursor: null });
    const unsettled = await inLister((s) => listCalculationJobs(s, { unsettled: true }));
    expect(unsettled.items.map((j) => j.id)).toEqual(newest.filter((id) => id !== ids[1]));
    expect(unsettled.items.every((j) => j.settledAt === null && j.request.periodStart === '2025-01-01')).toBe(
      true,
    );
    // Another organization sees none of them.
    const elsewhere = await inOrg((s) => listCalculationJobs(s, { unsettled: false, limit: 500 }), other.id);
    expect(elsewhere.items.filter((j) => ids.includes(j.id))).toEqual([]);
    await expect(inLister((s) => listCalculationJobs(s, { limit: 0 }))).rejects.toMatchObject({
      code: 'STORE_INVALID_INPUT',
    });
  });
});
