import { readFile, writeFile } from 'node:fs/promises';

/** What happened to one data file. */
export interface DatasetFileStatus {
  readonly file: string;
  /** `differs` only in check mode: the file is missing or not byte-identical. */
  readonly status: 'up to date' | 'written' | 'differs';
}

async function readIfExists(url: URL): Promise<Buffer | null> {
  try {
    return await readFile(url);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Compares each generated text with the file of the same name in `dataDir`, byte for byte.
 * Writes the files that differ, unless `check` is set, in which case nothing is written and
 * those files are reported as `differs`.
 */
export async function syncDatasetFiles(
  generated: ReadonlyMap<string, string>,
  dataDir: URL,
  check: boolean,
): Promise<DatasetFileStatus[]> {
  const statuses: DatasetFileStatus[] = [];
  for (const [file, text] of generated) {
    const target = new URL(file, dataDir);
    const bytes = Buffer.from(text, 'utf8');
    const committed = await readIfExists(target);
    if (committed?.equals(bytes)) {
      statuses.push({ file, status: 'up to date' });
    } else if (check) {
      statuses.push({ file, status: 'differs' });
    } else {
      await writeFile(target, bytes);
      statuses.push({ file, status: 'written' });
    }
  }
  return statuses;
}
