import { describe, expect, it } from 'vitest';
import airline from './air-passengers.json' with { type: 'json' };
import { fitArima } from './fit-arima.js';
import { expandAr, expandMa, minRootModulus } from './polynomial.js';
import { SeriesTooShortError } from './series-too-short.js';

const passengers = airline.values;
const logPassengers = passengers.map(Math.log);

describe('fitArima', () => {
  it('matches the published ML estimates of the airline model on log passengers (R arima: ma1 -0.4018, sma1 -0.5569)', () => {
    const fit = fitArima(logPassengers, { order: [0, 1, 1], seasonal: [0, 1, 1], period: 12 });
    expect(fit.description).toBe('ARIMA(0,1,1)(0,1,1)[12]');
    expect(fit.parameters.ma1).toBeCloseTo(-0.4018, 2);
    expect(fit.parameters.sma1).toBeCloseTo(-0.5569, 2);
    expect(fit.parameters.sigma2).toBeCloseTo(0.001348, 5);
    // R: log likelihood 244.7, aic -483.4 (its diffuse prior moves the third decimal).
    expect(fit.loglik).toBeCloseTo(244.7, 1);
    expect(fit.aic).toBeCloseTo(-483.4, 1);
  });

  it('forecasts the airline model as R predict.Arima does', () => {
    const fit = fitArima(logPassengers, { order: [0, 1, 1], seasonal: [0, 1, 1], period: 12 });
    const { mean } = fit.forecast(3, [80, 95]);
    // R: predict(arima(log(AirPassengers), c(0,1,1), seasonal = c(0,1,1)), 3)$pred
    expect(mean[0]).toBeCloseTo(6.110186, 4);
    expect(mean[1]).toBeCloseTo(6.053775, 4);
    expect(mean[2]).toBeCloseTo(6.171715, 4);
  });

  it('gives the 80%/95% intervals of R forecast(Arima(...)) for the airline model', () => {
    const fit = fitArima(logPassengers, { order: [0, 1, 1], seasonal: [0, 1, 1], period: 12 });
    const f = fit.forecast(12, [80, 95]);
    // R: forecast(Arima(log(AirPassengers), c(0,1,1), seasonal = c(0,1,1)), h = 12)
    expect(f.lower[80]?.[0]).toBeCloseTo(6.0627292, 3);
    expect(f.lower[95]?.[0]).toBeCloseTo(6.0376072, 3);
    expect(f.upper[95]?.[0]).toBeCloseTo(6.1827643, 3);
    expect(f.lower[80]?.[11]).toBeCloseTo(6.0625911, 3);
    expect(f.upper[95]?.[11]).toBeCloseTo(6.3292719, 3);
    // A stationary model's intervals level off: R gives 6.3601124 and 6.6419272 at h = 24 for AR(1).
    const ar = fitArima(logPassengers, { order: [1, 0, 0], period: 12 }).forecast(24, [80, 95]);
    expect(ar.upper[80]?.[23]).toBeCloseTo(6.3601124, 3);
    expect(ar.upper[95]?.[23]).toBeCloseTo(6.6419272, 3);
  });

  it('estimates a model with seasonal AR and several non-seasonal terms like R', () => {
    const fit = fitArima(logPassengers, { order: [2, 1, 1], seasonal: [1, 1, 1], period: 12 });
    // R: Arima(log(AirPassengers), c(2,1,1), seasonal = c(1,1,1))
    expect(fit.parameters.ar1).toBeCloseTo(0.5552, 2);
    expect(fit.parameters.ar2).toBeCloseTo(0.253, 2);
    expect(fit.parameters.ma1).toBeCloseTo(-0.9653, 2);
    expect(fit.parameters.sar1).toBeCloseTo(-0.0598, 2);
    expect(fit.parameters.sma1).toBeCloseTo(-0.5168, 2);
  });

  it('estimates drift after one difference and a mean without differencing, as R does', () => {
    const drift = fitArima(passengers, { order: [1, 1, 1], period: 12, includeConstant: true });
    expect(drift.description).toBe('ARIMA(1,1,1) with drift');
    // R: Arima(AirPassengers, c(1,1,1), include.drift = TRUE): ar1 -0.4767, ma1 0.8645, drift 2.4509
    expect(drift.parameters.ar1).toBeCloseTo(-0.4767, 2);
    expect(drift.parameters.ma1).toBeCloseTo(0.8645, 2);
    expect(drift.parameters.drift).toBeCloseTo(2.4509, 1);
    expect(drift.loglik).toBeCloseTo(-694.06, 1);
    const mean = fitArima(logPassengers, { order: [1, 0, 0], period: 12 });
    // R: Arima(log(AirPassengers), c(1,0,0)): ar1 0.9781, intercept 5.4854, loglik 117.07
    expect(mean.parameters.ar1).toBeCloseTo(0.9781, 2);
    expect(mean.parameters.intercept).toBeCloseTo(5.4854, 1);
    expect(mean.forecast(1, [95]).mean[0]).toBeCloseTo(6.055635, 3);
  });

  it("estimates by conditional sum of squares like R's arima(method = 'CSS'), drift included", () => {
    const fit = fitArima(passengers, { order: [1, 1, 1], period: 12, includeConstant: true, method: 'CSS' });
    // R: arima(AirPassengers, c(1,1,1), xreg = 1:144, method = "CSS"): -0.4838, 0.8747, 2.4413; σ² 964.88
    expect(fit.parameters.ar1).toBeCloseTo(-0.4838, 3);
    expect(fit.parameters.ma1).toBeCloseTo(0.8747, 3);
    expect(fit.parameters.drift).toBeCloseTo(2.4413, 3);
    expect(fit.sigma2).toBeCloseTo(964.88, 1);
    expect(fit.loglik).toBeCloseTo(-694.256, 2);
  });

  it('ignores a constant when the model differences twice', () => {
    const fit = fitArima(passengers, {
      order: [1, 1, 0],
      seasonal: [0, 1, 0],
      period: 12,
      includeConstant: true,
    });
    expect(fit.description).toBe('ARIMA(1,1,0)(0,1,0)[12]');
    expect(fit.parameters.drift).toBeUndefined();
  });

  it('widens its prediction intervals with the horizon and nests 80% inside 95%', () => {
    const fit = fitArima(logPassengers, { order: [0, 1, 1], seasonal: [0, 1, 1], period: 12 });
    const f = fit.forecast(24, [80, 95]);
    const width = (level: number, h: number) =>
      (f.upper[level]?.[h] as number) - (f.lower[level]?.[h] as number);
    for (let h = 1; h < 24; h++) expect(width(95, h)).toBeGreaterThan(width(95, h - 1));
    for (let h = 0; h < 24; h++) expect(width(80, h)).toBeLessThan(width(95, h));
  });

  it('refuses a series too short for the orders, saying how many points it needs', () => {
    const short = logPassengers.slice(0, 10);
    expect(() => fitArima(short, { order: [0, 1, 1], seasonal: [0, 1, 1], period: 12 })).toThrow(
      /needs at least \d+ points, got 10/,
    );
    try {
      fitArima(short, { order: [0, 1, 1], seasonal: [0, 1, 1], period: 12 });
    } catch (error) {
      expect(error).toBeInstanceOf(SeriesTooShortError);
      expect((error as SeriesTooShortError).code).toBe('SERIES_TOO_SHORT');
      expect((error as SeriesTooShortError).actual).toBe(10);
      expect((error as SeriesTooShortError).needed).toBeGreaterThan(10);
    }
  });
  it('reports the smallest root of the expanded seasonal polynomials, as auto.arima checks it', () => {
    const fit = fitArima(logPassengers, { order: [1, 1, 1], seasonal: [1, 1, 1], period: 12 });
    const p = fit.parameters;
    const ar = minRootModulus(expandAr([p.ar1 as number], [p.sar1 as number], 12).map((c) => -c));
    const ma = minRootModulus(expandMa([p.ma1 as number], [p.sma1 as number], 12));
    expect(fit.minRoot).toBeCloseTo(Math.min(ar, ma), 8);
  });
});
