import { CtpError } from '@ctp/factors';

/** A calculation context is unusable (unknown GWP set, overrides without an organization, …). Code `INVALID_CONTEXT`. */
export class InvalidContextError extends CtpError {
  constructor(details: { field: string; reason: string }) {
    super('INVALID_CONTEXT', `invalid calculation context: ${details.field}: ${details.reason}`, details);
  }
}
