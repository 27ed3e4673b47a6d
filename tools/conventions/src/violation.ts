/** One breach of a convention, located so that a person can open it. */
export interface Violation {
  /** Path relative to the repository root. */
  readonly file: string;
  /** 1-based line, or 0 when the breach is about the whole file. */
  readonly line: number;
  readonly message: string;
}

/** `file:line message`, one violation a line, in file order: what a failing test prints. */
export function formatViolations(violations: readonly Violation[]): string {
  return [...violations]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map((v) => `${v.file}${v.line > 0 ? `:${v.line}` : ''} ${v.message}`)
    .join('\n');
}
