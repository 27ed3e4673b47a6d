import { DatasetValidationError, type RowIssue } from '../errors.js';
import { DatasetRowSchema, type FactorDatasetJson, FactorDatasetSchema } from '../schema.js';
import { type ImportedRow, type ImportedRowJson, rowToJson } from './imported-row.js';

/** The dataset-level fields of an imported dataset (everything but `factors`). */
export type DatasetHeader = Omit<FactorDatasetJson, 'factors'>;

/** An imported dataset: the header plus rows as JSON, ready to be written or loaded. */
export type ImportedDataset = DatasetHeader & { factors: ImportedRowJson[] };

function compareRows(a: ImportedRowJson, b: ImportedRowJson): number {
  for (const key of ['category', 'subcategory', 'region', 'unit', 'effectiveFrom'] as const) {
    if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  }
  return 0;
}

function uniquenessKey(row: ImportedRowJson): string {
  return [row.category, row.subcategory, row.region, row.effectiveFrom, row.effectiveTo ?? ''].join('|');
}

function schemaIssues(rows: ImportedRowJson[]): RowIssue[] {
  const issues: RowIssue[] = [];
  const firstRowByKey = new Map<string, number>();
  rows.forEach((row, index) => {
    const parsed = DatasetRowSchema.safeParse(row);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({
          row: index + 1,
          field: issue.path.join('.') || '*',
          reason: `${issue.message} (${row.notes})`,
        });
      }
    }
    const key = uniquenessKey(row);
    const first = firstRowByKey.get(key);
    if (first === undefined) firstRowByKey.set(key, index + 1);
    else
      issues.push({
        row: index + 1,
        field: 'subcategory',
        reason: `same key as row ${first}: ${key} (${row.notes})`,
      });
  });
  return issues;
}

/**
 * Sorts imported rows (category, subcategory, region, unit), checks that each is unique on
 * (category, subcategory, region, effectiveFrom, effectiveTo) and valid against `DatasetRowSchema`,
 * and validates the whole file against `FactorDatasetSchema`.
 * Throws {@link DatasetValidationError} listing every problem; never returns a partial dataset.
 */
export function assembleDataset(header: DatasetHeader, rows: readonly ImportedRow[]): ImportedDataset {
  const factors = rows.map(rowToJson).sort(compareRows);
  const issues = schemaIssues(factors);
  if (factors.length === 0) issues.push({ row: 0, field: '*', reason: 'the source yielded no factor rows' });
  const dataset: ImportedDataset = { ...header, factors };
  const parsedHeader = FactorDatasetSchema.safeParse(dataset);
  if (!parsedHeader.success) {
    for (const issue of parsedHeader.error.issues) {
      issues.push({ row: 0, field: issue.path.join('.') || '*', reason: issue.message });
    }
  }
  if (issues.length > 0)
    throw new DatasetValidationError(`${header.datasetId}@${header.datasetVersion}`, issues);
  return dataset;
}

/** The exact text a dataset file is written as: 2-space indented JSON with a trailing newline. */
export function serializeDataset(dataset: ImportedDataset): string {
  return `${JSON.stringify(dataset, null, 2)}\n`;
}
