import { Decimal, type DecimalInput } from '@ctp/factors';

/** A figure with its uncertainty: the point value and the relative half-width of its 95% range. */
export interface UncertainValue {
  /** The point value (kg CO2e for a line, or an activity quantity or a factor). */
  readonly value: DecimalInput;
  /** Relative half-width of the 95% range: `0.1` for ±10%. */
  readonly relativeU95: DecimalInput;
}

/** How a range was obtained. */
export type RangeMethod = 'analytical' | 'monte-carlo';

/**
 * A 95% range around a point value. The point is the exact value the calculation produced; the
 * range never changes it and always contains it (`low ≤ point ≤ high`).
 */
export interface Range95 {
  readonly point: Decimal;
  readonly low: Decimal;
  readonly high: Decimal;
  readonly method: RangeMethod;
}

/** A {@link Range95} as JSON: decimal strings, as in data.json and the HTTP API. */
export interface Range95Json {
  readonly point: string;
  readonly low: string;
  readonly high: string;
  readonly method: RangeMethod;
}

/** Options common to every range. */
export interface RangeOptions {
  /**
   * The quantity cannot be negative (emissions without removals): a lower bound below zero is
   * raised to zero. Off by default.
   */
  readonly nonNegative?: boolean;
}

/** Significant digits kept in a range's bounds: an estimate, not an exact figure. */
export const RANGE_SIGNIFICANT_DIGITS = 6;

/** z for a two-sided 95% interval of the normal distribution. */
export const Z95 = 1.959963984540054;

/** Puts the pieces of a range together: bounds rounded outwards, widened to hold the point, floored. */
export function makeRange(
  point: Decimal,
  low: Decimal,
  high: Decimal,
  method: RangeMethod,
  options: RangeOptions,
): Range95 {
  let lo = Decimal.min(low.toSignificantDigits(RANGE_SIGNIFICANT_DIGITS, Decimal.ROUND_FLOOR), point);
  const hi = Decimal.max(high.toSignificantDigits(RANGE_SIGNIFICANT_DIGITS, Decimal.ROUND_CEIL), point);
  if (options.nonNegative === true && lo.isNegative()) lo = Decimal.min(new Decimal(0), point);
  return { point, low: lo, high: hi, method };
}

/** The JSON form of a range. */
export function rangeToJson(range: Range95): Range95Json {
  return {
    point: range.point.toFixed(),
    low: range.low.toFixed(),
    high: range.high.toFixed(),
    method: range.method,
  };
}
