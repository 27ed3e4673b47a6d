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

/** Lines of one uncertainty, pre-aggregated (by a database): their sum and their sum of squares. */
export interface UncertainGroup {
  /** Σ value of the lines. */
  readonly sum: DecimalInput;
  /** Σ value² of the lines. */
  readonly sumOfSquares: DecimalInput;
  /** The relative 95% half-width every line of the group shares. */
  readonly relativeU95: DecimalInput;
}

/**
 * {@link sumRange} over groups of lines that share an uncertainty, so a database can aggregate
 * many lines into `Σ value` and `Σ value²` per score: the variance of a group is
 * `relativeU95² × Σ value²`, the same as adding its lines one by one.
 */
export function sumRangeOfGroups(groups: readonly UncertainGroup[], options: RangeOptions = {}): Range95 {
  let point = new Decimal(0);
  let variance = new Decimal(0);
  groups.forEach((group, i) => {
    const u = checkedRelative(toDecimal(group.relativeU95), `groups[${i}].relativeU95`);
    const squares = toDecimal(group.sumOfSquares);
    if (!squares.isFinite() || squares.isNegative()) {
      throw new InvalidUncertaintyError({
        field: `groups[${i}].sumOfSquares`,
        value: squares.toString(),
        reason: 'must be a finite value ≥ 0',
      });
    }
    point = point.plus(toDecimal(group.sum));
    variance = variance.plus(u.times(u).times(squares));
  });
  const half = variance.sqrt();
  return makeRange(point, point.minus(half), point.plus(half), 'analytical', options);
}
