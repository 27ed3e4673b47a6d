import type { ParsedSource, RowError, SourceRow } from './source-rows.js';

/**
 * Reads activity rows from parsed JSON: an array of row objects, or `{ "rows": [...] }`. Problems
 * (a row that is not an object, a body of another shape) are returned in `errors`, never thrown.
 */
export function parseActivityJson(value: unknown): ParsedSource {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null && Array.isArray((value as { rows?: unknown }).rows)
      ? (value as { rows: unknown[] }).rows
      : undefined;
  if (list === undefined) {
    const error: RowError = {
      row: 0,
      field: '(file)',
      code: 'invalid_type',
      message: 'expected a JSON array of activity rows or an object { "rows": [...] }',
    };
    return { format: 'json', rows: [], errors: [error] };
  }
  const rows: SourceRow[] = [];
  const errors: RowError[] = [];
  list.forEach((item, index) => {
    const row = index + 1;
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      rows.push({ row, fields: item as Record<string, unknown> });
    } else {
      errors.push({ row, field: '(row)', code: 'invalid_type', message: 'each row must be a JSON object' });
    }
  });
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const key of Object.keys(value)) {
      if (key !== 'rows') {
        errors.push({
          row: 0,
          field: key,
          code: 'unknown_field',
          message: 'only "rows" is allowed beside the rows',
        });
      }
    }
  }
  return { format: 'json', rows, errors };
}
