import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_FRAMEWORKS } from '../framework/builtins.js';
import { parseReportInput } from '../input.js';
import { NO_RESTATEMENT, OPEN_RESTATEMENT_NOTE } from '../mapper/base-year.js';
import { mapReport } from '../mapper/map-report.js';
import { demoReportInput } from '../testing/demo-input.js';
import { BASE_YEAR_SECTION_TITLE, baseYearSection } from './base-year-section.js';
import { formatTonnes } from './format.js';
import { renderArtifacts } from './render.js';

const dir = mkdtempSync(join(tmpdir(), 'ctp-base-year-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withRestatement = parseReportInput(demoReportInput());
const withoutRestatement = parseReportInput({ ...demoReportInput(), restatements: [] });
const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');
const pdfText = (code: string, bytes: Uint8Array | undefined) => {
  const path = join(dir, `${code}.pdf`);
  writeFileSync(path, bytes ?? new Uint8Array());
  // -raw keeps each cell's text together (wrapped lines follow each other); spaces are normalized.
  return execFileSync('/usr/bin/pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};
const gri = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'gri');
if (gri === undefined) throw new Error('the gri framework is built in');

describe('the base year and restatements section', () => {
  it('states the base year, the policy in words, the base-year emissions and each restatement', () => {
    const section = baseYearSection(mapReport(gri, withRestatement));
    expect(section.title).toBe(BASE_YEAR_SECTION_TITLE);
    expect(section.facts.rows).toEqual([
      ['Base year', '2024'],
      [
        'Recalculation policy',
        'The base year is recalculated when a structural change or a methodology or factor change changes its total by 5 % or more.',
      ],
    ]);
    const [emissions, listed, byScope] = section.tables;
    expect(emissions?.table.rows).toEqual([['2024', '498.120', '330.101', '250.800', '460.000']]);
    expect(listed?.table.columns).toContain('Change (t CO2e)');
    expect(listed?.table.rows).toEqual([
      [
        '2025-09-12',
        'FY2024',
        'Methodology or factor change',
        'Refrigerant top-ups of 2024 were recorded with the R-404A factor instead of R-410A.',
        '-14.225',
        '1.09 % against a 5 % threshold',
        'no',
        'Priya Raman',
      ],
    ]);
    expect(byScope?.table.rows[0]).toEqual([
      '2025-09-12',
      'FY2024',
      'Scope 1',
      '512.346',
      '498.120',
      '-14.225',
    ]);
    expect(byScope?.table.rows).toHaveLength(4);
  });

  it('says in one sentence that there is none, and that no base year was chosen', () => {
    const none = parseReportInput({
      ...demoReportInput(),
      restatements: [],
      organization: { ...demoReportInput().organization, baseYear: null, baseYearEmissions: null },
    });
    const section = baseYearSection(mapReport(gri, none));
    expect(section.facts.rows[0]).toEqual(['Base year', 'none chosen']);
    expect(section.tables.map((t) => [t.title, t.table.rows.length, t.empty])).toEqual([
      ['Base-year emissions', 0, 'No base year was chosen.'],
      ['Restatements', 0, NO_RESTATEMENT],
    ]);
  });

  it('maps the restatements into the base-year paragraphs of the frameworks (GRI 305-1 d)', () => {
    const d = mapReport(gri, withRestatement).disclosures.find((x) => x.id === '305-1');
    const value = d?.values.find((v) => v.key === 'organization.restatements');
    expect(value?.content).toMatchObject({ kind: 'table', kgColumns: [4] });
    const none = mapReport(gri, withoutRestatement).disclosures.find((x) => x.id === '305-1');
    expect(none?.values.find((v) => v.key === 'organization.restatements')?.content).toEqual({
      kind: 'text',
      text: NO_RESTATEMENT,
    });
  });
});

// Every framework's PDF and HTML print the section; its figures are data.json's, rounded for display.
describe.each(BUILT_IN_FRAMEWORKS.map((f) => [f.code, f] as const))(
  '%s report: base year and restatements',
  (code, framework) => {
    const rendered = renderArtifacts(mapReport(framework, withRestatement), withRestatement);

    it('prints the restatement in the PDF (pdftotext) and the HTML with the figures of data.json', async () => {
      const { files } = await rendered;
      const data = JSON.parse(text(files.find((f) => f.name === 'data.json')?.bytes));
      expect(data.restatements).toEqual(withRestatement.restatements);
      expect(data.baseYear).toMatchObject({
        year: 2024,
        recalculationPolicy: withRestatement.organization.recalculationPolicy,
      });
      const [r] = data.restatements;
      const figures = [
        formatTonnes(r.deltaKg),
        formatTonnes(r.oldTotals.scope1),
        formatTonnes(r.newTotals.scope1),
        formatTonnes(data.baseYear.emissions.scope3),
      ];
      const pdf = pdfText(code, files.find((f) => f.name === 'report.pdf')?.bytes);
      const html = text(files.find((f) => f.name === 'report.html')?.bytes).replaceAll('<wbr/>', '');
      for (const printed of [pdf, html]) {
        expect(printed).toContain(BASE_YEAR_SECTION_TITLE);
        expect(printed).toContain('Restated totals by scope');
        expect(printed).toContain('Methodology or factor change');
        expect(printed).toContain('Priya Raman');
        expect(printed).toContain('1.09 % against a 5 % threshold');
        for (const figure of figures) expect(printed).toContain(figure);
      }
      expect(text(files.find((f) => f.name === 'methodology.md')?.bytes)).toContain(
        '| 2025-09-12 | FY2024 | Methodology or factor change |',
      );
    }, 180_000);
  },
);

describe('a report without restatements', () => {
  it('says so in one sentence in the PDF and the HTML, and data.json has an empty list', async () => {
    const { files } = await renderArtifacts(mapReport(gri, withoutRestatement), withoutRestatement);
    const data = JSON.parse(text(files.find((f) => f.name === 'data.json')?.bytes));
    expect(data.restatements).toEqual([]);
    const pdf = pdfText('none', files.find((f) => f.name === 'report.pdf')?.bytes);
    const html = text(files.find((f) => f.name === 'report.html')?.bytes);
    for (const printed of [pdf, html]) {
      expect(printed).toContain(BASE_YEAR_SECTION_TITLE);
      expect(printed).toContain(NO_RESTATEMENT);
      expect(printed).not.toContain('Restated totals by scope');
    }
  }, 180_000);
});

describe('a report generated while a period it covers is reopened', () => {
  const reopened = parseReportInput({
    ...demoReportInput(),
    openRestatements: [
      {
        id: 'rst-open-1',
        reopenedAt: '2026-02-03T09:30:00.000Z',
        period: { name: 'FY2025', start: '2025-01-01', end: '2025-12-31' },
        cause: 'discovered_error',
        reason: 'March gas invoice was entered twice.',
        oldTotals: { scope1: '1000', scope2LocationBased: '500', scope2MarketBased: '400', scope3: '250' },
        oldTotalKg: '1750',
        reopenedBy: 'Ada Admin',
      },
    ],
  });

  it('lists it under "Restatements in progress" with a warning, in the PDF, the HTML, methodology.md and data.json', async () => {
    const mapped = mapReport(gri, reopened);
    const open = baseYearSection(mapped).tables.find((t) => t.title === 'Restatements in progress');
    expect(open?.note).toBe(OPEN_RESTATEMENT_NOTE);
    expect(open?.table.rows).toEqual([
      [
        '2026-02-03',
        'FY2025',
        'Discovered error',
        'March gas invoice was entered twice.',
        'Ada Admin',
        '1.750',
      ],
    ]);
    const { files } = await renderArtifacts(mapped, reopened);
    const data = JSON.parse(text(files.find((f) => f.name === 'data.json')?.bytes));
    expect(data.openRestatements).toEqual(reopened.openRestatements);
    const pdf = pdfText('open', files.find((f) => f.name === 'report.pdf')?.bytes);
    const html = text(files.find((f) => f.name === 'report.html')?.bytes).replaceAll('<wbr/>', '');
    for (const printed of [pdf, html]) {
      expect(printed).toContain('Restatements in progress');
      expect(printed).toContain('their figures in this report may still change');
      expect(printed).toContain('March gas invoice was entered twice.');
      expect(printed).toContain('FY2025 reopened, figures may change');
    }
    expect(text(files.find((f) => f.name === 'methodology.md')?.bytes)).toContain(
      '| 2026-02-03 | FY2025 | Discovered error | March gas invoice was entered twice. | Ada Admin | 1750 |',
    );
  }, 180_000);

  it('prints nothing of the kind when no period is reopened', () => {
    expect(baseYearSection(mapReport(gri, withRestatement)).tables.map((t) => t.title)).not.toContain(
      'Restatements in progress',
    );
  });
});
