import { existsSync } from 'node:fs';
import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { registerPdfFonts } from '../pdf/fonts.js';
import { CM, checkPdfLayout } from './layout-check.js';
import { parseBboxLayout, readPdfWords } from './pdf-words.js';

// The check reads real PDFs with poppler; CI installs it (.ci/run), so there it must not be skipped.
const PDFTOTEXT = '/usr/bin/pdftotext';
const skip = !existsSync(PDFTOTEXT) && process.env.CI === undefined;

// biome-ignore lint/suspicious/noExplicitAny: react-pdf's component types are unions createElement cannot infer
const h = (type: any, props: Record<string, unknown> | null, ...children: ReactNode[]): ReactElement =>
  createElement(type, props, ...children);

const at = (left: number, top: number, text: string, extra: Record<string, unknown> = {}) =>
  h(Text, { style: { position: 'absolute', left, top, fontSize: 9, ...extra } }, text);
const FOOTER = at(1 * CM, 841.89 - 1 * CM - 14, 'Verification code CTP-2026-7KQM');

/** A one-page PDF drawn with react-pdf in the report's font, from absolutely placed texts. */
async function pdfOf(...children: ReactElement[]): Promise<Uint8Array> {
  registerPdfFonts();
  const doc = h(
    Document,
    null,
    h(Page, { size: 'A4', style: { fontFamily: 'Noto Sans' } }, ...children, FOOTER),
  );
  return new Uint8Array(await renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]));
}

/** A table as the report draws it: a heading row, then rows, columns at fixed x positions. */
const TABLE = {
  columns: ['Category', 'Status', 't CO2e'],
  rows: [['Business travel', 'included', '1,234.568']],
};
const tableAt = (xs: readonly number[], row: readonly string[], rowXs = xs, rowYs = xs.map(() => 114)) => [
  ...TABLE.columns.map((c, j) => at(xs[j] ?? 0, 100, c)),
  ...row.map((c, j) => at(rowXs[j] ?? 0, rowYs[j] ?? 0, c, { width: 150 })),
];
const ROW = TABLE.rows[0] ?? [];

