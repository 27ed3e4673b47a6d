import { Decimal } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { productRelativeU95, sumRange } from './analytical.js';
import { monteCarloRange } from './monte-carlo.js';
import type { UncertainValue } from './range.js';

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const product = (values: readonly number[]): number => values.reduce((a, b) => a * b, 1);

// Twenty independent lines of different sizes and qualities, as in a small inventory.
const LINES: UncertainValue[] = Array.from({ length: 20 }, (_, i) => ({
  value: String(150 + ((i * 7919) % 1000)),
  relativeU95: ['0.05', '0.1', '0.2', '0.3', '0.5'][i % 5] as string,
}));
const POINT = LINES.reduce((acc, line) => acc.plus(line.value), new Decimal(0));

function relativeDifference(a: Decimal, b: Decimal): number {
  return a.minus(b).abs().dividedBy(b.abs()).toNumber();
}

describe('monteCarloRange', () => {
  it.each([1, 2, 3, 20_240_101])('agrees with the analytical range of a sum within 1%% (seed %i)', (seed) => {
    const analytical = sumRange(LINES);
    const simulated = monteCarloRange(LINES, sum, POINT, { seed });
    expect(simulated.point.equals(analytical.point)).toBe(true);
    // Both bounds' distances from the point (the half-widths) agree within 1%.
    expect(relativeDifference(simulated.high.minus(POINT), analytical.high.minus(POINT))).toBeLessThan(0.01);
    expect(relativeDifference(POINT.minus(simulated.low), POINT.minus(analytical.low))).toBeLessThan(0.01);
  });

  it('is the same for the same seed and differs for another', () => {
    const a = monteCarloRange(LINES, sum, POINT, { seed: 7, iterations: 2000 });
    const b = monteCarloRange(LINES, sum, POINT, { seed: 7, iterations: 2000 });
    const c = monteCarloRange(LINES, sum, POINT, { seed: 8, iterations: 2000 });
    expect([a.low.toFixed(), a.high.toFixed()]).toEqual([b.low.toFixed(), b.high.toFixed()]);
    expect([a.low.toFixed(), a.high.toFixed()]).not.toEqual([c.low.toFixed(), c.high.toFixed()]);
  });

  it('propagates a product (activity × factor) close to the first-order rule for small uncertainties', () => {
    const inputs = [
      { value: '1200', relativeU95: '0.05' },
      { value: '0.4', relativeU95: '0.08' },
    ];
    const point = new Decimal('480');
    const range = monteCarloRange(inputs, product, point);
    const firstOrder = point.times(productRelativeU95('0.05', '0.08'));
    expect(range.method).toBe('monte-carlo');
    expect(relativeDifference(range.high.minus(point), firstOrder)).toBeLessThan(0.02);
    expect(relativeDifference(point.minus(range.low), firstOrder)).toBeLessThan(0.02);
  });

  it('shows the skew of a ratio with large uncertainty, which the first-order rule cannot', () => {
    const inputs = [
      { value: '100', relativeU95: '0.1' },
      { value: '4', relativeU95: '0.5' },
    ];
    const range = monteCarloRange(inputs, ([a, b]) => (a as number) / (b as number), '25', {
      nonNegative: true,
    });
    const above = range.high.minus(25);
    const below = new Decimal(25).minus(range.low);
    expect(above.greaterThan(below.times(1.5))).toBe(true);
  });

  it('refuses a bad seed, iteration count or input with INVALID_UNCERTAINTY', () => {
    const code = expect.objectContaining({ code: 'INVALID_UNCERTAINTY' });
    expect(() => monteCarloRange(LINES, sum, POINT, { seed: -1 })).toThrow(code);
    expect(() => monteCarloRange(LINES, sum, POINT, { iterations: 10 })).toThrow(code);
    expect(() => monteCarloRange([{ value: '1', relativeU95: '-1' }], sum, '1')).toThrow(code);
    expect(() =>
      monteCarloRange([{ value: '1', relativeU95: '0.1' }], () => Number.NaN, '1', { iterations: 100 }),
    ).toThrow(code);
  });
});
