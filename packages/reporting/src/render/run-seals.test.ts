import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_FRAMEWORKS } from '../framework/builtins.js';
import { parseReportInput } from '../input.js';
import { mapReport } from '../mapper/map-report.js';
import { demoReportInput } from '../testing/demo-input.js';
import { renderArtifacts } from './render.js';

const dir = mkdtempSync(join(tmpdir(), 'ctp-run-seals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SEALED = { id: '0190aaaa-0000-7000-8000-000000000001', merkleRoot: 'ab'.repeat(32), resultCount: 42 };
const OLD = { id: '0190aaaa-0000-7000-8000-000000000002', merkleRoot: null, resultCount: null };
const input = parseReportInput({ ...demoReportInput(), calculationRuns: [SEALED, OLD] });
const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');

// Issue 19: every framework's report prints the Merkle root of each run behind its figures.
describe.each(BUILT_IN_FRAMEWORKS.map((f) => [f.code, f] as const))(
  '%s report: calculation run roots',
  (code, framework) => {
    const rendered = renderArtifacts(mapReport(framework, input), input);

    it('prints each run and its root in methodology.md and the HTML', async () => {
      const { files } = await rendered;
      const md = text(files.find((f) => f.name === 'methodology.md')?.bytes);
      expect(md).toContain('## Calculation runs');
      expect(md).toContain(`| ${SEALED.id} | 42 | ${SEALED.merkleRoot} |`);
      expect(md).toContain(`| ${OLD.id} |  | not sealed |`);
      // The HTML offers line breaks inside long tokens (`<wbr/>`); a reader sees the text without them.
      const html = text(files.find((f) => f.name === 'report.html')?.bytes).replaceAll('<wbr/>', '');
      expect(html).toContain(SEALED.merkleRoot.replace(/(.{16})(?=.)/g, '$1 '));
      expect(html).toContain(`${SEALED.id} (42 results)`);
    });

    it('prints the root whole in the PDF (read back with pdftotext)', async () => {
      const { files } = await rendered;
      const path = join(dir, `${code}.pdf`);
      writeFileSync(path, files.find((f) => f.name === 'report.pdf')?.bytes ?? new Uint8Array());
      const pdf = execFileSync('/usr/bin/pdftotext', ['-raw', path, '-'], { encoding: 'utf8' });
      expect(pdf).toContain('Calculation runs (Merkle roots, RFC 6962 SHA-256)');
      expect(pdf.replace(/\s+/g, '')).toContain(SEALED.merkleRoot);
    });
  },
);
