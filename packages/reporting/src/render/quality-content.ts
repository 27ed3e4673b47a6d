import { DATA_TYPES, type DataType, Decimal, type Range95Json } from '@ctp/engine';
import type { ReportInput } from '../input.js';
import { categoryLabel } from '../mapper/labels.js';
import { type ReportQuality, reportQualityOf } from '../mapper/quality.js';
import { scope3Methods } from '../mapper/scope3-methods.js';
import type { TextTable } from './content.js';
import { formatNumber, formatTonnes, TOTAL_LABELS } from './format.js';

/**
 * The "Data quality" section of the PDF and HTML reports (issue 18) and the 95% range printed next
 * to each total: text built once from `reportQualityOf(input)`, the figures data.json holds, so the
 * three agree. Kept apart from content.ts so other sections change without touching it.
 */

/** The data types in people's words (the codes stay in data.json). */
export const DATA_TYPE_WORDS: Readonly<Record<DataType, string>> = Object.freeze({
  primary_measured: 'Primary data, measured',
  primary_calculated: 'Primary data, calculated',
  supplier_specific: 'Supplier-specific data',
  secondary_average: 'Secondary data (industry averages)',
  spend_based: 'Spend-based estimate',
  estimated_proxy: 'Estimate or proxy',
});

/** A 95% range in the report's number style: `1,180.200–1,301.700` (t CO2e, three decimals). */
export const rangeText = (range: Range95Json): string =>
  `${formatTonnes(range.low)}–${formatTonnes(range.high)}`;

/** A fraction 0–1 as a percentage with one decimal (`0.3505` → `35.1 %`). */
const percent = (share: string): string => `${formatNumber(new Decimal(share).times(100).toFixed(), 1)} %`;

const scopeWords = (scope: string): string =>
  scope in TOTAL_LABELS ? TOTAL_LABELS[scope as keyof typeof TOTAL_LABELS] : scope;

/** The 95% range of a total of the summary table, or why it has none (biogenic CO2). */
export function totalRangeText(quality: ReportQuality, key: keyof typeof TOTAL_LABELS): string {
  const range = (quality.ranges as Readonly<Record<string, Range95Json | undefined>>)[key];
  return range === undefined ? 'not estimated' : rangeText(range);
}

/** The section's opening paragraphs: how ranges are computed and what the coverage threshold is. */
export function dataQualityNotes(input: ReportInput): string[] {
  const quality = reportQualityOf(input);
  return [
    'Each total is shown with its 95% range: the total is exact and unchanged; the range says how far the true value may lie from it. Each result combines the uncertainty of its activity data (from its 1-to-5 quality score: ±5%, ±10%, ±20%, ±30% or ±50%) and that of its emission factor (the publisher’s where given, else ±10% for a checked factor, ±20% for a secondary or derived one and ±30% for a spend-based one) as the square root of the sum of squares (IPCC 2006 Guidelines, Vol. 1, ch. 3, eq. 3.2); results add up by eq. 3.1.',
    `Primary data is measured or calculated from the organization’s own records, or specific to the supplier. A category is flagged when less than ${percent(quality.primaryCoverageThreshold)} of its emissions rest on primary data.`,
  ];
}

/** The tables of the "Data quality" section, titled, in the order they are printed. */
export function dataQualityTables(input: ReportInput): { title: string; table: TextTable; empty: string }[] {
  const quality = reportQualityOf(input);
  const threshold = percent(quality.primaryCoverageThreshold);
  return [
    {
      title: 'Emissions by data type',
      empty: 'No emissions in this period.',
      table: {
        columns: ['Scope', 'Data type', 't CO2e', 'Share of scope'],
        rows: quality.dataTypes.flatMap((s) => [
          ...DATA_TYPES.filter((type) => !new Decimal(s.byDataType[type]).isZero()).map((type) => [
            scopeWords(s.scope),
            DATA_TYPE_WORDS[type],
            formatTonnes(s.byDataType[type]),
            new Decimal(s.totalKg).isZero()
              ? ''
              : percent(new Decimal(s.byDataType[type]).dividedBy(s.totalKg).toFixed()),
          ]),
          [
            scopeWords(s.scope),
            'All primary data (measured, calculated, supplier-specific)',
            formatTonnes(s.primaryKg),
            s.primaryShare === null ? '' : percent(s.primaryShare),
          ],
        ]),
      },
    },
    {
      title: 'Primary data by category',
      empty: 'No emissions in this period.',
      table: {
        columns: ['Scope', 'Category', 't CO2e', 'Primary data', 'Coverage'],
        rows: quality.dataTypes.flatMap((s) =>
          s.categories.map((c) => [
            scopeWords(s.scope),
            categoryLabel(c.category),
            formatTonnes(c.totalKg),
            c.primaryShare === null ? '' : percent(c.primaryShare),
            c.primaryShare === null
              ? 'no emissions'
              : c.belowThreshold
                ? `Below the ${threshold} threshold`
                : 'Meets the threshold',
          ]),
        ),
      },
    },
    {
      title: 'Scope 3 by category and method',
      empty: 'No Scope 3 emissions in this period.',
      table: {
        columns: ['Category', 'Method', 'Algorithm', 't CO2e', 'Share of category', 'Results'],
        rows: scope3Methods(input).map((r) => [
          r.category === null ? r.categoryName : `${r.category}. ${r.categoryName}`,
          r.method,
          r.algorithm,
          formatTonnes(r.kg),
          r.shareOfCategory === null ? '' : percent(r.shareOfCategory),
          String(r.lineCount),
        ]),
      },
    },
  ];
}
