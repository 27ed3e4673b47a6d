import { z } from 'zod';
import { defineForecastModel } from '../model.js';
import { periodsPerYear } from '../series/period.js';
import { dot, ols, quadraticForm, tIntervals } from './least-squares.js';
import type { SeriesFit } from './series-fit.js';

/**
 * Fits `y = a + b·t` (t = 0, 1, … the period index) by ordinary least squares. Exported for the
 * seasonal model, which applies it to the seasonally adjusted series.
 *
 * @param extraDf Quantities estimated before the regression, which reduce the residual degrees of freedom.
 * @param finish Maps each forecast and bound back (for example adds the seasonal component).
 */
export function fitLinearTrend(
  y: readonly number[],
  extraDf = 0,
  finish: (value: number, step: number) => number = (v) => v,
  describe: (a: number, b: number) => string = (a, b) => `y = ${round(a)} + ${round(b)}·t`,
): SeriesFit {
  const rows = y.map((_, t) => [1, t]);
  const fit = ols(rows, y, extraDf);
  const [a, b] = fit.coefficients as [number, number];
  const n = y.length;
  const k = 2 + extraDf;
  // AICc of a Gaussian linear model with k mean parameters plus the variance (as R's AIC(lm) counts it).
  const logLik = -(n / 2) * (Math.log((2 * Math.PI * fit.sse) / n) + 1);
  const aicc = -2 * logLik + 2 * (k + 1) + (2 * (k + 1) * (k + 2)) / Math.max(n - k - 2, 1);
  return {
    description: describe(a, b),
    aicc,
    parameters: { intercept: a, slope: b, sigma: Math.sqrt(fit.sigma2), df: fit.df },
    forecast(horizon, levels) {
      const mean: number[] = [];
      const se: number[] = [];
      for (let h = 1; h <= horizon; h++) {
        const x0 = [1, n - 1 + h];
        mean.push(a + b * (n - 1 + h));
        // Prediction (not confidence) interval: new observation noise plus estimation uncertainty.
        se.push(Math.sqrt(fit.sigma2 * (1 + quadraticForm(x0, fit.xtxInverse))));
      }
      return tIntervals(mean, se, fit.df, levels, finish);
    },
  };
}

function round(x: number): string {
  return Number(x.toPrecision(6)).toString();
}

/** Seasonal terms of a trend regression: none, one dummy per season but the first, or K < period/2 Fourier pairs. */
export type SeasonalTerms =
  | { readonly kind: 'none' }
  | { readonly kind: 'dummies' }
  | { readonly kind: 'fourier'; readonly harmonics: number };

function seasonalColumns(t: number, period: number, terms: SeasonalTerms): number[] {
  if (terms.kind === 'none') return [];
  if (terms.kind === 'dummies')
    return Array.from({ length: period - 1 }, (_, j) => (t % period === j + 1 ? 1 : 0));
  const out: number[] = [];
  for (let k = 1; k <= terms.harmonics; k++) {
    const angle = (2 * Math.PI * k * t) / period;
    out.push(Math.sin(angle), Math.cos(angle));
  }
  return out;
}

function termsName(terms: SeasonalTerms): string {
  if (terms.kind === 'none') return 'no season';
  return terms.kind === 'dummies'
    ? 'seasonal dummies'
    : `${terms.harmonics} Fourier pair${terms.harmonics > 1 ? 's' : ''}`;
}

/**
 * Fits `y = a + b·t + seasonal terms` by least squares (R's `tslm(y ~ trend + season)` for dummies,
 * `tslm(y ~ trend + fourier(y, K))` for Fourier terms), with t prediction intervals.
 */
