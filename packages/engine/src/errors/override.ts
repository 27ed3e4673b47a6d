import { CtpError } from '@ctp/factors';

/** An organization override is malformed. Code `INVALID_OVERRIDE`; `details.issues` lists `path: message`. */
export class InvalidOverrideError extends CtpError {
  constructor(details: { overrideId: string; issues: string[] }) {
    super(
      'INVALID_OVERRIDE',
      `override ${JSON.stringify(details.overrideId)} is invalid: ${details.issues.join('; ')}`,
      details,
    );
  }
}

/** More than one approved, in-date override applies to the same organization, category and date. Code `OVERRIDE_CONFLICT`. */
export class OverrideConflictError extends CtpError {
  constructor(details: { organizationId: string; category: string; date: string; overrideIds: string[] }) {
    super(
      'OVERRIDE_CONFLICT',
      `overrides ${details.overrideIds.join(', ')} all apply to ${details.category} for organization ${details.organizationId} on ${details.date}; at most one may`,
      details,
    );
  }
}

/**
 * A custom-logic formula is refused: syntax error, a construct outside the formula language, an
 * unknown variable or function, a type error, or too long / too deep. Code `FORMULA_INVALID`.
 * `position` is the 0-based character offset of `token` in the formula (-1 when unknown).
 */
export class FormulaError extends CtpError {
  readonly position: number;
  readonly token: string;
  constructor(details: { reason: string; token: string; position: number; formula?: string }) {
    const at = details.position >= 0 ? ` at position ${details.position}` : '';
    super(
      'FORMULA_INVALID',
      `formula refused: ${details.reason} (${JSON.stringify(details.token)}${at})`,
      details,
    );
    this.position = details.position;
    this.token = details.token;
  }
}

/**
 * A valid formula produced an unusable value for one activity: division by zero, a negative or
 * non-finite result, a missing variable. Code `FORMULA_RESULT_INVALID`.
 */
export class FormulaResultError extends CtpError {
  constructor(details: { reason: string; overrideId?: string; activityId?: string }) {
    const who = details.activityId === undefined ? '' : `activity ${JSON.stringify(details.activityId)}: `;
    const what =
      details.overrideId === undefined ? 'formula' : `custom override ${JSON.stringify(details.overrideId)}`;
    super('FORMULA_RESULT_INVALID', `${who}${what} gave no usable result: ${details.reason}`, details);
  }
}
