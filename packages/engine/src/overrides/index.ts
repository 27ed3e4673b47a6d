export { type AlgorithmOverrideJson, overrideToJson, parseOverrides } from './parse.js';
export {
  type AlgorithmOverride,
  type AlgorithmOverrideInput,
  AlgorithmOverrideSchema,
  type OverrideKind,
} from './schema.js';
export { type OverrideSelection, overrideIgnoreReason, selectOverride } from './select.js';
