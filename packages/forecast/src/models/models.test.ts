import { describe, expect, it } from 'vitest';
import { AIR_PASSENGERS, US_POP } from '../__fixtures__/series.js';
import type { Projection } from '../projection.js';
import { growthCurveModel } from './growth-curve.js';
import { linearTrendModel } from './linear-trend.js';
import { seasonalModel } from './seasonal.js';

// Reference values below were computed with R 4 (stats::lm/predict, decompose, nls, qt); the
// R code is quoted next to each block so anyone can recompute them.

const NOW = '2025-01-01T00:00:00.000Z';

function bounds(p: Projection, level: number) {
  const i = p.confidence?.intervals.find((x) => x.level === level);
  if (i === undefined) throw new Error(`no ${level}% interval`);
  return i;
}

function close(actual: readonly number[], expected: readonly number[], digits: number) {
  expect(actual).toHaveLength(expected.length);
  for (const [i, a] of actual.entries()) expect(a).toBeCloseTo(expected[i] as number, digits);
}

describe('linear-trend', () => {
  // y <- AirPassengers[1:12]; fit <- lm(y ~ t), t <- 0:11
  // predict(fit, data.frame(t = 12:14), interval = "prediction", level = 0.8 / 0.95)
  const fitted = linearTrendModel.fit({
    frequency: 'annual',
    start: '2001',
    values: AIR_PASSENGERS.slice(0, 12),
  });
  const p = fitted.predict(3, { now: NOW });

  it('matches R lm coefficients and prediction intervals', () => {
    expect(fitted.model.estimates.intercept).toBeCloseTo(127.08974358974, 9);
    expect(fitted.model.estimates.slope).toBeCloseTo(-0.07692307692, 9);
    close(p.values, [126.1666667, 126.0897436, 126.0128205], 6);
    close(bounds(p, 80).lower, [102.985926, 102.1001305, 101.1309592], 6);
    close(bounds(p, 80).upper, [149.3474074, 150.0793567, 150.8946818], 6);
    close(bounds(p, 95).lower, [88.52599857, 87.1356361, 85.60988886], 6);
    close(bounds(p, 95).upper, [163.8073348, 165.0438511, 166.4157522], 6);
  });

  it('puts the widest interval in confidence.lower/upper and follows the calendar', () => {
    expect(p.confidence?.level).toBe(95);
    expect(p.confidence?.lower).toEqual(bounds(p, 95).lower);
    expect(p.timeline).toEqual(['2013-01-01', '2014-01-01', '2015-01-01']);
    expect(p.model).toMatchObject({ id: 'linear-trend', version: '2.0.0' });
  });

  it('gives point forecasts only when no levels are asked for', () => {
    expect(fitted.predict(2, { levels: [], now: NOW }).confidence).toBeUndefined();
  });
});

