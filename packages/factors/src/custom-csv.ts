import { CsvError, parse } from 'csv-parse/sync';
import { type CustomDatasetHeader, customDatasetJson, validateCustom } from './custom-import.js';
import { DatasetValidationError, type RowIssue } from './errors.js';
import type { FactorDataset } from './schema.js';

/** Plain columns of a custom CSV; gas columns are `gas:{GAS}` (kg per unit) and `co2e:{GAS}` (published split). */
export const CUSTOM_CSV_COLUMNS = [
  'category',
  'subcategory',
  'factor',
  'unit',
  'region',
  'gwpSet',
  'gwpTimeframe',
  'effectiveFrom',
  'effectiveTo',
  'source',
  'sourceUrl',
  'notes',
  'status',
  'priceYear',
  'relativeU95',
] as const;
const REQUIRED = ['category', 'subcategory', 'unit', 'region', 'effectiveFrom'];
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const HEADER_ROW = 1;

function headerIssues(columns: string[]): RowIssue[] {
  const issues: RowIssue[] = [];
  const known = new Set<string>(CUSTOM_CSV_COLUMNS);
  columns.forEach((c, i) => {
    if (c === '' && i === columns.length - 1) return; // trailing delimiter
    if (!known.has(c) && !/^(gas|co2e):[A-Za-z0-9][A-Za-z0-9_\-.]*$/.test(c))
      issues.push({ row: HEADER_ROW, field: c || `column ${i + 1}`, reason: 'unknown column' });
    if (columns.indexOf(c) !== i) issues.push({ row: HEADER_ROW, field: c, reason: 'duplicate column' });
  });
  for (const c of REQUIRED)
    if (!columns.includes(c)) issues.push({ row: HEADER_ROW, field: c, reason: 'missing column' });
  if (!columns.includes('factor') && !columns.some((c) => c.startsWith('gas:'))) {
    issues.push({
      row: HEADER_ROW,
      field: 'factor',
      reason: 'missing column: a custom dataset needs factor or gas:{GAS} columns',
    });
  }
  if (columns.includes('factor')) {
    for (const c of ['gwpSet', 'gwpTimeframe'])
      if (!columns.includes(c))
        issues.push({ row: HEADER_ROW, field: c, reason: 'missing column (needed with factor)' });
  }
  return issues;
}

function numeric(value: string, row: number, field: string, issues: RowIssue[]): string {
  if (!DECIMAL.test(value)) {
    const formula = /^[=+\-@]/.test(value)
      ? ' (looks like a spreadsheet formula; formulas are not evaluated)'
      : '';
    issues.push({ row, field, reason: `not a decimal number: ${JSON.stringify(value)}${formula}` });
  }
  return value;
}

function toRow(columns: string[], cells: string[], row: number, issues: RowIssue[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const gases: Record<string, string> = {};
  const co2eByGas: Record<string, string> = {};
  if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== '')) {
    issues.push({
      row,
      field: '*',
      reason: `${cells.length} cells but the header has ${columns.length} columns`,
    });
  }
  columns.forEach((column, i) => {
    const value = (cells[i] ?? '').trim();
    if (column.startsWith('gas:')) {
      if (value !== '') gases[column.slice(4)] = numeric(value, row, column, issues);
    } else if (column.startsWith('co2e:')) {
      if (value !== '') co2eByGas[column.slice(5)] = numeric(value, row, column, issues);
    } else if (
      column === 'factor' ||
      column === 'relativeU95' ||
      column === 'effectiveTo' ||
      column === 'gwpSet' ||
      column === 'gwpTimeframe'
    ) {
      if (column === 'relativeU95') {
        // Optional: an empty cell means the publisher gives no uncertainty (the field is left out).
        if (value !== '') out.relativeU95 = numeric(value, row, column, issues);
      } else
        out[column] = value === '' ? null : column === 'factor' ? numeric(value, row, column, issues) : value;
    } else if (column === 'priceYear') {
      if (value !== '' && !/^\d{4}$/.test(value))
        issues.push({ row, field: column, reason: `not a year: ${JSON.stringify(value)}` });
      else if (value !== '') out.priceYear = Number.parseInt(value, 10);
    } else if (value !== '' && column !== '') {
      out[column] = value;
    }
  });
  if (!('factor' in out)) out.factor = null;
  if (!('effectiveTo' in out)) out.effectiveTo = null;
  for (const c of ['gwpSet', 'gwpTimeframe']) if (!(c in out)) out[c] = null;
  if (Object.keys(gases).length) out.gases = gases;
  if (Object.keys(co2eByGas).length) out.co2eByGas = co2eByGas;
  return out;
}

/**
 * Imports a custom dataset from CSV text (comma-separated, optional BOM, RFC 4180 quoting). Row 1 is
 * the header with the columns {@link CUSTOM_CSV_COLUMNS} plus one `gas:{GAS}` column per gas (kg of
 * the gas per unit) and optionally `co2e:{GAS}` columns; row 2 is the first data row. Cells are
 * trimmed; an empty `factor`, `effectiveTo`, `gwpSet` or `gwpTimeframe` is null; empty gas cells are
 * left out; fully empty lines are skipped (they keep their row number). Numbers must be plain
 * decimals (`0.18290`, `1e-3`): thousands separators and formulas such as `=1+2` are rejected.
 * @throws DatasetValidationError listing every bad row (row number, column, reason: unknown unit,
 *   negative value, bad date, missing column, duplicate key, …); nothing of a bad file is returned.
 */
export function importCustomCsv(text: string, header: CustomDatasetHeader): FactorDataset {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    throw new DatasetValidationError(header.datasetId, [
      { row: line, field: '*', reason: `CSV syntax error: ${error.message}` },
    ]);
  }
  const columns = (records[0] ?? []).map((c) => c.trim());
  const issues =
    records.length === 0
      ? [{ row: HEADER_ROW, field: '*', reason: 'the file is empty' }]
      : headerIssues(columns);
  if (issues.length > 0) throw new DatasetValidationError(header.datasetId, issues);
  const rows: Record<string, unknown>[] = [];
  const rowNumbers: number[] = [];
  records.slice(1).forEach((cells, index) => {
    if (cells.every((c) => c.trim() === '')) return;
    rowNumbers.push(index + 2);
    rows.push(toRow(columns, cells, index + 2, issues));
  });
  const json = customDatasetJson(header, rows, 'importCustomCsv');
  return validateCustom(json, issues, (i) => rowNumbers[i] ?? i + 2, true);
}
