import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractFigures } from './extract.js';
import { quotes } from './match.js';

/** A kg value as the store writes it: up to 9 digits before and 0 to 6 after the point. */
const kgValue = fc
  .tuple(
    fc.bigInt({ min: 0n, max: 999_999_999n }),
    fc.integer({ min: 0, max: 6 }),
    fc.bigInt({ min: 0n, max: 999_999n }),
  )
  .map(([whole, places, fraction]) =>
    places === 0
      ? whole.toString()
      : `${whole}.${(fraction % 10n ** BigInt(places)).toString().padStart(places, '0')}`,
  );

const figure = (text: string) => {
  const [f] = extractFigures(text);
  if (f === undefined) throw new Error(`no figure in ${text}`);
  return f;
};

describe('quotes (the rounding rule)', () => {
  it('accepts every correct rounding of a kg value, in kg and in t, to no more places than it has', () => {
    fc.assert(
      fc.property(kgValue, fc.integer({ min: 0, max: 6 }), fc.boolean(), (value, wanted, inTonnes) => {
        const exponent = inTonnes ? 3 : 0;
        const precision = (value.split('.')[1]?.length ?? 0) + exponent;
        const places = Math.min(wanted, precision);
        const scaled = new Decimal(value).div(10 ** exponent).toFixed(places, Decimal.ROUND_HALF_UP);
        const f = figure(`${scaled} ${inTonnes ? 't' : 'kg'} CO2e`);
        expect(quotes(f, value, exponent)).toBe('yes');
      }),
    );
  });

  it('refuses a figure whose last digit is off by one', () => {
    fc.assert(
      fc.property(kgValue, fc.integer({ min: 0, max: 3 }), (value, wanted) => {
        const places = Math.min(wanted, value.split('.')[1]?.length ?? 0);
        const rounded = new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
        const off = rounded.plus(new Decimal(10).pow(-places)).toFixed(places);
        expect(quotes(figure(`${off} kg`), value, 0)).toBe('no');
      }),
    );
  });

  it('calls a figure with more places than the value over-precise when it extends the value', () => {
    fc.assert(
      fc.property(
        kgValue,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 9 }),
        (value, extra, digit) => {
          const places = value.split('.')[1]?.length ?? 0;
          const extended = `${new Decimal(value).toFixed(places)}${places === 0 ? '.' : ''}${'0'.repeat(extra - 1)}${digit}`;
          expect(quotes(figure(`${extended} kg`), value, 0)).toBe('over_precise');
        },
      ),
    );
  });
});