describe.skipIf(skip)('checkPdfLayout on pages drawn to fail it', () => {
  it('passes a page whose texts stand apart, inside the margins, above the footer', async () => {
    const pages = readPdfWords(await pdfOf(at(40, 40, 'Summary'), ...tableAt([40, 200, 400], ROW)));
    expect(checkPdfLayout(pages, { tables: [TABLE], headings: ['Summary'] })).toEqual([]);
  });

  it('finds text printed over text (the overprinted methodology table of issue 16)', async () => {
    const pages = readPdfWords(
      await pdfOf(at(40, 200, 'scope3.purchased_goods'), at(90, 201, 'Supplier-specific data shows 8 %')),
    );
    const problems = checkPdfLayout(pages);
    expect(problems.map((p) => p.kind)).toContain('overlap');
    expect(problems.find((p) => p.kind === 'overlap')?.message).toMatch(/scope3\.purchased_goods.*overlaps/);
  });

  it('finds text outside the 1 cm margins and body text in the footer band', async () => {
    const pages = readPdfWords(
      await pdfOf(
        at(8, 300, 'left'),
        at(560, 320, 'https://example.org/cut/at/the/right/edge'),
        at(100, 841.89 - 1 * CM - 14, 'a table row in the footer'),
      ),
    );
    const kinds = checkPdfLayout(pages).map((p) => p.kind);
    expect(kinds.filter((k) => k === 'margin').length).toBeGreaterThanOrEqual(2);
    expect(kinds).toContain('footer');
  });

  it('finds a row whose cells moved under the wrong heading, and a row split across lines', async () => {
    // The category under "Status", the status under "t CO2e": the Scope 3 table of issue 16.
    const shifted = readPdfWords(await pdfOf(...tableAt([40, 200, 400], ROW, [200, 400, 480])));
    expect(checkPdfLayout(shifted, { tables: [TABLE] }).map((p) => p.kind)).toEqual(['row']);
    // The last two cells a line lower (a row broken apart).
    const split = readPdfWords(await pdfOf(...tableAt([40, 200, 400], ROW, [40, 200, 400], [114, 160, 160])));
    expect(checkPdfLayout(split, { tables: [TABLE] }).map((p) => p.kind)).toEqual(['row']);
  });

  it('finds a heading left alone at the foot of a page', async () => {
    registerPdfFonts();
    const doc = h(
      Document,
      null,
      h(
        Page,
        { size: 'A4', style: { fontFamily: 'Noto Sans' } },
        at(40, 40, 'Body'),
        at(40, 740, 'Overrides in force'),
        FOOTER,
      ),
      h(
        Page,
        { size: 'A4', style: { fontFamily: 'Noto Sans' } },
        at(40, 40, 'ovr-1 factor_multiplier'),
        FOOTER,
      ),
    );
    const pages = readPdfWords(
      new Uint8Array(await renderToBuffer(doc as Parameters<typeof renderToBuffer>[0])),
    );
    expect(checkPdfLayout(pages, { headings: ['Overrides in force'] }).map((p) => p.kind)).toEqual([
      'orphan',
    ]);
  });

  describe('a disclosure heading and its description at the foot of a page (CSRD pages 7 and 10 of issue 16)', () => {
    const title = 'E1-6.50 Scope 1 and 2 by control';
    const subtitle =
      'Required | filled | Scope 1 and 2 split between the consolidated group and investees under operational control.';
    const heading = [title, subtitle] as const;
    /** Two pages: the heading block at `top` of the first, the table (heading row, a row) on the second, its start also on the first if `firstRowOnPage1`. */
    async function twoPages(top: number, firstRowOnPage1: boolean): Promise<Uint8Array> {
      registerPdfFonts();
      const pg = (...children: ReactElement[]) =>
        h(Page, { size: 'A4', style: { fontFamily: 'Noto Sans' } }, ...children, FOOTER);
      const head = [at(40, 40, 'Datapoint'), at(300, 40, 'Value')];
      const row = (y: number) => [at(40, y, 'Split'), at(300, y, 'Operational control only')];
      const doc = h(
        Document,
        null,
        pg(
          at(40, 40, 'Body'),
          at(40, top, title, { fontSize: 10 }),
          at(40, top + 14, subtitle, { fontSize: 7 }),
          ...(firstRowOnPage1
            ? [at(40, top + 26, 'Datapoint'), at(300, top + 26, 'Value'), ...row(top + 40)]
            : []),
        ),
        pg(...head, ...row(54)),
      );
      return new Uint8Array(await renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]));
    }

    it('is found when the table starts on the next page', async () => {
      const pages = readPdfWords(await twoPages(730, false));
      const problems = checkPdfLayout(pages, { headings: [heading] });
      expect(problems).toEqual([
        { kind: 'orphan', page: 1, message: `heading "${title}" with its text ends the page` },
      ]);
    });

    it('is found when the heading alone ends the page, its description on the next', async () => {
      registerPdfFonts();
      const pg = (...children: ReactElement[]) =>
        h(Page, { size: 'A4', style: { fontFamily: 'Noto Sans' } }, ...children, FOOTER);
      const doc = h(
        Document,
        null,
        pg(at(40, 40, 'Body'), at(40, 740, title, { fontSize: 10 })),
        pg(at(40, 40, subtitle, { fontSize: 7 }), at(40, 60, 'Split')),
      );
      const pages = readPdfWords(
        new Uint8Array(await renderToBuffer(doc as Parameters<typeof renderToBuffer>[0])),
      );
      expect(checkPdfLayout(pages, { headings: [heading] }).map((p) => p.message)).toEqual([
        `heading "${title}" ends the page`,
      ]);
    });

    it('passes when the first row of the table follows them on the page', async () => {
      const pages = readPdfWords(await twoPages(700, true));
      expect(checkPdfLayout(pages, { headings: [heading] })).toEqual([]);
    });
  });
});

describe('parseBboxLayout', () => {
  it('reads pages, lines and words with their boxes, entities decoded', () => {
    const pages = parseBboxLayout(
      '<doc><page width="595.28" height="841.89"><flow><block xMin="1" yMin="2" xMax="3" yMax="4">' +
        '<line xMin="1" yMin="2" xMax="3" yMax="4"><word xMin="28.5" yMin="30" xMax="60.25" yMax="40">R&amp;D</word>' +
        '<word xMin="61" yMin="30" xMax="70" yMax="40">&#x3B1;</word></line></block></flow></page></doc>',
    );
    expect(pages).toEqual([
      {
        number: 1,
        width: 595.28,
        height: 841.89,
        words: [
          { page: 1, xMin: 28.5, yMin: 30, xMax: 60.25, yMax: 40, text: 'R&D', line: 1 },
          { page: 1, xMin: 61, yMin: 30, xMax: 70, yMax: 40, text: 'α', line: 1 },
        ],
      },
    ]);
  });
});
