/**
 * The contract between the automatic time-series fitters (ARIMA, exponential smoothing) and the
 * {@link ForecastModel} adapters that register them. The fitters work on plain arrays of numbers
 * with a known seasonal period; the adapters add the calendar, validation and the Projection shape.
 *
 * @module
 */

/** Point forecasts and prediction intervals for `horizon` steps after the last observation. */
export interface SeriesForecast {
  /** Point forecasts, one per step ahead. */
  readonly mean: number[];
  /** Lower interval bounds keyed by confidence level in percent (for example `80`, `95`). */
  readonly lower: Record<number, number[]>;
  /** Upper interval bounds keyed by confidence level in percent (for example `80`, `95`). */
  readonly upper: Record<number, number[]>;
}

/** A model fitted to a series by an automatic fitter such as `autoArima` or `autoEts`. */
export interface SeriesFit {
  /** Human-readable model description, for example `ARIMA(0,1,1)(0,1,1)[12]` or `ETS(M,Ad,M)`. */
  readonly description: string;
  /** Corrected Akaike information criterion of the selected model. */
  readonly aicc: number;
  /** Estimated parameters by name (coefficients, smoothing weights, variance). */
  readonly parameters: Readonly<Record<string, number>>;
  /**
   * Statements a user should read beside the projection: a history too short for a seasonal model,
   * intervals found too narrow on rolling origins and widened, the model an automatic choice took.
   */
  readonly notes?: readonly string[];
  /** Fewest observations the fitter needs, when it can say. */
  readonly minimumLength?: number;
  /**
   * Forecasts `horizon` steps ahead with prediction intervals at each of `levels` (percent, e.g. `[80, 95]`).
   */
  forecast(horizon: number, levels: readonly number[]): SeriesForecast;
}

/** Signature shared by the automatic fitters. `period` is the seasonal period (12 monthly, 4 quarterly, 1 annual). */
export type AutoFitter = (y: readonly number[], options: { readonly period: number }) => SeriesFit;
