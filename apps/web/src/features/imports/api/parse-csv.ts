import Papa from 'papaparse';
import type { FileRow, OnProgress, ParsedFile } from './parsed-file';

/** Characters parsed between two progress updates (the page is repainted in between). */
const CHUNK_CHARACTERS = 256 * 1024;

const newlines = (cells: readonly string[]) =>
  cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * Reads a CSV text with Papa Parse, chunk by chunk, pausing after each chunk so the progress bar
 * is drawn: header row first, then data rows with the line each starts on (a quoted cell may span
 * lines). The delimiter is detected (comma, semicolon, tab…); empty rows are skipped. Cells are
 * kept as text, never converted to numbers.
 */
export function parseCsvText(text: string, name: string, onProgress?: OnProgress): Promise<ParsedFile> {
  return new Promise((resolve) => {
    let headers: string[] | undefined;
    const rows: FileRow[] = [];
    const problems: string[] = [];
    let line = 1;
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    Papa.parse<string[]>(body, {
      header: false,
      skipEmptyLines: false,
      chunkSize: CHUNK_CHARACTERS,
      chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        for (const cells of results.data) {
          const at = line;
          line += 1 + newlines(cells);
          if (cells.every((cell) => cell.trim() === '')) continue;
          if (headers === undefined) headers = cells.map((cell) => cell.trim());
          else rows.push({ at, cells: cells.map((cell) => cell.trim()) });
        }
        for (const error of results.errors) {
          if (error.code === 'UndetectableDelimiter') continue; // a one-column file is still a file
          problems.push(`${error.message} (row ${(error.row ?? 0) + 1})`);
        }
        onProgress?.(body.length === 0 ? 1 : Math.min(1, results.meta.cursor / body.length));
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete: () => {
        onProgress?.(1);
        resolve({ name, kind: 'csv', headers: headers ?? [], rows, problems });
      },
    });
  });
}

/** Reads a CSV file (UTF-8; a byte order mark is dropped) with progress. */
export async function parseCsvFile(
  file: Blob & { name: string },
  onProgress?: OnProgress,
): Promise<ParsedFile> {
  return parseCsvText(await file.text(), file.name, onProgress);
}
