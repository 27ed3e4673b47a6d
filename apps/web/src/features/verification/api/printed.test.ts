import { describe, expect, it } from 'vitest';
import { printedTonnes } from './printed';

describe('printedTonnes', () => {
  it('prints exact kg as the PDF does: t CO2e, three decimals, half-up on the exact value, grouped', () => {
    expect(printedTonnes('1234567.89')).toBe('1,234.568');
    expect(printedTonnes('0')).toBe('0.000');
    // Half-up at the fourth decimal of tonnes, which a float would get wrong (1.0005 is 1.000499… as a double).
    expect(printedTonnes('1000.5')).toBe('1.001');
    expect(printedTonnes('1000.4999999999999999999')).toBe('1.000');
    expect(printedTonnes('123456789012345678.9')).toBe('123,456,789,012,345.679');
    expect(printedTonnes('12.3')).toBe('0.012');
    expect(printedTonnes('-1500.5')).toBe('-1.501');
    expect(printedTonnes('-0.4')).toBe('0.000');
  });
});
