/**
 * Forecasting through an STL decomposition in the manner of R's `forecast::stlf`: decompose (STL with
 * a seasonal window of 11 as `mstl` defaults for one season), forecast the seasonally adjusted series
 * with ETS restricted to non-seasonal members (R's `etsmodel = "ZZN"`) or with automatic ARIMA, and add
 * the last year's seasonal component back to the forecast and to its interval bounds.
 *
 * @module
 */
import { autoArima } from '../arima/auto-arima.js';
import { SeriesTooShortError } from '../arima/series-too-short.js';
import { autoEts } from '../ets/auto-ets.js';
import type { SeriesFit } from '../series-fit.js';
import { stl } from './stl.js';

/** What forecasts the seasonally adjusted series. */
export type StlMethod = 'ets' | 'arima';

/** A series must be longer than two full periods for STL (R's `stl` refuses otherwise). */
export function stlMinimumLength(period: number): number {
  return 2 * period + 1;
}

/** Fits STL plus `method` on the adjusted series, as `stlf(y, method = method)` does. */
export function fitStlf(y: readonly number[], period: number, method: StlMethod = 'ets'): SeriesFit {
  const needed = stlMinimumLength(period);
  if (y.length < needed) throw new SeriesTooShortError('stl', needed, y.length);
  const parts = stl(y, { period, sWindow: 11 });
  const adjusted = y.map((v, i) => v - (parts.seasonal[i] as number));
  const inner =
    method === 'ets' ? autoEts(adjusted, { period, seasonal: false }) : autoArima(adjusted, { period: 1 });
  const n = y.length;
  const lastYear = parts.seasonal.slice(n - period);
  const seasonAhead = (h: number) => lastYear[(h - 1) % period] as number;
  const parameters: Record<string, number> = { ...inner.parameters };
  lastYear.forEach((s, k) => {
    parameters[`season${k + 1}`] = s;
  });
  return {
    description: `STL [${period}] (s.window ${parts.windows.s}, t.window ${parts.windows.t}) + ${inner.description} on the seasonally adjusted series`,
    aicc: inner.aicc,
    parameters,
    minimumLength: needed,
    forecast(horizon, levels) {
      const f = inner.forecast(horizon, levels);
      const add = (values: readonly number[]) => values.map((v, i) => v + seasonAhead(i + 1));
      const lower: Record<number, number[]> = {};
      const upper: Record<number, number[]> = {};
      for (const level of levels) {
        lower[level] = add(f.lower[level] ?? []);
        upper[level] = add(f.upper[level] ?? []);
      }
      return { mean: add(f.mean), lower, upper };
    },
  };
}
