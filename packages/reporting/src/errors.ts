/**
 * Errors of @ctp/reporting: classes with a stable `code` and structured fields. The server maps
 * codes to problem+json types; tests assert on codes and fields, never on message text.
 */

/** Base class of every error this package throws. */
export class ReportingError extends Error {
  /** Stable machine-readable code. */
  readonly code: string;
  constructor(code: string, message: string, options?: ErrorOptions) {
    super(`[ctp] [reporting] ${message}`, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A framework definition failed validation (fields, duplicate ids, a formula the engine refuses). */
export class InvalidFrameworkError extends ReportingError {
  readonly framework: string;
  readonly issues: readonly string[];
  constructor(framework: string, issues: readonly string[], options?: ErrorOptions) {
    super('invalid_framework', `framework ${framework}: ${issues.join('; ')}`, options);
    this.framework = framework;
    this.issues = issues;
  }
}

/** No framework with that code (and version) is registered. */
export class FrameworkNotFoundError extends ReportingError {
  readonly frameworkCode: string;
  readonly version: string | null;
  constructor(frameworkCode: string, version: string | null) {
    super('framework_not_found', `no framework ${frameworkCode}${version === null ? '' : `@${version}`}`);
    this.frameworkCode = frameworkCode;
    this.version = version;
  }
}

/** A framework with that code and version is already registered. */
export class DuplicateFrameworkError extends ReportingError {
  readonly frameworkCode: string;
  readonly version: string;
  constructor(frameworkCode: string, version: string) {
    super('duplicate_framework', `framework ${frameworkCode}@${version} is already registered`);
    this.frameworkCode = frameworkCode;
    this.version = version;
  }
}
