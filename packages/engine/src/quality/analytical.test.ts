import { Decimal } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { productRelativeU95, sumRange, sumRangeOfGroups } from './analytical.js';
import { rangeToJson } from './range.js';

describe('sumRange', () => {
  it('adds the absolute half-widths in quadrature and keeps the exact point', () => {
    const range = sumRange([
      { value: '100', relativeU95: '0.1' },
      { value: '100', relativeU95: '0.1' },
      { value: '0.3', relativeU95: '0' },
    ]);
    // half-width = √(10² + 10²) = 14.142135…, rounded outwards to six significant digits
    expect(rangeToJson(range)).toEqual({
      point: '200.3',
      low: '186.157',
      high: '214.443',
      method: 'analytical',
    });
  });

  it('treats negative lines (removals) by their magnitude', () => {
    const range = sumRange([
      { value: '50', relativeU95: '0.2' },
      { value: '-30', relativeU95: '0.5' },
    ]);
    // half-width = √(10² + 15²) = 18.0277…
    expect(range.point.toFixed()).toBe('20');
    expect(range.low.toFixed()).toBe('1.97224');
    expect(range.high.toFixed()).toBe('38.0278');
  });

  it('raises a negative lower bound to zero only when asked', () => {
    const lines = [{ value: '10', relativeU95: '1.5' }];
    expect(sumRange(lines).low.toFixed()).toBe('-5');
    expect(sumRange(lines, { nonNegative: true }).low.toFixed()).toBe('0');
  });

  it('gives a zero-width range at the point when nothing is uncertain, and 0..0 for no lines', () => {
    const range = sumRange([{ value: '12.5', relativeU95: '0' }]);
    expect([range.low.toFixed(), range.point.toFixed(), range.high.toFixed()]).toEqual([
      '12.5',
      '12.5',
      '12.5',
    ]);
    expect(rangeToJson(sumRange([]))).toEqual({ point: '0', low: '0', high: '0', method: 'analytical' });
  });

  it('refuses a negative relative half-width with INVALID_UNCERTAINTY naming the line', () => {
    expect(() =>
      sumRange([
        { value: '1', relativeU95: '0' },
        { value: '1', relativeU95: '-0.1' },
      ]),
    ).toThrow(
      expect.objectContaining({
        code: 'INVALID_UNCERTAINTY',
        details: expect.objectContaining({ field: 'lines[1].relativeU95' }),
      }),
    );
  });
});

describe('productRelativeU95', () => {
  it('is the root of the summed squares (IPCC equation 3.2)', () => {
    expect(productRelativeU95('0.03', '0.04').equals(new Decimal('0.05'))).toBe(true);
    expect(productRelativeU95('0.1').toFixed()).toBe('0.1');
    expect(productRelativeU95().toFixed()).toBe('0');
  });
});

describe('the README example', () => {
  it('gives the figures the README states', () => {
    const range = sumRange(
      [
        { value: '1200.5', relativeU95: '0.05' },
        { value: '830', relativeU95: '0.3' },
      ],
      { nonNegative: true },
    );
    expect([range.point.toFixed(), range.low.toFixed(), range.high.toFixed()]).toEqual([
      '2030.5',
      '1774.36',
      '2286.64',
    ]);
  });
});

describe('sumRangeOfGroups', () => {
  it('equals sumRange over the same lines, aggregated by shared uncertainty', () => {
    const lines = [
      { value: '120.5', relativeU95: '0.05' },
      { value: '80', relativeU95: '0.05' },
      { value: '300', relativeU95: '0.3' },
      { value: '12.25', relativeU95: '0.3' },
    ];
    const groups = ['0.05', '0.3'].map((u) => {
      const mine = lines.filter((l) => l.relativeU95 === u).map((l) => new Decimal(l.value));
      return {
        sum: mine.reduce((a, b) => a.plus(b), new Decimal(0)),
        sumOfSquares: mine.reduce((a, b) => a.plus(b.times(b)), new Decimal(0)),
        relativeU95: u,
      };
    });
    expect(rangeToJson(sumRangeOfGroups(groups))).toEqual(rangeToJson(sumRange(lines)));
  });
});
