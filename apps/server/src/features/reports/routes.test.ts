import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type TestTarget, testTargets } from '@ctp/store';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestOf, openReportFixture, type ReportFixture } from '../../testing/reports-fixture.js';
import { openTenantFixture } from '../../testing/users-fixture.js';

const run = promisify(execFile);
const hasTool = async (tool: string) =>
  run('sh', ['-c', `command -v ${tool}`]).then(
    () => true,
    () => false,
  );
const PDFTOTEXT = await hasTool('pdftotext');
const SHA256SUM = await hasTool('sha256sum');

const PERIOD = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };
const SCOPES = ['scope1', 'scope2LocationBased', 'scope2MarketBased', 'scope3'] as const;
const LABELS = {
  scope1: 'Scope 1',
  scope2LocationBased: 'Scope 2 \\(location-based\\)',
  scope2MarketBased: 'Scope 2 \\(market-based\\)',
  scope3: 'Scope 3',
};
const STEPS = [
  [10, 'Collecting data...'],
  [30, 'Mapping to framework...'],
  [50, 'Rendering template...'],
  [70, 'Generating PDF...'],
  [90, 'Uploading artifacts...'],
  [100, 'Complete'],
];

/** The PDF's display of exact kg: tonnes, half-up to 3 decimals, "," between thousands (independent of the package). */
function displayTonnes(kg: string): string {
  const fixed = new Decimal(kg).dividedBy(1000).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
  const [int, frac] = fixed.split('.') as [string, string];
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ctp-pdf-'));
  try {
    await writeFile(join(dir, 'report.pdf'), bytes);
    const { stdout } = await run('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'], {
      maxBuffer: 64 << 20,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('reports on $name', (target) => {
  let f: ReportFixture;
  let expected: Record<string, string>;
  const reports = new Map<string, Record<string, unknown> & { id: string; status: string }>();
  const pdfs = new Map<string, { code: string; bytes: Uint8Array }>();

  beforeAll(async () => {
    f = await openReportFixture(target);
    expected = await f.recordTotals(PERIOD.periodStart, PERIOD.periodEnd);
  }, 180_000);
  afterAll(async () => {
    await f?.close();
  });

  it.each(['tcfd', 'ifrs-s2', 'csrd', 'cdp', 'gri', 'gri-102'])(
    'renders %s for the demo organization: totals in the PDF = data.json = the sum of the calculation records',
    async (frameworkCode) => {
      const report = await f.generate({ frameworkCode, ...PERIOD });
      expect(report, JSON.stringify(report)).toMatchObject({
        status: 'complete',
        attempts: 1,
        frameworkCode,
      });
      reports.set(frameworkCode, report);
      expect(new Decimal(expected.scope1 as string).isPositive()).toBe(true);

      const status = await f.call(`/api/reports/${report.id}/status`, { headers: f.as('READ_ONLY') });
      expect(status.body).toMatchObject({ status: 'complete', percent: 100, message: 'Complete' });
      expect(
        (status.body.steps as { percent: number; message: string }[]).map((s) => [s.percent, s.message]),
      ).toEqual(STEPS);

      const files = await f.download(report);
      expect([...files.keys()].sort()).toEqual([
        'activity-data.csv',
        'data.json',
        'emissions.csv',
        'methodology.md',
        'report.html',
        'report.pdf',
      ]);
      const data = JSON.parse(new TextDecoder().decode(files.get('data.json'))) as {
        totals: Record<string, { kg: string; display: string; recordIds: string[] }>;
      };
      for (const scope of SCOPES) {
        expect(data.totals[scope]?.kg, scope).toBe(expected[scope]);
        expect(data.totals[scope]?.display, scope).toBe(displayTonnes(expected[scope] as string));
      }
      expect(report.totals).toEqual({ ...expected });
      const completeness = report.completeness as { filled: number; total: number };
      expect(completeness.total).toBeGreaterThan(0);
      // Each warning names what data is missing.
      const warnings = report.warnings as { disclosureId: string; missing: string[] }[];
      expect(warnings.every((w) => w.missing.length > 0)).toBe(true);
      expect(completeness.filled).toBeLessThanOrEqual(completeness.total);
      pdfs.set(frameworkCode, {
        code: report.verificationCode as string,
        bytes: files.get('report.pdf') as Uint8Array,
      });
    },
    120_000,
  );

  it.skipIf(!PDFTOTEXT)(
    'prints the same totals and the verification code in every PDF, read back with pdftotext (poppler-utils)',
    async () => {
      expect([...pdfs.keys()].sort()).toEqual(['cdp', 'csrd', 'gri', 'gri-102', 'ifrs-s2', 'tcfd']);
      for (const [frameworkCode, pdf] of pdfs) {
        const text = await pdfText(pdf.bytes);
        expect(text, frameworkCode).toContain(pdf.code);
        for (const scope of SCOPES) {
          // The summary row: the scope's label, then its total in tonnes.
          const row = new RegExp(
            `${LABELS[scope]}\\s+${displayTonnes(expected[scope] as string).replaceAll('.', '\\.')}\\b`,
          );
          expect(text, `${frameworkCode} ${scope}`).toMatch(row);
        }
      }
    },
    60_000,
  );

  it('recomputes the content hash from the downloaded files the documented way and matches the public lookup', async () => {
    const report = reports.get('gri') ?? (await f.generate({ frameworkCode: 'gri', ...PERIOD }));
    const files = await f.download(report);
    const { manifest, contentHash } = manifestOf(files);
    const lookup = await f.call(`/api/verify/${report.verificationCode}`);
    expect(lookup.res.status).toBe(200);
    expect(lookup.body.contentHash).toBe(contentHash);
    expect(report.contentHash).toBe(contentHash);
    expect(Object.keys(lookup.body.artifacts as object).sort()).toEqual([...files.keys()].sort());
    for (const line of manifest.trim().split('\n')) {
      const [sha, name] = line.split('  ') as [string, string];
      expect((lookup.body.artifacts as Record<string, string>)[name]).toBe(sha);
    }
    if (SHA256SUM) {
      // Exactly the command the documentation gives, on the files as downloaded.
      const dir = await mkdtemp(join(tmpdir(), 'ctp-verify-'));
      try {
        for (const [name, bytes] of files) await writeFile(join(dir, name), bytes);
        const { stdout } = await run(
          'sh',
          [
            '-c',
            'sha256sum activity-data.csv data.json emissions.csv methodology.md report.html report.pdf | sha256sum',
          ],
          { cwd: dir },
        );
        expect(stdout.split(' ')[0]).toBe(lookup.body.contentHash);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    // Public metadata only: no ids, no user, no lines.
    expect(Object.keys(lookup.body).sort()).toEqual([
      'artifacts',
      'contentHash',
      'contentHashMethod',
      'framework',
      'generatedAt',
      'organizationName',
      'period',
      'replaces',
      'supersededBy',
      'title',
      'totalsKgCo2e',
      'verificationCode',
    ]);
    expect(lookup.body).toMatchObject({
      organizationName: 'Acme Manufacturing',
      framework: { code: 'gri', version: report.frameworkVersion },
      period: { start: PERIOD.periodStart, end: PERIOD.periodEnd },
      totalsKgCo2e: expected,
    });
    expect(JSON.stringify(lookup.body)).not.toContain(report.id);
    expect(JSON.stringify(lookup.body)).not.toContain(f.orgId);
  }, 120_000);

  it('answers an unknown, a malformed and a not-yet-complete code with the same 404', async () => {
    const strip = (b: Record<string, unknown>) => {
      const { instance: _i, requestId: _r, ...rest } = b;
      return rest;
    };
    const unknown = await f.call('/api/verify/CTP-2020-ZZZZ');
    const malformed = await f.call('/api/verify/not-a-code');
    expect(unknown.res.status).toBe(404);
    expect(malformed.res.status).toBe(404);
    expect(strip(malformed.body)).toEqual(strip(unknown.body));
  });

  it('records the framework and template versions a report used; a later template change does not touch it', async () => {
    const admin = f.as('ORG_ADMIN');
    const created = await f.send(
      'POST',
      '/api/report-templates',
      {
        name: 'Board pack',
        frameworkCode: 'tcfd',
        content: {
          coverText: 'Prepared for the board of Acme Manufacturing',
          colors: { primary: '#123456', accent: '#654321' },
          narratives: { 'GOV-a': 'The board reviews climate risks every quarter.' },
        },
      },
      admin,
    );
    expect(created.res.status).toBe(201);
    const templateId = created.body.id as string;
    const report = await f.generate({ frameworkCode: 'tcfd', templateId, ...PERIOD });
    expect(report).toMatchObject({ status: 'complete', templateId, templateVersion: 1 });
    const html = new TextDecoder().decode((await f.download(report)).get('report.html'));
    expect(html).toContain('The board reviews climate risks every quarter.');
    const changed = await f.send(
      'PUT',
      `/api/report-templates/${templateId}`,
      { name: 'Board pack', content: { coverText: 'v2' } },
      admin,
    );
    expect(changed.body.version).toBe(2);
    const again = await f.call(`/api/reports/${report.id}`, { headers: admin });
    expect(again.body).toMatchObject({ templateVersion: 1, contentHash: report.contentHash });
    const versions = await f.call(`/api/report-templates/${templateId}/versions`, { headers: admin });
    expect((versions.body.items as { version: number }[]).map((v) => v.version)).toEqual([1, 2]);
    // A template of another framework cannot be used.
    const refused = await f.send(
      'POST',
      '/api/reports',
      { frameworkCode: 'gri', templateId, ...PERIOD },
      admin,
    );
    expect(refused.res.status).toBe(422);
    expect(refused.body.type).toBe('urn:ctp:problem:report-template-unusable');
    expect(await f.auditActions(templateId)).toEqual(['report_template.create', 'report_template.change']);
    expect(await f.auditActions(report.id)).toEqual(['report.request', 'report.complete']);
  }, 120_000);

  it('refuses an unknown framework and downloads of a report that is not complete', async () => {
    const member = f.as('ORG_MEMBER');
    const unknown = await f.send('POST', '/api/reports', { frameworkCode: 'sasb', ...PERIOD }, member);
    expect(unknown.res.status).toBe(422);
    expect(unknown.body.type).toBe('urn:ctp:problem:report-framework-unknown');
    const frameworks = await f.call('/api/report-frameworks', { headers: member });
    expect(
      (frameworks.body.items as { code: string; current: boolean; source: string }[])
        .filter((x) => x.current)
        .map((x) => [x.code, x.source]),
    ).toEqual([
      ['cdp', 'built-in'],
      ['csrd', 'built-in'],
      ['gri', 'built-in'],
      ['gri-102', 'built-in'],
      ['ifrs-s2', 'built-in'],
      ['tcfd', 'built-in'],
    ]);
  });

  it('makes a gri report of a period from 2027 with GRI 102, unless the requester keeps GRI 305', async () => {
    const member = f.as('ORG_MEMBER');
    const period2027 = { periodStart: '2027-01-01', periodEnd: '2027-12-31' };
    const byPeriod = await f.send('POST', '/api/reports', { frameworkCode: 'gri', ...period2027 }, member);
    expect(byPeriod.res.status).toBe(202);
    expect(byPeriod.body).toMatchObject({ frameworkCode: 'gri-102', frameworkVersion: '2025' });
    const kept = await f.send(
      'POST',
      '/api/reports',
      { frameworkCode: 'gri', keepFramework: true, ...period2027 },
      member,
    );
    expect(kept.body).toMatchObject({ frameworkCode: 'gri', frameworkVersion: '305:2016' });
    const late2026 = await f.send(
      'POST',
      '/api/reports',
      { frameworkCode: 'gri', periodStart: '2026-12-31', periodEnd: '2027-12-30' },
      member,
    );
    expect(late2026.body).toMatchObject({ frameworkCode: 'gri', frameworkVersion: '305:2016' });
    const asked = await f.send('POST', '/api/reports', { frameworkCode: 'gri-102', ...PERIOD }, member);
    expect(asked.body).toMatchObject({ frameworkCode: 'gri-102' });
  });
});

describe('the public lookup', () => {
  it('is rate limited per address, with Retry-After', async () => {
    const [target] = testTargets(undefined);
    const f = await openTenantFixture(target as TestTarget, { CTP_VERIFY_LOOKUPS_PER_MINUTE: '3' });
    try {
      expect((await f.call('/api/verify/CTP-2020-AAAA')).res.status).toBe(404);
      expect((await f.call('/api/verify/CTP-2020-AAAB')).res.status).toBe(404);
      expect((await f.call('/api/verify/CTP-2020-AAAC')).res.status).toBe(404);
      const limited = await f.call('/api/verify/CTP-2020-AAAD');
      expect(limited.res.status).toBe(429);
      expect(limited.body.type).toBe('urn:ctp:problem:too-many-verification-lookups');
      expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await f.h.close();
    }
  }, 120_000);
});