describe('seasonal', () => {
  const series = { frequency: 'monthly', start: '1949-01', values: AIR_PASSENGERS } as const;

  it('additive: matches R decompose() figure and the trend projection of the adjusted series', () => {
    // d <- decompose(AirPassengers); adj <- AirPassengers - d$seasonal; f <- lm(adj ~ t), t <- 0:143
    // forecast = predict(f, 144:146) + d$figure[1:3]; se² = (σ̂² + se.fit²)·142/131 because the
    // eleven free seasonal indices also use residual degrees of freedom; bounds ± qt(., 131)·se.
    const fitted = seasonalModel.fit(series, { decomposition: 'classical', type: 'additive' });
    expect(fitted.model.estimates.season1).toBeCloseTo(-24.748737374, 8);
    expect(fitted.model.estimates.season7).toBeCloseTo(63.830808081, 8);
    expect(fitted.model.estimates.slope).toBeCloseTo(2.656577226, 8);
    const p = fitted.predict(3, { now: NOW });
    close(p.values, [448.1517226, 439.3689059, 475.9724529], 6);
    close(bounds(p, 80).lower, [413.4673368, 404.6746234, 441.268141], 6);
    close(bounds(p, 95).upper, [501.4214916, 492.6538746, 529.272825], 6);
    expect(p.timeline[0]).toBe('1961-01-01');
  });

  it('multiplicative: matches R decompose(type = "multiplicative")', () => {
    const p = seasonalModel
      .fit(series, { decomposition: 'classical', type: 'multiplicative' })
      .predict(3, { now: NOW });
    close(p.values, [429.5646512, 419.3471379, 480.7372299], 6);
    close(bounds(p, 80).upper, [450.4475585, 439.6254449, 503.8619498], 6);
    close(bounds(p, 95).lower, [397.4917855, 388.2028433, 445.2212922], 6);
  });

  it('keeps a 1.x configuration ({ type } alone) on classical decomposition, and defaults to STL', () => {
    expect(seasonalModel.fit(series, { type: 'additive' }).model.description).toMatch(/^classical additive/);
    expect(seasonalModel.fit(series).model.description).toMatch(/^STL \[12\]/);
  });

  it('refuses an annual series and too short a monthly one', () => {
    expect(() => seasonalModel.fit({ frequency: 'annual', start: '2000', values: US_POP })).toThrow(
      expect.objectContaining({ code: 'MODEL_NOT_APPLICABLE' }),
    );
    expect(() =>
      seasonalModel.fit({ ...series, values: AIR_PASSENGERS.slice(0, 23) }, { decomposition: 'classical' }),
    ).toThrow(
      expect.objectContaining({
        code: 'SERIES_TOO_SHORT',
        details: expect.objectContaining({ required: 24, actual: 23 }),
      }),
    );
    // STL needs more than two full years, as R's stl.
    expect(() => seasonalModel.fit({ ...series, values: AIR_PASSENGERS.slice(0, 24) })).toThrow(
      expect.objectContaining({
        code: 'SERIES_TOO_SHORT',
        details: expect.objectContaining({ required: 25, actual: 24 }),
      }),
    );
  });
});

describe('growth-curve', () => {
  const series = { frequency: 'annual', start: '1790', values: US_POP } as const;
  // nls(y ~ K/(1+exp(-r*(x-t0)))) and nls(y ~ K*exp(-b*exp(-c*x))) on uspop, x <- 0:18; the
  // prediction se is sqrt(σ̂² + gᵀ vcov g) with g the numerical gradient, bounds ± qt(., 16)·se.

  it('logistic: matches R nls estimates and delta-method intervals', () => {
    const fitted = growthCurveModel.fit(series, { curve: 'logistic' });
    expect(fitted.model.estimates.asymptote).toBeCloseTo(315.5441881775, 2);
    expect(fitted.model.estimates.rate).toBeCloseTo(0.2462818493, 5);
    expect(fitted.model.estimates.midpoint).toBeCloseTo(15.9192435047, 4);
    expect(fitted.model.estimates.sigma).toBeCloseTo(4.159112142, 5);
    const p = fitted.predict(3, { now: NOW });
    close(p.values, [214.9104876, 230.9921321, 245.3433335], 3);
    close(bounds(p, 80).lower, [206.1059363, 219.7542848, 231.1822033], 2);
    close(bounds(p, 95).upper, [228.8732441, 248.8137473, 267.8008567], 2);
  });

  it('gompertz: matches R nls estimates and delta-method intervals', () => {
    const fitted = growthCurveModel.fit(series, { curve: 'gompertz' });
    expect(fitted.model.estimates.asymptote).toBeCloseTo(860.87990483634, 0);
    expect(fitted.model.estimates.displacement).toBeCloseTo(5.527011796, 4);
    expect(fitted.model.estimates.rate).toBeCloseTo(0.07381548836, 5);
    const p = fitted.predict(3, { now: NOW });
    close(p.values, [221.0537776, 243.5074058, 266.4015838], 3);
    close(bounds(p, 80).upper, [227.2311348, 251.3553585, 276.5109294], 2);
    close(bounds(p, 95).lower, [211.2573745, 231.0616774, 250.3696105], 2);
  });

  it('follows a decline towards zero', () => {
    const declining = Array.from({ length: 15 }, (_, t) => 100 / (1 + Math.exp(0.4 * (t - 7))));
    const p = growthCurveModel
      .fit({ frequency: 'annual', start: '2010', values: declining })
      .predict(5, { now: NOW });
    const expected = Array.from({ length: 5 }, (_, h) => 100 / (1 + Math.exp(0.4 * (15 + h - 7))));
    close(p.values, expected, 3);
  });
});
