import { type MessageKey, t } from '../../../i18n/t';
import { IMPORT_FIELDS, type ImportField } from '../api/fields';
import type { RowIssue } from '../api/rows';

const FIELDS = new Set<string>(IMPORT_FIELDS);
const REASONS = new Set([
  'unmapped',
  'required',
  'invalid_quantity',
  'invalid_date',
  'period_order',
  'invalid_quality',
  'invalid_data_type',
  'invalid_score',
  'unknown_facility',
  'ambiguous_facility',
  'no_rows',
  'unknown_field',
  'unknown_column',
  'missing_column',
  'duplicate_column',
  'too_many_cells',
  'invalid_csv',
]);

/** A field in words with its API name: "Quantity (quantity)"; other names as they are. */
export function fieldLabel(field: string): string {
  if (!FIELDS.has(field)) return field;
  return `${t(`imports.field.${field as ImportField}` as MessageKey)} (${field})`;
}

/** Why a row was refused, in words; the server's own message for what we have no sentence for. */
export function reasonText(issue: RowIssue): string {
  if (REASONS.has(issue.code)) return t(`imports.reason.${issue.code}` as MessageKey);
  return t('imports.reason.other', { message: issue.message ?? issue.code });
}

/** Where a row is in the person's file: "Line 4" (CSV), "Row 4" (Excel), "The file". */
export function whereText(kind: 'csv' | 'xlsx', at: number | undefined): string {
  if (at === undefined) return t('imports.where.file');
  return t(kind === 'csv' ? 'imports.where.line' : 'imports.where.row', { n: at });
}
