import { z } from 'zod';
import { ModelNotApplicableError } from '../errors.js';
import { defineForecastModel } from '../model.js';
import { periodsPerYear } from '../series/period.js';
import { type RegularSeries, startPeriod } from '../series/series.js';
import { decompose } from './decompose.js';
import { fitLinearTrend } from './linear-trend.js';
import { fitStlf, stlMinimumLength } from './stl/stlf.js';

const ID = 'seasonal';

/**
 * `seasonal`: by default an STL decomposition (R's `stl`, seasonal window 11) with exponential
 * smoothing or ARIMA on the seasonally adjusted series and the last year's seasonal component added
 * back, as R's `forecast::stlf` does. `decomposition: "classical"` keeps the earlier model: classical
 * decomposition into trend and a fixed seasonal pattern, a least-squares line through the adjusted
 * series, the pattern added (or multiplied) back, with t intervals from the line's residuals.
 */
export const seasonalModel = defineForecastModel({
  id: ID,
  name: 'Seasonal decomposition (STL or classical) with a forecast of the adjusted series',
  type: 'statistical',
  version: '2.0.0',
  description:
    'Splits the history into trend, season and remainder (STL by default, classical moving averages as an option), forecasts the seasonally adjusted series (exponential smoothing or ARIMA after STL, a least-squares line after classical decomposition) and adds the most recent seasonal pattern back.',
  assumptions: [
    'The seasonal pattern of the most recent year continues (STL lets it drift slowly over the history; classical decomposition holds it fixed).',
    'The seasonally adjusted series follows the chosen model (ETS or ARIMA after STL, a straight line after classical decomposition).',
  ],
  limitations: [
    'Needs more than two full years of data for STL (two full years for classical decomposition).',
    'Intervals do not count the uncertainty of the seasonal component itself.',
    'Not applicable to annual series, which have no season.',
  ],
  parameterSchema: z.object({
    decomposition: z
      .enum(['stl', 'classical'])
      .optional()
      .describe(
        'STL (loess, tolerates a slowly changing season; the default) or classical decomposition by moving averages. When omitted but `type` is given, classical, as before STL existed, so stored configurations keep their meaning.',
      ),
    method: z
      .enum(['ets', 'arima'])
      .default('ets')
      .describe(
        'After STL: the model of the seasonally adjusted series (ETS without season, or automatic ARIMA).',
      ),
    type: z
      .enum(['additive', 'multiplicative'])
      .optional()
      .describe(
        'Classical decomposition only (default additive): additive when the seasonal swing is constant in size, multiplicative when it grows with the level.',
      ),
  }),
  minimumLength: (frequency, parameters) => {
    const period = Math.max(periodsPerYear(frequency), 2);
    return decompositionOf(parameters) === 'stl' ? stlMinimumLength(period) : 2 * period;
  },
  estimate(series, parameters) {
    const period = periodsPerYear(series.frequency);
    if (period < 2)
      throw new ModelNotApplicableError({
        modelId: ID,
        reason: 'an annual series has no season to decompose; use linear-trend',
      });
    if (decompositionOf(parameters) === 'stl') return fitStlf(series.values, period, parameters.method);
    return classical(series, period, parameters.type ?? 'additive');
  },
});

/** STL unless asked for classical, or given only the classical `type` (the model's 1.x parameters). */
function decompositionOf(parameters: { decomposition?: 'stl' | 'classical' | undefined; type?: unknown }) {
  return parameters.decomposition ?? (parameters.type === undefined ? 'stl' : 'classical');
}

function classical(series: RegularSeries, period: number, type: 'additive' | 'multiplicative') {
  if (type === 'multiplicative' && series.values.some((v) => v <= 0)) {
    throw new ModelNotApplicableError({
      modelId: ID,
      reason: 'multiplicative decomposition needs strictly positive values',
    });
  }
  const y = series.values;
  const { figure } = decompose(y, period, type);
  const adjusted = y.map((v, i) =>
    type === 'additive' ? v - (figure[i % period] as number) : v / (figure[i % period] as number),
  );
  const n = y.length;
  const seasonOf = (step: number) => figure[(n - 1 + step + 1) % period] as number;
  const back = (value: number, step: number) =>
    type === 'additive' ? value + seasonOf(step) : value * seasonOf(step);
  const trend = fitLinearTrend(
    adjusted,
    period - 1,
    back,
    (a, b) => `classical ${type} seasonal [${period}], trend ${a.toPrecision(6)} + ${b.toPrecision(6)}·t`,
  );
  const estimates: Record<string, number> = { ...trend.parameters };
  // Name each index by its calendar month or quarter (season1 = January or Q1), whatever month the series starts in.
  const first = startPeriod(series);
  figure.forEach((s, k) => {
    estimates[`season${((first + k) % period) + 1}`] = s;
  });
  return { ...trend, parameters: estimates };
}
