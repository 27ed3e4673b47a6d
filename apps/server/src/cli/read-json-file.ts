import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** A command-line failure that is the caller's fault (bad file, bad option): exit code 2, no stack trace. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * Reads and parses a JSON file named on the command line. Relative paths are resolved against the
 * directory the user ran `pnpm` in (`INIT_CWD`), not the workspace root pnpm switches to.
 */
export async function readJsonFile(file: string, baseDir: string): Promise<unknown> {
  const path = resolve(baseDir, file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}
