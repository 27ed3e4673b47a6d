import { Decimal, toDecimal } from '../../decimal.js';

/**
 * Excel keeps and shows at most 15 significant decimal digits. A workbook stores each number as
 * the text of an IEEE double, sometimes written with 17 digits (`2.2000000000000002E-2` for a
 * cell that Excel shows as `0.022`); the digits after the 15th are binary noise, not the publisher's.
 */
export const EXCEL_SIGNIFICANT_DIGITS = 15;

/**
 * Converts the stored text of a numeric cell to the number Excel itself holds: parsed exactly as a
 * decimal, then rounded half-up to {@link EXCEL_SIGNIFICANT_DIGITS} significant digits. A value
 * written with 15 digits or fewer (the usual case, e.g. `0.05444`) is returned unchanged.
 * No binary floating point is involved at any step.
 */
export function excelNumberToDecimal(storedText: string): Decimal {
  const exact = toDecimal(storedText);
  if (exact.isZero()) return exact.abs();
  return exact.toSignificantDigits(EXCEL_SIGNIFICANT_DIGITS, Decimal.ROUND_HALF_UP);
}
