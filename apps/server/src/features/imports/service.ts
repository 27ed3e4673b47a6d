import { claimIdempotencyKey, completeIdempotencyKey, withOrganization } from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { afterImport, checkActivities, importActivities } from './import-activities.js';
import { ImportRowsError } from './import-rows-error.js';
import { fieldError } from './schemas.js';
import type { ParsedSource } from './source-rows.js';

/** The idempotency scope of this route (keys of other routes never collide with it). */
const IDEMPOTENCY_SCOPE = 'POST /api/activities/import';

/** What an import answered: the stored answer of the first upload when `replayed`. */
export interface ImportOutcome {
  replayed: boolean;
  status: number;
  body: unknown;
}

/**
 * The bulk import service: claims the idempotency key, imports every row or none (import-activities.ts
 * writes the audit entry) and stores the answer for a retry, all in one organization transaction.
 * Invalid rows become one `IMPORT_ROWS_INVALID` problem listing every problem of every row.
 */
export function importsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    importRows: async (
      caller: Caller,
      { source, hash }: { source: ParsedSource; hash: string },
      key: string | null,
    ): Promise<ImportOutcome> => {
      try {
        const outcome: ImportOutcome = await withOrganization(db, caller.organizationId, async (scope) => {
          const claim =
            key === null
              ? null
              : await claimIdempotencyKey(scope, { scope: IDEMPOTENCY_SCOPE, key, requestHash: hash });
          if (claim?.status === 'replay')
            return { replayed: true, status: claim.statusCode, body: claim.response };
          if (claim?.status === 'in_progress') {
            throw Object.assign(new Error('an import with this idempotency key is still running'), {
              code: 'IDEMPOTENCY_IN_PROGRESS',
            });
          }
          const result = await importActivities(scope, source, {
            actor: {
              ...caller.actor,
              enteredBy: caller.principal.userId ?? null,
              requestId: caller.requestId,
            },
            idempotencyKey: key,
          });
          const body = { imported: result.imported, ids: [...result.ids], format: source.format };
          if (claim?.status === 'new')
            await completeIdempotencyKey(scope, claim.id, { statusCode: 201, response: body });
          return { replayed: false, status: 201, body };
        });
        if (!outcome.replayed) await afterImport(db);
        return outcome;
      } catch (error) {
        throw rowsProblem(error, source.format, 'nothing was imported');
      }
    },
    /**
     * The dry run of {@link importRows}: the same checks in a read-only pass, nothing stored, no
     * audit entry, no idempotency key. Answers how many rows would be imported, or the same
     * `IMPORT_ROWS_INVALID` problem the import would answer.
     */
    checkRows: async (caller: Caller, { source }: { source: ParsedSource }): Promise<ImportCheck> => {
      try {
        await withOrganization(db, caller.organizationId, (scope) =>
          checkActivities(scope, source, caller.principal.userId ?? null),
        );
        return { valid: true, rows: source.rows.length, format: source.format };
      } catch (error) {
        throw rowsProblem(error, source.format, 'nothing was stored (this was a check)');
      }
    },
  };
}

/** What a dry run answers when every row would be imported. */
export interface ImportCheck {
  valid: true;
  rows: number;
  format: 'csv' | 'json';
}

/** An {@link ImportRowsError} as the `IMPORT_ROWS_INVALID` problem; any other error unchanged. */
function rowsProblem(error: unknown, format: 'csv' | 'json', outcome: string): unknown {
  if (!(error instanceof ImportRowsError)) return error;
  const rows = new Set(error.errors.map((e) => e.row)).size;
  return new ProblemError('IMPORT_ROWS_INVALID', {
    detail: `${error.errors.length} problem(s) in ${rows} row(s); ${outcome}. Fix them all and upload the file again.`,
    errors: error.errors.map((e) => fieldError(format, e)),
  });
}
