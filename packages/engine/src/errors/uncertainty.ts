import { CtpError } from '@ctp/factors';

/**
 * An uncertainty input is unusable: a relative half-width that is negative or not finite, a score
 * outside 1–5, or Monte Carlo options out of range. Code `INVALID_UNCERTAINTY`.
 */
export class InvalidUncertaintyError extends CtpError {
  constructor(details: { field: string; value: string; reason: string }) {
    super(
      'INVALID_UNCERTAINTY',
      `invalid uncertainty: ${details.field} ${details.value}: ${details.reason}`,
      details,
    );
  }
}
