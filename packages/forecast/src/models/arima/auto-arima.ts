/**
 * Automatic seasonal ARIMA in the manner of R's `forecast::auto.arima` (Hyndman & Khandakar 2008):
 * differencing from the seasonal-strength and KPSS rules, then a stepwise search over (p,q)(P,Q) and the
 * constant that moves to the neighbour with the lowest AICc until none improves. Models whose AR or MA
 * roots lie within 1.01 of the unit circle, whose conditional-sum-of-squares start is not stationary, or
 * that fail to fit, are ruled out as in R.
 *
 * @module
 */
import { type ArimaFit, fitArima } from './fit-arima.js';
import { difference } from './polynomial.js';
import { SeriesTooShortError } from './series-too-short.js';
import { firstDifferencesNeeded, isConstant, seasonalDifferencesNeeded } from './unit-root.js';

/** Options of {@link autoArima}; the limits default to auto.arima's. */
export interface AutoArimaOptions {
  readonly period: number;
  readonly maxP?: number;
  readonly maxQ?: number;
  readonly maxSeasonalP?: number;
  readonly maxSeasonalQ?: number;
  /**
   * Search by conditional sum of squares and refit the chosen model by exact likelihood, as auto.arima's
   * `approximation` does; default as R: when the series is longer than 150 or the period exceeds 12.
   */
  readonly approximation?: boolean;
}

/** Fewest observations autoArima accepts. */
export const AUTO_ARIMA_MINIMUM_LENGTH = 8;

interface Candidate {
  readonly p: number;
  readonly q: number;
  readonly P: number;
  readonly Q: number;
  readonly constant: boolean;
}

/**
 * Selects and fits a seasonal ARIMA model for `y` by AICc, in the manner of R's `auto.arima`: the
 * statistics on a plain array, without the calendar, validation and `Projection` of {@link arimaModel}.
 *
 * @param y the observations, oldest first.
 * @param options the seasonal `period` (12 monthly, 4 quarterly, 1 annual) and the search limits.
 * @throws an `Error` with code `SERIES_TOO_SHORT` (and `needed`, `actual`) when `y` has fewer than
 *   {@link AUTO_ARIMA_MINIMUM_LENGTH} points, or fewer than the chosen model needs.
 */
