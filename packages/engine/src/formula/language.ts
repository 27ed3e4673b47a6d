import type { Decimal } from '@ctp/factors';

/**
 * The custom-logic formula language: numbers, variables, `+ - * /`, unary minus, parentheses,
 * comparisons, `and` / `or` / `not`, `c ? a : b`, and six functions. See the README for the grammar.
 */

/** Longest formula accepted, in characters. */
export const MAX_FORMULA_LENGTH = 2000;
/** Deepest expression tree accepted (each operator, call or parenthesis is one level). */
export const MAX_FORMULA_DEPTH = 40;

/** Functions of the language with their argument counts. */
export const FORMULA_FUNCTIONS: Readonly<Record<string, { readonly min: number; readonly max: number }>> =
  Object.freeze({
    min: { min: 1, max: 64 },
    max: { min: 1, max: 64 },
    abs: { min: 1, max: 1 },
    round: { min: 1, max: 2 },
    floor: { min: 1, max: 1 },
    ceil: { min: 1, max: 1 },
  });

/** Variables every formula may use; activity attributes add `attr_<name>`. */
export const FORMULA_VARIABLES = Object.freeze(['quantity', 'baseCo2e', 'factor'] as const);

/** Name pattern of an activity-attribute variable. */
export const ATTRIBUTE_VARIABLE = /^attr_[A-Za-z0-9_]+$/;

/** Arithmetic operators and the mathjs operator function names they come from. */
export const ARITHMETIC = Object.freeze({ add: '+', subtract: '-', multiply: '*', divide: '/' } as const);
/** Comparison operators and their mathjs names. */
export const COMPARISONS = Object.freeze({
  smaller: '<',
  smallerEq: '<=',
  larger: '>',
  largerEq: '>=',
  equal: '==',
  unequal: '!=',
} as const);

/** `+`, `-`, `*` or `/`. */
export type ArithmeticOp = (typeof ARITHMETIC)[keyof typeof ARITHMETIC];
/** `<`, `<=`, `>`, `>=`, `==` or `!=`. */
export type ComparisonOp = (typeof COMPARISONS)[keyof typeof COMPARISONS];

/** A checked formula tree: only the constructs of the language can be represented. */
export type FormulaNode =
  | { readonly kind: 'number'; readonly value: Decimal }
  | { readonly kind: 'variable'; readonly name: string }
  | { readonly kind: 'negate'; readonly operand: FormulaNode }
  | {
      readonly kind: 'arithmetic';
      readonly op: ArithmeticOp;
      readonly left: FormulaNode;
      readonly right: FormulaNode;
      readonly text: string;
    }
  | {
      readonly kind: 'compare';
      readonly ops: readonly ComparisonOp[];
      readonly operands: readonly FormulaNode[];
    }
  | {
      readonly kind: 'logical';
      readonly op: 'and' | 'or';
      readonly left: FormulaNode;
      readonly right: FormulaNode;
    }
  | { readonly kind: 'not'; readonly operand: FormulaNode }
  | {
      readonly kind: 'conditional';
      readonly test: FormulaNode;
      readonly whenTrue: FormulaNode;
      readonly whenFalse: FormulaNode;
    }
  | {
      readonly kind: 'call';
      readonly name: string;
      readonly args: readonly FormulaNode[];
      readonly text: string;
    };

/** A formula that passed every check, ready to evaluate any number of times. */
export interface CompiledFormula {
  /** The formula as written. */
  readonly source: string;
  readonly root: FormulaNode;
  /** Variables the formula reads, sorted. */
  readonly variables: readonly string[];
}
