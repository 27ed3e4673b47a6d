import { type CopyValue, csvChunks } from '../database/copy-csv.js';
import { copyCsv } from '../database/copy-rows.js';
import { BulkValidationError, zodIssues } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fastActivityInput } from './activity-input-fast.js';
import {
  type ActivityDataInput,
  ActivityDataInputSchema,
  activityColumns,
  type ParsedActivityData,
} from './activity-schema.js';

/**
 * The columns {@link bulkInsertActivityData} writes; the others keep their defaults. Exported for the
 * import profile in `bench/` (not from the package).
 */
export const COPY_COLUMNS = [
  'id',
  'organization_id',
  'lineage_id',
  'version',
  'created_at',
  'category',
  'quantity',
  'unit',
  'period_start',
  'period_end',
  'facility_id',
  'region',
  'attributes',
  'data_quality',
  'data_type',
  'quality_score',
  'source_document',
  'entered_by',
] as const;

/**
 * A new activity's first version as the values of {@link COPY_COLUMNS}, in order: its own lineage,
 * version 1. Exported for the import profile in `bench/` (not from the package).
 */
export function activityCopyRow(
  id: string,
  organizationId: string,
  createdAt: Date,
  data: ParsedActivityData,
): CopyValue[] {
  const c = activityColumns(data);
  return [
    id,
    organizationId,
    id,
    1,
    createdAt,
    c.category,
    c.quantity,
    c.unit,
    c.period_start,
    c.period_end,
    c.facility_id,
    c.region,
    c.attributes,
    c.data_quality,
    c.data_type,
    c.quality_score,
    c.source_document,
    c.entered_by,
  ];
}

/**
 * Rows {@link validateActivityRows} parsed (new objects, frozen so no field can be swapped after):
 * handed back to {@link bulkInsertActivityData} (the import validates every row first, then
 * inserts), they are not parsed a second time. `attributes` may be the caller's own object, which
 * is not frozen; it is stored through `JSON.stringify` and read back by the database as `jsonb`.
 */
const parsedRows = new WeakSet<object>();

/**
 * Per-row validation of a bulk import: the parsed rows, or every row's issues. The parsed rows are
 * frozen and are themselves valid inputs; {@link bulkInsertActivityData} takes them without parsing
 * them again.
 */
export function validateActivityRows(
  rows: readonly unknown[],
): { ok: true; rows: ParsedActivityData[] } | { ok: false; errors: BulkValidationError } {
  const parsed: ParsedActivityData[] = [];
  const errors: { index: number; issues: { path: string; message: string }[] }[] = [];
  rows.forEach((row, index) => {
    if (typeof row === 'object' && row !== null && parsedRows.has(row)) {
      parsed.push(row as ParsedActivityData);
      return;
    }
    // The common row takes the fast path; the schema parses (and words the errors of) the rest.
    const fast = fastActivityInput(row);
    if (fast !== undefined) {
      parsedRows.add(Object.freeze(fast));
      parsed.push(fast);
      return;
    }
    const result = ActivityDataInputSchema.safeParse(row);
    if (result.success) {
      parsedRows.add(Object.freeze(result.data));
      parsed.push(result.data);
    } else errors.push({ index, issues: zodIssues(result.error) });
  });
  return errors.length > 0
    ? { ok: false, errors: new BulkValidationError(errors) }
    : { ok: true, rows: parsed };
}

/**
 * Activity rows validated and written as COPY text by {@link prepareActivityRows}, ready for
 * {@link bulkInsertActivityData}. Opaque and frozen: only rows this module prepared are taken.
 */
export interface PreparedActivityRows {
  /** The organization the rows were written for: only its scope may insert them. */
  readonly organizationId: string;
  /** The new activities' ids, in row order. */
  readonly ids: readonly string[];
  /** @internal The rows as COPY CSV text. */
  readonly csv: string;
}

/** Prepared rows made here (a caller cannot hand over text of its own). */
const preparedRows = new WeakSet<PreparedActivityRows>();

/**
 * Validates `rows` (a {@link BulkValidationError} lists each invalid row) and writes them, with new
 * ids, as the COPY text {@link bulkInsertActivityData} stores for `organizationId`, without touching
 * the database: a caller inserting chunk after chunk prepares the next while the database stores
 * the last (the import does), and the insert itself is then only the COPY.
 * @throws BulkValidationError
 */
export function prepareActivityRows(
  organizationId: string,
  rows: readonly ActivityDataInput[],
): PreparedActivityRows {
  const validated = validateActivityRows(rows);
  if (!validated.ok) throw validated.errors;
  const ids: string[] = [];
  const createdAt = new Date();
  const values = validated.rows.map((data): CopyValue[] => {
    const id = uuidv7();
    ids.push(id);
    return activityCopyRow(id, organizationId, createdAt, data);
  });
  const prepared = Object.freeze({
    organizationId,
    ids: Object.freeze(ids),
    csv: csvChunks(values).join(''),
  });
  preparedRows.add(prepared);
  return prepared;
}

/**
 * Inserts many activities all-or-nothing: every row is validated first (a {@link BulkValidationError}
 * lists each invalid row and nothing is written), then the rows go through the database's bulk path
 * (`copyRows`: COPY straight into the table, the tenant policy as its `WHERE` clause, when the
 * connecting role may; else COPY into a staging table and one INSERT … SELECT under row-level
 * security; constraints, foreign keys and triggers apply either way) inside the scope's
 * transaction, so a database error (an unknown facility, say) also rolls back every row. Takes the
 * rows, or the same rows made ready by {@link prepareActivityRows} for this organization. Returns
 * the new ids in input order.
 */
export async function bulkInsertActivityData(
  scope: OrganizationScope,
  rows: readonly ActivityDataInput[] | PreparedActivityRows,
): Promise<{ ids: string[] }> {
  const prepared = Array.isArray(rows)
    ? prepareActivityRows(scope.organizationId, rows as readonly ActivityDataInput[])
    : (rows as PreparedActivityRows);
  if (!preparedRows.has(prepared))
    throw new TypeError('bulkInsertActivityData: rows not made by prepareActivityRows');
  if (prepared.organizationId !== scope.organizationId) {
    throw new TypeError('bulkInsertActivityData: rows prepared for another organization');
  }
  await copyCsv(scope.db, 'raw_activity_data', COPY_COLUMNS, [prepared.csv], prepared.ids.length);
  return { ids: [...prepared.ids] };
}