export function autoArima(y: readonly number[], options: AutoArimaOptions): ArimaFit {
  if (y.length < AUTO_ARIMA_MINIMUM_LENGTH)
    throw new SeriesTooShortError('arima', AUTO_ARIMA_MINIMUM_LENGTH, y.length);
  const m = Math.max(1, options.period);
  const seasonalD = m > 1 && y.length > 2 * m ? seasonalDifferencesNeeded(y, m) : 0;
  const afterSeasonal = seasonalD > 0 ? y.slice(m).map((v, t) => v - (y[t] as number)) : y.slice();
  const d = firstDifferencesNeeded(afterSeasonal, 2);
  // auto.arima caps the orders at a third of the series (in seasons for the seasonal ones).
  const third = Math.floor(y.length / 3);
  const maxSP = m > 1 ? Math.min(options.maxSeasonalP ?? 2, Math.floor(y.length / 3 / m)) : 0;
  const maxSQ = m > 1 ? Math.min(options.maxSeasonalQ ?? 2, Math.floor(y.length / 3 / m)) : 0;
  // With seasonal terms available, non-seasonal lags stop short of the period (auto.arima's rule).
  const maxP = Math.min(options.maxP ?? 5, third, maxSP > 0 ? m - 1 : Number.POSITIVE_INFINITY);
  const maxQ = Math.min(options.maxQ ?? 5, third, maxSQ > 0 ? m - 1 : Number.POSITIVE_INFINITY);
  const allowConstant = d + seasonalD <= 1;
  const differenced = difference(y, d, seasonalD, m);
  if (isConstant(differenced)) {
    // Nothing left to model after differencing: the differenced series is its own (constant) forecast.
    return fitArima(y, {
      order: [0, d, 0],
      seasonal: [0, seasonalD, 0],
      period: m,
      includeConstant: allowConstant,
    });
  }
  const approximation = options.approximation ?? (y.length > 150 || m > 12);
  const method = approximation ? 'CSS' : 'CSS-ML';

  const tried = new Map<string, ArimaFit | undefined>();
  const fitOne = (c: Candidate): ArimaFit | undefined => {
    const key = `${c.p},${c.q},${c.P},${c.Q},${c.constant}`;
    if (tried.has(key)) return tried.get(key);
    let fit: ArimaFit | undefined;
    try {
      fit = fitArima(y, {
        order: [c.p, d, c.q],
        seasonal: [c.P, seasonalD, c.Q],
        period: m,
        includeConstant: c.constant,
        method,
        strictStart: true,
      });
      if (!Number.isFinite(fit.aicc) || fit.minRoot < 1.01) fit = undefined;
    } catch (error) {
      if (!(error instanceof SeriesTooShortError) && !(error instanceof Error)) throw error;
      fit = undefined;
    }
    tried.set(key, fit);
    return fit;
  };
  const allowed = (c: Candidate): boolean =>
    c.p >= 0 &&
    c.q >= 0 &&
    c.P >= 0 &&
    c.Q >= 0 &&
    c.p <= maxP &&
    c.q <= maxQ &&
    c.P <= maxSP &&
    c.Q <= maxSQ &&
    (allowConstant || !c.constant);

  let best: { c: Candidate; fit: ArimaFit } | undefined;
  const consider = (c: Candidate): boolean => {
    if (!allowed(c)) return false;
    const key = `${c.p},${c.q},${c.P},${c.Q},${c.constant}`;
    const seen = tried.has(key);
    const fit = fitOne(c);
    if (seen || fit === undefined) return false;
    if (best === undefined || fit.aicc < best.fit.aicc) {
      best = { c, fit };
      return true;
    }
    return false;
  };
  const seasonal = m > 1;
  consider({
    p: Math.min(2, maxP),
    q: Math.min(2, maxQ),
    P: seasonal ? Math.min(1, maxSP) : 0,
    Q: seasonal ? Math.min(1, maxSQ) : 0,
    constant: allowConstant,
  });
  consider({ p: 0, q: 0, P: 0, Q: 0, constant: allowConstant });
  consider({ p: maxP > 0 ? 1 : 0, q: 0, P: seasonal && maxSP > 0 ? 1 : 0, Q: 0, constant: allowConstant });
  consider({ p: 0, q: maxQ > 0 ? 1 : 0, P: 0, Q: seasonal && maxSQ > 0 ? 1 : 0, constant: allowConstant });
  if (allowConstant) consider({ p: 0, q: 0, P: 0, Q: 0, constant: false });

  const steps: Array<(c: Candidate) => Candidate> = [
    (c) => ({ ...c, P: c.P - 1 }),
    (c) => ({ ...c, Q: c.Q - 1 }),
    (c) => ({ ...c, P: c.P + 1 }),
    (c) => ({ ...c, Q: c.Q + 1 }),
    (c) => ({ ...c, P: c.P - 1, Q: c.Q - 1 }),
    (c) => ({ ...c, P: c.P - 1, Q: c.Q + 1 }),
    (c) => ({ ...c, P: c.P + 1, Q: c.Q - 1 }),
    (c) => ({ ...c, P: c.P + 1, Q: c.Q + 1 }),
    (c) => ({ ...c, p: c.p - 1 }),
    (c) => ({ ...c, q: c.q - 1 }),
    (c) => ({ ...c, p: c.p + 1 }),
    (c) => ({ ...c, q: c.q + 1 }),
    (c) => ({ ...c, p: c.p - 1, q: c.q - 1 }),
    (c) => ({ ...c, p: c.p - 1, q: c.q + 1 }),
    (c) => ({ ...c, p: c.p + 1, q: c.q - 1 }),
    (c) => ({ ...c, p: c.p + 1, q: c.q + 1 }),
    (c) => ({ ...c, constant: !c.constant }),
  ];
  // auto.arima's stepwise limit on models tried.
  for (let improved = true; improved && best !== undefined && tried.size < 94; ) {
    improved = false;
    for (const step of steps) {
      if (consider(step((best as { c: Candidate }).c))) {
        improved = true;
        break;
      }
    }
  }
  if (approximation) {
    // Refit the approximate ranking by exact likelihood, best first, keeping the first that is admissible.
    const ranked = [...tried.entries()]
      .filter((entry): entry is [string, ArimaFit] => entry[1] !== undefined)
      .sort((a, b) => a[1].aicc - b[1].aicc);
    for (const [key] of ranked) {
      const [p, q, P, Q, constant] = key.split(',');
      try {
        const fit = fitArima(y, {
          order: [Number(p), d, Number(q)],
          seasonal: [Number(P), seasonalD, Number(Q)],
          period: m,
          includeConstant: constant === 'true',
          strictStart: true,
        });
        if (Number.isFinite(fit.aicc) && fit.minRoot >= 1.01) return fit;
      } catch {
        // An approximate model that the exact likelihood rejects is skipped, as in auto.arima.
      }
    }
    best = undefined;
  }
  if (best === undefined) {
    // As auto.arima falls back when nothing fits: the differenced white-noise model.
    return fitArima(y, { order: [0, d, 0], seasonal: [0, seasonalD, 0], period: m, includeConstant: false });
  }
  return best.fit;
}
