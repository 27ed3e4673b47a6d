/**
 * Errors of @ctp/reporting: classes with a stable `code` and structured fields. The server maps
 * codes to problem+json types; tests assert on codes and fields, never on message text.
 */

/** Stable codes of the reporting errors, in upper snake case like every CTP error code. */
export type ReportingErrorCode = 'INVALID_FRAMEWORK' | 'FRAMEWORK_NOT_FOUND' | 'DUPLICATE_FRAMEWORK';

/**
 * Base class of every error this package throws: a stable `code`, structured `details` (frozen),
 * the standard `cause`, and a message starting with `[ctp] [reporting]`.
 */
export class ReportingError extends Error {
  /** Stable machine-readable code. */
  readonly code: ReportingErrorCode;
  /** Structured fields describing the failure; safe to log and to show to whoever sent the input. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    code: ReportingErrorCode,
    message: string,
    details: Record<string, unknown> = {},
    options?: ErrorOptions,
  ) {
    super(`[ctp] [reporting] ${message}`, options);
    this.name = new.target.name;
    this.code = code;
    this.details = Object.freeze({ ...details });
  }
}

/** A framework definition failed validation (fields, duplicate ids, a formula the engine refuses). Code `INVALID_FRAMEWORK`. */
export class InvalidFrameworkError extends ReportingError {
  readonly framework: string;
  readonly issues: readonly string[];
  constructor(framework: string, issues: readonly string[], options?: ErrorOptions) {
    super(
      'INVALID_FRAMEWORK',
      `framework ${framework}: ${issues.join('; ')}`,
      { framework, issues },
      options,
    );
    this.framework = framework;
    this.issues = issues;
  }
}

/** No framework with that code (and version) is registered. Code `FRAMEWORK_NOT_FOUND`. */
export class FrameworkNotFoundError extends ReportingError {
  readonly frameworkCode: string;
  readonly version: string | null;
  constructor(frameworkCode: string, version: string | null) {
    super('FRAMEWORK_NOT_FOUND', `no framework ${frameworkCode}${version === null ? '' : `@${version}`}`, {
      frameworkCode,
      version,
    });
    this.frameworkCode = frameworkCode;
    this.version = version;
  }
}

/** A framework with that code and version is already registered. Code `DUPLICATE_FRAMEWORK`. */
export class DuplicateFrameworkError extends ReportingError {
  readonly frameworkCode: string;
  readonly version: string;
  constructor(frameworkCode: string, version: string) {
    super('DUPLICATE_FRAMEWORK', `framework ${frameworkCode}@${version} is already registered`, {
      frameworkCode,
      version,
    });
    this.frameworkCode = frameworkCode;
    this.version = version;
  }
}
