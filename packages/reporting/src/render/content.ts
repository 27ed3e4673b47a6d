import { citedDatasets } from '../mapper/factor-editions.js';
import { consolidationLabel } from '../mapper/facts.js';
import { categoryLabel, codeWords, dimensionLabel } from '../mapper/labels.js';
import { reportQualityOf } from '../mapper/quality.js';
import type { MappedReport, MappedValueContent } from '../mapper/types.js';
import { algorithmLabel } from './algorithm-label.js';
import { baseYearSection } from './base-year-section.js';
import { factorEditionsTable } from './factor-editions-table.js';
import { formatNumber, formatTonnes, TOTAL_LABELS } from './format.js';
import { methaneRuleText } from './methane-rule.js';
import { dataQualityTables, rangeText, totalRangeText } from './quality-content.js';

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
        text:
          c.unit === 'kg'
            ? `${formatNumber(c.kg, 3)} kg`
            : `${formatTonnes(c.kg)} t CO2e${c.range95 === null ? '' : ` (95% range ${rangeText(c.range95)})`}`,
        missing: false,
      };
    case 'number':
      return {
        label,
        kind: 'line',
        // One way of writing the unit everywhere: `tCO2e per million EUR` prints as `t CO2e per million EUR`.
        text: `${formatNumber(c.value, c.decimals)} ${c.unit.replace(/\btCO2e\b/g, 't CO2e')}`,
        missing: false,
      };
    case 'text':
      return { label, kind: 'line', text: c.text, missing: false };
    case 'breakdown': {
      // Rows of a CO2e breakdown carry their 95% range; gas masses and per-gas rows have none.
      const ranged = c.rows.some((r) => r.range95 !== undefined);
      return {
        label,
        kind: 'table',
        table: ranged
          ? {
              columns: [dimensionLabel(c.dimension), 't CO2e', '95% range (t CO2e)', 'Results'],
              rows: c.rows.map((r) => [
                r.label,
                formatTonnes(r.kg),
                r.range95 === undefined ? '' : rangeText(r.range95),
                String(r.lineCount),
              ]),
            }
          : {
              columns: [dimensionLabel(c.dimension), 't CO2e', 'Results'],
              rows: c.rows.map((r) => [r.label, formatTonnes(r.kg), String(r.lineCount)]),
            },
      };
    }
    case 'table':
      return { label, kind: 'table', table: inTonnes(c.columns, c.rows, c.kgColumns ?? []) };
    case 'missing':
      // The template key (`"narrative.governance.board"`) is for the people who fill it in: the
      // warnings and data.json keep it; the reader gets words.
      return {
        label,
        kind: 'line',
        text: `Not available: ${(missing ?? 'no data').replace(/ "[a-z0-9_]+(\.[A-Za-z0-9_-]+)+"/g, '')}`,
        missing: true,
      };
  }
}

/** A table whose kg CO2e columns are printed as t CO2e, the unit in their heading. */
export function inTonnes(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  kg: readonly number[],
): TextTable {
  if (kg.length === 0) return { columns, rows };
  return {
    columns: columns.map((c, j) => (kg.includes(j) ? `${c} (t CO2e)` : c)),
    rows: rows.map((r) => r.map((cell, j) => (kg.includes(j) && cell !== '' ? formatTonnes(cell) : cell))),
  };
}

