import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createOrganization, type Organization } from './organizations.js';
import { getCatalogueFramework, listCatalogueFrameworks, registerFrameworks } from './report-frameworks.js';
import {
  changeReportTemplate,
  createReportTemplate,
  getReportTemplateVersion,
  listReportTemplateVersions,
} from './report-templates.js';
import {
  completeReport,
  createReport,
  findPublicReport,
  getReport,
  listReports,
  recordReportFailure,
  startReportAttempt,
} from './reports.js';

const GRI = {
  code: 'gri',
  version: '2016',
  name: 'GRI 305',
  source: 'built-in' as const,
  definition: { a: 1 },
};
const request = {
  frameworkCode: 'gri',
  frameworkVersion: '2016',
  title: 'GRI 305 2025',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
};
const artifact = (file: string) => ({
  file,
  key: `reports/x/y/${file}`,
  contentType: 'text/plain',
  size: 3,
  sha256: 'c'.repeat(64),
});
const completion = {
  contentHash: 'a'.repeat(64),
  artifacts: [artifact('data.json')],
  totals: { scope1: '12.5', scope3: '0' },
  generatedAt: new Date('2026-01-05T10:00:00Z'),
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))('reports on $name', (target) => {
  let store: TestDatabase;
  let a: Organization;
  let b: Organization;
  beforeAll(async () => {
    store = await target.open();
    [a, b] = await withSystem(store.db, async (s) => {
      await registerFrameworks(s, [GRI]);
      return [
        await createOrganization(s, { name: 'A', slug: 'rep-a' }),
        await createOrganization(s, { name: 'B', slug: 'rep-b' }),
      ];
    });
  }, 60_000);
  afterAll(() => store.cleanup());

  it('runs queued → running → complete once, then refuses every change and any delete', async () => {
    const report = await withOrganization(store.db, a.id, (s) =>
      createReport(s, request, () => 'CTP-2026-AB2C'),
    );
    expect(report).toMatchObject({ status: 'queued', attempts: 0, verificationCode: 'CTP-2026-AB2C' });
    const running = await withOrganization(store.db, a.id, (s) => startReportAttempt(s, report.id));
    expect(running).toMatchObject({ status: 'running', attempts: 1 });
    const retried = await withOrganization(store.db, a.id, (s) =>
      recordReportFailure(s, report.id, { reason: 'object store down', final: false }),
    );
    expect(retried).toMatchObject({ status: 'queued', failureReason: 'object store down' });
    await withOrganization(store.db, a.id, (s) => startReportAttempt(s, report.id));
    const done = await withOrganization(store.db, a.id, (s) => completeReport(s, report.id, completion));
    expect(done).toMatchObject({
      status: 'complete',
      attempts: 2,
      failureReason: null,
      contentHash: 'a'.repeat(64),
    });
    await expect(
      withOrganization(store.db, a.id, (s) => completeReport(s, report.id, completion)),
    ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
    // A retry after completion changes nothing and reports the complete row.
    const again = await withOrganization(store.db, a.id, (s) => startReportAttempt(s, report.id));
    expect(again).toMatchObject({ status: 'complete', attempts: 2 });
    // The database itself refuses, whatever the SQL.
    await expect(
      withOrganization(store.db, a.id, (s) =>
        sql`UPDATE reports SET title = 'changed' WHERE id = ${report.id}`.execute(s.db),
      ),
    ).rejects.toThrow(/immutable/);
    await expect(
      withSystem(store.db, (s) => sql`DELETE FROM reports WHERE id = ${report.id}`.execute(s.db)),
    ).rejects.toThrow();
    await expect(sql`DELETE FROM reports WHERE id = ${report.id}`.execute(store.db)).rejects.toThrow(
      /never deleted/,
    );
  });

  it('finds only complete reports publicly, with public metadata only, and never across tenants', async () => {
    const report = await withOrganization(store.db, a.id, (s) =>
      createReport(s, request, () => 'CTP-2026-XY3Z'),
    );
    const lookup = (code: string) => withSystem(store.db, (s) => findPublicReport(s, code));
    await expect(lookup('CTP-2026-XY3Z')).resolves.toBeUndefined();
    await withOrganization(store.db, a.id, (s) => completeReport(s, report.id, completion));
    const found = await lookup('CTP-2026-XY3Z');
    expect(found).toEqual({
      verificationCode: 'CTP-2026-XY3Z',
      organizationName: 'A',
      frameworkCode: 'gri',
      frameworkVersion: '2016',
      frameworkName: 'GRI 305',
      title: 'GRI 305 2025',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      generatedAt: completion.generatedAt,
      contentHash: 'a'.repeat(64),
      artifacts: [{ file: 'data.json', sha256: 'c'.repeat(64), size: 3 }],
      totals: { scope1: '12.5', scope3: '0' },
      replaces: null,
      supersededBy: null,
    });
    await expect(lookup('not a code')).resolves.toBeUndefined();
    await expect(lookup('CTP-2026-ZZZZ')).resolves.toBeUndefined();
    await expect(lookup('CTP-2026-XY3Z\u0000')).resolves.toBeUndefined();
    await expect(lookup('C'.repeat(10_000))).resolves.toBeUndefined();
    await expect(withOrganization(store.db, b.id, (s) => getReport(s, report.id))).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
    expect((await withOrganization(store.db, b.id, (s) => listReports(s))).items).toEqual([]);
  });

  it('keeps verification codes unique across organizations, drawing a new code on a collision', async () => {
    const codes = ['CTP-2026-QQQQ', 'CTP-2026-QQQQ', 'CTP-2026-RRRR'];
    await withOrganization(store.db, a.id, (s) => createReport(s, request, () => 'CTP-2026-QQQQ'));
    const second = await withOrganization(store.db, b.id, (s) =>
      createReport(s, request, () => codes.shift() as string),
    );
    expect(second.verificationCode).toBe('CTP-2026-RRRR');
    expect(codes).toEqual([]);
    await expect(
      withOrganization(store.db, b.id, (s) => createReport(s, request, () => 'CTP-2026-QQQQ')),
    ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
    await expect(
      withOrganization(store.db, b.id, (s) => createReport(s, request, () => 'CTP-2026-0000')),
    ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
  });

  it('refuses any code outside the verification-code format (I and O included), writing nothing', async () => {
    const before = (await withOrganization(store.db, b.id, (s) => listReports(s))).items.length;
    for (const bad of [
      'CTP-2026-IOIO', // letters the alphabet leaves out (migration 0013; 0009 admitted them)
      'CTP-2026-AB1C',
      'CTP-2026-abcd',
      'CTP-26-ABCD',
      'CTP-2026-ABCDE',
      'CTP-2026-ABC',
      ' CTP-2026-ABCD',
      'CTP-2026-ABCD\n',
      'CTP-2026-AB\u0000D',
      '',
      'C'.repeat(65),
    ]) {
      await expect(
        withOrganization(store.db, b.id, (s) => createReport(s, request, () => bad)),
        JSON.stringify(bad),
      ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
    }
    expect((await withOrganization(store.db, b.id, (s) => listReports(s))).items).toHaveLength(before);
  });

  it('refuses a report for a framework version the catalogue does not have', async () => {
    await expect(
      withOrganization(store.db, a.id, (s) =>
        createReport(s, { ...request, frameworkVersion: '9' }, () => 'CTP-2026-NNNN'),
      ),
    ).rejects.toThrow();
  });

  it('registers framework versions once and refuses a changed definition under the same version', async () => {
    await expect(withSystem(store.db, (s) => registerFrameworks(s, [GRI]))).resolves.toEqual([]);
    await expect(
      withSystem(store.db, (s) => registerFrameworks(s, [{ ...GRI, definition: { a: 2 } }])),
    ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
    const added = await withSystem(store.db, (s) =>
      registerFrameworks(s, [{ ...GRI, version: '2016-b', definition: { a: 2 } }]),
    );
    expect(added.map((f) => f.version)).toEqual(['2016-b']);
    const current = await withOrganization(store.db, a.id, (s) => getCatalogueFramework(s, 'gri'));
    expect(current.version).toBe('2016-b');
    expect((await withOrganization(store.db, a.id, listCatalogueFrameworks)).length).toBe(2);
    // The application role reads the catalogue but cannot write it.
    await expect(
      withOrganization(store.db, a.id, (s) =>
        sql`INSERT INTO report_framework_catalogue (code, version, name, source, definition, definition_hash)
            VALUES ('x', '1', 'x', 'plugin', '{}', ${'d'.repeat(64)})`.execute(s.db),
      ),
    ).rejects.toThrow();
  });

  it('versions templates: every change is a new immutable version', async () => {
    const t = await withOrganization(store.db, a.id, (s) =>
      createReportTemplate(s, { name: 'Board pack', frameworkCode: 'tcfd', content: { coverText: 'v1' } }),
    );
    expect(t.version).toBe(1);
    const changed = await withOrganization(store.db, a.id, (s) =>
      changeReportTemplate(s, t.id, { name: 'Board pack', content: { coverText: 'v2' } }),
    );
    expect(changed).toMatchObject({ version: 2, content: { coverText: 'v2' } });
    const v1 = await withOrganization(store.db, a.id, (s) => getReportTemplateVersion(s, t.id, 1));
    expect(v1.content).toEqual({ coverText: 'v1' });
    expect(
      (await withOrganization(store.db, a.id, (s) => listReportTemplateVersions(s, t.id))).map(
        (v) => v.version,
      ),
    ).toEqual([1, 2]);
    await expect(
      withOrganization(store.db, a.id, (s) =>
        sql`UPDATE report_template_versions SET content = '{}' WHERE template_id = ${t.id}`.execute(s.db),
      ),
    ).rejects.toThrow();
    await expect(
      withOrganization(store.db, b.id, (s) => getReportTemplateVersion(s, t.id, 1)),
    ).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
  });
});
