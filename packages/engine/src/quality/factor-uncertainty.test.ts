import { Decimal } from '@ctp/factors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumRange } from './analytical.js';
import { factorRelativeU95, factorScoreOf, resultRelativeU95 } from './factor-uncertainty.js';
import { uncertaintyFromScore } from './score-table.js';

describe('factor uncertainty', () => {
  it("takes the publisher's figure where it gives one, else the score of what the factor is", () => {
    expect(factorRelativeU95({ relativeU95: '0.07', status: 'secondary' }).toFixed()).toBe('0.07');
    expect(factorRelativeU95({ status: 'confirmed' }).toFixed()).toBe('0.1');
    expect(factorRelativeU95({}).toFixed()).toBe('0.1');
    expect(factorRelativeU95({ status: 'derived' }).toFixed()).toBe('0.2');
    expect(factorRelativeU95({ status: 'confirmed', priceYear: 2021 }).toFixed()).toBe('0.3');
    expect(factorScoreOf({ status: 'secondary', priceYear: null })).toBe(3);
    expect(factorRelativeU95(null).toFixed()).toBe('0');
  });

  it('combines activity and factor in quadrature for the product (IPCC eq. 3.2)', () => {
    // score 1 (±5%) with a published ±12%: √(0.05² + 0.12²) = 0.13 exactly
    expect(resultRelativeU95(1, { relativeU95: '0.12' }).toFixed()).toBe('0.13');
    // score 4 (±30%) with a confirmed factor (±10%): √(0.09 + 0.01)
    expect(resultRelativeU95(4, { status: 'confirmed' }).toFixed(6)).toBe('0.316228');
    // no factor: the activity alone
    expect(resultRelativeU95(3, null).equals(uncertaintyFromScore(3))).toBe(true);
  });

  it('refuses a negative published figure and a score outside 1–5 with INVALID_UNCERTAINTY', () => {
    const code = expect.objectContaining({ code: 'INVALID_UNCERTAINTY' });
    expect(() => factorRelativeU95({ relativeU95: '-0.1' })).toThrow(code);
    expect(() => resultRelativeU95(6, null)).toThrow(code);
  });

  it('never narrows below either part, and every combined range holds its point', () => {
    const published = fc.option(
      fc.integer({ min: 0, max: 1000 }).map((n) => new Decimal(n).dividedBy(1000).toFixed()),
      { nil: undefined },
    );
    const factor = fc.option(
      fc.record({
        relativeU95: published,
        status: fc.constantFrom('confirmed', 'confirmed-copy', 'secondary', 'derived', undefined),
        priceYear: fc.option(fc.integer({ min: 1990, max: 2030 }), { nil: undefined }),
      }),
      { nil: null },
    );
    const line = fc.record({
      value: fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
      score: fc.integer({ min: 1, max: 5 }),
      factor,
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 25 }), (lines) => {
        const values = lines.map((l) => {
          const u = resultRelativeU95(l.score, l.factor);
          expect(u.greaterThanOrEqualTo(uncertaintyFromScore(l.score))).toBe(true);
          expect(u.greaterThanOrEqualTo(factorRelativeU95(l.factor))).toBe(true);
          return { value: l.value, relativeU95: u };
        });
        const point = lines.reduce((acc, l) => acc.plus(l.value), new Decimal(0));
        const range = sumRange(values);
        expect(range.point.equals(point)).toBe(true);
        expect(range.low.lessThanOrEqualTo(point) && point.lessThanOrEqualTo(range.high)).toBe(true);
      }),
    );
  });
});
