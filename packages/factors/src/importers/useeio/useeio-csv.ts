import { parse } from 'csv-parse/sync';
import type { Decimal } from '../../decimal.js';
import { toDecimal } from '../../decimal.js';
import { SourceFormatError } from '../source-format-error.js';

/** The `source` label used in every USEEIO error. */
export const USEEIO_SOURCE = 'USEEIO Supply Chain GHG Emission Factors CSV';

/** The columns the importer reads, by their exact titles in the published file. */
export const USEEIO_COLUMNS = {
  code: 'NAICS Code 2017',
  title: 'NAICS Title 2017',
  ghg: 'GHG',
  unit: 'Unit',
  sef: 'Supply Chain Emission Factors without Margins',
  mef: 'Margins of Supply Chain Emission Factors',
  sefMef: 'Supply Chain Emission Factors with Margins',
} as const;

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
 * Parses the "SupplyChainGHGEmissionFactors_…_NAICS_CO2e_USD{year}.csv" text. Columns are found
 * by title (order does not matter); a missing column, a short line or a value that is not a plain
 * decimal throws {@link SourceFormatError} with the row and column. Values are read as text, exactly.
 */
export function readUseeioCsv(csvText: string): UseeioRecord[] {
  const [header, ...lines] = parseCsv(csvText);
  if (header === undefined) throw new SourceFormatError({ source: USEEIO_SOURCE }, 'the file is empty');
  const index = Object.fromEntries(
    Object.entries(USEEIO_COLUMNS).map(([key, title]) => {
      const i = header.indexOf(title);
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
