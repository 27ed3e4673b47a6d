/**
 * The error both automatic fitters throw when a series is too short for the model asked for.
 *
 * @module
 */

import { ForecastError } from '../../errors.js';

/**
 * A series has fewer observations than a model needs; `needed` and `actual` say by how much. Code
 * `SERIES_TOO_SHORT`, like the public `SeriesTooShortError` of `../../errors.js`, which
 * `autoFitterModel` turns this one into (adding the model id and the frequency). Internal to the
 * fitters; `details` holds `model`, `needed` and `actual`.
 */
export class SeriesTooShortError extends ForecastError {
  constructor(
    /** Model that refused the series, for example `ARIMA(0,1,1)(0,1,1)[12]` or `ETS(A,A,N)`. */
    readonly model: string,
    /** Fewest observations the model needs. */
    readonly needed: number,
    /** Observations given. */
    readonly actual: number,
  ) {
    super('SERIES_TOO_SHORT', `[${model}] needs at least ${needed} points, got ${actual}`, {
      model,
      needed,
      actual,
    });
  }
}
