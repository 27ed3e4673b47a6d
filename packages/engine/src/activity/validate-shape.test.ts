import { Decimal } from '@ctp/factors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ActivityInputSchema, passesShape } from './validate.js';

// Values that sit on either side of each rule of the schema: empty and lone-surrogate texts,
// non-finite numbers, Decimals, bad regions, arrays and class instances where objects belong.
const anyValue = fc.oneof(
  fc.constantFrom('', 'x', 'GB', 'US-CA', 'gb', 'ZZZZZZ', '\ud800', 'a\ud83d\ude00', '2025-01-01', 'kWh'),
  fc.string(),
  fc.constantFrom(0, -0, 1.5, Number.NaN, Number.POSITIVE_INFINITY),
  fc.constantFrom(new Decimal('2.5'), null, undefined, true, [], {}, new Date(0), { a: 1 }),
  fc.constantFrom('estimated', 'measured', 'calculated', 'guessed'),
);
const KEYS = [
  'id',
  'category',
  'quantity',
  'unit',
  'periodStart',
  'periodEnd',
  'region',
  'attributes',
  'dataQuality',
  'extra',
] as const;
const activityLike = fc.dictionary(fc.constantFrom(...KEYS), anyValue, { maxKeys: KEYS.length });
const nearlyValid = fc.record(
  {
    id: fc.constantFrom('a-1', '', '\ud800'),
    category: fc.constantFrom('electricity', ''),
    quantity: fc.constantFrom('12.5', 3, Number.NaN, new Decimal(1), null),
    unit: fc.constantFrom('kWh', ''),
    periodStart: fc.constantFrom('2025-01-01', 7),
    periodEnd: fc.constantFrom('2025-01-31', undefined),
    region: fc.constantFrom('GB', 'US-CA', 'nope', 5),
    attributes: fc.constantFrom({}, { a: 1 }, [], new Date(0)),
    dataQuality: fc.constantFrom('measured', 'guessed'),
  },
  { requiredKeys: ['id', 'category', 'quantity', 'unit', 'periodStart', 'periodEnd'] },
);

describe('passesShape', () => {
  // The fast path may decline what the schema accepts (it then asks the schema), never the reverse.
  it('accepts only what ActivityInputSchema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(activityLike, nearlyValid), (input) => {
        if (passesShape(input)) expect(ActivityInputSchema.safeParse(input).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the common plain activity the schema accepts', () => {
    const activity = {
      id: 'a-1',
      category: 'electricity',
      quantity: '12.5',
      unit: 'kWh',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      region: 'GB',
      attributes: { supplier: 'x' },
      dataQuality: 'measured',
    };
    expect(ActivityInputSchema.safeParse(activity).success).toBe(true);
    expect(passesShape(activity)).toBe(true);
    expect(passesShape({ ...activity, region: 'nowhere' })).toBe(false);
    expect(passesShape({ ...activity, extra: 1 })).toBe(false);
  });
});
