import { consolidationLabel } from '../mapper/facts.js';
import type { MappedReport, MappedValueContent } from '../mapper/types.js';
import { formatNumber, formatTonnes, TOTAL_LABELS } from './format.js';

/**
 * The report's content as plain rows of text, built once and drawn by both the PDF and the HTML
 * renderer, so the two show the same figures.
 */

/** A table: header and rows of cells. */
export interface TextTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** One value of a disclosure as printable text: a line, or a table. */
export type PrintedValue =
  | { readonly label: string; readonly kind: 'line'; readonly text: string; readonly missing: boolean }
  | { readonly label: string; readonly kind: 'table'; readonly table: TextTable };

/** Printable text of one mapped value. */
export function printValue(label: string, c: MappedValueContent, missing: string | null): PrintedValue {
  switch (c.kind) {
    case 'quantity':
      return {
        label,
        kind: 'line',
        text: c.unit === 'kg' ? `${formatNumber(c.kg, 3)} kg` : `${formatTonnes(c.kg)} t CO2e`,
        missing: false,
      };
    case 'number':
      return { label, kind: 'line', text: `${formatNumber(c.value, c.decimals)} ${c.unit}`, missing: false };
    case 'text':
      return { label, kind: 'line', text: c.text, missing: false };
    case 'breakdown':
      return {
        label,
        kind: 'table',
        table: {
          columns: [c.dimension === 'scope3Category' ? 'Category' : c.dimension, 't CO2e', 'Lines'],
          rows: c.rows.map((r) => [r.label, formatTonnes(r.kg), String(r.lineCount)]),
        },
      };
    case 'table':
      return { label, kind: 'table', table: { columns: c.columns, rows: c.rows } };
    case 'missing':
      return { label, kind: 'line', text: `Not available: ${missing ?? 'no data'}`, missing: true };
  }
}

/** The summary table of totals (t CO2e, display rounding). */
export function totalsTable(mapped: MappedReport): TextTable {
  return {
    columns: ['Emissions', 't CO2e', 'Results'],
    rows: (Object.keys(TOTAL_LABELS) as (keyof typeof TOTAL_LABELS)[]).map((k) => [
      TOTAL_LABELS[k],
      formatTonnes(mapped.totals[k].kg),
      String(mapped.totals[k].lineCount),
    ]),
  };
}

/** Facts printed on the cover and in the boundary section. */
export function reportFacts(mapped: MappedReport): readonly (readonly [string, string])[] {
  return [
    ['Organization', mapped.organization.name],
    ['Framework', `${mapped.framework.name} (${mapped.framework.code} ${mapped.framework.version})`],
    ['Reporting period', `${mapped.period.start} to ${mapped.period.end}`],
    ['Consolidation approach', consolidationLabel(mapped.organization.consolidationApproach)],
    ['Base year', mapped.baseYear.year === null ? 'none chosen' : String(mapped.baseYear.year)],
    [
      'Recalculations',
      mapped.recalculations.length === 0
        ? 'none in this period'
        : mapped.recalculations.map((r) => `${r.acceptedAt.slice(0, 10)} ${r.reason ?? r.id}`).join('; '),
    ],
    [
      'Template',
      mapped.template.id === null ? 'default' : `${mapped.template.name} v${mapped.template.version}`,
    ],
    ['Generated', mapped.generatedAt],
    ['Verification code', mapped.report.verificationCode],
  ];
}

/** Sections of disclosures in report order (a section appears where its first disclosure does). */
export function sections(
  mapped: MappedReport,
): { title: string; disclosures: MappedReport['disclosures'] }[] {
  const out = new Map<string, MappedReport['disclosures'][number][]>();
  for (const d of mapped.disclosures) {
    const list = out.get(d.section) ?? [];
    list.push(d);
    out.set(d.section, list);
  }
  return [...out.entries()].map(([title, disclosures]) => ({ title, disclosures }));
}

/** The methodology appendix of the PDF and HTML: titled tables (methodology.md has the full text). */
export function methodologyTables(
  mapped: MappedReport,
  input: import('../input.js').ReportInput,
): { title: string; table: TextTable }[] {
  const algUse = new Map(Object.entries(mapped.usage.algorithms));
  const dsUse = new Map(Object.entries(mapped.usage.factorDatasets));
  return [
    {
      title: 'Calculation',
      table: {
        columns: ['Item', 'Value'],
        rows: [
          ['Standard', 'GHG Protocol Corporate Standard; Scope 2 Guidance (location- and market-based)'],
          ['Consolidation approach', consolidationLabel(mapped.organization.consolidationApproach)],
          ['GWP set', `IPCC ${input.calculation.gwpSet}, ${input.calculation.gwpTimeframe}`],
          ['Calculation engine', `@ctp/engine ${input.calculation.engineVersion}`],
          ['Rounding', 't CO2e = exact kg / 1000, rounded half-up to 3 decimals'],
        ],
      },
    },
    {
      title: 'Algorithms',
      table: {
        columns: ['Algorithm', 'Version', 'Type', 'Method'],
        rows: input.algorithms
          .filter((a) => algUse.has(`${a.id}@${a.version}`))
          .map((a) => [a.id, a.version, a.type, a.methodology]),
      },
    },
    {
      title: 'Emission factors',
      table: {
        columns: ['Dataset', 'Publisher', 'Source'],
        rows: input.factorSources
          .filter((f) => dsUse.has(`${f.datasetId}@${f.datasetVersion}`))
          .map((f) => [
            `${f.datasetId}@${f.datasetVersion}`,
            f.publisher ?? '',
            f.sourceUrl ?? f.source ?? '',
          ]),
      },
    },
    runSealsTable(input),
    {
      title: 'Overrides in force',
      table: {
        columns: ['Kind', 'Category', 'Justification', 'Approved by', 'Effective'],
        rows: input.overrides.map((o) => [
          o.kind,
          o.category,
          o.justification,
          o.approvedBy ?? 'not approved',
          `${o.effectiveFrom} to ${o.effectiveTo ?? 'open'}`,
        ]),
      },
    },
  ];
}

/**
 * A hash in groups of 16 hex digits (as key fingerprints are printed): a table cell can wrap
 * between groups, where 64 digits in one word would be cut off at the cell's edge.
 */
export const groupedHex = (hex: string): string => hex.replace(/(.{16})(?=.)/g, '$1 ');

/** The calculation runs behind the figures and their sealed Merkle roots (tamper evidence). */
export function runSealsTable(input: import('../input.js').ReportInput): { title: string; table: TextTable } {
  return {
    title: 'Calculation runs (Merkle roots, RFC 6962 SHA-256)',
    table: {
      columns: ['Run and results', 'Merkle root'],
      rows: input.calculationRuns.map((r) => [
        r.resultCount === null ? r.id : `${r.id} (${r.resultCount} results)`,
        r.merkleRoot === null ? 'not sealed (stored before runs were sealed)' : groupedHex(r.merkleRoot),
      ]),
    },
  };
}