/** The summary table of totals (t CO2e, display rounding), each with its 95% range. */
export function totalsTable(mapped: MappedReport, input: import('../input.js').ReportInput): TextTable {
  const quality = reportQualityOf(input);
  return {
    columns: ['Emissions', 't CO2e', '95% range (t CO2e)', 'Results'],
    rows: (Object.keys(TOTAL_LABELS) as (keyof typeof TOTAL_LABELS)[]).map((k) => [
      TOTAL_LABELS[k],
      formatTonnes(mapped.totals[k].kg),
      totalRangeText(quality, k),
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
      'Restatements',
      [
        mapped.restatements.length === 0
          ? 'none recorded'
          : `${mapped.restatements.length} (see "Base year and restatements")`,
        ...(mapped.openRestatements.length === 0
          ? []
          : [
              `in progress: ${mapped.openRestatements.map((r) => r.period.name).join(', ')} reopened, figures may change`,
            ]),
      ].join('; '),
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
): { title: string; table: TextTable; empty: string }[] {
  const algUse = new Map(Object.entries(mapped.usage.algorithms));
  const cited = citedDatasets(mapped.usage.factorEditionsByYear);
  return [
    {
      title: 'Calculation',
      empty: '',
      table: {
        columns: ['Item', 'Value'],
        rows: [
          ['Standard', 'GHG Protocol Corporate Standard; Scope 2 Guidance (location- and market-based)'],
          ['Consolidation approach', consolidationLabel(mapped.organization.consolidationApproach)],
          ['GWP set', `IPCC ${input.calculation.gwpSet}, ${input.calculation.gwpTimeframe}`],
          ['Methane GWP', methaneRuleText(input.calculation)],
          ['Calculation engine', `@ctp/engine ${input.calculation.engineVersion}`],
          ['Rounding', 't CO2e = exact kg / 1000, rounded half-up to 3 decimals'],
        ],
      },
    },
    {
      title: 'Algorithms',
      empty: 'No algorithm produced a result in this period.',
      table: {
        columns: ['Algorithm', 'Version', 'Type', 'Method'],
        rows: input.algorithms
          .filter((a) => algUse.has(`${a.id}@${a.version}`))
          .map((a) => [algorithmLabel(a), a.version, a.type, a.methodology]),
      },
    },
    {
      title: 'Emission factors',
      empty: 'No emission factor was used in this period.',
      table: {
        columns: ['Dataset', 'Publisher', 'Source'],
        rows: input.factorSources
          .filter((f) => cited.has(`${f.datasetId}@${f.datasetVersion}`))
          .map((f) => [
            `${f.datasetId}@${f.datasetVersion}`,
            f.publisher ?? '',
            f.sourceUrl ?? f.source ?? '',
          ]),
      },
    },
    {
      title: 'Emission factor editions by year',
      empty: 'No emission factor was used in this period.',
      table: factorEditionsTable(mapped.usage.factorEditionsByYear),
    },
    runSealsTable(input),
    {
      title: 'Overrides in force',
      empty: 'No override was in force in this period.',
      table: {
        columns: ['Kind', 'Category', 'Justification', 'Approved by', 'Effective'],
        rows: input.overrides.map((o) => [
          codeWords(o.kind),
          categoryLabel(o.category),
          o.justification,
          o.approvedBy ?? 'not approved',
          `${o.effectiveFrom} to ${o.effectiveTo ?? 'open'}`,
        ]),
      },
    },
  ];
}

/** The line printed under a disclosure's title: whether it is required, its status, what it asks. */
export const disclosureSubtitle = (d: MappedReport['disclosures'][number]): string =>
  `${d.required ? 'Required' : 'Conditional or voluntary'} | ${d.status} | ${d.description}`;

/** A disclosure's printed tables: its one-line values as a Datapoint/Value table, then its value tables. */
export function disclosureTables(d: MappedReport['disclosures'][number]): {
  values: TextTable;
  tables: { label: string; table: TextTable }[];
} {
  const printed = d.values.map((v) => printValue(v.label, v.content, v.missing));
  return {
    values: {
      columns: ['Datapoint', 'Value'],
      rows: printed.flatMap((p) => (p.kind === 'line' ? [[p.label, p.text]] : [])),
    },
    tables: printed.flatMap((p) => (p.kind === 'table' ? [{ label: p.label, table: p.table }] : [])),
  };
}

/**
 * Every table and heading the PDF and HTML reports print, in report order: what a layout check
 * looks for in the rendered document. A disclosure's heading comes with its subtitle (both must
 * stay with the disclosure's first table).
 */
export function printedLayout(
  mapped: MappedReport,
  input: import('../input.js').ReportInput,
): { tables: TextTable[]; headings: (string | readonly [string, string])[] } {
  const tables: TextTable[] = [
    { columns: ['Report', ''], rows: reportFacts(mapped).map(([k, v]) => [k, v]) },
    totalsTable(mapped, input),
  ];
  const headings: (string | readonly [string, string])[] = [
    'Summary',
    'Data quality',
    'Methodology appendix',
    'Verification',
  ];
  const baseYear = baseYearSection(mapped);
  headings.push(baseYear.title);
  tables.push(baseYear.facts);
  for (const t of baseYear.tables) {
    headings.push(t.title);
    if (t.table.rows.length > 0) tables.push(t.table);
  }
  for (const q of dataQualityTables(input)) {
    headings.push(q.title);
    tables.push(q.table);
  }
  for (const sec of sections(mapped)) {
    headings.push(sec.title);
    for (const d of sec.disclosures) {
      const { values, tables: more } = disclosureTables(d);
      headings.push([`${d.id} ${d.title}`, disclosureSubtitle(d)]);
      if (values.rows.length > 0) tables.push(values);
      for (const m of more) {
        headings.push(m.label);
        tables.push(m.table);
      }
    }
  }
  for (const m of methodologyTables(mapped, input)) {
    headings.push(m.title);
    tables.push(m.table);
  }
  return { tables, headings };
}

/**
 * A hash in groups of 16 hex digits (as key fingerprints are printed): a table cell can wrap
 * between groups, where 64 digits in one word would be cut off at the cell's edge.
 */
export const groupedHex = (hex: string): string => hex.replace(/(.{16})(?=.)/g, '$1 ');

/** The calculation runs behind the figures and their sealed Merkle roots (tamper evidence). */
export function runSealsTable(input: import('../input.js').ReportInput): {
  title: string;
  table: TextTable;
  empty: string;
} {
  return {
    title: 'Calculation runs (Merkle roots, RFC 6962 SHA-256)',
    empty: 'No calculation run produced the results of this period.',
    table: {
      columns: ['Run and results', 'Merkle root'],
      rows: input.calculationRuns.map((r) => [
        r.resultCount === null ? r.id : `${r.id} (${r.resultCount} results)`,
        r.merkleRoot === null ? 'not sealed (stored before runs were sealed)' : groupedHex(r.merkleRoot),
      ]),
    },
  };
}
