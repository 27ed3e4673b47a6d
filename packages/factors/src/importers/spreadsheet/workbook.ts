import { SourceFormatError } from '../source-format-error.js';
import { isLegacyXls } from './legacy-xls-signature.js';

// The spreadsheet readers (SheetJS alone is about 1 MB of JavaScript) load when a workbook is read,
// not with the package: a server or a calculation that never reads a workbook never loads them.
const legacyXlsModule = () => import('./legacy-xls.js');
const xlsxReaderModule = () => import('read-excel-file/universal');

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
 * Reads every worksheet of an `.xlsx` file with `read-excel-file`, or of a legacy `.xls` (BIFF8,
 * recognised by its OLE signature) with SheetJS. Numbers come back as text ({@link NumericCell}):
 * the `<v>` text of an `.xlsx`, the shortest round-trip text of an `.xls` double.
 * Throws {@link SourceFormatError} naming `source` when the bytes are not a readable workbook.
 */
export async function readWorkbook(bytes: Uint8Array, source: string): Promise<Worksheet[]> {
  if (isLegacyXls(bytes)) {
    const { readLegacyXls } = await legacyXlsModule();
    try {
      return readLegacyXls(bytes);
    } catch (error) {
      throw new SourceFormatError({ source }, `not a readable .xls workbook (${(error as Error).message})`, {
        cause: error,
      });
    }
  }
  const { default: readXlsxFile } = await xlsxReaderModule();
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
