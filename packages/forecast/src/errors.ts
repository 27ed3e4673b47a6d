/**
 * Error classes of @ctp/forecast. Each has a stable `code` and structured `details`; callers (and the
 * HTTP layer, which maps codes to problem+json types) switch on `code`, never on the message text.
 * Messages start with `[ctp]` and name the model id when one is involved.
 *
 * @module
 */

/** Base class of every error this package throws. */
export class ForecastError extends Error {
  /** Stable, documented error code such as `SERIES_TOO_SHORT`. */
  readonly code: string;
  /** Structured details; safe to show to whoever sent the input. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: string, message: string, details: Record<string, unknown> = {}, options?: ErrorOptions) {
    super(`[ctp] ${message}`, options);
    this.name = new.target.name;
    this.code = code;
    this.details = Object.freeze({ ...details });
  }
}

/** The series (or its timeline) is malformed: gaps, bad dates, non-finite values. Code `INVALID_SERIES`. */
export class InvalidSeriesError extends ForecastError {
  constructor(details: { issues: string[] }) {
    super('INVALID_SERIES', `invalid series: ${details.issues.join('; ')}`, details);
  }
}

/** The series has fewer observations than the model needs. Code `SERIES_TOO_SHORT`. */
export class SeriesTooShortError extends ForecastError {
  constructor(details: { modelId: string; required: number; actual: number; frequency: string }) {
    super(
      'SERIES_TOO_SHORT',
      `[${details.modelId}] needs at least ${details.required} ${details.frequency} observations, got ${details.actual}`,
      details,
    );
  }
}

/** The model cannot be used on this kind of series (for example seasonal decomposition of an annual series). Code `MODEL_NOT_APPLICABLE`. */
export class ModelNotApplicableError extends ForecastError {
  constructor(details: { modelId: string; reason: string }) {
    super('MODEL_NOT_APPLICABLE', `[${details.modelId}] ${details.reason}`, details);
  }
}

/** Model parameters failed validation. Code `INVALID_MODEL_PARAMETERS`. */
export class InvalidModelParametersError extends ForecastError {
  constructor(details: { modelId: string; issues: string[] }) {
    super(
      'INVALID_MODEL_PARAMETERS',
      `[${details.modelId}] invalid parameters: ${details.issues.join('; ')}`,
      details,
    );
  }
}

/** A model definition is malformed (bad id, missing text). Code `INVALID_MODEL`. */
export class InvalidModelError extends ForecastError {
  constructor(details: { modelId: string; issues: string[] }) {
    super(
      'INVALID_MODEL',
      `[${details.modelId}] invalid model definition: ${details.issues.join('; ')}`,
      details,
    );
  }
}

/** A model id registered twice. Code `DUPLICATE_MODEL`. */
export class DuplicateModelError extends ForecastError {
  constructor(details: { modelId: string }) {
    super('DUPLICATE_MODEL', `[${details.modelId}] a model with this id is already registered`, details);
  }
}

/** No model with this id is registered. Code `MODEL_NOT_FOUND`. */
export class ModelNotFoundError extends ForecastError {
  constructor(details: { modelId: string; known: string[] }) {
    super(
      'MODEL_NOT_FOUND',
      `[${details.modelId}] no such forecast model; registered models: ${details.known.join(', ') || 'none'}`,
      details,
    );
  }
}

/** Fitting failed numerically (singular design, optimiser diverged). Code `FIT_FAILED`. */
export class FitFailedError extends ForecastError {
  constructor(details: { modelId: string; reason: string }, options?: ErrorOptions) {
    super('FIT_FAILED', `[${details.modelId}] fit failed: ${details.reason}`, details, options);
  }
}

/** Prediction options are out of range (horizon, interval levels). Code `INVALID_PREDICTION_OPTIONS`. */
export class InvalidPredictionOptionsError extends ForecastError {
  constructor(details: { modelId: string; issues: string[] }) {
    super(
      'INVALID_PREDICTION_OPTIONS',
      `[${details.modelId}] invalid prediction options: ${details.issues.join('; ')}`,
      details,
    );
  }
}

/** A scenario template is malformed or impossible (target year before base year, 100% cut on an exponential path). Code `INVALID_SCENARIO`. */
export class InvalidScenarioError extends ForecastError {
  constructor(details: { issues: string[]; scenarioId?: string }) {
    const who = details.scenarioId === undefined ? '' : `[${details.scenarioId}] `;
    super('INVALID_SCENARIO', `${who}invalid scenario: ${details.issues.join('; ')}`, details);
  }
}

/** A reduction initiative is malformed. Code `INVALID_INITIATIVE`. */
export class InvalidInitiativeError extends ForecastError {
  constructor(details: { issues: string[]; initiativeId?: string }) {
    const who = details.initiativeId === undefined ? '' : `[${details.initiativeId}] `;
    super('INVALID_INITIATIVE', `${who}invalid initiative: ${details.issues.join('; ')}`, details);
  }
}

/** An initiative status change that the lifecycle does not allow. Code `INVALID_STATUS_TRANSITION`. */
export class InvalidStatusTransitionError extends ForecastError {
  constructor(details: { initiativeId: string; from: string; to: string; allowed: string[] }) {
    super(
      'INVALID_STATUS_TRANSITION',
      `[${details.initiativeId}] cannot change status from ${details.from} to ${details.to}; allowed from ${details.from}: ${details.allowed.join(', ') || 'none'}`,
      details,
    );
  }
}

/** Gap analysis inputs do not line up (no overlapping years, missing base year). Code `INVALID_GAP_INPUT`. */
export class InvalidGapInputError extends ForecastError {
  constructor(details: { issues: string[] }) {
    super('INVALID_GAP_INPUT', `invalid gap analysis input: ${details.issues.join('; ')}`, details);
  }
}

/** Turns zod issues into `path: message` strings for the `issues` detail of an error. */
export function issueList(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string[] {
  return error.issues.map((i) =>
    i.path.length === 0 ? i.message : `${i.path.map(String).join('.')}: ${i.message}`,
  );
}
