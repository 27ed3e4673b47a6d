import { createRequire } from 'node:module';
import type * as MathJs from 'mathjs';

/**
 * mathjs from its single-file build (an entry mathjs exports for this use): the same library and
 * version as its `mathjs` entry, loaded as one file in about 80 ms of CPU instead of its hundreds of
 * ES modules in about 900 ms, so a process that never parses a formula does not pay about 900 ms of CPU for the parser.
 */
const loadMathjs = () => createRequire(import.meta.url)('mathjs/lib/browser/math.js') as typeof MathJs;

/**
 * A private mathjs instance in BigNumber mode with 64 significant digits. The configuration is set
 * after `create`, and checked, because the single-file build's `create` ignores a configuration
 * passed to it (mathjs 15.2.0).
 */
export function createBigNumberMath(): MathJs.MathJsInstance {
  // Required here, not at load: importing the package does not load mathjs (Node caches it after).
  const mathjs = loadMathjs();
  const math = mathjs.create(mathjs.all as MathJs.FactoryFunctionMap);
  math.config({ number: 'BigNumber', precision: 64 });
  const { number, precision } = math.config({});
  if (number !== 'BigNumber' || precision !== 64)
    throw new Error(`[ctp] mathjs refused BigNumber mode (number: ${number}, precision: ${precision})`);
  return math;
}
