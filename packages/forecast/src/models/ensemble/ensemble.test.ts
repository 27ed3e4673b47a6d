import { describe, expect, it } from 'vitest';
import { AIR_PASSENGERS, US_POP } from '../../__fixtures__/series.js';
import { autoModel, combinationModel } from '../combination-model.js';
import type { SeriesFit } from '../series-fit.js';
import { fitAuto } from './auto.js';
import type { Candidate } from './candidates.js';
import { COMBINATION_MINIMUM_LENGTH, fitCombination } from './combination.js';
import { combineForecasts, median } from './combine.js';
import { crossValidate, naiveScale, planOrigins } from './rolling-origin.js';

const NOW = '2025-01-01T00:00:00Z';
const SHORT = AIR_PASSENGERS.slice(-36);

describe('rolling origins', () => {
  it('plans up to five origins leaving at least 70% of the history', () => {
    expect(planOrigins(36, 12)).toEqual({ trainLengths: [34, 32, 30, 28, 26], horizon: 12 });
    expect(planOrigins(144, 12).trainLengths).toEqual([142, 140, 138, 136, 134]);
    expect(planOrigins(5, 1)).toEqual({ trainLengths: [4], horizon: 3 });
    expect(planOrigins(2, 1).trainLengths).toEqual([]);
  });

  it('scores a candidate on what followed each origin, and measures its interval coverage', () => {
    // A random walk forecast with a deliberately narrow band: the outcome is rarely inside it.
    const naive = (halfWidth: number): Candidate => ({
      id: `naive-${halfWidth}`,
      minimumLength: () => 1,
      fit: (y) => ({
        description: 'naive',
        aicc: Number.NaN,
        parameters: {},
        forecast: (h, levels) => {
          const last = y[y.length - 1] as number;
          const mean = new Array<number>(h).fill(last);
          const scale = (level: number) => (level === 80 ? 0.65 : 1) * halfWidth;
          return {
            mean,
            lower: Object.fromEntries(levels.map((l) => [l, mean.map((m) => m - scale(l))])),
            upper: Object.fromEntries(levels.map((l) => [l, mean.map((m) => m + scale(l))])),
          };
        },
      }),
    });
    const y = Array.from({ length: 40 }, (_, t) => 100 + 5 * t);
    const cv = crossValidate(y, 1, [naive(1), naive(1000)]);
    const [narrow, wide] = cv.scores;
    // Origins at 39, 38, 37, 36, 35 points forecast 1, 2, 3, 3, 3 steps; the errors are 5, 10, 15 per
    // step ahead, so the mean error is (5 + 15 + 3·30) / 12 and the MASE that over the naive scale 5.
    expect(cv.plan.trainLengths).toEqual([39, 38, 37, 36, 35]);
    expect(naiveScale(y, 1)).toBe(5);
    expect(narrow?.mase).toBeCloseTo(110 / 12 / 5, 10);
    expect(narrow?.coverage95).toBe(0);
    // Every error is over 7 half-widths: the measured ratio hits its bound of 10, and 12 outcomes
    // against 10 pseudo-errors shrink it to 10^(12/22).
    expect(narrow?.intervalFactors[80]).toBeCloseTo(10 ** (12 / 22), 12);
    expect(narrow?.intervalFactors[95]).toBeCloseTo(10 ** (12 / 22), 12);
    expect(wide?.coverage95).toBe(1);
    expect(wide?.intervalFactors[80]).toBeLessThan(1);
    expect(wide?.intervalFactors[95]).toBeLessThan(1);
  });

  it('chooses the structure once, at the earliest origin, and only re-estimates at the later ones', () => {
    const calls: string[] = [];
    const drift = (slope: number): SeriesFit => ({
      description: `drift ${slope}`,
      aicc: Number.NaN,
      parameters: { slope },
      forecast: (h) => {
        const mean = Array.from({ length: h }, (_, i) => slope * (i + 1));
        return { mean, lower: { 80: mean, 95: mean }, upper: { 80: mean, 95: mean } };
      },
    });
    const searching: Candidate = {
      id: 'searching',
      minimumLength: () => 1,
      fit: (y) => {
        calls.push(`fit ${y.length}`);
        return drift(1);
      },
      refit: (first, y) => {
        calls.push(`refit ${y.length} from ${first.description}`);
        return drift(2);
      },
    };
    const y = Array.from({ length: 40 }, (_, t) => t);
    crossValidate(y, 1, [searching]);
    expect(calls).toEqual([
      'fit 35',
      'refit 39 from drift 1',
      'refit 38 from drift 1',
      'refit 37 from drift 1',
      'refit 36 from drift 1',
    ]);
  });

  it('skips a candidate that needs more points than the earliest origin leaves, and says so', () => {
    const greedy: Candidate = {
      id: 'greedy',
      minimumLength: () => 1000,
      fit: () => {
        throw new Error('never');
      },
    };
    const cv = crossValidate(SHORT, 12, [greedy]);
    expect(cv.skipped).toEqual([
      { id: 'greedy', reason: 'needs 1000 points; the earliest origin leaves 26' },
    ]);
  });
});

describe('the median combination', () => {
  it('takes the median point forecast, so one member that goes astray does not move it', () => {
    const member = (mean: number, half: number) => ({
      mean: [mean],
      lower: { 80: [mean - half], 95: [mean - 2 * half] },
      upper: { 80: [mean + half], 95: [mean + 2 * half] },
    });
    const f = combineForecasts([member(100, 10), member(104, 20), member(900, 30)], [80, 95]);
    expect(f.mean).toEqual([104]);
    // Half-widths are the members' mean (20 and 40) around the median.
    expect(f.lower[80]).toEqual([84]);
    expect(f.upper[95]).toEqual([144]);
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });
});

