import type { TextTable } from '../render/content.js';
import { checkOrphans, type KeptHeading } from './orphans.js';
import type { PdfPage, PdfWord } from './pdf-words.js';
import { checkTableRows } from './table-rows.js';

/** One layout fault, with the page and the words it concerns. */
export interface LayoutProblem {
  readonly kind: 'overlap' | 'margin' | 'footer' | 'row' | 'orphan';
  readonly page: number;
  readonly message: string;
}

/** What the check knows of the layout it checks. */
export interface LayoutCheckOptions {
  /** Page margin in points (default 1 cm). */
  readonly marginPt?: number;
  /** Height of the footer band above the bottom margin, in points: only footer text may be there. */
  readonly footerPt?: number;
  /** The footer's words (default: the report footer, verification code and page numbers). */
  readonly isFooterText?: (lineText: string) => boolean;
  /** Tables whose rows must stand whole, each cell under its column heading. */
  readonly tables?: readonly TextTable[];
  /**
   * Headings that must not end a page: each a heading, or a heading with the lines printed under
   * it (a disclosure's title and description), none of which may be the last text of a page.
   */
  readonly headings?: readonly KeptHeading[];
}

/** 1 cm in PDF points. */
export const CM = 72 / 2.54;
const REPORT_FOOTER = /^(Verification code CTP-\d{4}-[0-9A-Z]{4})? ?(Page \d+ of \d+)?$/;

const lineText = (words: readonly PdfWord[]) => words.map((w) => w.text).join(' ');
const describe = (w: PdfWord) => `"${w.text}" at (${w.xMin.toFixed(1)}, ${w.yMin.toFixed(1)})`;

function lines(page: PdfPage): PdfWord[][] {
  const byLine = new Map<number, PdfWord[]>();
  for (const w of page.words) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  return [...byLine.values()];
}

/**
 * Two words overprint when their boxes share more than a quarter of the smaller one's height and
 * more than a point of width: poppler's boxes of adjacent lines touch, text drawn over text covers.
 */
function overlaps(page: PdfPage): LayoutProblem[] {
  const words = [...page.words].sort((a, b) => a.xMin - b.xMin);
  const out: LayoutProblem[] = [];
  for (let i = 0; i < words.length; i++) {
    const a = words[i] as PdfWord;
    for (let j = i + 1; j < words.length; j++) {
      const b = words[j] as PdfWord;
      if (b.xMin >= a.xMax - 1) break;
      const w = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const h = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      const minH = Math.min(a.yMax - a.yMin, b.yMax - b.yMin);
      if (w > 1 && h > minH / 4)
        out.push({ kind: 'overlap', page: page.number, message: `${describe(a)} overlaps ${describe(b)}` });
    }
  }
  return out;
}

/** Words outside the margins, and words other than the footer's in the footer band. */
function outOfBounds(page: PdfPage, o: Required<Omit<LayoutCheckOptions, 'tables' | 'headings'>>) {
  const out: LayoutProblem[] = [];
  const m = o.marginPt - 0.5;
  const footerTop = page.height - o.marginPt - o.footerPt;
  for (const line of lines(page)) {
    for (const w of line) {
      if (w.xMin < m || w.yMin < m || w.xMax > page.width - m || w.yMax > page.height - m)
        out.push({ kind: 'margin', page: page.number, message: `${describe(w)} is outside the margins` });
    }
    const inFooter = line.filter((w) => w.yMax > footerTop + 0.5);
    if (inFooter.length > 0 && !o.isFooterText(lineText(line)))
      out.push({
        kind: 'footer',
        page: page.number,
        message: `"${lineText(line)}" reaches into the footer (below ${footerTop.toFixed(1)} pt)`,
      });
  }
  return out;
}

/**
 * Checks the layout of a rendered PDF from poppler's word boxes ({@link readPdfWords}): no two
 * words overprint, no text outside the margins or in the footer band but the footer's, every
 * table row whole on one line of one page with each cell under its heading, no heading (nor a
 * heading with its description) ending a page. Returns the problems found (empty when the layout holds); needs no test runner.
 */
export function checkPdfLayout(pages: readonly PdfPage[], options: LayoutCheckOptions = {}): LayoutProblem[] {
  const o = {
    marginPt: options.marginPt ?? CM,
    footerPt: options.footerPt ?? 0.6 * CM,
    isFooterText: options.isFooterText ?? ((t: string) => t !== '' && REPORT_FOOTER.test(t)),
  };
  return [
    ...pages.flatMap((p) => [...overlaps(p), ...outOfBounds(p, o)]),
    ...checkTableRows(pages, options.tables ?? []),
    ...checkOrphans(pages, options.headings ?? [], o.isFooterText),
  ];
}
