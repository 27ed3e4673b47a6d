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
  /** DESNZ's line ID (`7_400_4000_5_1`); `''` in the files before 2023, which have no ID column. */
  readonly id: string;
  readonly scope: string;
  readonly level1: string;
  readonly level2: string;
  readonly level3: string;
  readonly level4: string;
  readonly columnText: string;
  readonly uom: string;
  /** `kg CO2e`, or a per-gas line: `kg CO2e of CO2 per unit` (2023 on), `kg CO2e of CO2` (2022), `kg CO2` (2019–2021). */
  readonly ghgUnit: string;
  /** null where the cell is empty (no factor published). */
  readonly value: Decimal | null;
}

/** The parsed flat file. */
export interface FlatFile {
  readonly sheet: string;
  /** Year in the factor column title, "GHG Conversion Factor 2025". */
  readonly year: string;
  /**
   * How this edition labels a per-gas line in its GHG column; group 1 is the gas. In every layout
   * the per-gas lines are kg CO2e of that gas (they add up to the "kg CO2e" line).
   */
  readonly gasLine: RegExp;
  readonly records: readonly FlatFileRecord[];
  /**
   * Lines whose cell holds a bound rather than a value (`< 1` for R1234yf in 2022), described as
   * `R1234yf* (Emissions including only non-Kyoto products): < 1`. They are records with value null.
   */
  readonly bounds: readonly string[];
}

/** A cell that gives only an upper bound, as the 2022 file does for the HFOs' GWP ("< 1"). */
const BOUND = /^<\s*\d+(\.\d+)?$/;

/**
 * The column layouts DESNZ (BEIS before 2023) used. All have Scope, Level 1–4, Column Text, UOM
 * and "GHG Conversion Factor {year}"; they differ in the ID column, the title of the GHG column
 * and the words of the per-gas lines. 2019–2021 also have "UOM (simple)" and "Lookup" (ignored).
 */
const LAYOUTS = [
  { name: '2023 on', id: true, ghg: 'GHG/Unit', gasLine: /^kg CO2e of (CO2|CH4|N2O) per unit$/ },
  { name: '2022', id: false, ghg: 'GHG/Unit', gasLine: /^kg CO2e of (CO2|CH4|N2O)$/ },
  { name: '2019–2021', id: false, ghg: 'GHG', gasLine: /^kg (CO2|CH4|N2O)$/ },
] as const;
type LayoutSpec = (typeof LAYOUTS)[number];

const LEVEL_COLUMNS = ['Scope', 'Level 1', 'Level 2', 'Level 3', 'Level 4', 'Column Text', 'UOM'] as const;
const FACTOR_COLUMN = /^GHG Conversion Factor (\d{4})$/;

interface Layout {
  spec: LayoutSpec;
  sheet: Worksheet;
  headerRow: number;
  /** Column of ID (-1 when the layout has none), the level columns, then GHG. */
  idColumn: number;
  columns: number[];
  valueColumn: number;
  year: string;
}

function matchLayout(texts: readonly string[], spec: LayoutSpec): Omit<Layout, 'sheet' | 'headerRow'> | null {
  const columns = [...LEVEL_COLUMNS, spec.ghg].map((name) => texts.indexOf(name));
  const idColumn = texts.indexOf('ID');
  const valueColumn = texts.findIndex((t) => FACTOR_COLUMN.test(t));
  if (columns.some((c) => c < 0) || valueColumn < 0 || idColumn >= 0 !== spec.id) return null;
  const year = FACTOR_COLUMN.exec(texts[valueColumn] ?? '')?.[1] ?? '';
  return { spec, idColumn, columns, valueColumn, year };
}

function findLayout(sheet: Worksheet): Layout | null {
  const top = sheet.rows.slice(0, 40);
  if (!top.some((row) => row.some((cell) => cellText(cell) === 'Factors by Category'))) return null;
  for (let r = 0; r < top.length; r++) {
    const texts = (top[r] ?? []).map((cell) => cellText(cell));
    for (const spec of LAYOUTS) {
      const match = matchLayout(texts, spec);
      if (match !== null) return { ...match, sheet, headerRow: r };
    }
  }
  return null;
}

function describeLayouts(): string {
  return LAYOUTS.map(
    (l) =>
      `${l.id ? 'ID | ' : ''}${LEVEL_COLUMNS.join(' | ')} | ${l.ghg} | GHG Conversion Factor {year} (${l.name})`,
  ).join('; or ');
}

/**
 * Reads the "Factors by Category" sheet of a DESNZ (BEIS before 2023) flat-format workbook: finds
 * it by its title and a header row of one of the known layouts (2019–2021, 2022, 2023 on) and
 * returns one record per line up to the "END" marker. Other sheets are ignored.
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
      `${problem} the header row ${describeLayouts()} (sheets: ${names})`,
    );
  }
  const records: FlatFileRecord[] = [];
  const bounds: string[] = [];
  const { sheet, columns, valueColumn, idColumn } = layout;
  for (let r = layout.headerRow + 1; r < sheet.rows.length; r++) {
    const cells = sheet.rows[r] ?? [];
    const id = idColumn >= 0 ? cellText(cells[idColumn]) : '';
    const texts = columns.map((c) => cellText(cells[c]));
    if ([id, ...texts].filter((t) => t !== '').join() === 'END') break;
    if (id === '' && texts.every((t) => t === '') && cellText(cells[valueColumn]) === '') continue;
    const at: SourceLocation = { source: DESNZ_SOURCE, sheet: sheet.name, row: r + 1 };
    if (idColumn >= 0 && id === '')
      throw new SourceFormatError({ ...at, column: columnLetter(idColumn) }, 'factor line without an ID');
    const [scope, level1, level2, level3, level4, columnText, uom, ghgUnit] = texts as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const valueText = cellText(cells[valueColumn]);
    const isBound = BOUND.test(valueText);
    if (isBound) bounds.push(`${level3}${columnText === '' ? '' : ` (${columnText})`}: ${valueText}`);
    const value = isBound
      ? null
      : optionalCellDecimal(cells[valueColumn], { ...at, column: columnLetter(valueColumn) });
    records.push({ row: r + 1, id, scope, level1, level2, level3, level4, columnText, uom, ghgUnit, value });
  }
  return { sheet: sheet.name, year: layout.year, gasLine: layout.spec.gasLine, records, bounds };
}

/** The per-gas label of a file for the notes: `kg CO2e of CO2/CH4/N2O per unit`, `kg CO2/CH4/N2O`. */
export function gasLineLabel(file: FlatFile): string {
  return file.gasLine.source.replace(/^\^/, '').replace(/\$$/, '').replace('(CO2|CH4|N2O)', 'CO2/CH4/N2O');
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
