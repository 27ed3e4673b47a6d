import { CtpError } from '@ctp/factors';
import { prefix } from './text.js';

/** An activity failed validation at the engine boundary. Codes: see {@link ActivityErrorCode}. */
export type ActivityErrorCode = 'INVALID_INPUT' | 'NEGATIVE_QUANTITY' | 'UNKNOWN_UNIT' | 'INVALID_PERIOD';

/** An activity field or attribute is missing or invalid. Code `INVALID_INPUT`; `details.path` names the field. */
export class InvalidActivityError extends CtpError {
  constructor(details: { activityId: string; path: string; reason: string; algorithmId?: string }) {
    super(
      'INVALID_INPUT',
      `${prefix(details.algorithmId, details.activityId)}${details.path}: ${details.reason}`,
      details,
    );
  }
}

/** The activity quantity is below zero. Code `NEGATIVE_QUANTITY`. */
export class NegativeQuantityError extends CtpError {
  constructor(details: { activityId: string; quantity: string }) {
    super(
      'NEGATIVE_QUANTITY',
      `${prefix(undefined, details.activityId)}quantity ${details.quantity} is negative`,
      details,
    );
  }
}

/** The activity unit is not in the units vocabulary of @ctp/factors. Code `UNKNOWN_UNIT`. */
export class UnknownActivityUnitError extends CtpError {
  constructor(details: { activityId: string; unit: string }) {
    super(
      'UNKNOWN_UNIT',
      `${prefix(undefined, details.activityId)}unknown unit ${JSON.stringify(details.unit)}`,
      details,
    );
  }
}

/** A period date is not a real `YYYY-MM-DD` date, or the period ends before it starts. Code `INVALID_PERIOD`. */
export class InvalidPeriodError extends CtpError {
  constructor(details: { activityId: string; periodStart: unknown; periodEnd: unknown; reason: string }) {
    super(
      'INVALID_PERIOD',
      `${prefix(undefined, details.activityId)}invalid period: ${details.reason}`,
      details,
    );
  }
}
