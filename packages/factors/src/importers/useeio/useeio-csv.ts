import { parse } from 'csv-parse/sync';
import type { Decimal } from '../../decimal.js';
import { toDecimal } from '../../decimal.js';
import { SourceFormatError } from '../source-format-error.js';

/** The `source` label used in every USEEIO error. */
export const USEEIO_SOURCE = 'USEEIO Supply Chain GHG Emission Factors CSV';

/**
 * The columns the importer reads, by their exact titles in the published file (v1.2 spelling;
 * {@link COLUMN_ALIASES} lists the other spellings of later releases).
 */
export const USEEIO_COLUMNS = {
  code: 'NAICS Code 2017',
  title: 'NAICS Title 2017',
  ghg: 'GHG',
  unit: 'Unit',
  sef: 'Supply Chain Emission Factors without Margins',
  mef: 'Margins of Supply Chain Emission Factors',
  sefMef: 'Supply Chain Emission Factors with Margins',
} as const;

/** v1.3 puts the NAICS year first: `2017 NAICS Code`, `2017 NAICS Title`. */
const COLUMN_ALIASES: Partial<Record<keyof typeof USEEIO_COLUMNS, readonly string[]>> = {
  code: ['2017 NAICS Code'],
  title: ['2017 NAICS Title'],
};

function columnIndex(header: readonly string[], key: keyof typeof USEEIO_COLUMNS): number {
  for (const title of [USEEIO_COLUMNS[key], ...(COLUMN_ALIASES[key] ?? [])]) {
    const i = header.indexOf(title);
    if (i >= 0) return i;
  }
  return -1;
}

/** One commodity line of the CSV, values exact. */
export interface UseeioRecord {
  readonly row: number;
  readonly code: string;
  readonly title: string;
  readonly ghg: string;
  readonly unit: string;
  readonly sef: Decimal;
  readonly mef: Decimal;
  readonly sefMef: Decimal;
}

function parseCsv(csvText: string): string[][] {
  try {
    return parse(csvText, { bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new SourceFormatError(
      { source: USEEIO_SOURCE, ...(line ? { row: line } : {}) },
      `not valid CSV: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * Parses the "SupplyChainGHGEmissionFactors_…_NAICS_CO2e_USD{year}.csv" text (v1.2: every text
 * quoted, `NAICS Code 2017`; v1.3: minimal quoting, CRLF, `2017 NAICS Code`). Columns are found
 * by title (order does not matter); a missing column, a short line or a value that is not a plain
 * decimal throws {@link SourceFormatError} with the row and column. Values are read as text, exactly.
 */
export function readUseeioCsv(csvText: string): UseeioRecord[] {
  const [header, ...lines] = parseCsv(csvText);
  if (header === undefined) throw new SourceFormatError({ source: USEEIO_SOURCE }, 'the file is empty');
  const index = Object.fromEntries(
    Object.entries(USEEIO_COLUMNS).map(([key, title]) => {
      const i = columnIndex(header, key as keyof typeof USEEIO_COLUMNS);
      if (i < 0)
        throw new SourceFormatError(
          { source: USEEIO_SOURCE, row: 1, column: title },
          `missing column "${title}" (found: ${header.join(', ')})`,
        );
      return [key, i];
    }),
  ) as Record<keyof typeof USEEIO_COLUMNS, number>;
  return lines.map((cells, i) => {
    const row = i + 2;
    const text = (key: keyof typeof USEEIO_COLUMNS): string => {
      const value = cells[index[key]];
      if (value === undefined)
        throw new SourceFormatError(
          { source: USEEIO_SOURCE, row, column: USEEIO_COLUMNS[key] },
          'the line is too short',
        );
      return value;
    };
    const decimal = (key: 'sef' | 'mef' | 'sefMef'): Decimal => {
      const value = text(key);
      if (!/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)) {
        throw new SourceFormatError(
          { source: USEEIO_SOURCE, row, column: USEEIO_COLUMNS[key] },
          `expected a number, found "${value}"`,
        );
      }
      return toDecimal(value);
    };
    return {
      row,
      code: text('code'),
      title: text('title'),
      ghg: text('ghg'),
      unit: text('unit'),
      sef: decimal('sef'),
      mef: decimal('mef'),
      sefMef: decimal('sefMef'),
    };
  });
}
