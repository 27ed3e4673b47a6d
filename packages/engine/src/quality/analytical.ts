import { Decimal, type DecimalInput, toDecimal } from '@ctp/factors';
import { InvalidUncertaintyError } from '../errors/index.js';
import { makeRange, type Range95, type RangeOptions, type UncertainValue } from './range.js';

function checkedRelative(value: Decimal, field: string): Decimal {
  if (!value.isFinite() || value.isNegative()) {
    throw new InvalidUncertaintyError({
      field,
      value: value.toString(),
      reason: 'must be a finite value ≥ 0',
    });
  }
  return value;
}

/**
 * Relative 95% half-width of a product of independent factors (activity × emission factor × …):
 * the square root of the sum of the squared relative half-widths (IPCC 2006 Guidelines, Vol. 1,
 * ch. 3, equation 3.2). Adequate while each is below about 60%; beyond that use
 * {@link monteCarloRange}.
 */
export function productRelativeU95(...relative: readonly DecimalInput[]): Decimal {
  let sum = new Decimal(0);
  relative.forEach((u, i) => {
    const r = checkedRelative(toDecimal(u), `relativeU95[${i}]`);
    sum = sum.plus(r.times(r));
  });
  return sum.sqrt();
}

/**
 * The 95% range of a sum of independent lines, analytically: the half-width is the square root of
 * the sum of the squared absolute half-widths (IPCC 2006 Guidelines, Vol. 1, ch. 3, equation 3.1).
 * Exact when the lines are normally distributed. The point is the exact decimal sum.
 */
export function sumRange(lines: readonly UncertainValue[], options: RangeOptions = {}): Range95 {
  let point = new Decimal(0);
  let variance = new Decimal(0);
  lines.forEach((line, i) => {
    const value = toDecimal(line.value);
    const half = value.abs().times(checkedRelative(toDecimal(line.relativeU95), `lines[${i}].relativeU95`));
    point = point.plus(value);
    variance = variance.plus(half.times(half));
  });
  const half = variance.sqrt();
  return makeRange(point, point.minus(half), point.plus(half), 'analytical', options);
}
