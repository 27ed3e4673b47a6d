import { BulkValidationError, zodIssues } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import {
  type ActivityDataInput,
  ActivityDataInputSchema,
  activityColumns,
  type ParsedActivityData,
} from './activity-schema.js';

/** Rows per INSERT statement (12 parameters each, far below PostgreSQL's 65,535). */
const CHUNK = 1000;

/** Per-row validation of a bulk import: the parsed rows, or every row's issues. */
export function validateActivityRows(
  rows: readonly unknown[],
): { ok: true; rows: ParsedActivityData[] } | { ok: false; errors: BulkValidationError } {
  const parsed: ParsedActivityData[] = [];
  const errors: { index: number; issues: { path: string; message: string }[] }[] = [];
  rows.forEach((row, index) => {
    const result = ActivityDataInputSchema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else errors.push({ index, issues: zodIssues(result.error) });
  });
  return errors.length > 0
    ? { ok: false, errors: new BulkValidationError(errors) }
    : { ok: true, rows: parsed };
}

/**
 * Inserts many activities all-or-nothing: every row is validated first (a {@link BulkValidationError}
 * lists each invalid row and nothing is written), then rows are inserted in chunks inside the
 * scope's transaction, so a database error (an unknown facility, say) also rolls back every row.
 * Returns the new ids in input order.
 */
export async function bulkInsertActivityData(
  scope: OrganizationScope,
  rows: readonly ActivityDataInput[],
): Promise<{ ids: string[] }> {
  const validated = validateActivityRows(rows);
  if (!validated.ok) throw validated.errors;
  const ids: string[] = [];
  const createdAt = new Date();
  for (let start = 0; start < validated.rows.length; start += CHUNK) {
    const values = validated.rows.slice(start, start + CHUNK).map((data) => {
      const id = uuidv7();
      ids.push(id);
      return {
        id,
        organization_id: scope.organizationId,
        lineage_id: id,
        version: 1,
        created_at: createdAt,
        ...activityColumns(data),
      };
    });
    await scope.db.insertInto('raw_activity_data').values(values).execute();
  }
  return { ids };
}
