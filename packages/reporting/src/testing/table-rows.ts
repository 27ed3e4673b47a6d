import type { TextTable } from '../render/content.js';
import type { LayoutProblem } from './layout-check.js';
import type { PdfPage, PdfWord } from './pdf-words.js';

/**
 * The table part of the layout check: every row of every table stands on one line of one page,
 * its cells in column order, each under its own heading (a cell must not reach under the next
 * column's heading, nor start before the previous heading ends), with the heading row above it on
 * the same page (headings repeated after a page break).
 */

/** Words whose tops are within 2 pt, left to right: one printed line across all columns. */
type Band = { page: number; y: number; words: PdfWord[] };

function bands(pages: readonly PdfPage[]): Band[] {
  const out: Band[] = [];
  for (const page of pages) {
    let current: Band | undefined;
    for (const w of [...page.words].sort((a, b) => a.yMin - b.yMin)) {
      if (current === undefined || w.yMin - current.y > 2) {
        current = { page: page.number, y: w.yMin, words: [] };
        out.push(current);
      }
      current.words.push(w);
    }
  }
  for (const b of out) b.words.sort((a, c) => a.xMin - c.xMin);
  return out;
}

const token = (cell: string) => cell.trim().split(/\s+/)[0] ?? '';
const clean = (word: string) => word.replaceAll('\uFEFF', '').replaceAll('\u200B', '');
/**
 * A printed word shows a cell's first token: equal, or its start when a long token (URL, code) was
 * broken at the end of a line (the PDF breaks only tokens longer than 24 characters).
 */
const shows = (word: string, tok: string) => {
  const w = clean(word);
  return w === tok || (tok.length > 24 && w.length >= 2 && tok.startsWith(w));
};

/** The words of `tokens` (null for an empty cell) in order from left to right in one band. */
function place(band: Band, tokens: readonly (string | null)[]): (PdfWord | null)[] | null {
  const found: (PdfWord | null)[] = [];
  let from = 0;
  for (const tok of tokens) {
    if (tok === null) {
      found.push(null);
      continue;
    }
    const i = band.words.findIndex((w, k) => k >= from && shows(w.text, tok));
    if (i < 0) return null;
    found.push(band.words[i] as PdfWord);
    from = i + 1;
  }
  return found;
}

/** Each placed cell lies between its neighbours' headings. */
function aligned(cells: readonly (PdfWord | null)[], heads: readonly (PdfWord | null)[]): boolean {
  return cells.every((c, j) => {
    if (c === null) return true;
    const prev = heads.slice(0, j).findLast((h) => h !== null);
    const next = heads.slice(j + 1).find((h) => h !== null);
    return (prev == null || c.xMin >= prev.xMax - 1) && (next == null || c.xMax <= next.xMin + 1);
  });
}

/** Problems of the rows of `tables` in the pages. */
export function checkTableRows(pages: readonly PdfPage[], tables: readonly TextTable[]): LayoutProblem[] {
  if (tables.length === 0) return [];
  const all = bands(pages);
  const out: LayoutProblem[] = [];
  for (const table of tables) {
    const headTokens = table.columns.map((c) => (c.trim() === '' ? null : token(c)));
    const heads = all.flatMap((b) => {
      const placed = place(b, headTokens);
      return placed === null ? [] : [{ band: b, placed }];
    });
    for (const row of table.rows) {
      const tokens = row.map((c) => (c.trim() === '' ? null : token(c)));
      if (tokens.every((t) => t === null)) continue;
      const ok = all.some((b) => {
        const cells = place(b, tokens);
        if (cells === null) return false;
        const head = heads.findLast((h) => h.band.page === b.page && h.band.y < b.y);
        return head !== undefined && aligned(cells, head.placed);
      });
      if (!ok)
        out.push({
          kind: 'row',
          page: 0,
          message: `row [${row.map((c) => c.slice(0, 30)).join(' | ')}] of table [${table.columns.join(' | ')}] is not whole on one line under its headings`,
        });
    }
  }
  return out;
}
