import type { FrameworkDefinition, FrameworkSchema } from '../framework/schema.js';
import type { ReportInput, ReportInputData } from '../input.js';
import type { MappedReport } from '../mapper/types.js';
import type { ListedParagraph } from './paragraphs.js';

/**
 * What a golden case expects of one value:
 * - `'missing'`: the value is not filled (the mapper says what is missing instead);
 * - a decimal string: a quantity's kg, or a computed number's value (compared as decimals, so
 *   `'1.50'` equals `'1.5'`);
 * - any other string: the text of a text value;
 * - a record: a breakdown, row key → kg;
 * - an array of rows: a table's rows.
 */
export type GoldenExpectation =
  | 'missing'
  | string
  | Readonly<Record<string, string>>
  | readonly (readonly string[])[];

/** One hand-checked row of a framework's conformance table. */
export interface GoldenDisclosure {
  /** The disclosure's id, as in the definition (`1505(a)`, `305-1`). */
  readonly disclosureId: string;
  /** Key of the value checked; default the disclosure's first value. */
  readonly key?: string;
  /** What the value must be when mapped from the fixture input. */
  readonly expect: GoldenExpectation;
  /** Absolute tolerance for decimal expectations; default `0` (exact). */
  readonly tolerance?: string;
  /** Where the expected value comes from: the fixture lines summed, by hand, or why it is missing. */
  readonly source: string;
}

/** Maps a framework onto an input; the kit's checks take one so they can be shown to fail. */
export type MapFunction = (framework: FrameworkSchema, input: ReportInput) => MappedReport;

/** Options of `testFramework` and `checkFramework`. */
export interface TestFrameworkOptions {
  /** The fixture input the golden table is computed from; default `demoReportInput()`. */
  readonly input?: ReportInputData;
  /** The golden table: at least one row. */
  readonly expected: readonly GoldenDisclosure[];
  /** The input with no data, for the "warnings, not exceptions" check; default `emptyReportInput()`. */
  readonly emptyInput?: ReportInputData;
  /**
   * The standard's own paragraph list (`readParagraphList` of its `docs/frameworks/*.md`): when
   * given, the definition and the golden rows are checked against it.
   */
  readonly paragraphs?: readonly ListedParagraph[];
}

/** What the kit accepts as a framework: the result of `defineFramework` (checked to be frozen). */
export type FrameworkUnderTest = FrameworkSchema | FrameworkDefinition;
