import { type TestTarget, testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from '../../testing/reports-fixture.js';
import { SETUP } from '../../testing/users-fixture.js';
import { attachmentDisposition, downloadName, periodLabel } from './download-name.js';

describe('the download name of an artifact', () => {
  it('says organization, framework and period, then the artifact', () => {
    const name = downloadName({
      organizationSlug: 'demo-manufacturing',
      frameworkCode: 'tcfd',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      file: 'report.pdf',
    });
    expect(name).toBe('demo-manufacturing_tcfd_2025_report.pdf');
    expect(periodLabel('2025-01-01', '2025-06-30')).toBe('2025-01-01_2025-06-30');
    expect(periodLabel('2024-07-01', '2025-06-30')).toBe('2024-07-01_2025-06-30');
    expect(periodLabel('2025-01-01', '2026-12-31')).toBe('2025-01-01_2026-12-31');
  });

  it('keeps the header safe: ASCII filename without quotes, the exact name as RFC 5987 filename*', () => {
    expect(attachmentDisposition('acme_tcfd_2025_report.pdf')).toBe(
      `attachment; filename="acme_tcfd_2025_report.pdf"; filename*=UTF-8''acme_tcfd_2025_report.pdf`,
    );
    expect(attachmentDisposition('Müller "A"\\/(x)*\r\n.pdf')).toBe(
      `attachment; filename="M_ller__A____x____.pdf"; filename*=UTF-8''M%C3%BCller%20%22A%22%5C%2F%28x%29%2A%0D%0A.pdf`,
    );
  });
});

const [target] = testTargets(undefined);

describe('GET /api/reports/{id}/download/{format} over HTTP', () => {
  let f: ReportFixture;
  beforeAll(async () => {
    f = await openReportFixture(target as TestTarget);
  }, 180_000);
  afterAll(async () => {
    await f?.close();
  });

  it('offers every artifact under a name with the organization slug, the framework and the period', async () => {
    const year = await f.generate({
      frameworkCode: 'tcfd',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
    });
    const half = await f.generate({
      frameworkCode: 'gri',
      periodStart: '2025-01-01',
      periodEnd: '2025-06-30',
    });
    expect([year.status, half.status]).toEqual(['complete', 'complete']);
    const dispositions: Record<string, string | null> = {};
    for (const [report, format] of [
      [year, 'pdf'],
      [year, 'html'],
      [year, 'json'],
      [year, 'csv'],
      [year, 'activity-csv'],
      [year, 'methodology'],
      [half, 'pdf'],
    ] as const) {
      const res = await f.h.request(`/api/reports/${report.id}/download/${format}`, {
        headers: f.as('READ_ONLY'),
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      dispositions[`${report.frameworkCode}/${format}`] = res.headers.get('content-disposition');
    }
    const slug = SETUP.organizationSlug;
    const expected = (name: string) => `attachment; filename="${name}"; filename*=UTF-8''${name}`;
    expect(dispositions).toEqual({
      'tcfd/pdf': expected(`${slug}_tcfd_2025_report.pdf`),
      'tcfd/html': expected(`${slug}_tcfd_2025_report.html`),
      'tcfd/json': expected(`${slug}_tcfd_2025_data.json`),
      'tcfd/csv': expected(`${slug}_tcfd_2025_emissions.csv`),
      'tcfd/activity-csv': expected(`${slug}_tcfd_2025_activity-data.csv`),
      'tcfd/methodology': expected(`${slug}_tcfd_2025_methodology.md`),
      'gri/pdf': expected(`${slug}_gri_2025-01-01_2025-06-30_report.pdf`),
    });
  }, 180_000);
});
