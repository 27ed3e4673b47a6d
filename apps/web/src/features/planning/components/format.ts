import Decimal from 'decimal.js';
import { LOCALE } from '../../../i18n/t';

/*
 * The forecasting API answers in JSON numbers (model output). What the screen prints is rounded in
 * decimal.js and formatted by Intl from the decimal string, so the text never carries float noise
 * and matches the API's numbers rounded half-up.
 */

const formats = new Map<number, Intl.NumberFormat>();
const formatOf = (digits: number) => {
  let format = formats.get(digits);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(digits, format);
  }
  return format;
};

/** `value` rounded half-up to `digits` places and grouped for the locale ("1,234.5"). */
export function formatFixed(value: number | string | Decimal, digits: number): string {
  const exact = new Decimal(value).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(digits);
  return formatOf(digits).format(exact as `${number}`);
}

/** Tonnes with one decimal. */
export const formatT = (value: number | Decimal) => formatFixed(value, 1);
/** Money with no decimals (the organization's own currency; the API does not name it). */
export const formatMoney = (value: number | Decimal) => formatFixed(value, 0);
/** Cost per tonne with two decimals. */
export const formatCostPerTonne = (value: number) => formatFixed(value, 2);
/** A percentage with one decimal and its sign. */
export const formatPct = (value: number) => `${formatFixed(value, 1)}%`;

/** A decimal string as typed (a point for decimals, no sign or exponent), or undefined. */
export function parseDecimal(text: string): Decimal | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return new Decimal(trimmed);
}

/** `YYYY: value` lines (custom pathway points, activity per year), or the first bad line's number. */
export function parseYearValues(text: string): { year: number; value: number }[] | { badLine: number } {
  const out: { year: number; value: number }[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '') continue;
    const match = /^(\d{4})\s*[:=]\s*(\d+(?:\.\d+)?)$/.exec(line);
    if (match === null) return { badLine: i + 1 };
    out.push({ year: Number(match[1]), value: new Decimal(match[2] as string).toNumber() });
  }
  return out;
}
