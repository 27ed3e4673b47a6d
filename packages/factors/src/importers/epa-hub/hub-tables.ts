import { columnLetter, SourceFormatError, type SourceLocation } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import type { Cell, Worksheet } from '../spreadsheet/workbook.js';

/** The `source` label used in every EPA Hub error. */
export const EPA_HUB_SOURCE = 'EPA GHG Emission Factors Hub workbook';

/** One numbered table of the Hub: the rows from its title row up to the next table's title row. */
export interface HubTable {
  readonly sheet: string;
  readonly number: number;
  readonly title: string;
  /** 0-based index of the title row in `rows`. */
  readonly titleRow: number;
  /** 0-based index one past the last row that belongs to the table. */
  readonly endRow: number;
  readonly rows: readonly (readonly Cell[])[];
}

/** Location of a cell of a table, for error messages. */
export function tableLocation(table: HubTable, rowIndex?: number, columnIndex?: number): SourceLocation {
  return {
    source: EPA_HUB_SOURCE,
    sheet: table.sheet,
    table: `Table ${table.number} ${table.title}`,
    ...(rowIndex !== undefined ? { row: rowIndex + 1 } : {}),
    ...(columnIndex !== undefined ? { column: columnLetter(columnIndex) } : {}),
  };
}

interface TableTitle {
  number: number;
  title: string;
  row: number;
}

function findTitles(rows: readonly (readonly Cell[])[]): TableTitle[] {
  const titles: TableTitle[] = [];
  rows.forEach((row, rowIndex) => {
    const texts = row.map((cell) => cellText(cell));
    const labelIndex = texts.findIndex((text) => /^Table \d+$/.test(text));
    if (labelIndex < 0) return;
    const title = texts.slice(labelIndex + 1).find((text) => text !== '') ?? '';
    titles.push({ number: Number.parseInt(texts[labelIndex]?.slice(6) ?? '', 10), title, row: rowIndex });
  });
  return titles;
}

/**
 * Finds the worksheet holding the Hub (the one with a "Table 1" titled "Stationary Combustion";
 * other sheets a user may have added are ignored) and every numbered table on it, by title.
 */
export function locateHubTables(sheets: readonly Worksheet[]): Map<number, HubTable> {
  const candidates = sheets.filter((sheet) =>
    findTitles(sheet.rows).some((t) => t.number === 1 && /stationary combustion/i.test(t.title)),
  );
  const [sheet, ...others] = candidates;
  if (sheet === undefined || others.length > 0) {
    const names = sheets.map((s) => `"${s.name}"`).join(', ');
    const problem = sheet === undefined ? 'no sheet has' : 'more than one sheet has';
    throw new SourceFormatError(
      { source: EPA_HUB_SOURCE },
      `${problem} a "Table 1 Stationary Combustion" (sheets: ${names})`,
    );
  }
  const titles = findTitles(sheet.rows);
  const tables = new Map<number, HubTable>();
  titles.forEach((t, i) => {
    if (tables.has(t.number)) {
      throw new SourceFormatError(
        { source: EPA_HUB_SOURCE, sheet: sheet.name, row: t.row + 1 },
        `Table ${t.number} appears twice`,
      );
    }
    const endRow = titles[i + 1]?.row ?? sheet.rows.length;
    tables.set(t.number, {
      sheet: sheet.name,
      number: t.number,
      title: t.title,
      titleRow: t.row,
      endRow,
      rows: sheet.rows,
    });
  });
  return tables;
}

/** Returns table `number`, checking that its title matches `expectedTitle`; throws otherwise. */
export function requireTable(tables: Map<number, HubTable>, number: number, expectedTitle: RegExp): HubTable {
  const table = tables.get(number);
  if (table === undefined) {
    throw new SourceFormatError(
      { source: EPA_HUB_SOURCE },
      `Table ${number} (${expectedTitle.source}) not found`,
    );
  }
  if (!expectedTitle.test(table.title)) {
    throw new SourceFormatError(
      tableLocation(table, table.titleRow),
      `Table ${number} is titled "${table.title}", expected ${expectedTitle}`,
    );
  }
  return table;
}

/**
 * Index of the first row of `table` (after its title) whose cells include every text in
 * `headers` (compared after collapsing spaces); throws when there is none.
 */
export function findHeaderRow(table: HubTable, headers: readonly string[]): number {
  for (let r = table.titleRow + 1; r < table.endRow; r++) {
    const texts = (table.rows[r] ?? []).map((cell) => cellText(cell));
    if (headers.every((h) => texts.includes(h))) return r;
  }
  throw new SourceFormatError(
    tableLocation(table),
    `no header row with ${headers.map((h) => `"${h}"`).join(', ')}`,
  );
}

/** Texts of a row of `table`, one per cell. */
export function rowTexts(table: HubTable, rowIndex: number): string[] {
  return (table.rows[rowIndex] ?? []).map((cell) => cellText(cell));
}

/** True for a row that starts the table's source or notes block (`Source:`, `Notes:`). */
export function isSourceOrNotesRow(firstText: string): boolean {
  return /^(source|notes?)\b/i.test(firstText);
}
