import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One source file: its path (relative to the repository root, with `/`) and its text. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

/** True for a test file (`*.test.ts`, `*.test.tsx`), which the conventions do not govern. */
export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path);
}

/** True for a TypeScript source file (`.ts`, `.tsx`, `.mts`, `.cts`, not a declaration file). */
export function isTypeScriptFile(path: string): boolean {
  return /\.(c|m)?tsx?$/.test(path) && !/\.d\.(c|m)?ts$/.test(path);
}

/**
 * Every non-test TypeScript file under `dir` (recursively, skipping `node_modules` and `dist`), read
 * into memory, with paths relative to `root`, sorted.
 */
export function readSourceFiles(root: string, dir: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (entry.isFile() && isTypeScriptFile(entry.name) && !isTestFile(entry.name)) {
        files.push({ path: relative(root, full).split('\\').join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(dir);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