export function fitSeasonalTrend(y: readonly number[], period: number, terms: SeasonalTerms): SeriesFit {
  if (terms.kind === 'none') return fitLinearTrend(y);
  const row = (t: number) => [1, t, ...seasonalColumns(t, period, terms)];
  const rows = y.map((_, t) => row(t));
  const fit = ols(rows, y);
  const n = y.length;
  const k = rows[0]?.length ?? 2;
  const logLik = -(n / 2) * (Math.log((2 * Math.PI * fit.sse) / n) + 1);
  const aicc = -2 * logLik + 2 * (k + 1) + (2 * (k + 1) * (k + 2)) / Math.max(n - k - 2, 1);
  const [a, b] = fit.coefficients as [number, number];
  const parameters: Record<string, number> = {
    intercept: a,
    slope: b,
    sigma: Math.sqrt(fit.sigma2),
    df: fit.df,
  };
  fit.coefficients.slice(2).forEach((c, j) => {
    parameters[terms.kind === 'dummies' ? `season${j + 2}` : `fourier${j + 1}`] = c;
  });
  return {
    description: `y = ${round(a)} + ${round(b)}·t + ${termsName(terms)} [${period}]`,
    aicc: n - k - 2 > 0 ? aicc : Number.POSITIVE_INFINITY,
    parameters,
    forecast(horizon, levels) {
      const mean: number[] = [];
      const se: number[] = [];
      for (let h = 1; h <= horizon; h++) {
        const x0 = row(n - 1 + h);
        mean.push(dot(x0, fit.coefficients));
        se.push(Math.sqrt(fit.sigma2 * (1 + quadraticForm(x0, fit.xtxInverse))));
      }
      return tIntervals(mean, se, fit.df, levels);
    },
  };
}

/** Every seasonal specification worth comparing for `period`: dummies and 1..period/2 − 1 Fourier pairs. */
function seasonalCandidates(period: number): SeasonalTerms[] {
  const out: SeasonalTerms[] = [{ kind: 'dummies' }];
  for (let k = 1; 2 * k < period; k++) out.push({ kind: 'fourier', harmonics: k });
  return out;
}

/**
 * `linear-trend`: a straight line by least squares, with seasonal terms for monthly and quarterly
 * data when the history holds two full years: dummies or Fourier pairs, whichever has the lowest
 * AICc (R's `tslm`). Annual data, a shorter history or `season: "none"` give the plain line, whose
 * intervals equal R's `predict(lm(y ~ t), interval = "prediction")`.
 */
export const linearTrendModel = defineForecastModel({
  id: 'linear-trend',
  name: 'Linear trend with seasonal terms (least squares)',
  type: 'statistical',
  version: '2.0.0',
  description:
    'Fits y = a + b·t plus seasonal terms (monthly or quarterly dummies, or Fourier pairs, chosen by AICc) by ordinary least squares and extends it; annual data get the plain line. Prediction intervals from the t distribution.',
  assumptions: [
    'The level changes by a constant amount per period, and the seasonal pattern is fixed.',
    'Residuals are independent, with constant variance, and roughly normal.',
  ],
  limitations: [
    'Seasonal terms need two full years; a shorter monthly or quarterly history gets the plain line, whose intervals are inflated by the season.',
    'Extends the trend without bound; a declining line eventually goes below zero.',
    'Autocorrelated residuals make the intervals too narrow.',
  ],
  parameterSchema: z.object({
    season: z
      .enum(['auto', 'dummies', 'fourier', 'none'])
      .default('auto')
      .describe(
        'auto: dummies or Fourier pairs by AICc when the data are monthly or quarterly and cover two full years; none: the plain line.',
      ),
  }),
  minimumLength: (frequency, { season }) =>
    season === 'dummies' || season === 'fourier' ? Math.max(3, 2 * periodsPerYear(frequency)) : 3,
  estimate: (series, { season }) =>
    fitTrendWithSeason(series.values, periodsPerYear(series.frequency), season),
});

/**
 * The statistics of {@link linearTrendModel} on a plain array: the line, with seasonal terms chosen
 * by AICc when `season` allows them, the period is above 1 and the history covers two full periods.
 */
export function fitTrendWithSeason(
  y: readonly number[],
  period: number,
  season: 'auto' | 'dummies' | 'fourier' | 'none' = 'auto',
): SeriesFit {
  if (season === 'none' || period < 2) return fitLinearTrend(y);
  if (season === 'auto' && y.length < 2 * period) {
    const line = fitLinearTrend(y);
    return {
      ...line,
      description: `${line.description} (no seasonal terms: ${y.length} points are fewer than two full years)`,
      notes: [
        `The history (${y.length} points) is too short for seasonal terms (two full years, ${2 * period} points); the plain line was fitted.`,
      ],
    };
  }
  const candidates = seasonalCandidates(period).filter((c) => season === 'auto' || c.kind === season);
  let best: SeriesFit | undefined;
  for (const terms of candidates) {
    const fit = fitSeasonalTrend(y, period, terms);
    if (best === undefined || fit.aicc < best.aicc) best = fit;
  }
  return best as SeriesFit;
}
