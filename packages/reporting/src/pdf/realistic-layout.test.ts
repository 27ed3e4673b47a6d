import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_FRAMEWORKS } from '../framework/builtins.js';
import { parseReportInput, type ReportInput } from '../input.js';
import { mapReport } from '../mapper/map-report.js';
import { printedLayout } from '../render/content.js';
import { checkPdfLayout } from '../testing/layout-check.js';
import { readPdfWords } from '../testing/pdf-words.js';
import { realisticReportInput } from '../testing/realistic-input.js';
import { sha256Hex } from '../verify/hash.js';
import { renderPdfArtifact } from './index.js';

/**
 * The layout check of issue 16, which any change to the templates must pass: every framework
 * rendered for a large realistic organization (45 facilities in ten countries, every category,
 * 100,000 results, overrides in force, long narratives, some fifty algorithms), read back with
 * poppler, without overprinted text, text outside the margins or in the footer, split rows or
 * orphaned headings. The page images go to .ci/out/report-layout/ for a person to look at.
 */
const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFTOPPM = '/usr/bin/pdftoppm';
const skip = !existsSync(PDFTOTEXT) && process.env.CI === undefined;
const OUT = fileURLToPath(new URL('../../../../.ci/out/report-layout/', import.meta.url));
const MINUTES = 60_000;

let input: ReportInput;
beforeAll(() => {
  input = parseReportInput(realisticReportInput());
}, 5 * MINUTES);

describe.skipIf(skip).each(BUILT_IN_FRAMEWORKS.map((f) => [f.code, f] as const))(
  'the %s report of a large realistic organization',
  (code, framework) => {
    it(
      'holds its layout on every page (poppler word boxes), and its pages are kept as images',
      async () => {
        expect(input.emissions).toHaveLength(100_000);
        const mapped = mapReport(framework, input);
        // The hashes the PDF prints of the files rendered before it: the layout is that of any 64 hex
        // digits, so hashes of the names stand in for rendering 40 MB of CSV here.
        const dataFiles = ['activity-data.csv', 'data.json', 'emissions.csv', 'methodology.md'].map(
          (name) => ({
            name,
            sha256: sha256Hex(name),
          }),
        );
        const pdf = await renderPdfArtifact(mapped, input, dataFiles);
        const pages = readPdfWords(pdf.bytes, PDFTOTEXT);
        const dir = `${OUT}${code}/`;
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${dir}report.pdf`, pdf.bytes);
        if (existsSync(PDFTOPPM))
          execFileSync(PDFTOPPM, ['-r', '60', '-png', `${dir}report.pdf`, `${dir}page`]);
        expect(pages.length).toBeGreaterThan(10);
        const layout = printedLayout(mapped, input);
        const files = { columns: ['File', 'SHA-256'], rows: dataFiles.map((f) => [f.name, f.sha256]) };
        expect(checkPdfLayout(pages, { ...layout, tables: [...layout.tables, files] })).toEqual([]);
      },
      10 * MINUTES,
    );
  },
);
