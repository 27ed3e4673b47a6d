export { compileFormula } from './compile.js';
export { evaluateFormula, type FormulaScope, formulaScope } from './evaluate.js';
export {
  ARITHMETIC,
  type ArithmeticOp,
  ATTRIBUTE_VARIABLE,
  COMPARISONS,
  type ComparisonOp,
  type CompiledFormula,
  FORMULA_FUNCTIONS,
  FORMULA_VARIABLES,
  type FormulaNode,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
} from './language.js';
