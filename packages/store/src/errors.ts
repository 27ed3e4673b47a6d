import { CtpError } from '@ctp/factors';
import type { z } from 'zod';

/** Input to a repository function failed validation. `issues` are `path: message` entries. */
export class StoreValidationError extends CtpError {
  constructor(entity: string, issues: readonly { path: string; message: string }[]) {
    super(
      'STORE_INVALID_INPUT',
      `invalid ${entity}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      {
        entity,
        issues,
      },
    );
  }
}

/** A row was not found in the caller's organization (or does not exist at all: the two are not told apart). */
export class NotFoundError extends CtpError {
  constructor(entity: string, id: string) {
    super('STORE_NOT_FOUND', `${entity} ${id} not found`, { entity, id });
  }
}

/** A uniqueness or state conflict, such as a duplicate slug or correcting a superseded version. */
export class ConflictError extends CtpError {
  constructor(entity: string, reason: string, details: Record<string, unknown> = {}) {
    super('STORE_CONFLICT', `${entity}: ${reason}`, { entity, reason, ...details });
  }
}

/** A bulk insert was refused as a whole because some rows are invalid; nothing was written. */
export class BulkValidationError extends CtpError {
  constructor(
    readonly rows: readonly { index: number; issues: readonly { path: string; message: string }[] }[],
  ) {
    super('STORE_BULK_INVALID', `${rows.length} row(s) invalid; nothing was imported`, { rows });
  }
}

/** A stored calculation record's checksums do not hold; it is refused rather than stored. */
export class InvalidRecordChecksumError extends CtpError {
  constructor(activityId: string) {
    super('STORE_RECORD_CHECKSUM', `calculation record of activity ${activityId} fails its checksums`, {
      activityId,
    });
  }
}

/** An idempotency key was reused with a different request. */
export class IdempotencyConflictError extends CtpError {
  constructor(key: string) {
    super('STORE_IDEMPOTENCY_CONFLICT', `idempotency key ${key} was used for a different request`, { key });
  }
}

/** `path: message` issues of a zod error. */
export function zodIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message }));
}

/** Parses `input` with `schema`, throwing {@link StoreValidationError} on failure. */
export function parseInput<S extends z.ZodType>(entity: string, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new StoreValidationError(entity, zodIssues(result.error));
  return result.data;
}

/** True for a PostgreSQL unique violation (SQLSTATE 23505), optionally on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** True for a PostgreSQL check violation (SQLSTATE 23514), optionally of a named constraint. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23514' && (constraint === undefined || e.constraint === constraint);
}

/** The locked reporting period a refused write fell into. */
export interface LockedPeriod {
  readonly periodId: string;
  readonly name: string;
  readonly periodStart: string;
  readonly periodEnd: string;
}

/**
 * A write whose dates fall in a locked reporting period was refused (by the database's lock
 * triggers, SQLSTATE `CTPLK`, or by a check before it). `details` name the period; reopen it
 * (an ORG_ADMIN, with a reason) to change it.
 */
export class PeriodLockedError extends CtpError {
  constructor(period: LockedPeriod, operation?: { table: string; operation: string }) {
    super(
      'STORE_PERIOD_LOCKED',
      `reporting period "${period.name}" (${period.periodStart} to ${period.periodEnd}) is locked; reopen it to change data in it`,
      { ...period, ...(operation ?? {}) },
    );
  }
}

/** A reporting period cannot make the requested close step from its current status. */
export class PeriodTransitionError extends CtpError {
  constructor(periodId: string, status: string, step: string, allowedFrom: readonly string[]) {
    super(
      'STORE_PERIOD_TRANSITION',
      `reporting period ${periodId} is ${status}; ${step} needs it ${allowedFrom.join(' or ')}`,
      { periodId, status, step, allowedFrom },
    );
  }
}

/** SQLSTATE the lock triggers of migration 0019 raise (a custom class, not a PostgreSQL one). */
const PERIOD_LOCKED_SQLSTATE = 'CTPLK';

/** The {@link PeriodLockedError} for a database error raised by a lock trigger, or undefined. */
export function periodLockedFromDatabase(error: unknown): PeriodLockedError | undefined {
  const e = error as { code?: unknown; detail?: unknown } | null;
  if (e?.code !== PERIOD_LOCKED_SQLSTATE || typeof e.detail !== 'string') return undefined;
  const d = JSON.parse(e.detail) as LockedPeriod & { table: string; operation: string };
  return new PeriodLockedError(
    { periodId: d.periodId, name: d.name, periodStart: d.periodStart, periodEnd: d.periodEnd },
    { table: d.table, operation: d.operation },
  );
}

/** One Scope 2 Quality Criterion an instrument failed, in the guidance's numbering (see @ctp/engine). */
export interface InstrumentCriterionFailure {
  readonly criterion: string;
  readonly reason: string;
}

/**
 * The Scope 2 ledger refused an allocation or an instrument: each failure names the Scope 2
 * Quality Criterion (`QC1-emission-rate` … `QC5-market-boundary`) and the reason. Nothing was written.
 */
export class InstrumentRefusedError extends CtpError {
  constructor(readonly failures: readonly InstrumentCriterionFailure[]) {
    super(
      'STORE_INSTRUMENT_REFUSED',
      `refused by the Scope 2 Quality Criteria: ${failures.map((f) => `${f.criterion}: ${f.reason}`).join('; ')}`,
      { failures },
    );
  }
}
