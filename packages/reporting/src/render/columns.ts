import type { TextTable } from './content.js';

/**
 * Column widths sized to their content, shared by the PDF renderer (which has no automatic table
 * layout) and anyone who lays out a {@link TextTable} on a fixed width. Widths are percentages of
 * the table's width: narrow columns (codes, figures, dates) get what their longest text needs, the
 * wide ones (names, methods, justifications, URLs) share the rest by how much text they hold.
 */

/** Characters that fit across the table at the report's body size (A4 less 2 cm, 8.5 pt Noto Sans). */
const CAPACITY = 100;
/** Above this many characters a column wraps instead of growing. */
const NARROW = 22;
/** A wrapping column is never narrower than this many characters. */
const MIN_WIDE = 14;

const FIGURE = String.raw`-?[\d,]+(\.\d+)?`;
const FIGURE_OR_RANGE = new RegExp(`^${FIGURE}(–${FIGURE})?( ?%| t CO2e)?$`);

/** A calendar year: a label, not a figure (printed figures of 1,000 and more have a thousands separator). */
const YEAR = /^\d{4}$/;

/** Whether every non-empty cell of a column is a printed figure or a 95% range (right-aligned). */
export const isFigure = (text: string): boolean =>
  !YEAR.test(text.trim()) && FIGURE_OR_RANGE.test(text.trim());

/** Words that stand in a figure column where a figure cannot be given (biogenic CO2 has no range). */
const IN_PLACE_OF_A_FIGURE: ReadonlySet<string> = new Set(['not estimated']);

/** Whether a column holds figures only (its heading and cells are right-aligned). */
export function figureColumns(t: TextTable): boolean[] {
  return t.columns.map((_, j) => {
    const cells = t.rows
      .map((r) => (r[j] ?? '').trim())
      .filter((c) => c !== '' && !IN_PLACE_OF_A_FIGURE.has(c));
    return cells.length > 0 && cells.every(isFigure);
  });
}

/** Widths in percent (summing to 100), one per column. */
export function columnWidths(t: TextTable): number[] {
  // A word of up to 24 characters is never broken (pdf/fonts.ts), so its column is at least that wide.
  const words = (text: string) => text.split(/\s+/).map((w) => Math.min(w.length, 24));
  const least = t.columns.map(
    (c, j) => Math.max(3, ...words(c), ...t.rows.flatMap((r) => words(r[j] ?? ''))) + 1,
  );
  const need = t.columns.map((_, j) => {
    const longestCell = Math.max(0, ...t.rows.map((r) => (r[j] ?? '').length));
    return Math.max(least[j] ?? 4, Math.min(longestCell, 60) + 1);
  });
  const narrow = need.map((n) => n <= NARROW);
  const narrowTotal = need.reduce((a, n, j) => a + (narrow[j] ? n : 0), 0);
  const wideNeed = need.reduce((a, n, j) => a + (narrow[j] ? 0 : n), 0);
  const total = narrowTotal + wideNeed;
  let chars: number[];
  if (total <= CAPACITY || wideNeed === 0) {
    chars = need;
  } else {
    const left = Math.max(CAPACITY - narrowTotal, 0);
    chars = need.map((n, j) => (narrow[j] ? n : Math.max(MIN_WIDE, least[j] ?? 0, (left * n) / wideNeed)));
  }
  const sum = chars.reduce((a, b) => a + b, 0);
  return chars.map((c) => (100 * c) / sum);
}

/** Points per character and per line at the body size, on the generous side (estimates only). */
const CONTENT_PT = 538;
const CHAR_PT = 5.2;
const LINE_PT = 12.4;
const CELL_PADDING_PT = 5;

/**
 * Estimated height in points of each row of a table laid out with {@link columnWidths}: lines per
 * cell from its length and its column's width, the tallest cell giving the row's height. Used to
 * keep a heading with the first row of its table and to let only very tall rows break.
 */
export function rowHeights(t: TextTable): { header: number; rows: number[] } {
  const widths = columnWidths(t);
  const perLine = widths.map((w) => Math.max(1, Math.floor(((w / 100) * CONTENT_PT - 4) / CHAR_PT)));
  const height = (cells: readonly string[]) =>
    CELL_PADDING_PT +
    LINE_PT *
      Math.max(
        1,
        ...cells.map((c, j) =>
          c.split('\n').reduce((n, p) => n + Math.max(1, Math.ceil(p.length / (perLine[j] ?? 1))), 0),
        ),
      );
  return { header: height(t.columns), rows: t.rows.map(height) };
}

/** Height of a table's heading row and first row: what must follow a heading on its page. */
export function tableLead(t: TextTable): number {
  const { header, rows } = rowHeights(t);
  return header + (rows[0] ?? LINE_PT);
}

/** Tokens up to this length are never broken. */
const LONG = 24;
/** A zero-width no-break space: react-pdf treats it as glue, a line break without a hyphen. */
export const BREAK = '\uFEFF';

/**
 * The parts of a word between which a line may break. A long token breaks after `/`, `.`, `_`,
 * `-`, `?`, `&`, `=` or `#`, and every 20 characters where it has none of them; the parts are
 * joined by a zero-width glue character rather than split with a hyphen (react-pdf draws a hyphen
 * at every syllable break, which would change a URL or a code). Short words stay whole.
 */
export function breakableParts(word: string): string[] {
  if (word.length <= LONG) return [word];
  const pieces = word.split(/(?<=[/._\-?&=#])/).flatMap((p) => p.match(/.{1,20}/gsu) ?? []);
  return pieces.flatMap((p, i) => (i === 0 ? [p] : [BREAK, p]));
}
