import type { MathJsInstance } from 'mathjs';
import { FormulaError } from '../errors/index.js';
import { MAX_FORMULA_DEPTH, MAX_FORMULA_LENGTH } from './language.js';
import { createBigNumberMath } from './mathjs.js';

/** mathjs is used only as a parser, in BigNumber mode so constants keep every digit; never to evaluate. */
let mathjs: MathJsInstance | undefined;
function mathjsParse(source: string): RawNode {
  if (mathjs === undefined) mathjs = createBigNumberMath();
  return mathjs.parse(source) as unknown as RawNode;
}

/** The fields of the mathjs node types we read; anything else is refused before it is read. */
export interface RawNode {
  type: string;
  name?: string;
  op?: string;
  fn?: string | RawNode;
  implicit?: boolean;
  value?: unknown;
  args?: RawNode[];
  content?: RawNode;
  condition?: RawNode;
  trueExpr?: RawNode;
  falseExpr?: RawNode;
  conditionals?: string[];
  params?: RawNode[];
  toString(): string;
}

/** Refuses deep bracket nesting before parsing, so the recursive parser never runs out of stack. */
function checkNesting(source: string): void {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    if (depth > MAX_FORMULA_DEPTH) {
      throw new FormulaError({
        reason: `brackets nested deeper than ${MAX_FORMULA_DEPTH} levels`,
        token: c as string,
        position: i,
        formula: source,
      });
    }
  }
}

/**
 * Parses formula text into the mathjs tree, after the length and bracket-depth limits. Nothing is
 * evaluated. @throws FormulaError (code `FORMULA_INVALID`) for an empty, too long, too deeply nested
 * or syntactically wrong formula, with the position mathjs reports.
 */
export function parseFormulaText(source: string): RawNode {
  if (typeof source !== 'string' || source.trim() === '') {
    throw new FormulaError({ reason: 'the formula is empty', token: '', position: 0 });
  }
  if (source.length > MAX_FORMULA_LENGTH) {
    throw new FormulaError({
      reason: `longer than ${MAX_FORMULA_LENGTH} characters (${source.length})`,
      token: source.slice(MAX_FORMULA_LENGTH, MAX_FORMULA_LENGTH + 10),
      position: MAX_FORMULA_LENGTH,
    });
  }
  checkNesting(source);
  try {
    return mathjsParse(source);
  } catch (error) {
    const char = (error as { char?: unknown }).char;
    const position = typeof char === 'number' ? Math.max(0, char - 1) : -1;
    const reason = `syntax error: ${(error as Error).message.replace(/ \(char \d+\)$/, '')}`;
    throw new FormulaError({
      reason,
      token: position >= 0 ? source.slice(position, position + 10) : '',
      position,
      formula: source,
    });
  }
}
