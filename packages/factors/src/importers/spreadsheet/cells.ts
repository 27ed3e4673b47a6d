import type { Decimal } from '../../decimal.js';
import { formatDecimal, toDecimal } from '../../decimal.js';
import { SourceFormatError, type SourceLocation } from '../source-format-error.js';
import { excelNumberToDecimal } from './excel-number.js';
import type { Cell } from './workbook.js';

const PLAIN_DECIMAL_TEXT = /^[+-]?\d+(\.\d+)?$/;

/** Text of a cell with line breaks and runs of spaces collapsed to one space; `''` for an empty cell. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.replace(/\s+/g, ' ').trim();
  if (typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return cell.toISOString();
  // A numeric cell reads as Excel shows it (15 significant digits): "1.1", never "1.1000000000000001".
  return formatDecimal(excelNumberToDecimal(cell.stored));
}

/** True for an empty cell or one holding only spaces. */
export function isBlank(cell: Cell | undefined): boolean {
  return cellText(cell) === '';
}

/**
 * The decimal value of a cell. Numeric cells are converted by {@link excelNumberToDecimal}; a text
 * cell holding a plain decimal (some publishers type `"0"` as text) is read exactly.
 * Anything else throws {@link SourceFormatError} at `at`.
 */
export function cellDecimal(cell: Cell | undefined, at: SourceLocation): Decimal {
  if (cell !== null && cell !== undefined && typeof cell === 'object' && !(cell instanceof Date)) {
    return excelNumberToDecimal(cell.stored);
  }
  const text = cellText(cell);
  if (PLAIN_DECIMAL_TEXT.test(text)) return toDecimal(text);
  throw new SourceFormatError(at, `expected a number, found ${text === '' ? 'an empty cell' : `"${text}"`}`);
}

/**
 * Like {@link cellDecimal}, but returns null for an empty cell and for the publisher's
 * "not available" markers (`NA`, `N/A`, `-`).
 */
export function optionalCellDecimal(cell: Cell | undefined, at: SourceLocation): Decimal | null {
  const text = cellText(cell);
  if (text === '' || /^(NA|N\/A|-)$/i.test(text)) return null;
  return cellDecimal(cell, at);
}
