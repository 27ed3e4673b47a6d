import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excelNumberToDecimal } from './excel-number.js';

describe('excelNumberToDecimal', () => {
  it('drops the binary noise after the 15th significant digit', () => {
    expect(excelNumberToDecimal('2.2000000000000002E-2').toFixed()).toBe('0.022');
    expect(excelNumberToDecimal('0.0000033152000000000005').toFixed()).toBe('0.0000033152');
    expect(excelNumberToDecimal('0.17515256410803692').toFixed()).toBe('0.175152564108037');
  });

  it('returns a value with at most 15 significant digits unchanged', () => {
    const decimalText = fc
      .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), fc.integer({ min: -20, max: 10 }))
      .map(([mantissa, exponent]) => `${mantissa}e${exponent}`);
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(excelNumberToDecimal(text).toFixed()).toBe(
          excelNumberToDecimal(text).toSignificantDigits(15).toFixed(),
        );
        expect(excelNumberToDecimal(text).eq(text)).toBe(true);
      }),
    );
  });

  it('rounds half up at the 16th digit, like Excel shows it', () => {
    expect(excelNumberToDecimal('1.000000000000005').toFixed()).toBe('1.00000000000001');
    expect(excelNumberToDecimal('-1.000000000000005').toFixed()).toBe('-1.00000000000001');
  });
});
