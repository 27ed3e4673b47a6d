import { CtpError } from '@ctp/factors';
import { causeText, prefix } from './text.js';

/** An algorithm definition is malformed. Code `INVALID_ALGORITHM`. */
export class InvalidAlgorithmError extends CtpError {
  constructor(details: { algorithmId: string; issues: string[] }) {
    super(
      'INVALID_ALGORITHM',
      `[${details.algorithmId}] invalid algorithm definition: ${details.issues.join('; ')}`,
      details,
    );
  }
}

/** The same algorithm id and version registered twice, or two automatic algorithms for one slot. Code `DUPLICATE_ALGORITHM`. */
export class DuplicateAlgorithmError extends CtpError {
  constructor(details: { algorithmId: string; version: string; reason: string }) {
    super(
      'DUPLICATE_ALGORITHM',
      `[${details.algorithmId}] cannot register version ${details.version}: ${details.reason}`,
      details,
    );
  }
}

/** No registered algorithm with this id (and version). Code `ALGORITHM_NOT_FOUND`. */
export class AlgorithmNotFoundError extends CtpError {
  constructor(details: { algorithmId: string; version?: string; known: string[]; reason?: string }) {
    const v = details.version === undefined ? '' : ` version ${details.version}`;
    const why = details.reason === undefined ? '' : ` (${details.reason})`;
    super(
      'ALGORITHM_NOT_FOUND',
      `[${details.algorithmId}] algorithm${v} is not registered${why}; registered versions: ${details.known.join(', ') || 'none'}`,
      details,
    );
  }
}

/** No algorithm is registered for the category. Code `UNKNOWN_CATEGORY`. */
export class UnknownCategoryError extends CtpError {
  constructor(details: { category: string; knownCategories: string[]; activityId?: string }) {
    super(
      'UNKNOWN_CATEGORY',
      `${prefix(undefined, details.activityId)}unknown category ${JSON.stringify(details.category)}; known categories: ${details.knownCategories.join(', ') || 'none'}`,
      details,
    );
  }
}

/** Algorithms exist for the category, but none is in force on the activity date. Code `NO_ALGORITHM_IN_FORCE`. */
export class NoAlgorithmInForceError extends CtpError {
  constructor(details: {
    category: string;
    region: string;
    date: string;
    tried: string[];
    activityId?: string;
  }) {
    super(
      'NO_ALGORITHM_IN_FORCE',
      `${prefix(undefined, details.activityId)}no algorithm for ${details.category} in region ${details.region} is in force on ${details.date} (tried ${details.tried.join('; ')})`,
      details,
    );
  }
}

/**
 * An algorithm failed for one activity. A {@link CtpError} thrown inside it keeps its code
 * (`FACTOR_NOT_FOUND`, `UNIT_MISMATCH`, `INVALID_INPUT`, `GWP_NOT_AVAILABLE`, …) and is the `cause`;
 * anything else, or a result that breaks the contract, has code `ALGORITHM_FAILED`.
 */
export class AlgorithmError extends CtpError {
  constructor(details: { algorithmId: string; activityId: string; reason?: string }, cause?: unknown) {
    const code = cause instanceof CtpError ? cause.code : 'ALGORITHM_FAILED';
    const extra = cause instanceof CtpError ? cause.details : {};
    const text = details.reason ?? causeText(cause, details.algorithmId);
    super(
      code,
      `${prefix(details.algorithmId, details.activityId)}${text}`,
      { ...extra, ...details },
      cause === undefined ? undefined : { cause },
    );
  }
}
