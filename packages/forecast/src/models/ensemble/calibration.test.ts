import { describe, expect, it } from 'vitest';
import type { SeriesForecast } from '../series-fit.js';
import { conformalQuantile, describeFactors, factorAt, levelFactor } from './calibration.js';
import { scaleIntervals } from './combine.js';
import { calibrateOnOrigins, planCalibrationOrigins } from './interval-origins.js';

/** A forecast of `last` flat, with half-width `half80` at 80% and `half95` at 95% at every step. */
function flat(last: number, horizon: number, half80: number, half95: number): SeriesForecast {
  const mean = new Array<number>(horizon).fill(last);
  return {
    mean,
    lower: { 80: mean.map((m) => m - half80), 95: mean.map((m) => m - half95) },
    upper: { 80: mean.map((m) => m + half80), 95: mean.map((m) => m + half95) },
  };
}

describe('interval calibration', () => {
  it('takes the split-conformal quantile, with its finite-sample rank', () => {
    const ratios = Array.from({ length: 19 }, (_, i) => 19 - i);
    // Ranks ⌈20·0.8⌉ = 16 and ⌈20·0.95⌉ = 19 of 1…19.
    expect(conformalQuantile(ratios, 80)).toBe(16);
    expect(conformalQuantile(ratios, 95)).toBe(19);
    // Four ratios cannot resolve a 95% quantile: the largest stands in.
    expect(conformalQuantile([0.5, 3, 1, 2], 95)).toBe(3);
  });

  it('shrinks the measured factor towards 1 by ten pseudo-errors, geometrically', () => {
    expect(levelFactor(new Array(30).fill(2), 80)).toBeCloseTo(2 ** (30 / 40), 12);
    expect(levelFactor(new Array(30).fill(0.5), 95)).toBeCloseTo(0.5 ** (30 / 40), 12);
    expect(levelFactor([], 80)).toBe(1);
    // Exact forecasts do not collapse the interval: the ratio is bounded below by 0.1.
    expect(levelFactor(new Array(10).fill(0), 80)).toBeCloseTo(0.1 ** 0.5, 12);
  });

  it('interpolates the factor of an unmeasured level between the measured ones', () => {
    const factors = { 80: 0.8, 95: 1.25 };
    expect(factorAt(factors, 80)).toBe(0.8);
    expect(factorAt(factors, 50)).toBe(0.8);
    expect(factorAt(factors, 99)).toBe(1.25);
    const f90 = factorAt(factors, 90);
    expect(f90).toBeGreaterThan(0.8);
    expect(f90).toBeLessThan(1.25);
    expect(factorAt({}, 90)).toBe(1);
    expect(describeFactors(factors)).toBe('80% ×0.80, 95% ×1.25');
  });

  it('scales each level by its own factor around the point forecast', () => {
    const scaled = scaleIntervals(flat(100, 2, 10, 20), [80, 95], { 80: 0.5, 95: 2 });
    expect(scaled.mean).toEqual([100, 100]);
    expect(scaled.lower[80]).toEqual([95, 95]);
    expect(scaled.upper[95]).toEqual([140, 140]);
  });
});

describe('full-horizon calibration origins', () => {
  it('plans up to five origins that each forecast the whole year, spread over the 70% rule’s span', () => {
    // 144 months: origins from 132 down to 101 points; a span of 31 spreads them 7 apart.
    expect(planCalibrationOrigins(144, 12)).toEqual({ trainLengths: [132, 125, 118, 111, 104], horizon: 12 });
    // 104 quarters: a span of 27 would spread them 6 apart; a year apart (4) is enough for separate years.
    expect(planCalibrationOrigins(104, 4)).toEqual({ trainLengths: [100, 96, 92, 88, 84], horizon: 4 });
    // Five years of months: the span (6) is too short to spread; they stay ⌈12 / 6⌉ = 2 apart.
    expect(planCalibrationOrigins(60, 12)).toEqual({ trainLengths: [48, 46, 44, 42], horizon: 12 });
    expect(planCalibrationOrigins(36, 4)).toEqual({ trainLengths: [32, 31, 30, 29, 28], horizon: 4 });
    expect(planCalibrationOrigins(20, 1)).toEqual({ trainLengths: [17, 16, 15, 14], horizon: 3 });
    // Three years of months: a year before the end leaves 24 points, under 70% of 36.
    expect(planCalibrationOrigins(36, 12)).toBeUndefined();
  });

  it('measures the intervals on every step of every origin, leaving out an origin that fails', () => {
    // A steady climb of 5 a month forecast flat: errors 5h, far outside half-widths of 1 and 2.
    const y = Array.from({ length: 144 }, (_, t) => 100 + 5 * t);
    const narrow = calibrateOnOrigins('flat', y, 12, (train, h) =>
      flat(train[train.length - 1] as number, h, 1, 2),
    );
    expect(narrow?.count).toBe(5 * 12);
    expect(narrow?.coverage80).toBe(0);
    expect(narrow?.intervalFactors[80]).toBeGreaterThan(5);
    const failing = calibrateOnOrigins('flat', y, 12, (train, h) => {
      if (train.length === 125) throw new Error('cannot refit here');
      return flat(train[train.length - 1] as number, h, 1000, 2000);
    });
    expect(failing?.count).toBe(4 * 12);
    expect(failing?.coverage95).toBe(1);
    expect(failing?.intervalFactors[95]).toBeLessThan(1);
    expect(calibrateOnOrigins('flat', y.slice(0, 36), 12, () => flat(0, 12, 1, 2))).toBeUndefined();
  });
});
