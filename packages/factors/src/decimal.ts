import { Decimal as DecimalJs } from 'decimal.js';
import { z } from 'zod';

/**
 * The decimal type every CTP quantity uses: a private clone of decimal.js with 50 significant
 * digits and banker's rounding, so a caller's global `Decimal.set()` can never change our results.
 */
export const Decimal = DecimalJs.clone({
  precision: 50,
  rounding: DecimalJs.ROUND_HALF_EVEN,
  toExpNeg: -30,
  toExpPos: 40,
});
/** A decimal value as CTP uses it. */
export type Decimal = DecimalJs;
/** What can become a {@link Decimal}: a decimal string, a finite number or a Decimal. */
export type DecimalInput = string | number | DecimalJs;

const DECIMAL_STRING = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Parses a decimal string or finite number; throws a `TypeError` naming the value otherwise. */
export function toDecimal(value: DecimalInput): Decimal {
  if (DecimalJs.isDecimal(value)) return new Decimal(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    // String(n) is the shortest text that round-trips, i.e. what the user wrote in JSON.
    return new Decimal(String(value));
  }
  if (typeof value !== 'string' || !DECIMAL_STRING.test(value.trim())) {
    throw new TypeError(`not a decimal number: ${JSON.stringify(value)}`);
  }
  return new Decimal(value.trim());
}

/** Serialises a decimal without exponent and without trailing zeros: the form stored in records. */
export function formatDecimal(value: DecimalJs): string {
  return value.toFixed();
}

/**
 * Zod schema for a decimal given as a string (preferred: exact) or a finite JSON number,
 * producing a {@link Decimal}. Use `.refine` on the result for sign checks.
 */
export const decimalSchema = z
  .union([z.string(), z.number(), z.custom<DecimalJs>((v) => DecimalJs.isDecimal(v))])
  .transform((value, ctx): Decimal => {
    try {
      return toDecimal(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** A decimal that must be zero or more. */
export const nonNegativeDecimalSchema = decimalSchema.refine((d) => !d.isNegative(), {
  message: 'must not be negative',
});
