import { describe, expect, it } from 'vitest';
import airline from '../arima/air-passengers.json' with { type: 'json' };
import { SeriesTooShortError } from '../arima/series-too-short.js';
import { fitEts } from './fit-ets.js';
import deaths from './us-accidental-deaths.json' with { type: 'json' };

const logPassengers = airline.values.map(Math.log);

describe('fitEts', () => {
  it('matches R ets(log(AirPassengers), "MAM"): alpha 0.5871, AICc -203.48', () => {
    const fit = fitEts(logPassengers, { error: 'M', trend: 'A', season: 'M', period: 12 });
    expect(fit.description).toBe('ETS(M,A,M)');
    expect(fit.parameters.alpha).toBeCloseTo(0.5871, 2);
    expect(fit.parameters.l).toBeCloseTo(4.8055, 2);
    expect(fit.aicc).toBeCloseTo(-203.48, 1);
    const { mean } = fit.forecast(2, [80]);
    // R: forecast(ets(log(AirPassengers)), h = 2)$mean
    expect(mean[0]).toBeCloseTo(6.10518, 3);
    expect(mean[1]).toBeCloseTo(6.09569, 3);
  });

  it('matches R ets(USAccDeaths, "AAA") and its analytic 80%/95% intervals', () => {
    const fit = fitEts(deaths.values, { error: 'A', trend: 'A', season: 'A', period: 12 });
    expect(fit.parameters.alpha).toBeCloseTo(0.5378, 2);
    expect(fit.aicc).toBeCloseTo(1157.18, 0);
    const f = fit.forecast(3, [80, 95]);
    // R: forecast(ets(USAccDeaths, "AAA", damped = FALSE), h = 3), within 0.5% (optimum tolerance).
    const near = (actual: number | undefined, expected: number) =>
      expect(Math.abs((actual as number) / expected - 1)).toBeLessThan(0.005);
    near(f.mean[0], 8034.84);
    near(f.mean[2], 8238.49);
    near(f.lower[80]?.[0], 7648.56);
    near(f.upper[95]?.[2], 8981.63);
    near(f.lower[95]?.[1], 6814.6);
  });

  it('gives R forecast.ets analytic means and intervals for multiplicative error and season (class 3)', () => {
    const fit = fitEts(airline.values.slice(0, -12), { error: 'M', trend: 'A', season: 'M', period: 12 });
    expect(fit.aicc).toBeCloseTo(1262.941, 1);
    const f = fit.forecast(3, [80, 95]);
    // R: forecast(ets(head(AirPassengers, -12), "MAM", damped = FALSE), h = 3)
    expect(f.mean[0]).toBeCloseTo(418.7052, 1);
    expect(f.lower[80]?.[0]).toBeCloseTo(397.4014, 1);
    expect(f.upper[95]?.[0]).toBeCloseTo(451.2867, 1);
    expect(f.lower[95]?.[2]).toBeCloseTo(423.4648, 1);
  });

  it('gives R forecast.ets analytic intervals for multiplicative error without season (class 2)', () => {
    const fit = fitEts(airline.values.slice(0, -12), { error: 'M', trend: 'A', season: 'N', period: 12 });
    const f = fit.forecast(3, [80, 95]);
    // R: forecast(ets(head(AirPassengers, -12), "MAN", damped = FALSE), h = 3)
    expect(f.mean[1]).toBeCloseTo(412.9366, 1);
    expect(f.lower[80]?.[1]).toBeCloseTo(333.6496, 1);
    expect(f.upper[95]?.[2]).toBeCloseTo(566.5572, 1);
  });

  it('simulates intervals for additive error with multiplicative season deterministically, widening with the horizon', () => {
    const fit = fitEts(deaths.values, { error: 'A', trend: 'N', season: 'M', period: 12 });
    const a = fit.forecast(24, [80, 95]);
    const b = fit.forecast(24, [80, 95]);
    expect(b).toEqual(a);
    const width = (h: number) => (a.upper[95]?.[h] as number) - (a.lower[95]?.[h] as number);
    expect(width(23)).toBeGreaterThan(width(0));
    expect(width(12)).toBeGreaterThan(width(0));
    for (let h = 0; h < 24; h++) {
      expect(a.lower[95]?.[h] as number).toBeLessThan(a.lower[80]?.[h] as number);
      expect(a.upper[95]?.[h] as number).toBeGreaterThan(a.upper[80]?.[h] as number);
    }
  });

  it('refuses multiplicative models for data that are not strictly positive', () => {
    const shifted = deaths.values.map((v) => v - 9000);
    expect(() => fitEts(shifted, { error: 'M', trend: 'N', season: 'N', period: 12 })).toThrow(
      /strictly positive/,
    );
  });

  it('refuses a series too short for the model, saying how many points it needs', () => {
    const short = deaths.values.slice(0, 20);
    expect(() => fitEts(short, { error: 'A', trend: 'A', season: 'A', period: 12 })).toThrow(
      SeriesTooShortError,
    );
    expect(() => fitEts(short, { error: 'A', trend: 'A', season: 'A', period: 12 })).toThrow(
      'needs at least 24 points, got 20',
    );
  });
});
