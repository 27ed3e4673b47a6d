import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { getForecastJob, lockForecastJob, recordForecastJob, settleForecastJob } from './forecast-jobs.js';
import { recordForecastRun } from './forecast-run-records.js';
import { createOrganization, type Organization } from './organizations.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('forecast jobs on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  let other: Organization;
  const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2], id = org.id) =>
    withOrganization(store.db, id, fn);
  const run = () =>
    inOrg((s) =>
      recordForecastRun(s, {
        kind: 'projection',
        modelType: 'auto',
        scenario: 'business_as_usual',
        config: { horizon: 12 },
        inputDataHash: 'b'.repeat(64),
        inputDataRange: { from: '2023-01', to: '2024-12', months: 24 },
        output: { projection: { values: [1] } },
        engineVersion: '1.0.0',
      }),
    );

  beforeAll(async () => {
    store = await target.open();
    [org, other] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'fj-a' }),
      await createOrganization(s, { name: 'B', slug: 'fj-b' }),
    ]);
  }, 60_000);
  afterAll(() => store.cleanup());

  it('is visible to its organization only, and settles once with its run', async () => {
    const id = randomUUID();
    const queued = await inOrg((s) => recordForecastJob(s, { id, kind: 'projection', requestedBy: null }));
    expect(queued).toMatchObject({ id, kind: 'projection', runId: null, failure: null, settledAt: null });
    await expect(inOrg((s) => getForecastJob(s, id), other.id)).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
    const recorded = await run();
    const settled = await inOrg(async (s) => {
      await lockForecastJob(s, id);
      return settleForecastJob(s, id, { runId: recorded.id });
    });
    expect(settled).toMatchObject({ runId: recorded.id, failure: null });
    expect(settled.settledAt).toBeInstanceOf(Date);
    await expect(
      inOrg((s) => settleForecastJob(s, id, { failure: { type: 'urn:ctp:problem:internal-error' } })),
    ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
    // The database itself refuses a second outcome, and any other change.
    await expect(
      inOrg((s) =>
        sql`UPDATE forecast_jobs SET run_id = NULL, failure = '{}' WHERE id = ${id}`.execute(s.db),
      ),
    ).rejects.toThrow(/settles once/);
    await expect(inOrg((s) => sql`DELETE FROM forecast_jobs WHERE id = ${id}`.execute(s.db))).rejects.toThrow(
      /permission denied/,
    );
  });

  it('settles with a failure, never with both a run and a failure', async () => {
    const id = randomUUID();
    await inOrg((s) => recordForecastJob(s, { id, kind: 'gap_analysis', requestedBy: null }));
    const failure = { type: 'urn:ctp:problem:forecast-fit-failed', status: 422, code: 'FIT_FAILED' };
    const settled = await inOrg((s) => settleForecastJob(s, id, { failure }));
    expect(settled).toMatchObject({ runId: null, failure });
    const both = randomUUID();
    await inOrg((s) => recordForecastJob(s, { id: both, kind: 'projection', requestedBy: null }));
    const recorded = await run();
    await expect(
      inOrg((s) =>
        sql`UPDATE forecast_jobs SET run_id = ${recorded.id}, failure = '{}', settled_at = now() WHERE id = ${both}`.execute(
          s.db,
        ),
      ),
    ).rejects.toThrow(/forecast_jobs_one_outcome/);
  });
});
