import Papa from 'papaparse';
import {
  attributeColumns,
  type ColumnMapping,
  IMPORT_FIELDS,
  type ImportField,
  REQUIRED_FIELDS,
} from './fields';
import type { ParsedFile } from './parsed-file';

/** One row as it will be sent: the API's fields, as text, and `attr.` columns. */
export interface ImportRow {
  /** 1-based position among the rows sent: the `row` of the API's problems. */
  readonly row: number;
  /** Where it is in the person's file (CSV line or spreadsheet row). */
  readonly at: number;
  readonly fields: Readonly<Partial<Record<ImportField, string>>>;
  readonly attributes: Readonly<Record<string, string>>;
}

/** One problem of one row (row 0: the file or the mapping), from the browser's checks or the server. */
export interface RowIssue {
  readonly row: number;
  /** The API's field name, an `attr.` column, or `(row)` / `(file)`. */
  readonly field: string;
  /** A stable code: the API's (`invalid_quantity`, `unknown_facility`…) or the browser's. */
  readonly code: string;
  /** The server's own words, shown when the code has no sentence of ours. */
  readonly message?: string;
}

/** The rows of a file under a mapping: each mapped cell under its API field name; empty cells left out. */
export function mapRows(file: ParsedFile, mapping: ColumnMapping): ImportRow[] {
  const attributes = attributeColumns(file.headers);
  return file.rows.map((source, i) => {
    const fields: Partial<Record<ImportField, string>> = {};
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      const value = column === null ? '' : (source.cells[column] ?? '');
      if (value !== '') fields[field] = value;
    }
    const attrs: Record<string, string> = {};
    for (const { index, name } of attributes) {
      const value = source.cells[index] ?? '';
      if (value !== '') attrs[name] = value;
    }
    return { row: i + 1, at: source.at, fields, attributes: attrs };
  });
}

// The API's rules, checked early so a person sees them before uploading; the server checks again.
const QUANTITY = /^\d{1,24}(\.\d{1,24})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const QUALITY = new Set(['measured', 'calculated', 'estimated']);
const DATA_TYPES = new Set([
  'primary_measured',
  'primary_calculated',
  'supplier_specific',
  'secondary_average',
  'spend_based',
  'estimated_proxy',
]);
const SCORE = /^[1-5]$/;

const isDate = (text: string) => {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * The browser's checks: a mapping for every required field, then per row the required values, the
 * quantity as a plain decimal, the dates, the period's order, the data quality, data type and
 * 1–5 quality score, and the facility name. They are a preview of the server's checks, not a replacement: only the server decides.
 */
export function checkRows(
  rows: readonly ImportRow[],
  mapping: ColumnMapping,
  facilityNames: ReadonlySet<string> | undefined,
): RowIssue[] {
  const issues: RowIssue[] = [];
  for (const field of REQUIRED_FIELDS) {
    if (mapping[field] === null) issues.push({ row: 0, field, code: 'unmapped' });
  }
  if (rows.length === 0) issues.push({ row: 0, field: '(file)', code: 'no_rows' });
  for (const { row, fields } of rows) {
    const fail = (field: string, code: string) => issues.push({ row, field, code });
    for (const field of REQUIRED_FIELDS) {
      if (mapping[field] !== null && fields[field] === undefined) fail(field, 'required');
    }
    if (fields.quantity !== undefined && !QUANTITY.test(fields.quantity))
      fail('quantity', 'invalid_quantity');
    for (const field of ['periodStart', 'periodEnd'] as const) {
      const value = fields[field];
      if (value !== undefined && !isDate(value)) fail(field, 'invalid_date');
    }
    const { periodStart: start, periodEnd: end } = fields;
    if (start && end && isDate(start) && isDate(end) && end < start) fail('periodEnd', 'period_order');
    if (fields.dataQuality !== undefined && !QUALITY.has(fields.dataQuality))
      fail('dataQuality', 'invalid_quality');
    if (fields.dataType !== undefined && !DATA_TYPES.has(fields.dataType))
      fail('dataType', 'invalid_data_type');
    if (fields.qualityScore !== undefined && !SCORE.test(fields.qualityScore))
      fail('qualityScore', 'invalid_score');
    if (fields.facility !== undefined && facilityNames && !facilityNames.has(fields.facility)) {
      fail('facility', 'unknown_facility');
    }
    if (fields.facility !== undefined && fields.facilityId !== undefined)
      fail('facility', 'ambiguous_facility');
  }
  return issues;
}

/**
 * The upload: CSV (RFC 4180, as `POST /api/activities/import` reads it) with the API's field
 * names as header and one record per row, in the file's order, so the server's `row` n is `rows[n - 1]`.
 * Only fields that are mapped, and `attr.` columns, become columns. Every value is the file's text.
 */
export function toCsv(
  rows: readonly ImportRow[],
  mapping: ColumnMapping,
  attributeNames: readonly string[],
): string {
  const fields = IMPORT_FIELDS.filter((field) => mapping[field] !== null);
  const header = [...fields, ...attributeNames.map((name) => `attr.${name}`)];
  const data = rows.map((r) => [
    ...fields.map((f) => r.fields[f] ?? ''),
    ...attributeNames.map((n) => r.attributes[n] ?? ''),
  ]);
  return Papa.unparse({ fields: header, data }, { newline: '\n', quotes: false });
}

/** Issues grouped by row, for marking rows in the preview. */
export function issuesByRow(issues: readonly RowIssue[]): Map<number, RowIssue[]> {
  const map = new Map<number, RowIssue[]>();
  for (const issue of issues) map.set(issue.row, [...(map.get(issue.row) ?? []), issue]);
  return map;
}

/** The earliest start and latest end of the rows' periods (ISO dates compare as text). */
export function periodOf(rows: readonly ImportRow[]): { from: string; to: string } | undefined {
  let from: string | undefined;
  let to: string | undefined;
  for (const { fields } of rows) {
    if (fields.periodStart && (from === undefined || fields.periodStart < from)) from = fields.periodStart;
    if (fields.periodEnd && (to === undefined || fields.periodEnd > to)) to = fields.periodEnd;
  }
  return from && to ? { from, to } : undefined;
}
