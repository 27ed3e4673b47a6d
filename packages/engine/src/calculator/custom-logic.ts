import { type Decimal, toDecimal } from '@ctp/factors';
import { FormulaResultError } from '../errors/index.js';
import { type CompiledFormula, compileFormula, evaluateFormula, formulaScope } from '../formula/index.js';
import type { AlgorithmOverride } from '../overrides/index.js';
import type { Activity } from '../types.js';
import type { Emissions } from './emissions.js';

type CustomOverride = AlgorithmOverride & { kind: 'custom' };

const compiled = new WeakMap<AlgorithmOverride, CompiledFormula>();
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const NAME = /^[A-Za-z0-9_]+$/;

function formulaOf(o: CustomOverride): CompiledFormula {
  let f = compiled.get(o);
  if (f === undefined) {
    f = compileFormula(o.customLogic);
    compiled.set(o, f);
  }
  return f;
}

/**
 * The variables of a custom formula for one activity:
 * - `quantity`: the activity quantity in its own unit;
 * - `baseCo2e`: kg CO2e computed by the resolved (non-override) algorithm;
 * - `factor`: kg CO2e per unit of the first term's factor under the calculation's GWP set (absent without terms);
 * - `attr_<name>`: every top-level attribute that is a finite number or a decimal string.
 */
export function customVariables(activity: Activity, base: Emissions): [string, Decimal][] {
  const vars: [string, Decimal][] = [
    ['quantity', activity.quantity],
    ['baseCo2e', base.co2eKg],
  ];
  const first = base.resolved[0];
  if (first !== undefined) vars.push(['factor', first.co2ePerUnit]);
  for (const [name, value] of Object.entries(activity.attributes)) {
    if (!NAME.test(name)) continue;
    if (
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && DECIMAL_TEXT.test(value))
    ) {
      vars.push([`attr_${name}`, toDecimal(value)]);
    }
  }
  return vars;
}

/**
 * Evaluates a custom override's formula for one activity in the sandboxed formula language.
 * @throws FormulaResultError (code `FORMULA_RESULT_INVALID`) naming the override and the activity.
 */
export function applyCustomLogic(o: CustomOverride, activity: Activity, base: Emissions): Decimal {
  try {
    return evaluateFormula(formulaOf(o), formulaScope(customVariables(activity, base)));
  } catch (error) {
    if (!(error instanceof FormulaResultError)) throw error;
    throw new FormulaResultError({
      reason: String(error.details.reason),
      overrideId: o.id,
      activityId: activity.id,
    });
  }
}
