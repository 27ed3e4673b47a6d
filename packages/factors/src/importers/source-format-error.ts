import { CtpError } from '../errors.js';

/** Where in a publisher's file something was found: enough for a person to open the file and look. */
export interface SourceLocation {
  /** The kind of file, e.g. `EPA GHG Emission Factors Hub workbook`. */
  readonly source: string;
  readonly sheet?: string;
  /** Table or section, e.g. `Table 1 Stationary Combustion` or `Level 1 "Fuels"`. */
  readonly table?: string;
  /** 1-based row number as a spreadsheet program shows it (for a CSV: the header is row 1). */
  readonly row?: number;
  /** Column letter (`E`) or column title. */
  readonly column?: string;
}

/** Renders a location as `EPA … workbook, sheet "…", Table 1 …, row 38, column E`. */
export function describeLocation(at: SourceLocation): string {
  const parts = [at.source];
  if (at.sheet !== undefined) parts.push(`sheet "${at.sheet}"`);
  if (at.table !== undefined) parts.push(at.table);
  if (at.row !== undefined) parts.push(`row ${at.row}`);
  if (at.column !== undefined) parts.push(`column ${at.column}`);
  return parts.join(', ');
}

/**
 * A publisher's file does not have the layout an importer knows (a table, column, unit or label it
 * cannot place). The import stops and nothing is returned: no partial dataset is ever produced.
 * Code `SOURCE_FORMAT_UNRECOGNISED`; `details` holds the location fields and the reason.
 */
export class SourceFormatError extends CtpError {
  readonly location: SourceLocation;
  readonly reason: string;

  constructor(at: SourceLocation, reason: string, options?: ErrorOptions) {
    super('SOURCE_FORMAT_UNRECOGNISED', `${describeLocation(at)}: ${reason}`, { ...at, reason }, options);
    this.location = at;
    this.reason = reason;
  }
}

/** Spreadsheet column letter of a 0-based index: 0 → `A`, 26 → `AA`. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}
