import type { Decimal } from '../../decimal.js';
import { columnLetter, SourceFormatError, type SourceLocation } from '../source-format-error.js';
import { cellText, optionalCellDecimal } from '../spreadsheet/cells.js';
import type { Worksheet } from '../spreadsheet/workbook.js';

/** The `source` label used in every DESNZ error. */
export const DESNZ_SOURCE = 'DESNZ GHG conversion factors flat file';

/** One line of the flat file ("Factors by Category"): one factor for one gas or the CO2e total. */
export interface FlatFileRecord {
  /** Spreadsheet row number (1-based). */
  readonly row: number;
  readonly id: string;
  readonly scope: string;
  readonly level1: string;
  readonly level2: string;
  readonly level3: string;
  readonly level4: string;
  readonly columnText: string;
  readonly uom: string;
  /** `kg CO2e`, `kg CO2e of CO2 per unit`, … */
  readonly ghgUnit: string;
  /** null where the cell is empty (no factor published). */
  readonly value: Decimal | null;
}

/** The parsed flat file. */
export interface FlatFile {
  readonly sheet: string;
  /** Year in the factor column title, "GHG Conversion Factor 2025". */
  readonly year: string;
  readonly records: readonly FlatFileRecord[];
}

const COLUMNS = [
  'ID',
  'Scope',
  'Level 1',
  'Level 2',
  'Level 3',
  'Level 4',
  'Column Text',
  'UOM',
  'GHG/Unit',
] as const;
const FACTOR_COLUMN = /^GHG Conversion Factor (\d{4})$/;

interface Layout {
  sheet: Worksheet;
  headerRow: number;
  columns: number[];
  valueColumn: number;
  year: string;
}

function findLayout(sheet: Worksheet): Layout | null {
  const top = sheet.rows.slice(0, 40);
  if (!top.some((row) => row.some((cell) => cellText(cell) === 'Factors by Category'))) return null;
  for (let r = 0; r < top.length; r++) {
    const texts = (top[r] ?? []).map((cell) => cellText(cell));
    const columns = COLUMNS.map((name) => texts.indexOf(name));
    const valueColumn = texts.findIndex((t) => FACTOR_COLUMN.test(t));
    if (columns.every((c) => c >= 0) && valueColumn >= 0) {
      const year = FACTOR_COLUMN.exec(texts[valueColumn] ?? '')?.[1] ?? '';
      return { sheet, headerRow: r, columns, valueColumn, year };
    }
  }
  return null;
}

/**
 * Reads the "Factors by Category" sheet of a DESNZ flat-format workbook: finds it by its title and
 * its header row (ID, Scope, Level 1–4, Column Text, UOM, GHG/Unit, GHG Conversion Factor {year})
 * and returns one record per line up to the "END" marker. Other sheets are ignored.
 */
export function readFlatFile(sheets: readonly Worksheet[]): FlatFile {
  const layouts = sheets.map(findLayout).filter((l): l is Layout => l !== null);
  const [layout, ...others] = layouts;
  if (layout === undefined || others.length > 0) {
    const names = sheets.map((s) => `"${s.name}"`).join(', ');
    const problem =
      layout === undefined ? 'no sheet titled "Factors by Category" has' : 'several sheets have';
    throw new SourceFormatError(
      { source: DESNZ_SOURCE },
      `${problem} the header row ${COLUMNS.join(' | ')} | GHG Conversion Factor {year} (sheets: ${names})`,
    );
  }
  const records: FlatFileRecord[] = [];
  const { sheet, columns, valueColumn } = layout;
  for (let r = layout.headerRow + 1; r < sheet.rows.length; r++) {
    const cells = sheet.rows[r] ?? [];
    const texts = columns.map((c) => cellText(cells[c]));
    if (texts.filter((t) => t !== '').join() === 'END') break;
    if (texts.every((t) => t === '') && cellText(cells[valueColumn]) === '') continue;
    const at: SourceLocation = { source: DESNZ_SOURCE, sheet: sheet.name, row: r + 1 };
    if (texts[0] === '')
      throw new SourceFormatError(
        { ...at, column: columnLetter(columns[0] ?? 0) },
        'factor line without an ID',
      );
    const [id, scope, level1, level2, level3, level4, columnText, uom, ghgUnit] = texts as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const value = optionalCellDecimal(cells[valueColumn], { ...at, column: columnLetter(valueColumn) });
    records.push({ row: r + 1, id, scope, level1, level2, level3, level4, columnText, uom, ghgUnit, value });
  }
  return { sheet: sheet.name, year: layout.year, records };
}

/** The "Version:" of the workbook's front page (`1.1`), or null when there is none. */
export function readFlatFileVersion(sheets: readonly Worksheet[]): string | null {
  for (const sheet of sheets) {
    for (const row of sheet.rows.slice(0, 30)) {
      const texts = row.map((cell) => cellText(cell));
      const i = texts.indexOf('Version:');
      if (i >= 0 && texts[i + 1]) return texts[i + 1] ?? null;
    }
  }
  return null;
}
