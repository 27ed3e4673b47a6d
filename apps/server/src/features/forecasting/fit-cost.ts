/**
 * How long a forecasting request's fit would block the request, estimated before fitting from what
 * drives it: the model, the months of history, the months predicted and how many fits the request
 * makes (a projection fits twice: the forecast, then the hold-out check on all but the last year).
 * A request whose estimate exceeds the server's inline budget (`CTP_FORECAST_INLINE_BUDGET_MS`,
 * default 1500 ms) is worked by a job worker instead (202 Accepted).
 *
 * Calibration: milliseconds of one fit-and-predict on one unloaded core, `base + perMonth × months`
 * per fit, plus `perPredicted` per month predicted. Measured on 27 Nov 2026 with
 * `pnpm --filter @ctp/bench bench:forecast-inline` (each projection = forecast + hold-out fit) on
 * the shared 2-core machine at a load average of 13 to 22, i.e. 5 to 8 times slower than one free
 * core; the figures were scaled to the reference (auto ≈ 1.3 s for a projection at 120
 * months and 2.1 s at 600). Measured under load, per projection, at 48 / 120 / 600 months:
 * combination 2.8 / 6.5 / 19-23 s, auto 12-16 s at 600, arima 0.7 / 1.8 / 2.3-3.0 s,
 * exponential-smoothing 1.0 / 1.4 / 2.4-4.4 s, growth-curve 1.3 / 1.2-2.4 / 3.0-7.3 s (its
 * nonlinear fit is not cheap), optimised-theta, theta, seasonal and linear-trend at most 0.4 s.
 * `auto` costs less than its line for short histories (about 0.25 s at 36 months: fewer
 * candidates); the line overestimates there, which only queues a fit early. With the default
 * 1500 ms budget, a projection is queued from about 224 months of history with `auto`, 250 with
 * `combination`; the others stay in the request up to the 600 months measured.
 */
export interface FitCost {
  /** Fixed milliseconds of one fit (candidate search, set-up). */
  readonly base: number;
  /** Milliseconds per month of history, per fit. */
  readonly perMonth: number;
  /** Milliseconds per month predicted (interval computation, simulation). */
  readonly perPredicted: number;
}

/** The calibrated cost of each built-in model kind (see the module comment for how it was measured). */
export const FIT_COSTS: Readonly<Record<string, FitCost>> = Object.freeze({
  auto: { base: 560, perMonth: 0.85, perPredicted: 0.2 },
  combination: { base: 200, perMonth: 2.2, perPredicted: 0.2 },
  arima: { base: 60, perMonth: 0.3, perPredicted: 0.1 },
  'exponential-smoothing': { base: 80, perMonth: 0.35, perPredicted: 0.1 },
  'growth-curve': { base: 80, perMonth: 0.5, perPredicted: 0.05 },
  'optimised-theta': { base: 5, perMonth: 0.03, perPredicted: 0.02 },
  theta: { base: 2, perMonth: 0.01, perPredicted: 0.01 },
  seasonal: { base: 5, perMonth: 0.04, perPredicted: 0.01 },
  'linear-trend': { base: 2, perMonth: 0.01, perPredicted: 0.01 },
});

/**
 * A model kind not in {@link FIT_COSTS} (a plugin's): assumed as costly as ARIMA, so an unknown model
 * is queued rather than allowed to block the request.
 */
export const UNKNOWN_MODEL_COST: FitCost = FIT_COSTS.arima as FitCost;

/** What the estimate is made from. */
export interface FitCostInput {
  /** Registered model id (a custom model's kind). */
  readonly model: string;
  /** Months of history the model is fitted on. */
  readonly months: number;
  /** Months predicted. */
  readonly horizon: number;
  /** Fits the request makes (2 for a projection with its hold-out check, else 1). */
  readonly fits: number;
  /** Scenario pathways or initiatives laid over the projection (each walks the predicted months). */
  readonly overlays?: number;
}

/** The estimated milliseconds the request would spend fitting, on one unloaded core. */
export function estimateFitMillis(input: FitCostInput): number {
  const cost = FIT_COSTS[input.model] ?? UNKNOWN_MODEL_COST;
  const perFit = cost.base + cost.perMonth * input.months;
  const predicting = cost.perPredicted * input.horizon + 0.05 * input.horizon * (input.overlays ?? 0);
  return input.fits * perFit + predicting;
}
