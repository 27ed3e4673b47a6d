import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import {
  canConvert,
  conversionFactor,
  convertQuantity,
  isKnownUnit,
  normalizeUnit,
  UNIT_ALIAS_TABLE,
  UNITS,
  unitDimension,
} from './units.js';

const d = (s: string) => new Decimal(s);
const convert = (q: string, from: string, to: string) => convertQuantity(d(q), from, to).toFixed();

describe('exact conversions (golden)', () => {
  it.each([
    ['1', 'gal', 'L', '3.785411784'],
    ['1', 'gal_uk', 'L', '4.54609'],
    ['1', 'lb', 'kg', '0.45359237'],
    ['1', 'short_ton', 'kg', '907.18474'],
    ['1', 'long_ton', 'kg', '1016.0469088'],
  ])('%s %s = %s %s', (q, from, to, expected) => {
    expect(convert(q, from, to)).toBe(expected);
  });

  it.each([
    ['1', 'mi', 'km', '1.609344'],
    ['1', 'kWh', 'MJ', '3.6'],
    ['1', 'MWh', 'GJ', '3.6'],
    ['1', 'Btu', 'J', '1055.05585262'],
    ['1', 'mmBtu', 'GJ', '1.05505585262'],
    ['1', 'therm', 'mmBtu', '0.1'],
    ['1', 'scf', 'm3', '0.028316846592'],
    ['1', 'mcf', 'ccf', '10'],
    ['1', 'pmi', 'pkm', '1.609344'],
    ['1', 'vmi', 'vkm', '1.609344'],
    ['1', 'tmi', 'tkm', '1.609344'],
    ['1', 'ft2', 'm2', '0.09290304'],
    ['10000', 'ft2', 'm2', '929.0304'],
    ['1', 'short_ton_mi', 'tkm', '1.45997231821056'],
    ['500', 'g', 'kg', '0.5'],
    ['1000', 'kg', 't', '1'],
    ['724.564186', 'g', 'kg', '0.724564186'],
    ['1', 'kg', 'lb', '2.2046226218487758072297380134502703385420702733602'],
  ])('%s %s = %s %s', (q, from, to, expected) => {
    expect(convert(q, from, to)).toBe(expected);
  });

  it('returns the quantity unchanged for the same unit or an alias of it', () => {
    const q = d('123.4560');
    expect(convertQuantity(q, 'kWh', 'kWh')).toBe(q);
    expect(convertQuantity(q, 'kwh', 'kWh')).toBe(q);
  });

  it('rounds a non-terminating result correctly to 50 significant digits', () => {
    // checked against Python decimal at 50 digits, ROUND_HALF_EVEN
    expect(convert('1', 'L', 'gal')).toBe('0.26417205235814841537989992160916250795926618270389');
    expect(convert('1', 'gal_uk', 'gal')).toBe('1.2009499255048549296744092346281975858085404005283');
  });

  it('gives 1 gal → L → gal back exactly', () => {
    expect(convertQuantity(convertQuantity(d('1'), 'gal', 'L'), 'L', 'gal').toFixed()).toBe('1');
  });
});

describe('errors', () => {
  it('names both units and both dimensions of an impossible conversion', () => {
    expect(() => conversionFactor('kWh', 'm3')).toThrow(
      expect.objectContaining({
        code: 'UNIT_MISMATCH',
        details: expect.objectContaining({
          from: 'kWh',
          to: 'm3',
          fromDimension: 'energy',
          toDimension: 'volume',
        }),
      }),
    );
    expect(() => convertQuantity(d('1'), 'USD', 'EUR')).toThrow(
      expect.objectContaining({
        code: 'UNIT_MISMATCH',
        details: expect.objectContaining({ fromDimension: 'currency:USD', toDimension: 'currency:EUR' }),
      }),
    );
  });

  it('reports an unknown unit as UNKNOWN_UNIT', () => {
    expect(() => convertQuantity(d('1'), 'KwH', 'kWh')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_UNIT', details: { unit: 'KwH' } }),
    );
    expect(() => normalizeUnit('furlong')).toThrow(expect.objectContaining({ code: 'UNKNOWN_UNIT' }));
    expect(() => unitDimension('furlong')).toThrow(expect.objectContaining({ code: 'UNKNOWN_UNIT' }));
  });
});

