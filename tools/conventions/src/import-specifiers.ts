import ts from 'typescript';

/** One module specifier a file imports, with the 1-based line it is on. */
export interface ImportSpecifier {
  readonly specifier: string;
  readonly line: number;
}

/**
 * Every module specifier `text` imports or re-exports: static imports (type-only ones too),
 * `export … from`, dynamic `import()`, `import('…')` types and `require()`. Uses TypeScript's own
 * pre-processor, so strings and comments that merely look like imports are not counted.
 */
export function importSpecifiers(text: string): ImportSpecifier[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((file) => ({ specifier: file.fileName, line: lineAt(text, file.pos) }));
}

/** The 1-based line of a character offset. */
function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < position; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** The package a bare specifier names (`@ctp/auth/testing` → `@ctp/auth`), or null for a relative or absolute path. */
export function packageOfSpecifier(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
