import { z } from 'zod';
import { defineForecastModel } from '../model.js';
import { ols, quadraticForm, tIntervals } from './least-squares.js';
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

/**
 * `linear-trend`: a straight line through the history by least squares, with prediction intervals
 * from the t distribution (the same numbers as R's `predict(lm(y ~ t), interval = "prediction")`).
 */
export const linearTrendModel = defineForecastModel({
  id: 'linear-trend',
  name: 'Linear trend (least squares)',
  type: 'statistical',
  version: '1.0.0',
  description:
    'Fits a straight line y = a + b·t to the history by ordinary least squares and extends it; prediction intervals come from the t distribution with n − 2 degrees of freedom.',
  assumptions: [
    'The level changes by a constant amount per period.',
    'Residuals are independent, with constant variance, and roughly normal.',
  ],
  limitations: [
    'Ignores seasonality: on monthly data with a strong season the residual variance, and so the intervals, are inflated.',
    'Extends the trend without bound; a declining line eventually goes below zero.',
    'Autocorrelated residuals make the intervals too narrow.',
  ],
  parameterSchema: z.object({}),
  minimumLength: () => 3,
  estimate: (series) => fitLinearTrend(series.values),
});
