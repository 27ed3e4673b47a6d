import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearTrendModel } from './linear-trend.js';
import { seasonalModel } from './seasonal.js';

const NOW = '2025-01-01T00:00:00Z';

describe('quarterly and annual series', () => {
  it('seasonal recovers an exact quarterly trend-plus-season and projects it with the right calendar', () => {
    const season = [30, -10, -25, 5];
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.integer({ min: 8, max: 40 }),
        (a, b, n) => {
          // Noise-free data with a tiny perturbation so the residual variance is not exactly zero.
          const values = Array.from(
            { length: n },
            (_, t) => a + b * t + (season[t % 4] as number) + (t % 2 === 0 ? 1e-6 : -1e-6),
          );
          const p = seasonalModel
            .fit({ frequency: 'quarterly', start: '2019-Q3', values }, { decomposition: 'classical' })
            .predict(6, { now: NOW });
          p.values.forEach((v, h) => {
            const t = n + h;
            expect(v).toBeCloseTo(a + b * t + (season[t % 4] as number), 3);
          });
        },
      ),
      { numRuns: 30 },
    );
    const p = seasonalModel
      .fit(
        {
          frequency: 'quarterly',
          start: '2019-Q3',
          values: Array.from({ length: 10 }, (_, t) => 100 + t + (season[t % 4] as number) + (t % 3)),
        },
        { decomposition: 'classical' },
      )
      .predict(3, { now: NOW });
    expect(p.timeline).toEqual(['2022-01-01', '2022-04-01', '2022-07-01']);
    // The series starts in Q3, so its first seasonal index is Q3's.
    const fitted = seasonalModel.fit(
      {
        frequency: 'quarterly',
        start: '2019-Q3',
        values: Array.from({ length: 12 }, (_, t) => 100 + (season[t % 4] as number)),
      },
      { decomposition: 'classical' },
    );
    expect(fitted.model.estimates.season3).toBeCloseTo(season[0] as number, 9);
    expect(fitted.model.estimates.season1).toBeCloseTo(season[2] as number, 9);
    expect(p.frequency).toBe('quarterly');
  });

  it('linear-trend projects annual data on the calendar of years', () => {
    const p = linearTrendModel
      .fit({ frequency: 'annual', start: '2015', values: [10, 12, 13, 15, 18] })
      .predict(2, { now: NOW });
    expect(p.timeline).toEqual(['2020-01-01', '2021-01-01']);
    // OLS on t = 0..4: slope 1.9, intercept 9.8.
    expect(p.values[0]).toBeCloseTo(9.8 + 1.9 * 5, 10);
  });

  it('multiplicative decomposition refuses non-positive values', () => {
    const values = Array.from({ length: 24 }, (_, t) => (t === 5 ? 0 : 10 + t));
    expect(() =>
      seasonalModel.fit(
        { frequency: 'monthly', start: '2020-01', values },
        { decomposition: 'classical', type: 'multiplicative' },
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'MODEL_NOT_APPLICABLE',
        details: expect.objectContaining({ modelId: 'seasonal' }),
      }),
    );
  });
});
