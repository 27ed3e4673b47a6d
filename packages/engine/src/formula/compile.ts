import { Decimal } from '@ctp/factors';
import { FormulaError } from '../errors/index.js';
import {
  ARITHMETIC,
  ATTRIBUTE_VARIABLE,
  COMPARISONS,
  type CompiledFormula,
  FORMULA_FUNCTIONS,
  FORMULA_VARIABLES,
  type FormulaNode,
  MAX_FORMULA_DEPTH,
} from './language.js';
import { parseFormulaText, type RawNode } from './parse.js';

type ValueType = 'number' | 'boolean';
interface Built {
  readonly node: FormulaNode;
  readonly type: ValueType;
}
const REFUSED: Readonly<Record<string, string>> = {
  AssignmentNode: 'assignment is not allowed',
  FunctionAssignmentNode: 'defining functions is not allowed',
  AccessorNode: 'property access and indexing are not allowed',
  IndexNode: 'indexing is not allowed',
  ArrayNode: 'matrices and arrays are not allowed',
  ObjectNode: 'objects are not allowed',
  RangeNode: 'ranges are not allowed',
  BlockNode: 'only one expression is allowed',
};

/** A mathjs BigNumber (every instance carries `isBigNumber: true`). */
const isBigNumber = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { isBigNumber?: unknown }).isBigNumber === true;

function refuse(source: string, node: RawNode, reason: string, token = node.toString()): never {
  const shown = token.length > 40 ? `${token.slice(0, 40)}…` : token;
  throw new FormulaError({ reason, token: shown, position: source.indexOf(token), formula: source });
}

function expect(source: string, raw: RawNode, built: Built, type: ValueType): FormulaNode {
  if (built.type !== type)
    refuse(
      source,
      raw,
      type === 'number'
        ? 'expected a number, found a condition'
        : 'expected a condition (a comparison), found a number',
    );
  return built.node;
}

function build(source: string, raw: RawNode, depth: number, variables: Set<string>): Built {
  if (depth > MAX_FORMULA_DEPTH)
    refuse(source, raw, `expression nested deeper than ${MAX_FORMULA_DEPTH} levels`);
  const sub = (n: RawNode | undefined): Built => build(source, n as RawNode, depth + 1, variables);
  const num = (n: RawNode | undefined): FormulaNode => expect(source, n as RawNode, sub(n), 'number');
  const bool = (n: RawNode | undefined): FormulaNode => expect(source, n as RawNode, sub(n), 'boolean');
  const args = raw.args ?? [];
  switch (raw.type) {
    case 'ConstantNode':
      // mathjs's BigNumber is its own copy of decimal.js (its single-file build), so it is recognised
      // by its mark and read through its exact decimal text.
      if (!isBigNumber(raw.value))
        refuse(source, raw, 'only numbers are allowed as constants (no strings, booleans or null)');
      return { node: { kind: 'number', value: new Decimal(String(raw.value)) }, type: 'number' };
    case 'SymbolNode': {
      const name = raw.name as string;
      if (!(FORMULA_VARIABLES as readonly string[]).includes(name) && !ATTRIBUTE_VARIABLE.test(name)) {
        refuse(
          source,
          raw,
          `unknown variable; use ${FORMULA_VARIABLES.join(', ')} or attr_<attribute>`,
          name,
        );
      }
      variables.add(name);
      return { node: { kind: 'variable', name }, type: 'number' };
    }
    case 'ParenthesisNode':
      return sub(raw.content);
    case 'ConditionalNode': {
      const test = bool(raw.condition);
      const whenTrue = sub(raw.trueExpr);
      const otherwise = expect(source, raw.falseExpr as RawNode, sub(raw.falseExpr), whenTrue.type);
      return {
        node: { kind: 'conditional', test, whenTrue: whenTrue.node, whenFalse: otherwise },
        type: whenTrue.type,
      };
    }
    case 'RelationalNode': {
      const ops = (raw.conditionals ?? []).map(
        (c) =>
          COMPARISONS[c as keyof typeof COMPARISONS] ?? refuse(source, raw, `comparison ${c} is not allowed`),
      );
      return { node: { kind: 'compare', ops, operands: (raw.params ?? []).map(num) }, type: 'boolean' };
    }
    case 'OperatorNode':
      return operator(source, raw, args, num, bool);
    case 'FunctionNode': {
      const fn = raw.fn as RawNode;
      const name = fn.type === 'SymbolNode' ? (fn.name as string) : '';
      const arity = Object.hasOwn(FORMULA_FUNCTIONS, name) ? FORMULA_FUNCTIONS[name] : undefined;
      if (arity === undefined)
        refuse(
          source,
          raw,
          `function not allowed; allowed: ${Object.keys(FORMULA_FUNCTIONS).join(', ')}`,
          name || fn.toString(),
        );
      if (args.length < arity.min || args.length > arity.max)
        refuse(
          source,
          raw,
          `${name} takes ${arity.min === arity.max ? arity.min : `${arity.min} to ${arity.max}`} argument(s)`,
        );
      return { node: { kind: 'call', name, args: args.map(num), text: raw.toString() }, type: 'number' };
    }
    default:
      return refuse(source, raw, REFUSED[raw.type] ?? `${raw.type} is not part of the formula language`);
  }
}

function operator(
  source: string,
  raw: RawNode,
  args: RawNode[],
  num: (n: RawNode | undefined) => FormulaNode,
  bool: (n: RawNode | undefined) => FormulaNode,
): Built {
  const fn = raw.fn as string;
  if (raw.implicit === true)
    refuse(
      source,
      raw,
      'implicit multiplication is not allowed (write * explicitly; units are not part of the language)',
    );
  if (Object.hasOwn(ARITHMETIC, fn) && args.length === 2) {
    const op = ARITHMETIC[fn as keyof typeof ARITHMETIC];
    return {
      node: { kind: 'arithmetic', op, left: num(args[0]), right: num(args[1]), text: raw.toString() },
      type: 'number',
    };
  }
  if (fn === 'unaryMinus') return { node: { kind: 'negate', operand: num(args[0]) }, type: 'number' };
  if (Object.hasOwn(COMPARISONS, fn)) {
    return {
      node: { kind: 'compare', ops: [COMPARISONS[fn as keyof typeof COMPARISONS]], operands: args.map(num) },
      type: 'boolean',
    };
  }
  if (fn === 'and' || fn === 'or')
    return { node: { kind: 'logical', op: fn, left: bool(args[0]), right: bool(args[1]) }, type: 'boolean' };
  if (fn === 'not') return { node: { kind: 'not', operand: bool(args[0]) }, type: 'boolean' };
  return refuse(source, raw, `operator ${raw.op ?? fn} is not allowed`, raw.op ?? fn);
}

/**
 * Parses and checks a custom-logic formula. mathjs (BigNumber mode) parses the text into a tree;
 * the tree is then walked and rebuilt into a {@link CompiledFormula} that can only hold the
 * constructs of the language, with every operand type-checked. Nothing is evaluated here.
 * @throws FormulaError (code `FORMULA_INVALID`) with the offending token and its position.
 */
export function compileFormula(source: string): CompiledFormula {
  const tree = parseFormulaText(source);
  const variables = new Set<string>();
  const built = build(source, tree, 1, variables);
  const root = expect(source, tree, built, 'number');
  return Object.freeze({ source, root, variables: Object.freeze([...variables].sort()) });
}
