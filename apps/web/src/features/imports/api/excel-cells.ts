import { Decimal } from 'decimal.js';

/**
 * Excel keeps and shows at most 15 significant decimal digits. A workbook stores a number as the
 * text of an IEEE double, sometimes with 17 digits (`0.30000000000000004` for a cell Excel shows
 * as `0.3`); the digits after the 15th are binary noise, not what the person typed. The same rule
 * as the factor importer of @ctp/factors.
 */
export const EXCEL_SIGNIFICANT_DIGITS = 15;

/** A numeric cell exactly as the workbook stores it: the text of its `<v>` element. */
export interface StoredNumber {
  readonly stored: string;
}

/**
 * The decimal text of a numeric cell: the stored text parsed exactly (decimal.js, never a JS
 * number), rounded half-up to 15 significant digits, written without exponent or trailing zeros.
 * `1500.25` stays `1500.25`; `2.2000000000000002E-2` becomes `0.022`; `1E+21` becomes
 * `1000000000000000000000`.
 */
export function excelNumberText(stored: string): string {
  const exact = new Decimal(stored.trim());
  if (exact.isZero()) return '0';
  return exact.toSignificantDigits(EXCEL_SIGNIFICANT_DIGITS, Decimal.ROUND_HALF_UP).toFixed();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The text of one cell as the import sends it: numbers through {@link excelNumberText}, date cells
 * as ISO dates (`2025-01-31`; read-excel-file builds them in UTC), booleans as `true`/`false`,
 * text trimmed, an empty cell as ''.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    const day = `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds();
    // A date with a time of day keeps it, so a person sees that the cell is not a plain date.
    return time === 0 ? day : value.toISOString();
  }
  if (typeof value === 'object' && typeof (value as StoredNumber).stored === 'string') {
    return excelNumberText((value as StoredNumber).stored);
  }
  throw new TypeError(`unexpected cell value ${String(value)}`);
}
