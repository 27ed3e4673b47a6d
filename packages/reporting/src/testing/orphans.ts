import type { LayoutProblem } from './layout-check.js';
import type { PdfPage, PdfWord } from './pdf-words.js';

/**
 * The orphan part of the layout check: no heading may be the last text of a page, nor a heading
 * with the lines printed under it (a disclosure's title and its description) while what they
 * introduce starts on the next page.
 */

/** A heading, or a heading with the lines printed under it (a disclosure's title, then its description). */
export type KeptHeading = string | readonly string[];

/** How many of a page's last lines can belong to one heading and its lines. */
const MOST_LINES = 12;

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A page's text lines from top to bottom (left to right on one height), the footer's left out. */
function bodyLines(page: PdfPage, isFooterText: (line: string) => boolean): string[] {
  const byLine = new Map<number, PdfWord[]>();
  for (const w of page.words) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  const top = (l: readonly PdfWord[]) => Math.min(...l.map((w) => w.yMin));
  const left = (l: readonly PdfWord[]) => Math.min(...l.map((w) => w.xMin));
  return [...byLine.values()]
    .sort((a, b) => top(a) - top(b) || left(a) - left(b))
    .map((l) => l.map((w) => w.text).join(' '))
    .filter((t) => !isFooterText(t));
}

/**
 * The heading whose text, or its title and the start of the lines under it (ending between two
 * words), is exactly the text of a page's last lines; undefined when the page ends with other text.
 * The whole title must be there: the last line of a wrapped table cell may well read "Scope 3".
 */
function endingHeading(lines: readonly string[], kept: readonly { title: string; text: string }[]) {
  let tail = '';
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - MOST_LINES); i--) {
    tail = normal(`${lines[i]} ${tail}`);
    const hit = kept.find(
      (k) => k.text === tail || (tail.startsWith(k.title) && k.text.startsWith(`${tail} `)),
    );
    if (hit !== undefined) return { ...hit, tail };
  }
  return undefined;
}

/** Problems of headings left at the foot of a page (the last page has nothing after it to keep). */
export function checkOrphans(
  pages: readonly PdfPage[],
  headings: readonly KeptHeading[],
  isFooterText: (line: string) => boolean,
): LayoutProblem[] {
  if (headings.length === 0) return [];
  const kept = headings.map((h) => {
    const parts = typeof h === 'string' ? [h] : h;
    return { title: normal(parts[0] ?? ''), text: normal(parts.join(' ')) };
  });
  const out: LayoutProblem[] = [];
  for (const page of pages.slice(0, -1)) {
    const hit = endingHeading(bodyLines(page, isFooterText), kept);
    if (hit === undefined) continue;
    const what = hit.tail === hit.title ? `heading "${hit.title}"` : `heading "${hit.title}" with its text`;
    out.push({ kind: 'orphan', page: page.number, message: `${what} ends the page` });
  }
  return out;
}
