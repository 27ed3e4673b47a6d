import { Decimal } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { validateActivity } from './validate.js';

const good = {
  id: 'a1',
  category: 'scope1.stationary_combustion',
  quantity: '1000',
  unit: 'scf',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
};

function codeOf(input: unknown): { code: string; message: string; details: Record<string, unknown> } {
  try {
    validateActivity(input);
  } catch (error) {
    return error as never;
  }
  throw new Error('expected a validation error');
}

describe('validateActivity', () => {
  it('normalises: Decimal quantity, region GLOBAL, data quality calculated, unit alias to id', () => {
    const { activity, json } = validateActivity({
      ...good,
      quantity: 12.5,
      unit: 'kwh',
      attributes: { share: new Decimal('0.50'), n: 3, note: 'x', skip: undefined },
    });
    expect(activity.quantity).toBeInstanceOf(Decimal);
    expect(json).toEqual({
      ...good,
      quantity: '12.5',
      unit: 'kWh',
      region: 'GLOBAL',
      dataQuality: 'calculated',
      attributes: { share: '0.5', n: 3, note: 'x' },
    });
    expect(Object.isFrozen(json)).toBe(true);
    expect(validateActivity({ ...good, quantity: '-0' }).json.quantity).toBe('0');
  });

  it.each([
    ['a negative quantity', { quantity: '-5' }, 'NEGATIVE_QUANTITY', 'quantity -5 is negative'],
    ['a negative number', { quantity: -0.5 }, 'NEGATIVE_QUANTITY', '-0.5'],
    ['a quantity that is not a number', { quantity: 'abc' }, 'INVALID_INPUT', 'quantity'],
    ['NaN', { quantity: Number.NaN }, 'INVALID_INPUT', 'quantity'],
    ['Infinity', { quantity: Number.POSITIVE_INFINITY }, 'INVALID_INPUT', 'quantity'],
    ['an unknown unit', { unit: 'furlongs' }, 'UNKNOWN_UNIT', 'furlongs'],
    ['a period ending before it starts', { periodEnd: '2024-12-31' }, 'INVALID_PERIOD', 'before periodStart'],
    ['an impossible date', { periodStart: '2025-02-30' }, 'INVALID_PERIOD', 'periodStart'],
    ['a missing date', { periodEnd: undefined }, 'INVALID_PERIOD', 'periodEnd'],
    ['a date with time', { periodStart: '2025-01-01T00:00:00Z' }, 'INVALID_PERIOD', 'periodStart'],
    ['a bad region', { region: 'us' }, 'INVALID_INPUT', 'region'],
    ['an unknown field', { attribute: { fuel: 'x' } }, 'INVALID_INPUT', 'unknown field(s) attribute'],
    ['attributes that are not an object', { attributes: [1] }, 'INVALID_INPUT', 'attributes'],
    ['a non-JSON attribute', { attributes: { when: new Date(0) } }, 'INVALID_INPUT', 'attributes.when'],
    ['an infinite attribute', { attributes: { x: { y: Number.NaN } } }, 'INVALID_INPUT', 'attributes.x.y'],
    ['a bad data quality', { dataQuality: 'guessed' }, 'INVALID_INPUT', 'dataQuality'],
    ['a missing category', { category: undefined }, 'INVALID_INPUT', 'category'],
  ])('refuses %s with a typed error naming the activity', (_name, change, code, text) => {
    const error = codeOf({ ...good, ...change });
    expect(error.code).toBe(code);
    expect(error.message).toContain('activity "a1"');
    expect(error.message).toContain(text);
    expect(error.details.activityId).toBe('a1');
  });

  it('refuses a missing id and a non-object', () => {
    expect(codeOf({ ...good, id: undefined })).toMatchObject({
      code: 'INVALID_INPUT',
      details: { path: 'id' },
    });
    expect(codeOf(null)).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
