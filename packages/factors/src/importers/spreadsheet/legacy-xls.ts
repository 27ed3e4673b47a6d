import { type CellObject, read, utils, type WorkSheet } from '@e965/xlsx';
import type { Cell, Worksheet } from './workbook.js';

export { isLegacyXls } from './legacy-xls-signature.js';

/**
 * A BIFF number is an IEEE double in the file, so the JS number SheetJS returns is the stored value
 * itself, and `String()` writes it with the fewest digits that read back to the same double. That
 * text goes the same way as an `.xlsx` `<v>` text ({@link excelNumberToDecimal}); no arithmetic
 * is done on the float.
 */
function toCell(cell: CellObject | undefined): Cell {
  if (cell === undefined || cell.v === undefined || cell.t === 'z') return null;
  switch (cell.t) {
    case 'n':
      return { kind: 'number', stored: String(cell.v) };
    case 's':
      return String(cell.v);
    case 'b':
      return Boolean(cell.v);
    case 'd':
      return cell.v instanceof Date ? cell.v : new Date(String(cell.v));
    default:
      // An error cell (#N/A, #REF!, …): its text, so an importer reports it as "expected a number".
      return utils.format_cell(cell);
  }
}

function sheetRows(sheet: WorkSheet): Cell[][] {
  const dense = (sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const rows: Cell[][] = [];
  for (let r = 0; r < dense.length; r++) {
    const row = dense[r] ?? [];
    rows.push(Array.from({ length: row.length }, (_, c) => toCell(row[c])));
  }
  return rows;
}

/**
 * Reads every worksheet of a legacy BIFF8 `.xls` workbook with SheetJS. SheetJS reads the shared
 * strings until the SST and its CONTINUE records end, whatever unique-string count the SST header
 * declares; the BEIS flat files of 2019, 2021 and 2022 declare a wrong one (see the package README).
 * Formulas are not evaluated: cells hold the values Excel saved.
 */
export function readLegacyXls(bytes: Uint8Array): Worksheet[] {
  const workbook = read(bytes, {
    type: 'array',
    dense: true,
    cellDates: false,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellText: false,
  });
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    return { name, rows: sheet === undefined ? [] : sheetRows(sheet) };
  });
}
