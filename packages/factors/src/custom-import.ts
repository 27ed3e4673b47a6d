import { validateDataset } from './dataset.js';
import { DatasetValidationError, type RowIssue } from './errors.js';
import type { FactorDataset } from './schema.js';

/** Dataset-level fields of a custom dataset; `publisher` and `license` default to "not stated". */
export interface CustomDatasetHeader {
  datasetId: string;
  datasetVersion: string;
  title: string;
  /** Citation of the source of the numbers (filled into rows that leave `source` empty). */
  source: string;
  sourceUrl: string;
  publisher?: string;
  license?: string;
  notes?: string;
}

const NOT_STATED = 'not stated';

/** The full dataset JSON for a custom header and rows, with defaults filled in. */
export function customDatasetJson(
  header: object,
  factors: unknown[],
  generatedBy: string,
): Record<string, unknown> {
  const h = header as Record<string, unknown>;
  return {
    ...h,
    publisher: h.publisher ?? NOT_STATED,
    license: h.license ?? NOT_STATED,
    generatedBy: typeof h.generatedBy === 'string' ? h.generatedBy : generatedBy,
    factors,
  };
}

const FIELD_TO_COLUMN: readonly [RegExp, string][] = [
  [/^gases\.(.+)$/, 'gas:$1'],
  [/^co2eByGas\.(.+)$/, 'co2e:$1'],
];

/**
 * Validates a custom dataset, merging issues found while reading the file (`early`, e.g. a CSV
 * formula in a numeric cell) with the dataset's own; an early issue replaces the dataset's issue
 * on the same row and field. `columnNames` maps `gases.CO2` to the CSV column `gas:CO2`.
 * @throws DatasetValidationError with every issue; nothing is returned partially.
 */
export function validateCustom(
  json: unknown,
  early: readonly RowIssue[],
  rowNumber: (index: number) => number,
  columnNames: boolean,
): FactorDataset {
  const rename = (issue: RowIssue): RowIssue => {
    if (!columnNames) return issue;
    for (const [pattern, column] of FIELD_TO_COLUMN) {
      if (pattern.test(issue.field)) return { ...issue, field: issue.field.replace(pattern, column) };
    }
    return issue;
  };
  let dataset: FactorDataset | undefined;
  let later: RowIssue[] = [];
  try {
    dataset = validateDataset(json, { rowNumber });
  } catch (error) {
    if (!(error instanceof DatasetValidationError)) throw error;
    later = error.issues.map(rename);
  }
  const seen = new Set(early.map((i) => `${i.row}\u0000${i.field}`));
  const issues = [...early, ...later.filter((i) => !seen.has(`${i.row}\u0000${i.field}`))].sort(
    (a, b) => a.row - b.row,
  );
  if (issues.length > 0 || !dataset) {
    const id = json && typeof json === 'object' && 'datasetId' in json ? String(json.datasetId) : '(unknown)';
    throw new DatasetValidationError(id, issues);
  }
  return dataset;
}

/**
 * Imports a custom dataset from JSON: either a dataset object (`{ datasetId, datasetVersion, title,
 * source, sourceUrl, publisher?, license?, notes?, factors: [...] }`) or an array of rows with the
 * header given separately (the header argument also fills fields the object leaves out). Rows have
 * the fields of a dataset row (`category`, `subcategory`, `factor`, `gases`, `unit`, `region`,
 * `gwpSet`, `gwpTimeframe`, `effectiveFrom`, `effectiveTo`, …); rows are numbered from 1.
 * @throws DatasetValidationError listing every bad row (row, field, reason); nothing is returned partially.
 */
export function importCustomJson(json: unknown, header?: CustomDatasetHeader): FactorDataset {
  const rowNumber = (index: number) => index + 1;
  if (Array.isArray(json)) {
    if (!header) {
      throw new DatasetValidationError('(unknown)', [
        { row: 0, field: '*', reason: 'an array of rows needs a header argument' },
      ]);
    }
    return validateCustom(customDatasetJson(header, json, 'importCustomJson'), [], rowNumber, false);
  }
  if (!json || typeof json !== 'object') {
    throw new DatasetValidationError(header?.datasetId ?? '(unknown)', [
      { row: 0, field: '*', reason: 'expected a dataset object or an array of rows' },
    ]);
  }
  const { factors, ...own } = json as Record<string, unknown>;
  const rows = Array.isArray(factors) ? factors : [];
  const early: RowIssue[] = Array.isArray(factors)
    ? []
    : [{ row: 0, field: 'factors', reason: 'expected an array of rows' }];
  return validateCustom(
    customDatasetJson({ ...header, ...own }, rows, 'importCustomJson'),
    early,
    rowNumber,
    false,
  );
}
