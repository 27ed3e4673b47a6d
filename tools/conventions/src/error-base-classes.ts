import ts from 'typescript';
import type { SourceFile } from './source-files.js';

/** The built-in error constructors; a class extending one of them directly is an error base class. */
export const BUILT_IN_ERRORS: ReadonlySet<string> = new Set([
  'Error',
  'AggregateError',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
]);

/** A class declared in a source file that extends a built-in error directly. */
export interface ErrorBaseClass {
  readonly name: string;
  readonly file: string;
  readonly line: number;
}

/**
 * Every class in `file` that extends `Error` (or another built-in error) directly, found in the
 * syntax tree, so a comment or a string mentioning `extends Error` does not count. Anonymous classes
 * are reported as `(anonymous)`.
 */
export function findErrorBaseClasses(file: SourceFile): ErrorBaseClass[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const found: ErrorBaseClass[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isClassLike(node)) {
      const base = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
        ?.types[0]?.expression;
      if (base !== undefined && ts.isIdentifier(base) && BUILT_IN_ERRORS.has(base.text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ name: node.name?.text ?? '(anonymous)', file: file.path, line });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
