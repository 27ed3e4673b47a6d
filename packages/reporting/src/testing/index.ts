/**
 * @ctp/reporting/testing: deterministic report inputs for tests, examples and benchmarks.
 * @packageDocumentation
 */
export { type DemoInputOptions, demoReportInput } from './demo-input.js';
