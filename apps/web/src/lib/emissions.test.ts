import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { change, formatPercent, formatTonnes, formatTonnesDelta, sumKg } from './emissions';

describe('emission amounts', () => {
  it('formats kg as tonnes with one decimal, rounding half up on the exact value', () => {
    expect(formatTonnes('434150.000001')).toBe('434.2');
    expect(formatTonnes('1234567.89')).toBe('1,234.6');
    expect(formatTonnes('0')).toBe('0.0');
  });

  it('adds exact decimal strings without floating-point error', () => {
    expect(sumKg(['0.1', '0.2']).toString()).toBe('0.3');
    // 0.1 + 0.2 in floating point is 0.30000000000000004
    expect(sumKg(['9007199254740993', '1']).toString()).toBe('9007199254740994');
  });

  it('computes the change against the previous period', () => {
    const { delta, percent } = change('1100', '1000');
    expect(delta.toString()).toBe('100');
    expect(percent && formatPercent(percent)).toBe('+10.0%');
    expect(formatTonnesDelta(new Decimal('-4000'))).toBe('-4.0');
    expect(change('5', '0').percent).toBeUndefined();
  });
});
