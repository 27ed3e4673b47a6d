import { cellText } from './cells.js';
import type { Cell, Worksheet } from './workbook.js';

/**
 * A copy of `sheets` in which every cell whose text equals `find` is replaced by `replacement`
 * (at most `limit` cells, in reading order). For tests that check how importers react to a
 * changed layout; the original sheets are not modified.
 */
export function replaceCells(
  sheets: readonly Worksheet[],
  find: string,
  replacement: Cell,
  limit = Number.POSITIVE_INFINITY,
): Worksheet[] {
  let left = limit;
  return sheets.map((sheet) => ({
    name: sheet.name,
    rows: sheet.rows.map((row) =>
      row.map((cell) => {
        if (left > 0 && cellText(cell) === find) {
          left--;
          return replacement;
        }
        return cell;
      }),
    ),
  }));
}
