/**
 * One row of an import file before validation: where it came from and its fields as given.
 * CSV cells are strings (empty cells left out); JSON rows are whatever the file holds.
 */
export interface SourceRow {
  /** 1-based position among the data rows (the header is not counted). */
  readonly row: number;
  /** 1-based line of a CSV file where the record starts; absent for JSON. */
  readonly line?: number;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** One problem of one row: which row, which field, and why. */
export interface RowError {
  /** 1-based data row; 0 for the file or its header. */
  readonly row: number;
  /** 1-based line of a CSV file (the header is line 1). */
  readonly line?: number;
  /** The column or JSON field, `(row)` for the row as a whole. */
  readonly field: string;
  /** Stable code: `unknown_field`, `invalid_quantity`, `unknown_facility`, or a zod issue code. */
  readonly code: string;
  readonly message: string;
}

/** Rows read from a file or a request body, plus the problems found while reading (never thrown). */
export interface ParsedSource {
  readonly format: 'csv' | 'json';
  readonly rows: readonly SourceRow[];
  readonly errors: readonly RowError[];
}

/**
 * The fields an import row may have: the activity fields of `POST /api/activities`, plus `facility`
 * (a facility's name, as an alternative to `facilityId`). `enteredBy` is never taken from a file.
 */
export const IMPORT_FIELDS = [
  'facilityId',
  'facility',
  'category',
  'quantity',
  'unit',
  'periodStart',
  'periodEnd',
  'region',
  'dataQuality',
  'dataType',
  'qualityScore',
  'sourceDocument',
  'attributes',
] as const;

/** Prefix of CSV columns that each become one attribute (`attr.fuel` → `attributes.fuel`). */
export const ATTRIBUTE_PREFIX = 'attr.';
