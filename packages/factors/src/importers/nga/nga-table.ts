import type { Decimal } from '../../decimal.js';
import { columnLetter, SourceFormatError, type SourceLocation } from '../source-format-error.js';
import { cellDecimal, cellText, isBlank } from '../spreadsheet/cells.js';
import type { Cell, Worksheet } from '../spreadsheet/workbook.js';

/** The `source` label used in every NGA error. */
export const NGA_SOURCE = 'DCCEEW National Greenhouse Accounts Factors workbook';

/**
 * One NGA table: a worksheet whose first cell holds the table's title. DCCEEW renumbers its tables
 * between editions (the electricity table is Table 5 in 2021 and Table 1 from 2022), so tables are
 * found by what their title says, never by number.
 */
export interface NgaTable {
  readonly sheet: string;
  readonly title: string;
  readonly rows: readonly (readonly Cell[])[];
}

/** Location of a cell of a table, for error messages; `row` and `column` are 0-based indexes. */
export function tableLocation(table: NgaTable, row?: number, column?: number): SourceLocation {
  return {
    source: NGA_SOURCE,
    sheet: table.sheet,
    table: table.title,
    ...(row !== undefined ? { row: row + 1 } : {}),
    ...(column !== undefined ? { column: columnLetter(column) } : {}),
  };
}

/**
 * The one worksheet whose title (cell A1) passes `matches`. Throws {@link SourceFormatError} naming
 * `what` when none does or several do, so a layout the importer does not know is refused, not guessed.
 */
export function findTable(
  sheets: readonly Worksheet[],
  what: string,
  matches: (title: string) => boolean,
): NgaTable {
  const found = sheets
    .map((sheet) => ({ sheet: sheet.name, title: cellText(sheet.rows[0]?.[0]), rows: sheet.rows }))
    .filter((table) => table.title !== '' && matches(table.title));
  const [table, ...others] = found;
  if (table === undefined || others.length > 0) {
    const problem = table === undefined ? 'no worksheet holds' : 'more than one worksheet holds';
    const titles = found.map((t) => `"${t.title}"`).join(', ');
    throw new SourceFormatError({ source: NGA_SOURCE }, `${problem} the ${what} table ${titles}`.trim());
  }
  return table;
}

/**
 * The header text of each column over `rows[1..end)`, one entry per header row. A group heading
 * spans the blank cells to its right (a merged cell keeps its text in its first cell only).
 */
export function columnHeaders(table: NgaTable, end: number): string[][] {
  const width = Math.max(...table.rows.slice(1, end).map((row) => row.length), 0);
  const headers: string[][] = Array.from({ length: width }, () => []);
  for (const row of table.rows.slice(1, end)) {
    let carried = '';
    for (let column = 1; column < width; column++) {
      const text = cellText(row[column]);
      if (text !== '') carried = text;
      if (carried !== '') headers[column]?.push(carried);
    }
  }
  return headers;
}

/** The one column whose header parts pass `matches`; throws {@link SourceFormatError} otherwise. */
export function findColumn(
  table: NgaTable,
  headers: readonly (readonly string[])[],
  what: string,
  matches: (parts: readonly string[]) => boolean,
): number {
  const columns = headers.flatMap((parts, index) => (parts.length > 0 && matches(parts) ? [index] : []));
  if (columns.length !== 1) {
    const problem = columns.length === 0 ? 'no column' : `${columns.length} columns`;
    throw new SourceFormatError(tableLocation(table), `${problem} for ${what}`);
  }
  return columns[0] as number;
}

/**
 * A published value, or null where the publisher prints a marker instead of a number:
 * `NE` (not estimated), `C` (confidential), `NA` (not available).
 */
export function publishedValue(table: NgaTable, row: number, column: number): Decimal | null {
  const cell = table.rows[row]?.[column];
  if (/^(NE|C|NA|N\/A|-)$/i.test(cellText(cell))) return null;
  return cellDecimal(cell, tableLocation(table, row, column));
}

/**
 * The label of a data row: column A, joined with the next row's column A when the publisher broke
 * the label over two rows ("Western Australia -" / "South West Interconnected System (SWIS)").
 */
export function rowLabel(table: NgaTable, row: number): string {
  const label = cellText(table.rows[row]?.[0]);
  const next = table.rows[row + 1];
  if (!label.endsWith('-') || next === undefined) return label;
  return next.slice(1).every((cell) => isBlank(cell)) ? `${label} ${cellText(next[0])}` : label;
}

/** The table's number as printed at the start of its title (`Table 1`, `Table 1a`, `Table 46`). */
export function tableName(table: NgaTable): string {
  return /^Table \d+\w?/i.exec(table.title)?.[0] ?? table.title;
}
