import { Decimal as BaseDecimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AllocationError, allocateFootprint, applyShare, corporateShare, wireDecimal } from './allocation.js';

/** The test sums with more digits than the code under test carries, so its own rounding cannot hide an error. */
const Decimal = BaseDecimal.clone({ precision: 80 });

describe('allocateFootprint', () => {
  it('share = product / total, allocated = emissions × share, per unit = allocated / units, exactly', () => {
    const a = allocateFootprint({
      emissionsKg: '12345.678',
      method: 'mass',
      productQuantity: '250',
      totalQuantity: '1000',
      productUnits: '500',
    });
    expect(a).toMatchObject({ share: '0.25', allocatedKg: '3086.4195', pcfPerDeclaredUnit: '6.172839' });
    expect(a.description).toContain('Allocation by mass');
  });

  it('carries a non-terminating division to 40 significant digits (half-even), and the wire rounds to 9 places', () => {
    const a = allocateFootprint({
      emissionsKg: '100',
      method: 'units',
      productQuantity: '1',
      totalQuantity: '3',
      productUnits: '1',
    });
    expect(a.share).toBe('0.3333333333333333333333333333333333333333');
    expect(wireDecimal(a.pcfPerDeclaredUnit)).toBe('33.333333333');
    expect(wireDecimal('0.0000000025')).toBe('0.000000002');
    expect(wireDecimal('0.0000000035')).toBe('0.000000004');
    expect(wireDecimal('2.500000000')).toBe('2.5');
  });

  it('refuses a share above one, zero or negative quantities', () => {
    const base = { emissionsKg: '1', method: 'revenue' as const, productUnits: '1' };
    expect(() => allocateFootprint({ ...base, productQuantity: '2', totalQuantity: '1' })).toThrow(
      AllocationError,
    );
    expect(() => allocateFootprint({ ...base, productQuantity: '0', totalQuantity: '1' })).toThrow(
      AllocationError,
    );
    expect(() =>
      allocateFootprint({ ...base, productQuantity: '1', totalQuantity: '1', productUnits: '0' }),
    ).toThrow(AllocationError);
  });

  it('allocating every product of a split gives back the whole (property)', () => {
    const decimal = fc
      .tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 6 }))
      .map(([n, places]) => new Decimal(n).div(10 ** places).toFixed());
    fc.assert(
      fc.property(
        decimal,
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (e, parts) => {
          const total = parts.reduce((s, p) => s + p, 0);
          const sum = parts
            .map((p) =>
              allocateFootprint({
                emissionsKg: e,
                method: 'units',
                productQuantity: String(p),
                totalQuantity: String(total),
                productUnits: '1',
              }),
            )
            .reduce((s, a) => s.add(a.allocatedKg), new Decimal(0));
          // 40 significant digits per part: the sum is the whole to far below a gram.
          expect(sum.minus(e).abs().lte('1e-20')).toBe(true);
        },
      ),
    );
  });
});

describe('corporateShare', () => {
  it('revenue, physical and fixed shares', () => {
    expect(
      corporateShare({
        method: 'revenue',
        customerRevenue: '125000',
        totalRevenue: '1000000',
        currency: 'EUR',
      }).share,
    ).toBe('0.125');
    expect(
      corporateShare({ method: 'physical', customerQuantity: '3', totalQuantity: '12', unit: 't' }).share,
    ).toBe('0.25');
    expect(corporateShare({ method: 'fixed', percent: '7.5' }).share).toBe('0.075');
    expect(() => corporateShare({ method: 'fixed', percent: '101' })).toThrow(AllocationError);
    expect(applyShare('1000.001', '0.125')).toBe('125.000125');
  });
});
