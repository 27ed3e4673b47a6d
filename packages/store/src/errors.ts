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
