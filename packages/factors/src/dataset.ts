import type { z } from 'zod';
import { findCollisions } from './collisions.js';
import { DatasetValidationError, type RowIssue } from './errors.js';
import { DatasetRowSchema, type EmissionFactor, type FactorDataset, FactorDatasetSchema } from './schema.js';
import { isKnownUnit, normalizeUnit, unitDimension } from './units.js';

/** Options of {@link validateDataset}: how a row index becomes the row number a user sees. */
export interface RowNumbering {
  /** Row number of the row at 0-based `index`; default `index + 1`. */
  rowNumber?: (index: number) => number;
}

function zodIssues(error: z.ZodError, row: number): RowIssue[] {
  return error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? { row, field: issue.keys.join(', '), reason: 'unknown field' }
      : { row, field: issue.path.length ? issue.path.join('.') : '*', reason: issue.message },
  );
}

function rowChecks(
  raw: Record<string, unknown>,
  row: number,
  header: { datasetId?: unknown; datasetVersion?: unknown },
): RowIssue[] {
  const issues: RowIssue[] = [];
  if (typeof raw.unit === 'string' && raw.unit !== '' && !isKnownUnit(raw.unit)) {
    issues.push({ row, field: 'unit', reason: `unknown unit "${raw.unit}"` });
  }
  if (
    typeof raw.unit === 'string' &&
    isKnownUnit(raw.unit) &&
    unitDimension(raw.unit).startsWith('currency:') &&
    raw.priceYear === undefined
  ) {
    issues.push({
      row,
      field: 'priceYear',
      reason: 'a spend-based factor (currency unit) needs its price year',
    });
  }
  for (const field of ['datasetId', 'datasetVersion'] as const) {
    if (field in raw && raw[field] !== header[field])
      issues.push({ row, field, reason: `differs from the dataset's ${field}` });
  }
  return issues;
}

/**
 * Validates a dataset and returns it with fully expanded, frozen rows; the shared engine of
 * {@link parseDataset} and the custom importers. Every problem of every row is collected first;
 * if there is any, a {@link DatasetValidationError} lists them all and nothing is returned.
 * Row number 0 stands for the dataset header.
 */
export function validateDataset(json: unknown, numbering: RowNumbering = {}): FactorDataset {
  const rowNumber = numbering.rowNumber ?? ((index: number) => index + 1);
  const obj = (json && typeof json === 'object' && !Array.isArray(json) ? json : {}) as Record<
    string,
    unknown
  >;
  const datasetId = typeof obj.datasetId === 'string' ? obj.datasetId : '(unknown)';
  const issues: RowIssue[] = [];
  const header = FactorDatasetSchema.safeParse(json);
  if (!header.success) issues.push(...zodIssues(header.error, 0));
  const rawRows = Array.isArray(obj.factors) ? obj.factors : [];
  const factors: EmissionFactor[] = [];
  const rawIndex: number[] = [];
  rawRows.forEach((raw: unknown, index) => {
    const row = rowNumber(index);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      issues.push({ row, field: '*', reason: 'a row must be an object' });
      return;
    }
    const { datasetId: _id, datasetVersion: _version, ...rest } = raw as Record<string, unknown>;
    const checks = rowChecks(raw as Record<string, unknown>, row, obj);
    const parsed = DatasetRowSchema.safeParse(rest);
    issues.push(...checks);
    if (!parsed.success)
      issues.push(...zodIssues(parsed.error, row).filter((i) => !checks.some((c) => c.field === i.field)));
    if (!parsed.success || checks.length > 0 || !header.success) return;
    const { source, sourceUrl, gases, co2eByGas, ...fields } = parsed.data;
    rawIndex.push(index);
    factors.push(
      Object.freeze({
        datasetId: header.data.datasetId,
        datasetVersion: header.data.datasetVersion,
        ...fields,
        ...(gases === undefined ? {} : { gases: Object.freeze(gases) }),
        ...(co2eByGas === undefined ? {} : { co2eByGas: Object.freeze(co2eByGas) }),
        unit: normalizeUnit(fields.unit),
        source: source ?? header.data.source,
        sourceUrl: sourceUrl ?? header.data.sourceUrl,
      }),
    );
  });
  for (const { indices } of findCollisions(factors)) {
    const [first, ...rest] = indices.map((i) => rowNumber(rawIndex[i] as number));
    for (const row of rest) {
      issues.push({
        row,
        field: '*',
        reason: `duplicate of row ${first}: same category, subcategory, region and effective dates`,
      });
    }
  }
  if (issues.length > 0 || !header.success) {
    throw new DatasetValidationError(
      datasetId,
      issues.sort((a, b) => a.row - b.row),
    );
  }
  const { factors: _rows, notes, ...head } = header.data;
  return Object.freeze({
    ...head,
    ...(notes === undefined ? {} : { notes }),
    factors: Object.freeze(factors),
  });
}

/**
 * Parses a dataset file (`{ datasetId, datasetVersion, title, publisher, source, sourceUrl, license,
 * generatedBy, notes?, factors: [...] }`): validates the header and every row, fills the dataset's
 * source and sourceUrl into rows that leave them out, normalises unit aliases to unit ids, rejects
 * unknown units, spend rows without a price year, and colliding rows. Gas ids are checked for form
 * only: a gas without a GWP in the tables (e.g. `HCFC-22`) is accepted here and makes
 * {@link resolveFactor} throw `GWP_NOT_AVAILABLE` for that row.
 * @throws DatasetValidationError listing every bad row (1-based; row 0 is the header) with field and reason.
 */
export function parseDataset(json: unknown): FactorDataset {
  return validateDataset(json);
}
