import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from '../../testing/reports-fixture.js';

const PERIOD = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };

/** A restated report names the one it replaces; the old verification code says superseded, and by what (issue 18). */
describe.each(testTargets(process.env.TEST_DATABASE_URL))('restated reports on $name', (target) => {
  let f: ReportFixture;
  let original: Record<string, unknown> & { id: string; status: string };
  const lookup = (code: unknown) => f.call(`/api/verify/${String(code)}`, {});
  const request = (body: Record<string, unknown>) => f.send('POST', '/api/reports', body, f.as('ORG_MEMBER'));

  beforeAll(async () => {
    f = await openReportFixture(target);
    original = await f.generate({ frameworkCode: 'gri', ...PERIOD });
    expect(original.status).toBe('complete');
  }, 300_000);
  afterAll(async () => {
    await f?.close();
  });

  it('refuses to replace a report of another period, or one that does not exist', async () => {
    const other = await request({
      frameworkCode: 'gri',
      periodStart: '2025-01-01',
      periodEnd: '2025-06-30',
      replaces: original.id,
    });
    expect(other.res.status).toBe(409);
    expect(other.body.type).toBe('urn:ctp:problem:report-replacement-refused');
    const missing = await request({
      frameworkCode: 'gri',
      ...PERIOD,
      replaces: '0190a4c0-0000-7000-8000-000000000000',
    });
    expect(missing.res.status).toBe(404);
  });

  it('keeps the old code current until the restatement is complete, then says superseded and by which code', async () => {
    const before = await lookup(original.verificationCode);
    expect(before.res.status).toBe(200);
    expect(before.body).toMatchObject({ supersededBy: null, replaces: null });

    const restated = await f.generate({ frameworkCode: 'gri', ...PERIOD, replaces: original.id });
    expect(restated).toMatchObject({ status: 'complete', replacesReportId: original.id });

    const old = await lookup(original.verificationCode);
    expect(old.res.status).toBe(200);
    expect(old.body).toMatchObject({
      verificationCode: original.verificationCode,
      supersededBy: restated.verificationCode,
    });
    const current = await lookup(restated.verificationCode);
    expect(current.body).toMatchObject({ replaces: original.verificationCode, supersededBy: null });

    const again = await request({ frameworkCode: 'gri', ...PERIOD, replaces: original.id });
    expect(again.res.status).toBe(409);
    expect(String(again.body.detail)).toContain(String(restated.verificationCode));
    expect(await f.auditActions(restated.id)).toContain('report.request');
  });
});
