import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODELS } from '../builtins.js';
import { ForecastError } from '../errors.js';

// Whatever the data, a model either returns a well-formed projection or throws one of this
// package's errors (never a raw TypeError or a projection with NaN in it).
const frequencies = fc.constantFrom(
  { frequency: 'monthly' as const, start: '2019-01' },
  { frequency: 'quarterly' as const, start: '2019-Q1' },
  { frequency: 'annual' as const, start: '2001' },
);
const shapes = fc.oneof(
  fc.array(fc.double({ min: -1e4, max: 1e4, noNaN: true }), { minLength: 0, maxLength: 40 }),
  fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), { minLength: 0, maxLength: 40 }),
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.double({ min: -100, max: 100, noNaN: true }))
    .map(([n, c]) => new Array<number>(n).fill(c)),
);

describe('robustness', { timeout: 120_000 }, () => {
  it.each(BUILT_IN_MODELS.map((m) => [m.id, m] as const))(
    '%s: a projection or a typed error for any series',
    (id, model) => {
      const slow = id === 'arima' || id === 'exponential-smoothing';
      fc.assert(
        fc.property(frequencies, shapes, (calendar, values) => {
          let projection: ReturnType<ReturnType<typeof model.fit>['predict']>;
          try {
            projection = model.fit({ ...calendar, values }).predict(6, { now: '2025-01-01T00:00:00Z' });
          } catch (error) {
            expect(error).toBeInstanceOf(ForecastError);
            return;
          }
          expect(projection.values).toHaveLength(6);
          expect(projection.values.every(Number.isFinite)).toBe(true);
          for (const i of projection.confidence?.intervals ?? []) {
            i.lower.forEach((lo, h) => {
              expect(lo).toBeLessThanOrEqual(i.upper[h] as number);
            });
          }
        }),
        { numRuns: slow ? 15 : 60 },
      );
    },
  );
});
