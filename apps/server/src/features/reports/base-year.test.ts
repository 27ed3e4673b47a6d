import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createUser, testTargets, withOrganization } from '@ctp/store';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from '../../testing/reports-fixture.js';

const run = promisify(execFile);
const PERIOD = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };
const REASON = 'The Hull depot, acquired in May 2025, is added to the inventory.';

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
    const { stdout } = await run('pdftotext', ['-raw', join(dir, 'report.pdf'), '-'], {
      maxBuffer: 64 << 20,
    });
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 18: a report states the base year of the policy table (not of the old profile fields), the
 * base-year emissions summed from the base year's results, and the restatement of a locked period
 * it covers, with the figures the restatement recorded.
 */
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'base year and restatements in reports on $name',
  (target) => {
    let f: ReportFixture;
    let restatement: Record<string, unknown>;
    let data: Record<string, unknown> & {
      baseYear: Record<string, unknown>;
      restatements: Record<string, unknown>[];
    };
    let pdf = '';
    let dataDuring: { openRestatements: Record<string, unknown>[]; restatements: unknown[] };
    let pdfDuring = '';

    beforeAll(async () => {
      f = await openReportFixture(target);
      const ada = f.as('ORG_ADMIN');
      const post = (path: string, body?: unknown, headers = ada) => f.send('POST', path, body, headers);
      const bob = await withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
        createUser(scope, { email: 'bob@example.com', name: 'Bob Approver', role: 'ORG_ADMIN' }),
      );
      const bobHeaders = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_ADMIN', bob.id)}` };
      // A profile stored before migration 0023 names another base year: the policy table wins.
      const legacy = await f.send(
        'PATCH',
        '/api/organizations/current',
        {
          settings: {
            reporting: {
              country: 'GB',
              baseYear: 2019,
              baseYearPolicy: 'old words',
              baseYearEmissions: null,
            },
          },
        },
        ada,
      );
      expect(legacy.res.status).toBe(200);

      const period = await post('/api/periods', { year: 2025 });
      expect(period.res.status).toBe(201);
      const id = period.body.id as string;
      const close = async () => {
        // 2024 has no results: every total moved from zero and is explained before submitting.
        const movements = await f.call(`/api/periods/${id}/movements`, { headers: ada });
        for (const lineKey of movements.body.missing as string[])
          expect(
            (
              await post(`/api/periods/${id}/movements/explanations`, {
                lineKey,
                explanation: 'First year measured.',
              })
            ).res.status,
          ).toBe(201);
        expect((await post(`/api/periods/${id}/submit`)).res.status).toBe(200);
        expect((await post(`/api/periods/${id}/approve`, undefined, bobHeaders)).res.status).toBe(200);
        expect((await post(`/api/periods/${id}/lock`)).res.status).toBe(200);
      };
      await close();
      const reopened = await post(`/api/periods/${id}/reopen`, {
        cause: 'structural_change',
        reason: REASON,
      });
      expect(reopened.res.status).toBe(200);
      // A report generated while the period is reopened says its restatement is in progress.
      const during = await f.generate({ frameworkCode: 'gri', ...PERIOD });
      expect(during.status).toBe('complete');
      const duringFiles = await f.download(during);
      dataDuring = JSON.parse(Buffer.from(duringFiles.get('data.json') as Uint8Array).toString('utf8'));
      pdfDuring = await pdfText(duringFiles.get('report.pdf') as Uint8Array);
      const added = await post('/api/activities', {
        category: 'scope1.stationary_combustion',
        quantity: '250000',
        unit: 'kWh',
        region: 'GB',
        attributes: { fuel: 'natural_gas' },
        periodStart: '2025-05-01',
        periodEnd: '2025-05-31',
      });
      expect(added.res.status).toBe(201);
      expect((await post('/api/calculations', PERIOD)).res.status).toBe(201);
      await close();
      const list = await f.call(`/api/restatements?periodId=${id}`, { headers: ada });
      restatement = (list.body.items as Record<string, unknown>[])[0] as Record<string, unknown>;
      expect(restatement).toMatchObject({ status: 'completed', cause: 'structural_change' });

      const report = await f.generate({ frameworkCode: 'csrd', ...PERIOD });
      expect(report.status).toBe('complete');
      const files = await f.download(report);
      data = JSON.parse(Buffer.from(files.get('data.json') as Uint8Array).toString('utf8'));
      pdf = await pdfText(files.get('report.pdf') as Uint8Array);
    }, 600_000);
    afterAll(async () => {
      await f?.close();
    });

    it('states the base year of the policy table with its emissions summed from the kept 2024 results', async () => {
      // The calculation records' own figures agree to the printed precision (a record's JSON output
      // carries more digits than the stored numeric result, so the exact sums differ far below a gram).
      const records = await f.recordTotals('2024-01-01', '2024-12-31');
      const emissions = data.baseYear.emissions as Record<string, string>;
      for (const [scope, kg] of Object.entries(records)) {
        expect(displayTonnes(emissions[scope] as string)).toBe(displayTonnes(kg));
      }
      expect(new Decimal(emissions.scope1 as string).greaterThan(0)).toBe(true);
      expect(data.baseYear).toMatchObject({
        year: 2024,
        recalculationPolicy: {
          significanceThresholdPercent: '5',
          triggers: ['structural_change', 'methodology_or_factor_change', 'discovered_error'],
        },
      });
      expect(String(data.baseYear.policy)).toMatch(/^The base year is recalculated when a structural change/);
      expect(String(data.baseYear.policy)).not.toContain('old words');
    });

    it('carries the restatement exactly in data.json: cause, reason, totals, change against the threshold, approver', () => {
      const significance = restatement.significance as Record<string, unknown>;
      expect(data.restatements).toEqual([
        expect.objectContaining({
          id: restatement.id,
          cause: 'structural_change',
          reason: REASON,
          period: { name: 'FY2025', start: '2025-01-01', end: '2025-12-31' },
          oldTotalKg: restatement.oldTotalCo2eKg,
          newTotalKg: restatement.newTotalCo2eKg,
          deltaKg: restatement.deltaCo2eKg,
          completedAt: restatement.completedAt,
          significance: {
            baseYear: 2024,
            baseYearTotalKg: significance.baseYearTotalCo2eKg,
            thresholdPercent: '5',
            changePercent: significance.changePercent,
            significant: significance.significant,
          },
          reopenedBy: 'Ada Admin',
          approvedBy: 'Ada Admin',
        }),
      ]);
      expect(new Decimal(restatement.deltaCo2eKg as string).greaterThan(0)).toBe(true);
    });

    it('prints the section in the PDF with the figures of data.json (pdftotext)', () => {
      const [r] = data.restatements as {
        deltaKg: string;
        oldTotals: { scope1: string };
        newTotals: { scope1: string };
      }[];
      expect(pdf).toContain('Base year and restatements');
      expect(pdf).toContain('Structural change');
      expect(pdf).toContain(REASON);
      for (const kg of [r?.deltaKg, r?.oldTotals.scope1, r?.newTotals.scope1]) {
        expect(pdf).toContain(displayTonnes(kg as string));
      }
      const emissions = data.baseYear.emissions as { scope1: string };
      expect(pdf).toContain(displayTonnes(emissions.scope1));
    });

    it('states an open restatement in a report generated while the period was reopened, and none once locked again', () => {
      expect(dataDuring.restatements).toEqual([]);
      expect(dataDuring.openRestatements).toEqual([
        expect.objectContaining({
          id: restatement.id,
          cause: 'structural_change',
          reason: REASON,
          period: { name: 'FY2025', start: '2025-01-01', end: '2025-12-31' },
          oldTotalKg: restatement.oldTotalCo2eKg,
          reopenedBy: 'Ada Admin',
        }),
      ]);
      expect(pdfDuring).toContain('Restatements in progress');
      expect(pdfDuring).toContain('their figures in this report may still change');
      expect((data as unknown as { openRestatements: unknown[] }).openRestatements).toEqual([]);
      expect(pdf).not.toContain('Restatements in progress');
    });
  },
);
