import { columnLetter, SourceFormatError, type SourceLocation } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import type { Cell, Worksheet } from '../spreadsheet/workbook.js';

/** The `source` label used in every eGRID summary-tables error. */
export const EGRID_SOURCE = 'eGRID summary tables workbook';

/** One numbered table of the summary tables: a worksheet whose title reads `1. Subregion Output …`. */
export interface EgridTable {
  readonly sheet: string;
  readonly number: number;
  /** The title without its number, e.g. `Subregion Output Emission Rates (eGRID2019)`. */
  readonly title: string;
  readonly rows: readonly (readonly Cell[])[];
}

/** Location of a cell of a table, for error messages. */
export function egridLocation(table: EgridTable, rowIndex?: number, columnIndex?: number): SourceLocation {
  return {
    source: EGRID_SOURCE,
    sheet: table.sheet,
    table: `Table ${table.number} ${table.title}`,
    ...(rowIndex !== undefined ? { row: rowIndex + 1 } : {}),
    ...(columnIndex !== undefined ? { column: columnLetter(columnIndex) } : {}),
  };
}

/**
 * Text of a cell with the Unicode subscripts of the 2023 layout folded to digits and letters
 * (`CO₂` → `CO2`, `NOₓ` → `NOX`), so one comparison serves every edition.
 */
export function plainText(cell: Cell | undefined): string {
  return cellText(cell)
    .replace(/[₀-₉]/g, (c) => String(c.charCodeAt(0) - 0x2080))
    .replace(/ₓ/g, 'X');
}

/** The texts of one row, folded by {@link plainText}. */
export function plainRow(table: EgridTable, rowIndex: number): string[] {
  return (table.rows[rowIndex] ?? []).map((cell) => plainText(cell));
}

function titleOf(sheet: Worksheet): { number: number; title: string } | undefined {
  for (const row of sheet.rows.slice(0, 3)) {
    for (const cell of row) {
      const m = /^(\d+)\. (.+)$/.exec(plainText(cell));
      if (m?.[1] !== undefined && m[2] !== undefined) return { number: Number(m[1]), title: m[2] };
    }
  }
  return undefined;
}

/**
 * The worksheet holding table `number`, found by its title (`1. Subregion Output Emission Rates
 * (eGRID2019)`), not by sheet name or position; its title must match `expected`.
 * @throws {SourceFormatError} when no sheet, or more than one, carries that table.
 */
export function requireEgridTable(
  sheets: readonly Worksheet[],
  number: number,
  expected: RegExp,
): EgridTable {
  const found = sheets.flatMap((sheet) => {
    const title = titleOf(sheet);
    return title?.number === number ? [{ sheet: sheet.name, ...title, rows: sheet.rows }] : [];
  });
  const [table, ...others] = found;
  if (table === undefined || others.length > 0 || !expected.test(table.title)) {
    const seen = found.map((t) => `"${t.title}" on sheet "${t.sheet}"`).join(', ') || 'none';
    throw new SourceFormatError(
      { source: EGRID_SOURCE },
      `expected exactly one Table ${number} titled like ${expected}; found ${seen}`,
    );
  }
  return table;
}

/** The eGRID data year a table's title names (`… (eGRID2019)` → `2019`). */
export function titleDataYear(table: EgridTable): string {
  const year = /\(eGRID(\d{4})\)$/.exec(table.title)?.[1];
  if (year === undefined)
    throw new SourceFormatError(egridLocation(table, 0), `the title does not end in "(eGRID{year})"`);
  return year;
}
