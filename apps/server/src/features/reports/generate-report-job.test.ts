import { type ProgressUpdate, testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from '../../testing/reports-fixture.js';
import { type GenerateReportPayload, generateReport, generateReportJob } from './generate-report-job.js';

/**
 * The job handler called directly, one attempt at a time, as the queue calls it: what a failed
 * attempt leaves behind depends on whether a retry follows, and an attempt after completion does
 * nothing. (The queue's own retries, backoff and crash supervision are covered by @ctp/store's job
 * queue tests and by generate-report.postgres.test.ts with real worker processes.)
 */
describe.each(testTargets(process.env.TEST_DATABASE_URL))('the generate job handler on $name', (target) => {
  let f: ReportFixture;
  const PERIOD = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };

  beforeAll(async () => {
    f = await openReportFixture(target, {}, { worker: false });
  }, 180_000);
  afterAll(async () => {
    await f?.close();
  });

  const request = async () => {
    const answer = await f.send(
      'POST',
      '/api/reports',
      { frameworkCode: 'gri', ...PERIOD },
      f.as('ORG_MEMBER'),
    );
    expect(answer.res.status).toBe(202);
    return answer.body.id as string;
  };
  const attempt = (reportId: string, n: number, data: Partial<GenerateReportPayload> = {}) => {
    const steps: ProgressUpdate[] = [];
    const job = {
      id: `job-${reportId}`,
      queue: generateReportJob.name,
      attempt: n,
      signal: new AbortController().signal,
      data: { reportId, organizationId: f.orgId, frameworkCode: 'gri', ...PERIOD, ...data },
    };
    const run = generateReport(f.h.runtime, job, async (u) => {
      steps.push(u);
    });
    return { run, steps };
  };
  const read = async (id: string) =>
    (await f.call(`/api/reports/${id}`, { headers: f.as('READ_ONLY') })).body;
  const setProfile = (reporting: unknown) =>
    f.send('PATCH', '/api/organizations/current', { settings: { reporting } }, f.as('ORG_ADMIN'));

  it('keeps the report queued with the reason while a retry follows, and fails it with the reason after the last', async () => {
    const id = await request();
    // An organization profile the report cannot be made from (a deterministic failure).
    expect((await setProfile({ consolidationApproach: 'whatever' })).res.status).toBe(200);
    try {
      const first = attempt(id, 0);
      await expect(first.run).rejects.toThrow(/settings\.reporting\.consolidationApproach/);
      expect(await read(id)).toMatchObject({ status: 'queued', attempts: 1 });
      expect((await read(id)).failureReason).toMatch(/consolidationApproach/);
      const last = attempt(id, generateReportJob.retryLimit as number);
      await expect(last.run).rejects.toThrow();
      expect(await read(id)).toMatchObject({ status: 'failed', attempts: 2 });
      expect((await read(id)).failureReason).toMatch(/consolidationApproach/);
      expect(await f.auditActions(id)).toEqual(['report.request', 'report.fail']);
      expect(await f.h.runtime.artifacts.list(`reports/${f.orgId}/${id}/`)).toEqual([]);
    } finally {
      await setProfile({});
    }
  }, 60_000);

  it('completes once; an attempt after completion returns the stored locations without rendering again', async () => {
    const id = await request();
    const first = attempt(id, 0);
    const result = await first.run;
    expect(first.steps.map((s) => s.percent)).toEqual([10, 30, 50, 70, 90, 100]);
    expect(result.artifacts.map((a) => a.key)).toEqual(
      ['activity-data.csv', 'data.json', 'emissions.csv', 'methodology.md', 'report.html', 'report.pdf'].map(
        (file) => `reports/${f.orgId}/${id}/${file}`,
      ),
    );
    const again = attempt(id, 1);
    await expect(again.run).resolves.toEqual(result);
    expect(again.steps).toEqual([]);
    expect(await read(id)).toMatchObject({
      status: 'complete',
      attempts: 1,
      contentHash: result.contentHash,
    });
  }, 60_000);

  it('refuses a payload that does not match the report it names', async () => {
    const id = await request();
    const { run } = attempt(id, generateReportJob.retryLimit as number, { periodEnd: '2025-06-30' });
    await expect(run).rejects.toThrow(/does not match/);
    expect(await read(id)).toMatchObject({ status: 'failed' });
  });
});
