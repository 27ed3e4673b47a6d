import { Text, View } from '@react-pdf/renderer';
import type { ReactElement, ReactNode } from 'react';
import { columnWidths, figureColumns, rowHeights } from '../render/columns.js';
import type { TextTable } from '../render/content.js';
import { h, type Styles } from './styles.js';

/** Rows per explicit chunk of a long table: react-pdf lays out long wrapping tables slowly (stack notes §6). */
const ROWS_PER_CHUNK = 40;
/** A chunk of this many rows or fewer, and no taller than a tall row, stays whole on one page. */
const WHOLE_ROWS = 3;
/** Rows estimated taller than this may break across pages. */
const TALL_ROW_PT = 600;
/** Of a row that may break, what must follow its heading: its first few lines. */
const TALL_START_PT = 60;
/** Room beyond the estimate: row heights are estimated from characters, not measured. */
const SLACK_PT = 12;

const tall = (height: number) => height > TALL_ROW_PT;
/** Whether a chunk of rows of these heights may break across pages (else it stays whole). */
const breaks = (heights: readonly number[]) =>
  heights.length > WHOLE_ROWS || tall(heights.reduce((a, b) => a + b, 0));

/**
 * A table as chunks of rows with the heading row repeated on every page the chunk spans, printed
 * after `lead` (a heading, a label) and kept with it: `lead`, the heading row and the first row
 * never part, and a short table (up to three rows) stays whole with its lead on one page. `id` keys
 * the elements among their siblings. Columns are sized to their content, figures right-aligned
 * with their heading; a row never breaks across pages unless it is taller than most of a page (a
 * very long organization text). A table without rows prints `empty` instead.
 *
 * What is kept together is one unbreakable view where it can be (react-pdf then measures it);
 * before a long table the lead keeps the estimated height of the heading row and first row below it
 * (`minPresenceAhead`, honoured for an element with an earlier sibling on the page).
 */
export function table(
  s: Styles,
  id: string,
  t: TextTable,
  empty = 'None.',
  lead: readonly ReactNode[] = [],
): ReactElement[] {
  if (t.rows.length === 0)
    return [
      h(View, { key: `t${id}-empty`, wrap: false }, ...lead, h(Text, { style: { marginBottom: 4 } }, empty)),
    ];
  const widths = columnWidths(t);
  const { header: headerHeight, rows: heights } = rowHeights(t);
  const figures = figureColumns(t);
  const cellStyle = (i: number) => [figures[i] ? s.num : s.cell, { width: `${widths[i]}%` }];
  const header = h(
    View,
    { style: s.head, fixed: true },
    ...t.columns.map((c, i) => h(Text, { key: i, style: cellStyle(i) }, c)),
  );
  const chunk = (start: number) => {
    const rows = t.rows.slice(start, start + ROWS_PER_CHUNK);
    const height = (i: number) => heights[start + i] ?? 0;
    return {
      wrap: breaks(rows.map((_, i) => height(i))),
      rows: rows.map((r, i) =>
        h(
          View,
          { key: i, style: s.row, wrap: tall(height(i)) },
          ...r.map((c, j) => h(Text, { key: j, style: cellStyle(j) }, c)),
        ),
      ),
    };
  };
  const first = chunk(0);
  const out: ReactElement[] = [];
  if (first.wrap) {
    const firstRow = heights[0] ?? 0;
    const start = headerHeight + (tall(firstRow) ? TALL_START_PT : firstRow) + SLACK_PT;
    out.push(h(View, { key: `t${id}-lead`, wrap: false, minPresenceAhead: start }, ...lead));
    out.push(h(View, { key: `t${id}-0`, wrap: true }, header, ...first.rows));
  } else {
    out.push(h(View, { key: `t${id}-0`, wrap: false }, ...lead, header, ...first.rows));
  }
  for (let start = ROWS_PER_CHUNK; start < t.rows.length; start += ROWS_PER_CHUNK) {
    const next = chunk(start);
    out.push(h(View, { key: `t${id}-${start}`, wrap: next.wrap }, header, ...next.rows));
  }
  return out;
}
