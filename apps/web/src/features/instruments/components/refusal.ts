import { ApiError } from '../../../api/problem';

/** One Scope 2 Quality Criterion an instrument failed, as the server names it. */
export interface CriterionFailure {
  readonly criterion: string;
  readonly reason: string;
}

/**
 * The criteria a ledger refusal names (`instrument-refused`: `details.failures`), or none for any
 * other error. The problem's extension members are not in the generated `Problem` type, so they
 * are read defensively here.
 */
export function criterionFailures(error: unknown): CriterionFailure[] {
  if (!(error instanceof ApiError) || error.code !== 'STORE_INSTRUMENT_REFUSED') return [];
  const details = (error.problem as { details?: { failures?: unknown } } | undefined)?.details;
  const failures = Array.isArray(details?.failures) ? details.failures : [];
  return failures.flatMap((f: unknown) =>
    typeof f === 'object' &&
    f !== null &&
    typeof (f as CriterionFailure).criterion === 'string' &&
    typeof (f as CriterionFailure).reason === 'string'
      ? [{ criterion: (f as CriterionFailure).criterion, reason: (f as CriterionFailure).reason }]
      : [],
  );
}
