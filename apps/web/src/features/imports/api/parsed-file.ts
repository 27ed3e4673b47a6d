/** One data row of the person's file, every cell as text. */
export interface FileRow {
  /**
   * Where the row is in the file, as the person would find it: the line for CSV (the header is
   * line 1), the spreadsheet row number for Excel.
   */
  readonly at: number;
  readonly cells: readonly string[];
}

/** A file read in the browser: its header row and data rows (empty rows left out). */
export interface ParsedFile {
  readonly name: string;
  readonly kind: 'csv' | 'xlsx';
  readonly headers: readonly string[];
  readonly rows: readonly FileRow[];
  /** Problems of the file itself (broken quoting, no header row…), in words. */
  readonly problems: readonly string[];
}

/** Progress of reading a file, from 0 to 1. */
export type OnProgress = (fraction: number) => void;
