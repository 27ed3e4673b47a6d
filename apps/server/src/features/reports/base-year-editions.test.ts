import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from '../../testing/reports-fixture.js';

const run = promisify(execFile);

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

type EditionsByYear = { year: string; baseYear: boolean; editions: { dataset: string; results: number }[] }[];

/**
 * Issue 17: the demo organization's 2019 base year and its 2025 year are calculated (2019 with the
 * DESNZ 2019 edition and the pinned EPA Hub 2021, no earlier Hub being found), and a 2025 report's
 * methodology cites the edition used for each year.
 */
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'factor editions of the base year on $name',
  (target) => {
    let f: ReportFixture;
    let files: Map<string, Uint8Array>;

    beforeAll(async () => {
      f = await openReportFixture(target, {}, { fullDemo: true });
      const report = await f.generate({
        frameworkCode: 'gri',
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        title: 'GHG statement 2025',
      });
      expect(report.status).toBe('complete');
      files = await f.download(report);
    }, 600_000);
    afterAll(() => f?.close());

    it('data.json counts every result of 2025 and of the base year under the edition it used', async () => {
      const data = JSON.parse(new TextDecoder().decode(files.get('data.json'))) as {
        usage: { factorEditionsByYear: EditionsByYear };
        factorSources: { datasetId: string; datasetVersion: string; publisher: string | null }[];
        baseYear: { year: number };
      };
      expect(data.baseYear.year).toBe(2019);
      const years = data.usage.factorEditionsByYear;
      expect(years.map((y) => [y.year, y.baseYear])).toEqual([
        ['2019', true],
        ['2025', false],
      ]);
      const datasets = (y: string) => years.find((x) => x.year === y)?.editions.map((e) => e.dataset) ?? [];
      const series = (y: string) => datasets(y).filter((d) => /^(desnz-ghg-cf|epa-ghg-hub)@/.test(d));
      expect(series('2019')).toEqual(['desnz-ghg-cf@2019', 'epa-ghg-hub@2021']);
      expect(series('2025')).toEqual(['desnz-ghg-cf@2025', 'epa-ghg-hub@2025']);
      // Every cited edition is described (publisher, source), the base year's too.
      const described = new Set(data.factorSources.map((s) => `${s.datasetId}@${s.datasetVersion}`));
      for (const d of [...datasets('2019'), ...datasets('2025')]) expect(described.has(d), d).toBe(true);
      // The server's counts are the base year's current results (each result once per edition).
      const current = await withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
        scope.db
          .selectFrom('emission_results')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('superseded_at', 'is', null)
          .where('period_start', '>=', '2019-01-01')
          .where('period_end', '<=', '2019-12-31')
          .executeTakeFirstOrThrow(),
      );
      const hub = years[0]?.editions.find((e) => e.dataset === 'epa-ghg-hub@2021')?.results ?? 0;
      const desnz = years[0]?.editions.find((e) => e.dataset === 'desnz-ghg-cf@2019')?.results ?? 0;
      expect(hub).toBeGreaterThan(0);
      expect(desnz).toBeGreaterThan(0);
      expect(hub + desnz).toBeLessThanOrEqual(Number(current.n));
    });

    it('methodology.md and the PDF cite the edition of each year', async () => {
      const md = new TextDecoder().decode(files.get('methodology.md'));
      expect(md).toContain('## Emission factor editions by year');
      expect(md).toMatch(/\| 2019 \(base year\) \| desnz-ghg-cf@2019 \| \d+ \|/);
      expect(md).toMatch(/\| 2019 \(base year\) \| epa-ghg-hub@2021 \| \d+ \|/);
      expect(md).toMatch(/\| 2025 \| desnz-ghg-cf@2025 \| \d+ \|/);
      expect(md).toMatch(/\| 2025 \| epa-ghg-hub@2025 \| \d+ \|/);
      const pdf = await pdfText(files.get('report.pdf') as Uint8Array);
      expect(pdf).toContain('Emission factor editions by year');
      expect(pdf).toMatch(/2019 \(base year\) desnz-ghg-cf@2019 \d+/);
      expect(pdf).toMatch(/2019 \(base year\) epa-ghg-hub@2021 \d+/);
      expect(pdf).toMatch(/2025 epa-ghg-hub@2025 \d+/);
    });
  },
);