describe('vocabulary', () => {
  it('is case-sensitive and accepts documented aliases', () => {
    expect(isKnownUnit('kWh')).toBe(true);
    expect(isKnownUnit('KwH')).toBe(false);
    expect(normalizeUnit('litre')).toBe('L');
    expect(normalizeUnit('passenger-km')).toBe('pkm');
    expect(normalizeUnit('vehicle_mile')).toBe('vmi');
    expect(normalizeUnit('tonne')).toBe('t');
    expect(normalizeUnit('gallon')).toBe('gal');
  });

  it('maps every alias to a unit id', () => {
    for (const target of Object.values(UNIT_ALIAS_TABLE))
      expect(UNITS.some((u) => u.id === target)).toBe(true);
  });

  it('keeps currencies, counts and per-passenger distances apart', () => {
    expect(canConvert('USD', 'EUR')).toBe(false);
    expect(canConvert('room_night', 'unit')).toBe(false);
    expect(canConvert('pkm', 'km')).toBe(false);
    expect(canConvert('vkm', 'pkm')).toBe(false);
    expect(canConvert('kWh', 'm3')).toBe(false);
    expect(canConvert('kWh', 'nope')).toBe(false);
    expect(canConvert('pmi', 'passenger_km')).toBe(true);
    expect(unitDimension('GBP')).toBe('currency:GBP');
  });

  it('agrees with the mathjs dimension check for every pair', () => {
    for (const a of UNITS) {
      for (const b of UNITS) {
        if (canConvert(a.id, b.id)) expect(conversionFactor(a.id, b.id).isPositive()).toBe(true);
        else
          expect(() => conversionFactor(a.id, b.id)).toThrow(
            expect.objectContaining({ code: 'UNIT_MISMATCH' }),
          );
      }
    }
  });
});

const decimalArb = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 12 }))
  .map(([digits, scale]) => new Decimal(digits.toString()).dividedBy(new Decimal(10).pow(scale)));
const pairArb = fc
  .constantFrom(...UNITS)
  .chain((a) =>
    fc.constantFrom(...UNITS.filter((b) => b.dimension === a.dimension)).map((b) => [a.id, b.id] as const),
  );

describe('properties', () => {
  it('converting there and back is exact when the forward ratio terminates, else agrees to 48 digits', () => {
    fc.assert(
      fc.property(decimalArb, pairArb, (q, [from, to]) => {
        const back = convertQuantity(convertQuantity(q, from, to), to, from);
        if (conversionFactor(from, to).precision() < 60) expect(back.equals(q)).toBe(true);
        else expect(back.toSignificantDigits(48).equals(q.toSignificantDigits(48))).toBe(true);
      }),
    );
  });

  it('gallons to litres is exact decimal arithmetic: q gal = q × 3.785411784 L', () => {
    fc.assert(
      fc.property(decimalArb, (q) => {
        expect(convertQuantity(q, 'gal', 'L').equals(q.times('3.785411784'))).toBe(true);
        expect(convertQuantity(convertQuantity(q, 'gal', 'L'), 'L', 'gal').equals(q)).toBe(true);
      }),
    );
  });

  it('conversion is linear: convert(a + b) = convert(a) + convert(b) for exact ratios', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        expect(
          convertQuantity(a.plus(b), 'lb', 'kg').equals(
            convertQuantity(a, 'lb', 'kg').plus(convertQuantity(b, 'lb', 'kg')),
          ),
        ).toBe(true);
      }),
    );
  });
});
