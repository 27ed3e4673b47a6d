/**
 * The error both automatic fitters throw when a series is too short for the model asked for.
 *
 * @module
 */

/** A series has fewer observations than a model needs; `needed` and `actual` say by how much. */
export class SeriesTooShortError extends Error {
  /** Stable code for callers and the HTTP layer. */
  readonly code = 'SERIES_TOO_SHORT';

  constructor(
    /** Model that refused the series, for example `ARIMA(0,1,1)(0,1,1)[12]` or `ETS(A,A,N)`. */
    readonly model: string,
    /** Fewest observations the model needs. */
    readonly needed: number,
    /** Observations given. */
    readonly actual: number,
  ) {
    super(`[ctp] [${model}] needs at least ${needed} points, got ${actual}`);
    this.name = 'SeriesTooShortError';
  }
}
