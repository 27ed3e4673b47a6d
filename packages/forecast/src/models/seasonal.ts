import { z } from 'zod';
import { ModelNotApplicableError } from '../errors.js';
import { defineForecastModel } from '../model.js';
import { periodsPerYear } from '../series/period.js';
import { startPeriod } from '../series/series.js';
import { decompose } from './decompose.js';
import { fitLinearTrend } from './linear-trend.js';

const ID = 'seasonal';

/**
 * `seasonal`: classical decomposition into trend and seasonal components, a least-squares trend
 * through the seasonally adjusted series, and the seasonal component added back (or multiplied back)
 * to the projected trend. Intervals come from the residual variance of the adjusted series around its
 * trend, with the t distribution and the degrees of freedom the seasonal indices used up.
 */
export const seasonalModel = defineForecastModel({
  id: ID,
  name: 'Seasonal decomposition with trend projection',
  type: 'statistical',
  version: '1.0.0',
  description:
    'Splits the history into a trend and a fixed seasonal pattern (classical decomposition by moving averages), projects the seasonally adjusted series with a least-squares line and adds the seasonal pattern back.',
  assumptions: [
    'The seasonal pattern repeats unchanged from year to year (additive) or in proportion to the level (multiplicative).',
    'The seasonally adjusted series follows a straight line with independent errors.',
  ],
  limitations: [
    'Needs at least two full years of data.',
    'A seasonal pattern that drifts over time is averaged, not tracked.',
    'Not applicable to annual series, which have no season.',
  ],
  parameterSchema: z.object({
    type: z
      .enum(['additive', 'multiplicative'])
      .default('additive')
      .describe(
        'Additive when the seasonal swing is constant in size, multiplicative when it grows with the level.',
      ),
  }),
  minimumLength: (frequency) => 2 * Math.max(periodsPerYear(frequency), 2),
  estimate(series, { type }) {
    const period = periodsPerYear(series.frequency);
    if (period < 2)
      throw new ModelNotApplicableError({
        modelId: ID,
        reason: 'an annual series has no season to decompose; use linear-trend',
      });
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
      (a, b) => `${type} seasonal [${period}], trend ${a.toPrecision(6)} + ${b.toPrecision(6)}·t`,
    );
    const estimates: Record<string, number> = { ...trend.parameters };
    // Name each index by its calendar month or quarter (season1 = January or Q1), whatever month the series starts in.
    const first = startPeriod(series);
    figure.forEach((s, k) => {
      estimates[`season${((first + k) % period) + 1}`] = s;
    });
    return { ...trend, parameters: estimates };
  },
});
