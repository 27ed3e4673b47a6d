import readXlsxFile from 'read-excel-file/universal';
import { SourceFormatError } from '../source-format-error.js';

/** A numeric cell exactly as stored in the file: the text of its `<v>` element, never a JS number. */
export interface NumericCell {
  readonly kind: 'number';
  readonly stored: string;
}

/** One cell: text, a {@link NumericCell}, a boolean, a date, or null when empty. */
export type Cell = string | NumericCell | boolean | Date | null;

/** One worksheet as a grid of rows; `rows[0]` is spreadsheet row 1. */
export interface Worksheet {
  readonly name: string;
  readonly rows: readonly (readonly Cell[])[];
}

function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object' && (value as NumericCell).kind === 'number') return value as NumericCell;
  throw new TypeError(`unexpected cell value ${String(value)}`);
}

function copyToArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

/**
 * Reads every worksheet of an `.xlsx` file with `read-excel-file`. Numbers come back as the text
 * stored in the file ({@link NumericCell}), so no value ever passes through floating point.
 * Throws {@link SourceFormatError} naming `source` when the bytes are not a readable workbook.
 */
export async function readWorkbook(bytes: Uint8Array, source: string): Promise<Worksheet[]> {
  try {
    const sheets = await readXlsxFile<NumericCell>(copyToArrayBuffer(bytes), {
      parseNumber: (stored: string): NumericCell => ({ kind: 'number', stored }),
      trim: false,
    });
    return sheets.map((sheet) => ({
      name: sheet.sheet,
      rows: sheet.data.map((row) => row.map((value) => toCell(value))),
    }));
  } catch (error) {
    if (error instanceof SourceFormatError) throw error;
    throw new SourceFormatError({ source }, `not a readable .xlsx workbook (${(error as Error).message})`, {
      cause: error,
    });
  }
}
