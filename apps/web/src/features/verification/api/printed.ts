import Decimal from 'decimal.js';
import { LOCALE } from '../../../i18n/t';

/**
 * Tonnes as the report's PDF prints them (packages/reporting `formatTonnes`): exact kg / 1000,
 * rounded half-up to three decimals (whole kilograms), thousands grouped. Intl formats the decimal
 * string exactly, so the rounding is decimal.js's, never a float's.
 */
const PLACES = 3;
const printed = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: PLACES,
  maximumFractionDigits: PLACES,
});

/**
 * Rounded on the exact kg: three decimals of tonnes are whole kilograms, and rounding to a number of
 * places is exact in decimal.js, whereas a division is cut to its 20 significant digits first
 * (which would turn 1000.4999999999999999999 kg into 1.0005 t, then 1.001).
 */
export function printedTonnes(kg: string): string {
  const wholeKg = new Decimal(kg).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0);
  const negative = wholeKg.startsWith('-') && /[1-9]/.test(wholeKg);
  const digits = wholeKg.replace('-', '').padStart(PLACES + 1, '0');
  const tonnes = `${negative ? '-' : ''}${digits.slice(0, -PLACES)}.${digits.slice(-PLACES)}`;
  return printed.format(tonnes as `${number}`);
}

// Components, not dateStyle/timeStyle: those cannot be combined with timeZoneName (Chromium throws).
const moment = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** When the report was generated, in the reader's time zone, which is named (a reader abroad compares times). */
export const printedMoment = (timestamp: string) => moment.format(new Date(timestamp));
