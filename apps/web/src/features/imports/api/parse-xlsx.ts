import { cellText, type StoredNumber } from './excel-cells';
import type { FileRow, OnProgress, ParsedFile } from './parsed-file';

/**
 * Reads the first worksheet of an `.xlsx` file with read-excel-file, loaded only when an Excel file
 * is chosen (it stays out of the activities screens' JavaScript). Numbers are never read as JS
 * numbers: `parseNumber` hands over the stored text, turned into decimal text by `cellText`.
 * The `universal` entry is used because it creates no Web Worker (the `browser` entry would, from
 * a blob: address, which the strict CSP refuses); see vite.config.ts for the unzip step.
 */
export async function parseXlsxFile(
  file: Blob & { name: string },
  onProgress?: OnProgress,
): Promise<ParsedFile> {
  onProgress?.(0.05);
  const [{ readSheet }, bytes] = await Promise.all([import('read-excel-file/universal'), file.arrayBuffer()]);
  onProgress?.(0.2);
  let grid: unknown[][];
  try {
    grid = (await readSheet(bytes, {
      parseNumber: (stored: string): StoredNumber => ({ stored }),
      trim: false,
    })) as unknown[][];
  } catch (error) {
    return { name: file.name, kind: 'xlsx', headers: [], rows: [], problems: [(error as Error).message] };
  }
  onProgress?.(0.8);
  let headers: string[] | undefined;
  const rows: FileRow[] = [];
  grid.forEach((cells, index) => {
    const texts = cells.map(cellText);
    if (texts.every((text) => text === '')) return;
    if (headers === undefined) headers = texts;
    else rows.push({ at: index + 1, cells: texts });
  });
  onProgress?.(1);
  return { name: file.name, kind: 'xlsx', headers: headers ?? [], rows, problems: [] };
}
