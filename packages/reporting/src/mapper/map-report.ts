import type { FrameworkSchema } from '../framework/schema.js';
import type { ReportInput } from '../input.js';
import type { MappedReport } from './types.js';

/**
 * Fills `framework` from `input`: totals and breakdowns as exact decimal sums, every disclosure
 * value from its mapping, completeness and a warning per required disclosure left unfilled.
 * Pure: no I/O.
 */
export function mapReport(framework: FrameworkSchema, input: ReportInput): MappedReport {
  void framework;
  void input;
  throw new Error('mapReport: being implemented (contract commit)');
}
