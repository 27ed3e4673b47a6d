import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createOrganization, type Organization } from './organizations.js';
import {
  createReport,
  findReportByVerificationCode,
  getReport,
  listReports,
  markReportGenerated,
} from './reports.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('reports on $name', (target) => {
  let store: TestDatabase;
  let a: Organization;
  let b: Organization;
  beforeAll(async () => {
    store = await target.open();
    [a, b] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'rep-a' }),
      await createOrganization(s, { name: 'B', slug: 'rep-b' }),
    ]);
  }, 60_000);
  afterAll(() => store.cleanup());

  it('generates once, and is found publicly by its verification code only', async () => {
    const hash = 'a'.repeat(64);
    const report = await withOrganization(store.db, a.id, (s) =>
      createReport(s, {
        frameworkCode: 'gri',
        frameworkVersion: '2016',
        title: 'GRI 305',
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
      }),
    );
    const done = await withOrganization(store.db, a.id, (s) =>
      markReportGenerated(s, report.id, { contentHash: hash, verificationCode: 'CTP-2025-AB12' }),
    );
    expect(done).toMatchObject({ status: 'generated', contentHash: hash });
    await expect(
      withOrganization(store.db, a.id, (s) =>
        markReportGenerated(s, report.id, { contentHash: 'b'.repeat(64), verificationCode: 'X-1234' }),
      ),
    ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
    const found = await withSystem(store.db, (s) => findReportByVerificationCode(s, 'CTP-2025-AB12'));
    expect(found).toMatchObject({
      report: { id: report.id, contentHash: hash },
      organization: { publicOrgId: a.publicOrgId, name: 'A' },
    });
    await expect(
      withSystem(store.db, (s) => findReportByVerificationCode(s, 'nope')),
    ).resolves.toBeUndefined();
    await expect(withOrganization(store.db, b.id, (s) => getReport(s, report.id))).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
    expect((await withOrganization(store.db, b.id, (s) => listReports(s))).items).toEqual([]);
  });
});
