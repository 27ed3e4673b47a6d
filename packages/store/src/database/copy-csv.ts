/** One cell of `copyRows`: stored as the column's type reads its text; `null` is SQL NULL. */
export type CopyValue = string | number | bigint | boolean | Date | null;

/** Rows per CSV chunk handed to the driver (a chunk is one string in memory). */
const CSV_CHUNK_ROWS = 10_000;

const QUOTE = /"/g;

/**
 * One cell as `COPY … (FORMAT csv)` reads it. Every string is quoted, quotes doubled inside: so an
 * empty string stays an empty string (an unquoted empty cell is NULL), a line `\.` is data, not the
 * end-of-data marker, and commas, newlines, carriage returns and backslashes are data (CSV mode has
 * no backslash escapes). `null` is left empty and unquoted, which COPY reads as NULL. Dates are ISO
 * 8601; numbers, bigints and booleans their text (`true`/`false`): none holds a quote, comma or
 * line break.
 *
 * Written here rather than with a CSV library: this is the whole of the rule for the one dialect
 * COPY reads, and a generic writer (papaparse's `unparse`, which the store used before) spent more
 * time deciding per cell what to quote than COPY spent storing the rows (see `bench/README.md`).
 */
export function csvCell(value: CopyValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return `"${value.includes('"') ? value.replace(QUOTE, '""') : value}"`;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** One row as a CSV line (without its line feed). */
export function csvLine(row: readonly CopyValue[]): string {
  // An array joined once: faster in V8 than growing the line cell by cell.
  const cells = new Array<string>(row.length);
  for (let i = 0; i < row.length; i++) cells[i] = csvCell(row[i] ?? null);
  return cells.join(',');
}

/** `rows` as COPY CSV text, {@link CSV_CHUNK_ROWS} rows per string, each line ended by a line feed. */
export function csvChunks(rows: readonly (readonly CopyValue[])[]): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < rows.length; start += CSV_CHUNK_ROWS) {
    const end = Math.min(rows.length, start + CSV_CHUNK_ROWS);
    const lines = new Array<string>(end - start);
    for (let i = start; i < end; i++) lines[i - start] = csvLine(rows[i] as readonly CopyValue[]);
    chunks.push(`${lines.join('\n')}\n`);
  }
  return chunks;
}
