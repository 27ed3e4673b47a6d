/**
 * `@ctp/reporting/testing`: deterministic report inputs for tests, examples and benchmarks, and
 * the framework conformance kit. A framework plugin's test is a golden table and one call:
 * `testFramework(myFramework, { expected })`. `testFramework` needs vitest (an optional peer
 * dependency); the `check*` functions return the problems they find and need no test runner.
 * @packageDocumentation
 */

export { printedLayout, type TextTable } from '../render/content.js';
export { checkDisclosureIds, checkFrameworkDefinition } from './definition.js';
export { type DemoInputOptions, demoReportInput } from './demo-input.js';
export { emptyReportInput } from './empty-input.js';
export { checkGoldenDisclosure, goldenValueOf } from './golden.js';
export { CM, checkPdfLayout, type LayoutCheckOptions, type LayoutProblem } from './layout-check.js';
export {
  checkCompleteness,
  checkDecimals,
  checkDeterminism,
  checkEmptyInput,
  checkMapping,
} from './mapping.js';
export type { KeptHeading } from './orphans.js';
export { checkParagraphList, type ListedParagraph, readParagraphList } from './paragraphs.js';
export { type PdfPage, type PdfWord, parseBboxLayout, readPdfWords } from './pdf-words.js';
export { type RealisticInputOptions, realisticReportInput } from './realistic-input.js';
export { checkFramework, testFramework } from './test-framework.js';
export type {
  FrameworkUnderTest,
  GoldenDisclosure,
  GoldenExpectation,
  MapFunction,
  TestFrameworkOptions,
} from './types.js';
