import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal } from '@ctp/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_FRAMEWORKS } from '../framework/builtins.js';
import { parseReportInput } from '../input.js';
import { mapReport } from '../mapper/map-report.js';
import { demoReportInput } from '../testing/demo-input.js';
import { ARTIFACTS } from './artifacts.js';
import { formatTonnes } from './format.js';
import { DATA_TYPE_WORDS } from './quality-content.js';
import { renderArtifacts } from './render.js';

const PDFTOTEXT = '/usr/bin/pdftotext';
// Optional readers for the QR check (Debian poppler-utils and zbar-tools).
const PDFTOPPM = '/usr/bin/pdftoppm';
const ZBARIMG = '/usr/bin/zbarimg';
const dir = mkdtempSync(join(tmpdir(), 'ctp-reporting-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input = parseReportInput(demoReportInput());
const lineSum = (pred: (l: (typeof input.emissions)[number]) => boolean): string =>
  input.emissions
    .filter(pred)
    .reduce((a, l) => a.plus(l.co2eKg), new Decimal(0))
    .toFixed();
const expectedKg = {
  scope1: lineSum((l) => l.scope === 1),
  scope2LocationBased: lineSum((l) => l.scope2Method === 'location_based'),
  scope2MarketBased: lineSum((l) => l.scope2Method === 'market_based'),
  scope3: lineSum((l) => l.scope === 3),
};

describe.each(BUILT_IN_FRAMEWORKS.map((f) => [f.code, f] as const))(
  '%s report of the demo organization',
  (code, framework) => {
    const rendered = renderArtifacts(mapReport(framework, input), input);

    it('has all six artifacts with their content types and hashes', async () => {
      const { files } = await rendered;
      expect(files.map((f) => f.name)).toEqual(ARTIFACTS.map((a) => a.name));
      for (const f of files) {
        expect(f.bytes.byteLength).toBeGreaterThan(100);
        expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
      }
      const pdf = files.find((f) => f.name === 'report.pdf');
      expect(
        Buffer.from(pdf?.bytes ?? [])
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    it('data.json totals are the exact decimal sums of the input lines, traced to their records', async () => {
      const { files } = await rendered;
      const data = JSON.parse(Buffer.from(files.find((f) => f.name === 'data.json')?.bytes ?? []).toString());
      for (const [key, kg] of Object.entries(expectedKg)) {
        expect(data.totals[key].kg).toBe(kg);
        expect(data.totals[key].display).toBe(formatTonnes(kg));
      }
      expect(data.totals.scope3.recordIds).toEqual(
        input.emissions
          .filter((l) => l.scope === 3)
          .map((l) => l.recordId)
          .sort(),
      );
      // Issue 18: each CO2e total's 95% range, whose point is the total itself.
      for (const [key, kg] of Object.entries(expectedKg)) expect(data.quality.ranges[key].point).toBe(kg);
      expect(data.framework).toEqual({ code, version: framework.version, name: framework.name });
      expect(data.template).toEqual({ id: 'tpl-demo', version: 3, name: 'Demo template' });
    });

    it.skipIf(!existsSync(PDFTOTEXT))(
      'the PDF read back by pdftotext shows the same totals as data.json',
      async () => {
        const { files } = await rendered;
        const path = join(dir, `${code}.pdf`);
        writeFileSync(path, files.find((f) => f.name === 'report.pdf')?.bytes ?? new Uint8Array());
        const text = execFileSync(PDFTOTEXT, ['-layout', path, '-'], { encoding: 'utf8' });
        const data = JSON.parse(
          Buffer.from(files.find((f) => f.name === 'data.json')?.bytes ?? []).toString(),
        );
        const summary = text.slice(text.indexOf('Summary'));
        for (const [label, key] of [
          ['Scope 1', 'scope1'],
          ['Scope 2 \\(location-based\\)', 'scope2LocationBased'],
          ['Scope 2 \\(market-based\\)', 'scope2MarketBased'],
          ['Scope 3', 'scope3'],
        ] as const) {
          const row = new RegExp(
            `^${label}\\s+([\\d,]+\\.\\d{3})\\s+([\\d,]+\\.\\d{3})–([\\d,]+\\.\\d{3})\\s+(\\d+)$`,
            'm',
          ).exec(summary);
          expect(row?.[1], label).toBe(data.totals[key].display);
          expect(row?.[1]).toBe(formatTonnes(expectedKg[key]));
          // Issue 18: the 95% range next to the total, the same as data.json's, in t CO2e.
          expect([row?.[2], row?.[3]], label).toEqual([
            formatTonnes(data.quality.ranges[key].low),
            formatTonnes(data.quality.ranges[key].high),
          ]);
        }
        // The data-quality section: each scope's emissions by data type in words, as data.json has them.
        const quality = text.slice(
          text.indexOf('Emissions by data type'),
          text.indexOf('Primary data by category'),
        );
        for (const s of data.quality.dataTypes as { scope: string; byDataType: Record<string, string> }[]) {
          for (const [type, kg] of Object.entries(s.byDataType)) {
            if (new Decimal(kg).isZero()) continue;
            const words = DATA_TYPE_WORDS[type as keyof typeof DATA_TYPE_WORDS];
            expect(quality, `${s.scope} ${type}`).toMatch(
              new RegExp(
                `${words.replace(/[()]/g, '\\$&').split(' ').join('\\s+')}\\s+${formatTonnes(kg)}\\s`,
              ),
            );
          }
        }
        expect(quality).not.toMatch(/primary_measured|spend_based|estimated_proxy/);
        expect(text).toMatch(/Primary data by category/);
        expect(text).toContain(input.report.verificationCode);
        expect(text).toContain(input.report.verificationUrl);
        expect(text).toMatch(/Page 1 of \d+/);
        expect(text).toContain('Methodology appendix');
        // The SHA-256 of every data file in full (the PDF and HTML cannot carry their own).
        for (const name of ['activity-data.csv', 'data.json', 'emissions.csv', 'methodology.md']) {
          const sha = files.find((f) => f.name === name)?.sha256 ?? '';
          expect(text, name).toMatch(new RegExp(`${name.replace('.', '\\.')}\\s+${sha}`));
        }
        expect(text).not.toMatch(/report\.(pdf|html)\s+[0-9a-f]{64}/);
        // The trend chart over years: the earlier year of the input and the report period, labelled with exact totals.
        const h2024 = input.history[0];
        expect(text).toContain('Emissions by year, location-based');
        expect(text).toContain(
          formatTonnes(
            new Decimal(h2024?.scope1 ?? 0)
              .plus(h2024?.scope2LocationBased ?? 0)
              .plus(h2024?.scope3 ?? 0)
              .toFixed(),
          ),
        );
        const pages = execFileSync('/usr/bin/pdfinfo', [path], { encoding: 'utf8' });
        expect(pages).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      },
    );

    it('the HTML is self-contained: nothing is loaded from another address', async () => {
      const { files } = await rendered;
      const html = Buffer.from(files.find((f) => f.name === 'report.html')?.bytes ?? []).toString();
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).not.toMatch(/\b(src|href)\s*=\s*"(?!data:)[^"]*"/i);
      expect(html).not.toMatch(/url\(\s*['"]?(?!data:)/i);
      expect(html).not.toMatch(/<(script|link|iframe)\b/i);
      expect(html).toContain('@page { size: A4; margin: 1cm; }');
      expect(html).toContain('src="data:image/png;base64,');
      expect(html).toContain(`>${formatTonnes(expectedKg.scope1)}<`);
      expect(html).toContain('<svg');
    });
  },
);

describe('QR code', () => {
  it.skipIf(!existsSync(PDFTOPPM) || !existsSync(ZBARIMG))(
    'on the PDF cover opens the public lookup URL (page rendered by pdftoppm, decoded by zbarimg)',
    async () => {
      const fw = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'gri');
      if (fw === undefined) throw new Error('gri missing');
      const { files } = await renderArtifacts(mapReport(fw, input), input);
      const pdf = join(dir, 'qr.pdf');
      writeFileSync(pdf, files.find((f) => f.name === 'report.pdf')?.bytes ?? new Uint8Array());
      execFileSync(PDFTOPPM, [
        '-r',
        '150',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        pdf,
        join(dir, 'cover'),
      ]);
      const decoded = execFileSync(ZBARIMG, ['-q', '--raw', join(dir, 'cover.png')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      expect(decoded.trim()).toBe(input.report.verificationUrl);
    },
  );
});

describe('template', () => {
  it.skipIf(!existsSync(PDFTOTEXT))(
    'prints organization text in any EU language in the PDF (embedded Noto Sans)',
    async () => {
      const text = 'Zarząd w Łodzi, Ελληνικά, Български, CO₂ – “ok”';
      const withText = parseReportInput(demoReportInput({ narratives: { 'GOV-a': text } }));
      const fw = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'tcfd');
      if (fw === undefined) throw new Error('tcfd missing');
      const { files } = await renderArtifacts(mapReport(fw, withText), withText);
      const path = join(dir, 'unicode.pdf');
      writeFileSync(path, files.find((f) => f.name === 'report.pdf')?.bytes ?? new Uint8Array());
      expect(execFileSync(PDFTOTEXT, [path, '-'], { encoding: 'utf8' })).toContain(text);
    },
  );

  it('escapes organization text (narratives, cover text) in the HTML', async () => {
    const data = demoReportInput({ narratives: { 'GOV-a': '<script>alert(1)</script> & board' } });
    const withCover = parseReportInput({
      ...data,
      template: { ...data.template, coverText: 'Cover <b>text</b>' },
    });
    const fw = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'tcfd');
    if (fw === undefined) throw new Error('tcfd missing');
    const { files } = await renderArtifacts(mapReport(fw, withCover), withCover);
    // Long tokens get line-break opportunities (<wbr/>) in table cells; the text itself is escaped.
    const html = Buffer.from(files.find((f) => f.name === 'report.html')?.bytes ?? [])
      .toString()
      .replaceAll('<wbr/>', '');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; board');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Cover &lt;b&gt;text&lt;/b&gt;');
  });
});

describe('data.json and methodology.md', () => {
  it('data.json is RFC 8785 canonical JSON', async () => {
    const canonicalize = (await import('canonicalize')).default;
    const fw = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'cdp');
    if (fw === undefined) throw new Error('cdp missing');
    const { files } = await renderArtifacts(mapReport(fw, input), input);
    const text = Buffer.from(files.find((f) => f.name === 'data.json')?.bytes ?? []).toString();
    expect(canonicalize(JSON.parse(text))).toBe(text);
  });

  it('methodology.md names algorithms with versions, factor citations, the GWP set and overrides with justifications', async () => {
    const fw = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'gri');
    if (fw === undefined) throw new Error('gri missing');
    const { files } = await renderArtifacts(mapReport(fw, input), input);
    const md = Buffer.from(files.find((f) => f.name === 'methodology.md')?.bytes ?? []).toString();
    for (const a of input.algorithms) expect(md).toContain(`| ${a.id} | ${a.version} |`);
    for (const f of input.factorSources) expect(md).toContain(f.sourceUrl ?? '');
    expect(md).toContain('IPCC AR6, 100yr');
    // The demo input states no methane GWP mode: its results used one CH4 value.
    expect(md).toContain('| Methane GWP | One CH4 value for all methane: 27.9 |');
    const override = input.overrides[0];
    expect(md).toContain(override?.justification ?? '-');
    expect(md).toContain('factor x 0.92');
    expect(md).toContain('| Scope 2 (market-based) |');
  });
});
