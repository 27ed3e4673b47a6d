import { Decimal } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { FormulaError, FormulaResultError } from '../errors/index.js';
import { compileFormula, evaluateFormula, formulaScope } from './index.js';

const scope = formulaScope([
  ['quantity', new Decimal('1000000')],
  ['baseCo2e', new Decimal('123.4')],
  ['factor', new Decimal('0.000123')],
  ['attr_share', new Decimal('0.1')],
]);
const run = (text: string): string => evaluateFormula(compileFormula(text), scope).toFixed();

function refusal(text: string): FormulaError {
  try {
    compileFormula(text);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(text)} to be refused`);
}

describe('formula language: evaluation', () => {
  it('is exact decimal arithmetic', () => {
    expect(run('quantity * factor')).toBe('123');
    expect(run('0.1 + 0.2')).toBe('0.3');
    expect(run('0.3 - 0.1 - 0.2 + baseCo2e')).toBe('123.4');
    expect(run('baseCo2e * 1.1')).toBe('135.74');
    expect(run('(1 + 2) * 3 - -1')).toBe('10');
  });

  it('has comparisons, and/or/not and the conditional', () => {
    expect(run('quantity > 1000 and not (factor >= 1) ? baseCo2e * 2 : baseCo2e')).toBe('246.8');
    expect(run('quantity == 1000000 or factor != 0 ? 1 : 0')).toBe('1');
    expect(run('1 < 2 < 3 ? 5 : 6')).toBe('5');
    expect(run('0.1 + 0.2 == 0.3 ? 1 : 0')).toBe('1');
  });

  it('has min, max, abs, round(x, n), floor, ceil', () => {
    expect(run('min(3, 1, 2) + max(4, 5)')).toBe('6');
    expect(run('abs(0 - 2.5)')).toBe('2.5');
    expect(run('round(2.5) + round(1.2345, 2)')).toBe('4.23');
    expect(run('floor(2.9) + ceil(2.1)')).toBe('5');
    expect(run('attr_share * 10')).toBe('1');
  });

  it('refuses results that are negative, and division by zero', () => {
    expect(() => run('0 - 1')).toThrow(FormulaResultError);
    expect(() => run('1 / (factor - factor)')).toThrow(/division by zero/);
    expect(() => run('round(1, 0.5)')).toThrow(FormulaResultError);
  });

  it('refuses a variable without a value for the activity', () => {
    expect(() => run('attr_missing + 1')).toThrow(/attr_missing has no value/);
  });

  it('reads variables from a null-prototype scope only', () => {
    expect(Object.getPrototypeOf(scope)).toBe(null);
    expect(refusal('constructor').code).toBe('FORMULA_INVALID');
    expect(refusal('__proto__').code).toBe('FORMULA_INVALID');
  });
});

describe('formula language: refusals', () => {
  it.each([
    ['import({})', 'import'],
    ['x = 1', 'assignment'],
    ['f(x) = 1', 'defining functions'],
    ['a.b', 'property access'],
    ['quantity.constructor', 'property access'],
    ['"str"', 'only numbers'],
    ['[1]', 'matrices'],
    ['{a: 1}', 'objects'],
    ['evaluate("1")', 'function not allowed'],
    ['createUnit("x")', 'function not allowed'],
    ['parse("1")', 'function not allowed'],
    ['5 cm', 'implicit multiplication'],
    ['2 quantity', 'implicit multiplication'],
    ['2 ^ 3', 'operator ^'],
    ['5 % 2', 'operator %'],
    ['3!', 'operator !'],
    ['1:3', 'ranges'],
    ['1; 2', 'only one expression'],
    ['true ? 1 : 2', 'only numbers'],
    ['pi * 2', 'unknown variable'],
    ['sqrt(4)', 'function not allowed'],
    ['quantity > 1', 'expected a number'],
    ['1 and 2', 'expected a condition'],
    ['+quantity', 'operator +'],
    ['min()', 'min takes'],
    ['round(1, 2, 3)', 'round takes'],
    ['1 +', 'syntax error'],
    ['', 'empty'],
  ])('%s', (text, reason) => {
    const error = refusal(text);
    expect(error.code).toBe('FORMULA_INVALID');
    expect(error.message).toContain(reason);
    expect(typeof error.position).toBe('number');
  });

  it('gives the token and its position', () => {
    const error = refusal('quantity * sqrt(4)');
    expect(error.token).toBe('sqrt');
    expect(error.position).toBe(11);
  });

  it('caps the length and the depth', () => {
    expect(refusal(`1${' + 1'.repeat(500)}`).message).toContain('longer than 2000');
    expect(refusal(`${'('.repeat(60)}1${')'.repeat(60)}`).message).toContain('nested deeper');
    expect(refusal(`${'-'.repeat(60)}1`).message).toContain('nested deeper');
  });
});
