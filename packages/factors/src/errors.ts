/**
 * Every error @ctp/factors throws is a {@link CtpError} with a stable `code` (upper snake case) and
 * structured `details` (frozen), and the standard `cause` through `options`. Callers (and the HTTP
 * layer) switch on `code`, never on the message text. @ctp/engine, @ctp/store and the plugins throw
 * `CtpError`s too.
 */
export class CtpError extends Error {
  /** Stable, documented error code such as `FACTOR_NOT_FOUND`. */
  readonly code: string;
  /** Structured details; safe to show to the user who sent the input. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: string, message: string, details: Record<string, unknown> = {}, options?: ErrorOptions) {
    super(`[ctp] ${message}`, options);
    this.name = new.target.name;
    this.code = code;
    this.details = Object.freeze({ ...details });
  }
}

/** No factor matched the query, even after every region fallback. */
export class FactorNotFoundError extends CtpError {
  constructor(details: {
    category: string;
    subcategory: string;
    region: string;
    date: string;
    unit?: string;
    tried: string[];
    hint?: string;
    /** Latest `effectiveTo` before the query date among rows that otherwise fit. */
    nearestBefore?: string;
    /** Earliest `effectiveFrom` after the query date among rows that otherwise fit. */
    nearestAfter?: string;
  }) {
    const unit = details.unit ? ` usable with unit ${details.unit}` : '';
    super(
      'FACTOR_NOT_FOUND',
      `no factor for ${details.category}/${details.subcategory}${unit} in region ${details.region} on ${details.date} (tried ${details.tried.join(' → ')})${details.hint ? `; ${details.hint}` : ''}`,
      details,
    );
  }
}

/** A quantity cannot be converted between two known units of different dimensions. */
export class UnitConversionError extends CtpError {
  constructor(details: {
    from: string;
    to: string;
    fromDimension?: string;
    toDimension?: string;
    reason: string;
  }) {
    super('UNIT_MISMATCH', `cannot convert ${details.from} to ${details.to}: ${details.reason}`, details);
  }
}

/** An argument is malformed (a region code, a date, a blend composition, …). */
export class InvalidInputError extends CtpError {
  constructor(details: { field: string; value: string; reason: string }) {
    super(
      'INVALID_INPUT',
      `invalid ${details.field} ${JSON.stringify(details.value)}: ${details.reason}`,
      details,
    );
  }
}

/** A dataset with the same id and version is already loaded. */
export class DuplicateDatasetError extends CtpError {
  constructor(details: { datasetId: string; datasetVersion: string }) {
    super(
      'DATASET_DUPLICATE',
      `dataset ${details.datasetId}@${details.datasetVersion} is already loaded`,
      details,
    );
  }
}

/** A unit id that is not in the units vocabulary. */
export class UnknownUnitError extends CtpError {
  constructor(details: { unit: string }) {
    super('UNKNOWN_UNIT', `unknown unit "${details.unit}"`, details);
  }
}

/** A GWP set has no value for a gas (for example an UNCONFIRMED value that is not shipped). */
export class GwpNotAvailableError extends CtpError {
  constructor(details: { gas: string; gwpSet: string; gwpTimeframe: string; reason?: string }) {
    super(
      'GWP_NOT_AVAILABLE',
      `no ${details.gwpSet} ${details.gwpTimeframe} GWP for gas ${details.gas}${details.reason ? ` (${details.reason})` : ''}`,
      details,
    );
  }
}

/** One problem found in one row of an imported dataset. */
export interface RowIssue {
  /** 1-based row number as the user sees it (the header row of a CSV is row 1). */
  row: number;
  /** The field (column) at fault, or `*` for the whole row. */
  field: string;
  /** What is wrong, in words. */
  reason: string;
}

/** A dataset file had bad rows; nothing of it was loaded. */
export class DatasetValidationError extends CtpError {
  readonly issues: readonly RowIssue[];
  constructor(datasetId: string, issues: RowIssue[]) {
    const first = issues
      .slice(0, 5)
      .map((i) => `row ${i.row} ${i.field}: ${i.reason}`)
      .join('; ');
    super(
      'DATASET_INVALID',
      `dataset ${datasetId} has ${issues.length} invalid row(s), nothing was imported: ${first}${issues.length > 5 ? '; …' : ''}`,
      { datasetId, issueCount: issues.length, issues },
    );
    this.issues = Object.freeze([...issues]);
  }
}
