import Decimal from 'decimal.js';
import { LOCALE } from '../i18n/t';

/**
 * Emission amounts arrive as exact decimal strings in kg. Everything shown as text (sums, deltas,
 * tonnes) is computed with decimal.js; only chart drawing turns them into floating-point numbers.
 */
export type KgString = string;

const TONNE_DIGITS = 1;
const tonnes = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: TONNE_DIGITS,
  maximumFractionDigits: TONNE_DIGITS,
});
const signedTonnes = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: TONNE_DIGITS,
  maximumFractionDigits: TONNE_DIGITS,
  signDisplay: 'exceptZero',
});
const percent = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const plain = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 20 });

/** kg (exact) to t (exact). */
export function kgToTonnes(kg: KgString | Decimal): Decimal {
  return new Decimal(kg).div(1000);
}

/** The sum of exact kg amounts. */
export function sumKg(values: readonly (KgString | Decimal)[]): Decimal {
  return values.reduce<Decimal>((sum, value) => sum.plus(value), new Decimal(0));
}

// Intl formats a numeric string exactly (no float conversion), so rounding stays decimal.js's.
const exact = (value: Decimal, digits: number) =>
  value.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(digits);

/** "1,234.5" for 1234567 kg: tonnes with one decimal, grouped for the locale. */
export function formatTonnes(kg: KgString | Decimal): string {
  return tonnes.format(exact(kgToTonnes(kg), TONNE_DIGITS) as `${number}`);
}

/** "+12.3" or "−4.0": a signed change in tonnes. */
export function formatTonnesDelta(kg: Decimal): string {
  return signedTonnes.format(exact(kgToTonnes(kg), TONNE_DIGITS) as `${number}`);
}

/** The change from `previous` to `current` (kg) and its share of `previous`, when that is not zero. */
export function change(current: KgString | Decimal, previous: KgString | Decimal) {
  const delta = new Decimal(current).minus(previous);
  const base = new Decimal(previous);
  return { delta, percent: base.isZero() ? undefined : delta.div(base).times(100) };
}

/** "+5.2%" for a percentage held as a Decimal. */
export function formatPercent(value: Decimal): string {
  return `${percent.format(exact(value, 1) as `${number}`)}%`;
}

/** A quantity as given (exact), grouped for the locale. */
export function formatQuantity(value: string): string {
  return plain.format(value as `${number}`);
}

/** Tonnes as a number, for drawing charts only (never shown as text). */
export function tonnesForChart(kg: KgString | Decimal): number {
  return kgToTonnes(kg).toNumber();
}
