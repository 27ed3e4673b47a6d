import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastActivityInput } from './activity-input-fast.js';
import { ActivityDataInputSchema } from './activity-schema.js';

const UUID = '0190a000-0000-7000-8000-000000000001';
// Values on either side of each rule of the schema: quantities canonical or not (zeros, signs,
// exponents, too many digits), padded and empty texts, bad dates, regions and ids, scores as text
// and as numbers, class instances and arrays where objects belong.
const anyValue = fc.oneof(
  fc.constantFrom('0', '1', '10', '0.5', '1.50', '01', '-1', '1e3', '.5', '5.', ' 7 ', '', '   '),
  fc.constantFrom(
    '1'.repeat(24),
    `${'9'.repeat(24)}.${'9'.repeat(24)}`,
    `${'9'.repeat(25)}`,
    `0.${'0'.repeat(23)}1`,
  ),
  fc.stringMatching(/^[0-9]{1,30}(\.[0-9]{0,30})?$/),
  fc.constantFrom('2025-01-01', '2025-12-31', '2025-02-30', '2024-02-29', '2025-1-1', 'GB', 'US-CA', 'gb'),
  fc.constantFrom('kWh', ' kWh ', 'x'.repeat(50), 'x'.repeat(51), 'a.b_c', 'A.b', 'a..b'),
  fc.constantFrom(UUID, UUID.toUpperCase(), 'not-a-uuid', 'measured', 'estimated', 'guessed'),
  fc.constantFrom('primary_measured', 'spend_based', 'unknown_type', '3', '6', 3, 0, 5.5, 1),
  fc.string(),
  fc.constantFrom(null, undefined, true, 0, Number.NaN, [], {}, new Date(0), { a: 1, b: [1, 'x', null] }),
);
const KEYS = [
  'category',
  'quantity',
  'unit',
  'periodStart',
  'periodEnd',
  'facilityId',
  'region',
  'attributes',
  'dataQuality',
  'dataType',
  'qualityScore',
  'sourceDocument',
  'enteredBy',
  'extra',
] as const;
const activityLike = fc.dictionary(fc.constantFrom(...KEYS), anyValue, { maxKeys: KEYS.length });
const nearlyValid = fc.record(
  {
    category: fc.constantFrom('stationary_combustion', 'scope2.electricity', 'Bad'),
    quantity: anyValue,
    unit: fc.constantFrom('kWh', ' kWh ', ''),
    periodStart: fc.constantFrom('2025-01-01', '2025-02-01', '2025-02-30'),
    periodEnd: fc.constantFrom('2025-01-31', '2025-01-15', undefined),
    facilityId: fc.constantFrom(UUID, null, undefined, 'x'),
    region: fc.constantFrom('GB', 'US-CAMX', null, 'nope', 5),
    attributes: fc.constantFrom(
      {},
      { fuel: 'gas', n: 1.5, deep: { list: [null, true] } },
      [],
      new Date(0),
      undefined,
    ),
    dataQuality: fc.constantFrom('measured', 'guessed', undefined, null),
    dataType: fc.constantFrom('supplier_specific', null, undefined, 'x'),
    qualityScore: fc.constantFrom('1', '5', '0', 3, 3.5, null, undefined),
    sourceDocument: fc.constantFrom('invoice 7', '  ', ' padded ', null, undefined, 'x'.repeat(1001)),
    enteredBy: fc.constantFrom(UUID, null, undefined, 'nobody'),
  },
  { requiredKeys: ['category', 'quantity', 'unit', 'periodStart', 'periodEnd'] },
);

// Valid rows in their variety (defaults left out or given, texts padded, scores as text or
// number), each with at most one field replaced by any value.
const validRow = fc.record(
  {
    category: fc.constantFrom('stationary_combustion', 'scope2.electricity.location_based'),
    quantity: fc.oneof(
      fc.constantFrom('0', '7', '0.5', '1.25'),
      fc.stringMatching(/^[1-9][0-9]{0,23}(\.[0-9]{0,23}[1-9])?$/),
    ),
    unit: fc.constantFrom('kWh', ' kWh ', 'kg'),
    periodStart: fc.constantFrom('2024-02-29', '2025-01-01'),
    periodEnd: fc.constantFrom('2025-01-31', '2025-12-31'),
    facilityId: fc.constantFrom(UUID, UUID.toUpperCase(), null, undefined),
    region: fc.constantFrom('GB', 'US-CAMX', 'GLOBAL', null, undefined),
    attributes: fc.constantFrom({}, { fuel: 'gas', n: 1.5, deep: { list: [null, true] } }, undefined),
    dataQuality: fc.constantFrom('measured', 'estimated', undefined),
    dataType: fc.constantFrom('supplier_specific', null, undefined),
    qualityScore: fc.constantFrom('1', '5', 3, null, undefined),
    sourceDocument: fc.constantFrom('invoice 7', ' padded ', null, undefined),
    enteredBy: fc.constantFrom(UUID, null, undefined),
  },
  { requiredKeys: ['category', 'quantity', 'unit', 'periodStart', 'periodEnd'] },
);
const mostlyValid = fc
  .tuple(validRow, fc.option(fc.tuple(fc.constantFrom(...KEYS), anyValue)))
  .map(([row, change]) => (change === null ? row : { ...row, [change[0]]: change[1] }));

describe('fastActivityInput', () => {
  // It may decline what the schema accepts (the schema then parses the row), never the reverse,
  // and what it returns is what the schema returns.
  it('accepts only what ActivityDataInputSchema accepts, and returns its output', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(activityLike, nearlyValid, mostlyValid), (input) => {
        const fast = fastActivityInput(input);
        if (fast === undefined) return;
        accepted++;
        const schema = ActivityDataInputSchema.safeParse(input);
        expect(schema.success).toBe(true);
        expect(fast).toEqual(schema.data);
      }),
      { numRuns: 5000 },
    );
    // The generators reach the fast path often enough for the property to say something.
    expect(accepted).toBeGreaterThan(500);
  });

  it('takes the plain row of an import file', () => {
    const row = {
      category: 'stationary_combustion',
      quantity: '1234.5',
      unit: 'kWh',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      facilityId: UUID,
      region: 'US-CAMX',
      attributes: { fuel: 'natural_gas' },
      qualityScore: '3',
      enteredBy: null,
    };
    expect(fastActivityInput(row)).toEqual(ActivityDataInputSchema.parse(row));
    expect(fastActivityInput({ ...row, extra: 1 })).toBeUndefined();
    expect(fastActivityInput({ ...row, periodEnd: '2024-12-31' })).toBeUndefined();
    expect(fastActivityInput({ ...row, quantity: '001234.50' })?.quantity).toBe('1234.5');
    expect(fastActivityInput({ ...row, quantity: '1e3' })).toBeUndefined();
  });
});
