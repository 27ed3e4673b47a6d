/**
 * The {@link Projection} every model returns, and the helpers that turn a model's raw forecast
 * into one (timeline, validation of prediction options, the input hash).
 *
 * @module
 */
import type { Frequency } from './series/period.js';

/** A prediction interval at one confidence level. */
export interface PredictionInterval {
  /** Confidence level in percent, for example `80` or `95`. */
  readonly level: number;
  /** Lower bounds, one per projected period. */
  readonly lower: readonly number[];
  /** Upper bounds, one per projected period. */
  readonly upper: readonly number[];
}

/** The projection's uncertainty: `lower`/`upper` at the widest requested level, plus every level. */
export interface ProjectionConfidence {
  /** Level of `lower` and `upper` in percent: the widest requested (95 by default). */
  readonly level: number;
  /** Lower bounds at `level`. */
  readonly lower: readonly number[];
  /** Upper bounds at `level`. */
  readonly upper: readonly number[];
  /** Intervals at every requested level, ascending (80% and 95% by default). */
  readonly intervals: readonly PredictionInterval[];
}

/** Which model, configured how, produced a projection. */
export interface ModelReference {
  /** Registered model id, for example `linear-trend`. */
  readonly id: string;
  /** Version of the model implementation. */
  readonly version: string;
  /** Description of the fitted model, for example `ARIMA(0,1,1)(0,1,1)[12]` or `y = 120.3 + 1.2·t`. */
  readonly description: string;
  /** Configuration the model was fitted with (after defaults). */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** Estimated quantities (coefficients, residual variance, smoothing weights). */
  readonly estimates: Readonly<Record<string, number>>;
}

/**
 * A statistical projection of a series. Values are plain numbers: they are estimates with
 * uncertainty given by `confidence`, not accounting totals.
 */
export interface Projection {
  /** Frequency of the projected periods (the fitted series' frequency). */
  readonly frequency: Frequency;
  /** ISO date (`YYYY-MM-DD`) of the first day of each projected period. */
  readonly timeline: readonly string[];
  /** Point forecasts, one per period of `timeline`. */
  readonly values: readonly number[];
  /** Prediction intervals, absent when no levels were requested. */
  readonly confidence?: ProjectionConfidence;
  /** The model that produced the projection. */
  readonly model: ModelReference;
  /**
   * Statements to read beside the numbers, when the model has any: the history was too short for a
   * seasonal model, the intervals were found too narrow on rolling origins (and widened), which model
   * an automatic choice took and why.
   */
  readonly notes?: readonly string[];
  /** When the projection was generated (ISO date-time); injectable through `now` for reproducibility. */
  readonly generatedAt: string;
  /**
   * Hex SHA-256 over the RFC 8785 canonical JSON of `{ series, config }`, where `series` is
   * `{ frequency, start, values }` and `config` is `{ model, version, parameters, horizon, levels }`.
   */
  readonly inputHash: string;
}

/** Options of `predict`. */
export interface PredictOptions {
  /** Interval levels in percent, each in (0, 100). Default `[80, 95]`; `[]` for point forecasts only. */
  readonly levels?: readonly number[];
  /** Timestamp written to `generatedAt`. Default: the current time. Pass it for reproducible output. */
  readonly now?: Date | string;
}

/** Interval levels used when none are requested. */
export const DEFAULT_LEVELS: readonly number[] = Object.freeze([80, 95]);
