import { Decimal } from '@ctp/factors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumRange } from './analytical.js';
import { monteCarloRange } from './monte-carlo.js';
import type { Range95 } from './range.js';

/** A decimal string with up to six decimals, as quantities arrive in the API. */
const decimalString = (min: number, max: number) =>
  fc
    .integer({ min: min * 1_000_000, max: max * 1_000_000 })
    .map((n) => new Decimal(n).dividedBy(1_000_000).toFixed());
const relative = fc.integer({ min: 0, max: 2000 }).map((n) => new Decimal(n).dividedBy(1000).toFixed());
const line = fc.record({ value: decimalString(-1_000_000, 1_000_000), relativeU95: relative });
const positiveLine = fc.record({ value: decimalString(0, 1_000_000), relativeU95: relative });

function expectContains(range: Range95, point: Decimal): void {
  expect(range.point.equals(point)).toBe(true);
  expect(range.low.lessThanOrEqualTo(range.point)).toBe(true);
  expect(range.point.lessThanOrEqualTo(range.high)).toBe(true);
}

describe('a 95% range always contains the point value, which it never changes', () => {
  it('analytical sums, with or without the floor at zero', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), (lines, nonNegative) => {
        const point = lines.reduce((acc, l) => acc.plus(l.value), new Decimal(0));
        expectContains(sumRange(lines, { nonNegative }), point);
      }),
    );
  });

  it('Monte Carlo sums and products, for any seed', () => {
    fc.assert(
      fc.property(
        fc.array(positiveLine, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.boolean(),
        (lines, seed, nonNegative) => {
          const total = lines.reduce((acc, l) => acc.plus(l.value), new Decimal(0));
          const sum = (v: readonly number[]) => v.reduce((a, b) => a + b, 0);
          expectContains(monteCarloRange(lines, sum, total, { seed, iterations: 200, nonNegative }), total);
          const product = lines.reduce((acc, l) => acc.times(l.value), new Decimal(1));
          const times = (v: readonly number[]) => v.reduce((a, b) => a * b, 1);
          expectContains(
            monteCarloRange(lines, times, product, { seed, iterations: 200, nonNegative }),
            product,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
