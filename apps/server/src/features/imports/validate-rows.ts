import { type ActivityDataInput, validateActivityRows } from '@ctp/store';
import { boundedJsonObject, boundedString, FIELD_LIMITS, quoted } from '../../http/bounded.js';
import { IMPORT_FIELDS, type RowError, type SourceRow } from './source-rows.js';

/**
 * A quantity as in `POST /api/activities`: a plain decimal string, at most 24 digits on each side
 * of the point, so it is stored exactly. JSON numbers are refused (they may already have lost
 * digits when the file was written).
 */
const QUANTITY = /^\d{1,24}(\.\d{1,24})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KNOWN = new Set<string>(IMPORT_FIELDS);

/** Bounds of the free-form fields of a row, as `POST /api/activities` has them (the store checks the rest). */
const BOUNDED_FIELDS = {
  region: boundedString(FIELD_LIMITS.code).nullable(),
  category: boundedString(FIELD_LIMITS.code),
  unit: boundedString(FIELD_LIMITS.code),
  attributes: boundedJsonObject(FIELD_LIMITS.attributesJson),
} as const;

/** The organization's facilities, for resolving `facility` names and checking `facilityId`s. */
export interface FacilityDirectory {
  readonly facilities: readonly { readonly id: string; readonly name: string }[];
}

/** Valid store inputs in row order, or every problem of every row. */
export type RowValidation = { ok: true; inputs: ActivityDataInput[] } | { ok: false; errors: RowError[] };

function checkFields(source: SourceRow, byName: Map<string, string[]>, ids: Set<string>): RowError[] {
  const { row, line, fields } = source;
  const errors: RowError[] = [];
  const fail = (field: string, code: string, message: string) =>
    errors.push({ row, ...(line === undefined ? {} : { line }), field, code, message });
  for (const key of Object.keys(fields)) {
    if (!KNOWN.has(key))
      fail(key, 'unknown_field', `unknown field; expected one of ${IMPORT_FIELDS.join(', ')}`);
  }
  for (const [field, schema] of Object.entries(BOUNDED_FIELDS)) {
    if (fields[field] === undefined) continue;
    const checked = schema.safeParse(fields[field]);
    if (!checked.success) fail(field, 'invalid_value', checked.error.issues[0]?.message ?? 'invalid');
  }
  const q = fields.quantity;
  if (q !== undefined && (typeof q !== 'string' || !QUANTITY.test(q))) {
    fail(
      'quantity',
      'invalid_quantity',
      'must be a non-negative decimal string such as "1234.5" (no exponent, no thousands separator, not a JSON number)',
    );
  }
  const { facility, facilityId } = fields;
  if (facility != null && facilityId != null)
    fail('facility', 'ambiguous_facility', 'give facility or facilityId, not both');
  else if (typeof facility === 'string') {
    const matches = byName.get(facility) ?? [];
    if (matches.length === 0)
      fail('facility', 'unknown_facility', `no facility named "${quoted(facility)}" in this organization`);
    if (matches.length > 1)
      fail(
        'facility',
        'ambiguous_facility',
        `${matches.length} facilities are named "${quoted(facility)}"; use facilityId`,
      );
  } else if (facility != null) fail('facility', 'invalid_type', 'must be a facility name');
  if (typeof facilityId === 'string' && UUID.test(facilityId) && !ids.has(facilityId.toLowerCase())) {
    fail('facilityId', 'unknown_facility', 'no such facility in this organization');
  }
  return errors;
}

function toInput(
  fields: Readonly<Record<string, unknown>>,
  byName: Map<string, string[]>,
  enteredBy: string | null,
) {
  const { facility, ...given } = fields;
  const rest = Object.fromEntries(Object.entries(given).filter(([key]) => KNOWN.has(key)));
  const facilityId = typeof facility === 'string' ? byName.get(facility)?.[0] : rest.facilityId;
  return { ...rest, ...(facilityId === undefined ? {} : { facilityId }), enteredBy } as ActivityDataInput;
}

/**
 * Validates every row (fields, quantity format, facility names and ids against the organization,
 * then the store's activity schema) and reports every problem of every row, so a file is fixed in
 * one pass. `enteredBy` is the importing user (or null for the command line and API tokens).
 */
export function validateImportRows(
  rows: readonly SourceRow[],
  directory: FacilityDirectory,
  enteredBy: string | null,
): RowValidation {
  const byName = new Map<string, string[]>();
  for (const f of directory.facilities) byName.set(f.name, [...(byName.get(f.name) ?? []), f.id]);
  const ids = new Set(directory.facilities.map((f) => f.id.toLowerCase()));
  const errors: RowError[] = [];
  const inputs: ActivityDataInput[] = [];
  for (const source of rows) {
    errors.push(...checkFields(source, byName, ids));
    inputs.push(toInput(source.fields, byName, enteredBy));
  }
  // The store's schema checks the rest of every row; a field this module already reported for a
  // row is not reported twice.
  const reported = new Set(errors.map((e) => `${e.row}:${e.field}`));
  const checked = validateActivityRows(inputs);
  if (!checked.ok) {
    for (const { index, issues } of checked.errors.rows) {
      const { row, line } = rows[index] as SourceRow;
      for (const issue of issues) {
        if (reported.has(`${row}:${issue.path}`)) continue;
        errors.push({
          row,
          ...(line === undefined ? {} : { line }),
          field: issue.path,
          code: 'invalid_value',
          message: issue.message,
        });
      }
    }
  }
  if (errors.length > 0 || !checked.ok) return { ok: false, errors: errors.sort((a, b) => a.row - b.row) };
  // The store's parsed rows: the insert takes them without parsing them again.
  return { ok: true, inputs: checked.rows };
}
