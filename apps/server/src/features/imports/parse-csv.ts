import type { Readable } from 'node:stream';
import { CsvError, type Info, parse } from 'csv-parse';
import {
  ATTRIBUTE_PREFIX,
  IMPORT_FIELDS,
  type ParsedSource,
  type RowError,
  type SourceRow,
} from './source-rows.js';

const REQUIRED = ['category', 'quantity', 'unit', 'periodStart', 'periodEnd'] as const;
const KNOWN = new Set<string>(IMPORT_FIELDS);
const HEADER = { row: 0, line: 1 } as const;

function headerErrors(columns: readonly string[]): RowError[] {
  const errors: RowError[] = [];
  const at = (field: string, code: string, message: string) =>
    errors.push({ ...HEADER, field, code, message });
  columns.forEach((column, i) => {
    const isAttribute = column.startsWith(ATTRIBUTE_PREFIX) && column.length > ATTRIBUTE_PREFIX.length;
    if (!KNOWN.has(column) && !isAttribute) {
      at(
        column || `column ${i + 1}`,
        'unknown_column',
        `unknown column; expected ${IMPORT_FIELDS.join(', ')} or attr.<name>`,
      );
    }
    if (columns.indexOf(column) !== i) at(column, 'duplicate_column', 'the column appears more than once');
  });
  for (const column of REQUIRED) {
    if (!columns.includes(column)) at(column, 'missing_column', 'required column is missing');
  }
  return errors;
}

/** Newlines inside quoted cells: the record started that many lines before csv-parse's `lines`. */
const newlinesIn = (cells: readonly string[]) =>
  cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);

function toSourceRow(
  columns: readonly string[],
  cells: readonly string[],
  row: number,
  line: number,
  errors: RowError[],
): SourceRow {
  const fields: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  const fail = (field: string, code: string, message: string) =>
    errors.push({ row, line, field, code, message });
  if (cells.length > columns.length && cells.slice(columns.length).some((c) => c !== '')) {
    fail('(row)', 'too_many_cells', `${cells.length} cells but the header has ${columns.length} columns`);
  }
  columns.forEach((column, i) => {
    const value = cells[i] ?? '';
    if (value === '') return; // an empty cell is an absent field
    if (column.startsWith(ATTRIBUTE_PREFIX)) {
      attributes[column.slice(ATTRIBUTE_PREFIX.length)] = value;
    } else if (column === 'attributes') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        fail(column, 'invalid_json', 'not valid JSON (expected an object such as {"fuel":"diesel"})');
        return;
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        fail(column, 'invalid_type', 'must be a JSON object such as {"fuel":"diesel"}');
        return;
      }
      for (const [key, v] of Object.entries(parsed)) {
        if (key in attributes)
          fail(
            `${ATTRIBUTE_PREFIX}${key}`,
            'duplicate_attribute',
            'set both in attributes and in its own column',
          );
        attributes[key] = v;
      }
    } else {
      fields[column] = value;
    }
  });
  if (Object.keys(attributes).length > 0) fields.attributes = attributes;
  return { row, line, fields };
}

/**
 * Reads activity rows from CSV (RFC 4180 quoting, comma-separated, optional BOM, cells trimmed,
 * blank lines skipped). Line 1 is the header: the columns of {@link IMPORT_FIELDS} in any order
 * plus `attr.<name>` columns, each one attribute with a string value; typed attribute values go
 * in the `attributes` column as a JSON object. Never throws for bad content: every problem is in
 * `errors` with its line, so a caller can report them all at once.
 */
export async function parseActivityCsv(input: string | Readable): Promise<ParsedSource> {
  const options = { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true };
  const parser = typeof input === 'string' ? parse(input, options) : input.pipe(parse(options));
  const rows: SourceRow[] = [];
  const errors: RowError[] = [];
  let columns: string[] | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      const line = info.lines - newlinesIn(record);
      if (columns === undefined) {
        columns = record;
        errors.push(...headerErrors(columns));
        continue;
      }
      rows.push(toSourceRow(columns, record, rows.length + 1, line, errors));
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The iterator may fail before yielding the records it buffered: take the position from the error.
    const { lines, records } = error as CsvError & { lines?: number; records?: number };
    const row = Math.max(records ?? rows.length + 1, 1);
    errors.push({ row, line: lines ?? 0, field: '(row)', code: 'invalid_csv', message: error.message });
    columns ??= [];
  }
  if (columns === undefined) {
    errors.push({ ...HEADER, field: '(file)', code: 'empty_file', message: 'the file has no header row' });
  }
  return { format: 'csv', rows, errors };
}
