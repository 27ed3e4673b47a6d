import { Decimal } from '@ctp/factors';
import { FormulaResultError } from '../errors/index.js';
import type { ComparisonOp, CompiledFormula, FormulaNode } from './language.js';

/** Values of the formula variables; build it with {@link formulaScope}. */
export type FormulaScope = Readonly<Record<string, Decimal>>;

/** A scope on a null-prototype object, so no inherited name (`constructor`, `__proto__`) can ever resolve. */
export function formulaScope(values: Iterable<readonly [string, Decimal]>): FormulaScope {
  const scope = Object.create(null) as Record<string, Decimal>;
  for (const [name, value] of values) scope[name] = value;
  return Object.freeze(scope);
}

type Value = Decimal | boolean;

function compare(op: ComparisonOp, a: Decimal, b: Decimal): boolean {
  const c = a.comparedTo(b);
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
    case '==':
      return c === 0;
    case '!=':
      return c !== 0;
  }
}

function call(name: string, args: Decimal[], text: string): Decimal {
  const [x] = args as [Decimal];
  switch (name) {
    case 'min':
      return Decimal.min(...args);
    case 'max':
      return Decimal.max(...args);
    case 'abs':
      return x.abs();
    case 'floor':
      return x.floor();
    case 'ceil':
      return x.ceil();
    default: {
      const places = args[1] ?? new Decimal(0);
      if (!places.isInteger() || places.isNegative() || places.gt(50)) {
        throw new FormulaResultError({
          reason: `${text}: the number of decimals must be a whole number from 0 to 50`,
        });
      }
      return x.toDecimalPlaces(places.toNumber(), Decimal.ROUND_HALF_UP);
    }
  }
}

function run(node: FormulaNode, scope: FormulaScope): Value {
  const num = (n: FormulaNode): Decimal => run(n, scope) as Decimal;
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'variable': {
      const value = Object.hasOwn(scope, node.name) ? scope[node.name] : undefined;
      if (value === undefined)
        throw new FormulaResultError({ reason: `variable ${node.name} has no value for this activity` });
      return value;
    }
    case 'negate':
      return num(node.operand).negated();
    case 'arithmetic': {
      const a = num(node.left);
      const b = num(node.right);
      if (node.op === '+') return a.plus(b);
      if (node.op === '-') return a.minus(b);
      if (node.op === '*') return a.times(b);
      if (b.isZero()) throw new FormulaResultError({ reason: `division by zero in ${node.text}` });
      return a.dividedBy(b);
    }
    case 'compare': {
      const values = node.operands.map(num);
      return node.ops.every((op, i) => compare(op, values[i] as Decimal, values[i + 1] as Decimal));
    }
    case 'logical':
      return node.op === 'and'
        ? run(node.left, scope) === true && run(node.right, scope) === true
        : run(node.left, scope) === true || run(node.right, scope) === true;
    case 'not':
      return run(node.operand, scope) !== true;
    case 'conditional':
      return run(node.test, scope) === true ? run(node.whenTrue, scope) : run(node.whenFalse, scope);
    case 'call':
      return call(node.name, node.args.map(num), node.text);
  }
}

/**
 * Evaluates a compiled formula in exact decimal arithmetic (the CTP {@link Decimal}: 50 significant
 * digits, half-even; `round` rounds half away from zero like a spreadsheet). `and`/`or` short-circuit.
 * @throws FormulaResultError (code `FORMULA_RESULT_INVALID`) on a missing variable, division by
 * zero, or a result that is negative or not finite.
 */
export function evaluateFormula(formula: CompiledFormula, scope: FormulaScope): Decimal {
  const result = run(formula.root, scope) as Decimal;
  if (!result.isFinite())
    throw new FormulaResultError({ reason: `the result ${result.toString()} is not a finite number` });
  if (result.isNegative() && !result.isZero())
    throw new FormulaResultError({ reason: `the result ${result.toFixed()} is negative` });
  return result.isZero() ? new Decimal(0) : result;
}