describe('combination and auto', { timeout: 120_000 }, () => {
  it('combination takes the median of ETS, ARIMA and Theta and states its rolling-origin calibration', () => {
    const fit = fitCombination(SHORT, { period: 12 });
    expect(fit.description).toMatch(
      /^median of ETS\(.*ARIMA.*Optimised Theta θ [\d.]+ \(multiplicative seasonal adjustment/,
    );
    expect(fit.parameters.members).toBe(3);
    // Three years of months leave no origin a full year before the end: the recent origins calibrate.
    expect(fit.notes?.[0]).toMatch(
      /Intervals of the combination calibrated on its errors at the recent rolling origins .*\(\d+ forecasts; .*half-widths scaled by 80% ×\d\.\d\d, 95% ×\d\.\d\d/,
    );
    const f = fit.forecast(12, [80, 95]);
    expect(f.mean.every(Number.isFinite)).toBe(true);
  });

  it('auto states its choice and every candidate’s cross-validated error', () => {
    const fit = fitAuto(SHORT, { period: 12 });
    const ids = [
      'linear-trend',
      'seasonal',
      'exponential-smoothing',
      'arima',
      'theta',
      'optimised-theta',
      'combination',
    ];
    for (const id of ids) expect(fit.parameters[`cv.${id}.mase`]).toBeGreaterThan(0);
    // The lowest-scoring model, or the combination when that model did not beat it significantly.
    const best = Math.min(...ids.map((id) => fit.parameters[`cv.${id}.mase`] as number));
    if (fit.parameters[`cv.${fit.chosen}.mase`] !== best) {
      expect(fit.chosen).toBe('combination');
      expect(fit.notes?.[0]).toMatch(/scored lowest but not significantly below the combination \(paired t /);
    }
    expect(fit.notes?.[0]).toContain(`Chose ${fit.chosen} by rolling-origin cross-validation (5 origins`);
    expect(fit.description).toMatch(new RegExp(`^auto: ${fit.chosen} — `));
  });

  it('auto on two years of months says the history is too short for a seasonal model', () => {
    const fit = fitAuto(AIR_PASSENGERS.slice(-24), { period: 12 });
    expect(fit.notes?.[0]).toContain('too short for a seasonal model');
    expect(fit.crossValidation.skipped.map((s) => s.id)).toContain('seasonal');
  });

  it('auto on five annual totals falls back to what can be estimated', () => {
    const fit = fitAuto(US_POP.slice(0, 5), { period: 1 });
    expect(fit.chosen).toBe('linear-trend');
    expect(fit.crossValidation.skipped.map((s) => s.id)).toEqual(
      expect.arrayContaining(['arima', 'theta', 'exponential-smoothing']),
    );
    const tiny = autoModel
      .fit({ frequency: 'annual', start: '2021', values: [10, 11, 13] })
      .predict(2, { now: NOW });
    expect(tiny.notes?.[0]).toContain('too short to compare models on rolling origins');
  });

  it('auto widens intervals that were too narrow on rolling origins and says so', () => {
    // Monthly data with a structural break near the end: every model underestimates its error there.
    const y = Array.from({ length: 48 }, (_, t) => 100 + t + 8 * Math.sin(t) + (t >= 40 ? 60 * (t - 39) : 0));
    const fit = fitAuto(y, { period: 12 });
    expect(
      Math.max(fit.parameters.intervalFactor80 ?? 0, fit.parameters.intervalFactor95 ?? 0),
    ).toBeGreaterThan(1.1);
    expect(fit.notes?.join(' ')).toMatch(
      /too narrow on rolling origins \(.*\); they are widened by 80% ×\d\.\d\d, 95% ×/,
    );
  });

  it('combination leaves out a member the history cannot support, and says so', () => {
    // Seven annual totals: exponential smoothing and Theta can be estimated, automatic ARIMA needs eight.
    const fit = fitCombination(US_POP.slice(0, 7), { period: 1 });
    expect(fit.parameters.members).toBe(2);
    expect(fit.description).toMatch(/^median of ETS\(.*\), Optimised Theta/);
    expect(fit.notes?.join(' ')).toContain('Left out of the combination: arima (needs 8 points)');
    expect(fit.notes?.[0]).toContain('too short to measure the combination on rolling origins');
    const f = fit.forecast(3, [80, 95]);
    expect(f.mean.every(Number.isFinite)).toBe(true);
  });

  it('combination says when its members’ intervals proved too narrow on rolling origins', () => {
    const y = Array.from({ length: 48 }, (_, t) => 100 + t + 8 * Math.sin(t) + (t >= 40 ? 60 * (t - 39) : 0));
    const fit = fitCombination(y, { period: 12 });
    expect(
      Math.max(fit.parameters.intervalFactor80 ?? 0, fit.parameters.intervalFactor95 ?? 0),
    ).toBeGreaterThan(1.1);
    expect(fit.notes?.join(' ')).toMatch(
      /intervals were too narrow on rolling origins .* widened by 80% ×\d+\.\d\d, 95% ×\d+\.\d\d/,
    );
  });

  it('both models refuse too short a series with SERIES_TOO_SHORT', () => {
    expect(COMBINATION_MINIMUM_LENGTH).toBe(7);
    expect(() =>
      combinationModel.fit({ frequency: 'annual', start: '2020', values: [1, 2, 3, 4, 5, 6] }),
    ).toThrow(
      expect.objectContaining({
        code: 'SERIES_TOO_SHORT',
        details: expect.objectContaining({ required: 7 }),
      }),
    );
    expect(() => autoModel.fit({ frequency: 'annual', start: '2020', values: [1, 2] })).toThrow(
      expect.objectContaining({ code: 'SERIES_TOO_SHORT' }),
    );
  });
});
