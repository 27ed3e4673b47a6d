import { describe, expect, it } from 'vitest';
import { AIR_PASSENGERS } from '../__fixtures__/series.js';
import { fitSeasonalTrend, fitTrendWithSeason, linearTrendModel } from './linear-trend.js';

const NOW = '2025-01-01T00:00:00Z';

describe('linear-trend with seasonal terms', () => {
  it('with dummies matches R tslm(y ~ trend + season)', () => {
    // R 4.2.2, forecast 8.20: y <- window(AirPassengers, end = c(1959, 12)); fit <- tslm(y ~ trend + season)
    // forecast(fit, h = 3, level = c(80, 95)); R's trend runs 1..n, ours 0..n−1, so our intercept is R's
    // 69.16294191919 plus the slope 2.56811868687.
    const y = AIR_PASSENGERS.slice(0, 132);
    const fit = fitSeasonalTrend(y, 12, { kind: 'dummies' });
    expect(fit.parameters.slope).toBeCloseTo(2.56811868687, 9);
    expect(fit.parameters.intercept).toBeCloseTo(69.16294191919 + 2.56811868687, 8);
    expect(fit.parameters.season2).toBeCloseTo(-7.56811868687, 8);
    const f = fit.forecast(3, [80, 95]);
    const close = (ours: readonly number[] | undefined, r: number[]) => {
      for (const [h, v] of r.entries()) expect(ours?.[h]).toBeCloseTo(v, 7);
    };
    close(f.mean, [410.722727273, 405.722727273, 441.540909091]);
    close(f.lower[95], [361.415284365, 356.415284365, 392.233466183]);
    close(f.upper[80], [442.813435274, 437.813435274, 473.631617092]);
  });

  it('chooses between dummies and Fourier pairs by AICc', () => {
    const y = AIR_PASSENGERS.slice(0, 132);
    const chosen = fitTrendWithSeason(y, 12);
    const all = [
      fitSeasonalTrend(y, 12, { kind: 'dummies' }),
      ...[1, 2, 3, 4, 5].map((k) => fitSeasonalTrend(y, 12, { kind: 'fourier', harmonics: k })),
    ];
    expect(chosen.aicc).toBe(Math.min(...all.map((f) => f.aicc)));
    // A pure sine season is one Fourier pair: fewer parameters than eleven dummies for the same fit.
    const sine = Array.from(
      { length: 48 },
      (_, t) => 100 + 0.5 * t + 10 * Math.sin((2 * Math.PI * t) / 12) + 0.3 * Math.sin(7.3 * t * t),
    );
    expect(fitTrendWithSeason(sine, 12).description).toContain('1 Fourier pair');
  });

  it('fits the plain line to annual data, a short monthly history, or when asked, and says why', () => {
    const short = { frequency: 'monthly', start: '2024-01', values: AIR_PASSENGERS.slice(0, 20) } as const;
    const p = linearTrendModel.fit(short).predict(3, { now: NOW });
    expect(p.model.description).toContain('no seasonal terms');
    expect(p.notes?.[0]).toContain('too short for seasonal terms');
    const none = linearTrendModel.fit({ ...short, values: AIR_PASSENGERS.slice(0, 36) }, { season: 'none' });
    expect(none.model.estimates).not.toHaveProperty('season2');
    const annual = linearTrendModel.fit({
      frequency: 'annual',
      start: '2001',
      values: AIR_PASSENGERS.slice(0, 8),
    });
    expect(annual.model.description).toMatch(/^y = /);
    expect(() => linearTrendModel.fit(short, { season: 'dummies' })).toThrow(
      expect.objectContaining({
        code: 'SERIES_TOO_SHORT',
        details: expect.objectContaining({ required: 24 }),
      }),
    );
  });
});
