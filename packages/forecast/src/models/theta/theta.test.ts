import { describe, expect, it } from 'vitest';
import { AIR_PASSENGERS, US_POP } from '../../__fixtures__/series.js';
import { checkForecastModel } from '../../testing/index.js';
import { optimisedThetaModel, thetaModel } from '../theta-model.js';
import reference from './__fixtures__/thetaf-r.json' with { type: 'json' };
import { isSeasonal } from './seasonality-test.js';
import { fitTheta } from './theta.js';

/**
 * R's numbers come from R 4.2.2 with forecast 8.20 (the fixture's `source` gives the call):
 * `thetaf(ts(train, frequency = period), h = period)$mean` on each benchmark series without its last
 * year, and on the same cut to its last 36 points.
 */
describe('Theta', () => {
  it.each(reference.cases.map((c) => [`${c.name} (${c.cut})`, c] as const))(
    'matches R thetaf point forecasts within 1e-6 relative: %s',
    (_, c) => {
      const ours = fitTheta(c.train, { period: c.period }).forecast(c.period, [80, 95]).mean;
      expect(ours).toHaveLength(c.thetafMean.length);
      ours.forEach((v, h) => {
        const r = c.thetafMean[h] as number;
        expect(Math.abs(v - r) / Math.abs(r)).toBeLessThan(1e-6);
      });
    },
  );

  it('with the seasonal-strength test, adjusts three trending years that thetaf leaves unadjusted', () => {
    const short = AIR_PASSENGERS.slice(-36);
    expect(fitTheta(short, { period: 12 }).seasonal).toBe(false);
    const strength = fitTheta(short, { period: 12, seasonalTest: 'strength' });
    expect(strength.seasonal).toBe(true);
    expect(strength.description).toContain('multiplicative seasonal adjustment [12]');
    // Annual data and a straight line stay unadjusted under either test.
    expect(fitTheta([...US_POP], { period: 1, seasonalTest: 'strength' }).seasonal).toBe(false);
    const line = Array.from({ length: 48 }, (_, t) => 10 + t);
    expect(fitTheta(line, { period: 12, seasonalTest: 'strength' }).seasonal).toBe(false);
  });

  it('adjusts for the season only when the seasonal-lag autocorrelation is significant', () => {
    expect(isSeasonal(AIR_PASSENGERS, 12)).toBe(true);
    expect(fitTheta(AIR_PASSENGERS, { period: 12 }).seasonal).toBe(true);
    // A straight line has no season; annual data have no seasonal lag at all.
    expect(
      isSeasonal(
        Array.from({ length: 48 }, (_, t) => 10 + t),
        12,
      ),
    ).toBe(false);
    expect(fitTheta(US_POP, { period: 1 }).seasonal).toBe(false);
  });

  it('optimised Theta chooses θ in [1, 10] and keeps its intervals ordered', () => {
    const fit = fitTheta(AIR_PASSENGERS.slice(-36), { period: 12, variant: 'optimised' });
    expect(fit.theta).toBeGreaterThanOrEqual(1);
    expect(fit.theta).toBeLessThanOrEqual(10);
    const f = fit.forecast(12, [80, 95]);
    f.mean.forEach((m, h) => {
      expect(f.lower[95]?.[h]).toBeLessThan(f.lower[80]?.[h] as number);
      expect(f.upper[80]?.[h]).toBeLessThan(f.upper[95]?.[h] as number);
      expect(f.lower[80]?.[h]).toBeLessThan(m);
    });
  });

  it('refuses fewer than 7 points', () => {
    expect(() => fitTheta([1, 2, 3, 4, 5, 6], { period: 1 })).toThrow(
      expect.objectContaining({ code: 'SERIES_TOO_SHORT' }),
    );
  });

  it('theta and optimised-theta pass the conformance kit', { timeout: 60_000 }, () => {
    const cases = [
      { series: { frequency: 'monthly', start: '1949-01', values: AIR_PASSENGERS }, horizon: 12 },
      { series: { frequency: 'annual', start: '1790', values: US_POP }, horizon: 3 },
    ];
    expect(checkForecastModel(thetaModel, cases)).toEqual([]);
    expect(checkForecastModel(optimisedThetaModel, cases)).toEqual([]);
  });
});
