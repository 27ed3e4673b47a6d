import { Decimal } from '@ctp/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactTonnes, formatTonnes } from './format.js';

describe('formatTonnes', () => {
  it('rounds half-up once, on the exact kg, whatever the number of digits', () => {
    expect(formatTonnes('1234567.89')).toBe('1,234.568');
    expect(formatTonnes('0')).toBe('0.000');
    expect(formatTonnes('1000.5')).toBe('1.001');
    // A division cut at 20 significant digits made this 1.0005 t, printed 1.001.
    expect(formatTonnes('1000.4999999999999999999')).toBe('1.000');
    expect(formatTonnes('123456789012345678.4999999')).toBe('123,456,789,012,345.678');
    expect(formatTonnes('-1500.5')).toBe('-1.501');
    expect(formatTonnes('-0.2')).toBe('0.000');
  });

  it('equals whole kilograms rounded half-up (computed with BigInt), for decimals of up to 41 digits', () => {
    const parts = fc.tuple(
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.bigInt({ min: 0n, max: 10n ** 10n - 1n }),
    );
    fc.assert(
      fc.property(parts, ([int, frac]) => {
        const kg = `${int}.${frac.toString().padStart(10, '0')}`;
        const wholeKg = (int * 10n ** 10n + frac + 5n * 10n ** 9n) / 10n ** 10n;
        const t = wholeKg.toString().padStart(4, '0');
        const expected = `${t.slice(0, -3)}.${t.slice(-3)}`;
        expect(formatTonnes(kg).replaceAll(',', '')).toBe(expected);
        // exactTonnes keeps every digit: moving the point back gives the kg again.
        expect(new Decimal(`${exactTonnes(kg)}e3`).equals(new Decimal(kg))).toBe(true);
      }),
    );
  });
});
