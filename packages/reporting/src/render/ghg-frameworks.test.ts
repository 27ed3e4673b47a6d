import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal } from '@ctp/engine';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmissionQuery } from '../framework/schema.js';
import { gri102, ifrsS2 } from '../frameworks/index.js';
import { parseReportInput } from '../input.js';
import { mapReport } from '../mapper/map-report.js';
import type { MappedValue } from '../mapper/types.js';
import { demoReportInput } from '../testing/demo-input.js';
import { formatTonnes } from './format.js';
import { renderArtifacts } from './render.js';

// IFRS S2 and GRI 102 print more emission figures than the summary the shared render test reads
// (29(a)(i)-(vi), 102-5 to 102-7): each one in the PDF, read back by poppler's pdftotext, must
// be the figure of data.json, and that figure the sum of the calculation records' lines its query
// selects, summed here by a filter written apart from the mapper's.
const PDFTOTEXT = '/usr/bin/pdftotext';
const dir = mkdtempSync(join(tmpdir(), 'ctp-ghg-frameworks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input = parseReportInput(demoReportInput());
type Line = (typeof input.emissions)[number];
// A Scope 2 method filter applies to Scope 2 lines only (other scopes have no method).
const selects = (q: EmissionQuery, l: Line): boolean =>
  (q.scope === undefined || l.scope === q.scope) &&
  (q.scope2Method === undefined || l.scope !== 2 || l.scope2Method === q.scope2Method) &&
  (q.scope3Category === undefined || l.scope3Category === q.scope3Category) &&
  (q.euEts === undefined || l.euEts === q.euEts);
const linesKg = (q: EmissionQuery): { kg: string; records: string[] } => {
  const lines = input.emissions.filter((l) => selects(q, l));
  const of = (l: Line) => (q.measure === 'biogenicCo2' ? l.biogenicCo2Kg : l.co2eKg);
  return {
    kg: lines.reduce((a, l) => a.plus(of(l)), new Decimal(0)).toFixed(),
    records: [...new Set(lines.map((l) => l.recordId))],
  };
};
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each([ifrsS2, gri102].map((f) => [f.code, f] as const))('%s PDF figures', (code, framework) => {
  const rendered = renderArtifacts(mapReport(framework, input), input);

  it.skipIf(!existsSync(PDFTOTEXT))(
    'every emission figure printed equals data.json and the sum of its calculation records',
    async () => {
      const { files } = await rendered;
      const path = join(dir, `${code}.pdf`);
      writeFileSync(path, files.find((f) => f.name === 'report.pdf')?.bytes ?? new Uint8Array());
      const text = execFileSync(PDFTOTEXT, ['-layout', path, '-'], { encoding: 'utf8' });
      const data = JSON.parse(
        Buffer.from(files.find((f) => f.name === 'data.json')?.bytes ?? []).toString(),
      ) as {
        disclosures: { id: string; values: MappedValue[] }[];
      };
      const printed = (label: string, kg: string) =>
        new RegExp(`^\\s*${literal(label.slice(0, 24))}.*\\s${literal(formatTonnes(kg))}\\b`, 'm').test(text);
      let quantities = 0;
      for (const disclosure of data.disclosures) {
        for (const value of disclosure.values) {
          const at = `${disclosure.id}/${value.key}`;
          const c = value.content;
          if (c.kind === 'quantity') {
            const expected = linesKg(c.query);
            expect(c.kg, at).toBe(expected.kg);
            expect(c.lineCount, at).toBe(input.emissions.filter((l) => selects(c.query, l)).length);
            expect(
              printed(value.label, c.kg),
              `${at}: "${value.label}" ${formatTonnes(c.kg)} in the PDF`,
            ).toBe(true);
            quantities++;
          }
          if (c.kind === 'breakdown' && c.dimension === 'scope3Category') {
            for (const row of c.rows) {
              const n = Number(row.key);
              expect(row.kg, `${at}/${row.key}`).toBe(linesKg({ ...c.query, scope3Category: n }).kg);
              expect(printed(row.label, row.kg), `${at}/${row.key} in the PDF`).toBe(true);
            }
          }
        }
      }
      expect(quantities).toBeGreaterThanOrEqual(4);
    },
  );
});
