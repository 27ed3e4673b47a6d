import { Decimal } from '@ctp/engine';
import type { RecalculationPolicy, ReportInput, RestatementCause, RestatementInput } from '../input.js';

/**
 * The base year, its recalculation policy and the restatements in people's words: shared by the
 * mapper (the frameworks' base-year paragraphs) and the "Base year and restatements" section of
 * the PDF and HTML. Figures stay exact kg here; the renderers print them as t CO2e.
 */

const CAUSES: Readonly<Record<RestatementCause, string>> = {
  structural_change: 'Structural change',
  methodology_or_factor_change: 'Methodology or factor change',
  discovered_error: 'Discovered error',
};

/** `structural_change` → `Structural change`. */
export const causeLabel = (cause: RestatementCause): string => CAUSES[cause];

/** A percent with two decimals, half-up: `"6.254"` → `"6.25 %"`. */
export function formatPercent(value: string): string {
  return `${new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed()} %`;
}

/** `a`, `a or b`, `a, b or c`. */
function either(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The policy as a sentence: "The base year is recalculated when a structural change, a
 * methodology or factor change or a discovered error changes its total by 5 % or more." followed
 * by the organization's own words, if any; null when there is neither.
 */
export function policyWords(policy: RecalculationPolicy | null, ownWords: string | null): string | null {
  if (policy === null) return ownWords;
  const causes = policy.triggers.map((c) => `a ${causeLabel(c).toLowerCase()}`);
  const stated =
    causes.length === 0
      ? `No cause is set to call for a recalculation of the base year (significance threshold ${formatPercent(policy.significanceThresholdPercent)} of the base-year total).`
      : `The base year is recalculated when ${either(causes)} changes its total by ${formatPercent(policy.significanceThresholdPercent)} or more.`;
  return ownWords === null ? stated : `${stated} ${ownWords}`;
}

/** Whether a restatement called for recalculating the base year, in words. */
export function significanceWords(r: RestatementInput): { share: string; significant: string } {
  const s = r.significance;
  if (s === null) return { share: 'no policy set', significant: 'not assessed' };
  // No parentheses: the PDF would break a line after "(" with a hyphen.
  const threshold = `against a ${formatPercent(s.thresholdPercent)} threshold`;
  const share =
    s.changePercent === null
      ? `base-year total is zero, ${threshold}`
      : `${formatPercent(s.changePercent)} ${threshold}`;
  return { share, significant: s.significant ? 'yes' : 'no' };
}

/** The restatements table: one row per restatement; column 4 (the change) is kg CO2e. */
export function restatementRows(restatements: ReportInput['restatements']): {
  columns: string[];
  rows: string[][];
  kgColumns: number[];
} {
  return {
    columns: [
      'Restated',
      'Period',
      'Cause',
      'Reason',
      'Change',
      'Of base-year total',
      'Significant',
      'Approved by',
    ],
    rows: restatements.map((r) => {
      const w = significanceWords(r);
      return [
        r.completedAt.slice(0, 10),
        r.period.name,
        causeLabel(r.cause),
        r.reason,
        r.deltaKg,
        w.share,
        w.significant,
        r.approvedBy,
      ];
    }),
    kgColumns: [4],
  };
}

const SCOPES = [
  ['scope1', 'Scope 1'],
  ['scope2LocationBased', 'Scope 2 (location-based)'],
  ['scope2MarketBased', 'Scope 2 (market-based)'],
  ['scope3', 'Scope 3'],
] as const;

/** The totals by scope before and after each restatement; columns 3 to 5 are kg CO2e. */
export function restatedTotalsRows(restatements: ReportInput['restatements']): {
  columns: string[];
  rows: string[][];
  kgColumns: number[];
} {
  return {
    columns: ['Restated', 'Period', 'Scope', 'Before', 'After', 'Change'],
    rows: restatements.flatMap((r) =>
      SCOPES.map(([key, label]) => [
        r.completedAt.slice(0, 10),
        r.period.name,
        label,
        r.oldTotals[key],
        r.newTotals[key],
        new Decimal(r.newTotals[key]).minus(r.oldTotals[key]).toFixed(),
      ]),
    ),
    kgColumns: [3, 4, 5],
  };
}

/** The open restatements table: one row per reopened period; column 5 (the total as locked) is kg CO2e. */
export function openRestatementRows(open: ReportInput['openRestatements']): {
  columns: string[];
  rows: string[][];
  kgColumns: number[];
} {
  return {
    columns: ['Reopened', 'Period', 'Cause', 'Reason', 'Reopened by', 'Total as locked'],
    rows: open.map((r) => [
      r.reopenedAt.slice(0, 10),
      r.period.name,
      causeLabel(r.cause),
      r.reason,
      r.reopenedBy,
      r.oldTotalKg,
    ]),
    kgColumns: [5],
  };
}

/** The sentence printed above the open restatements: what a reader must know about those figures. */
export const OPEN_RESTATEMENT_NOTE =
  'These periods were reopened after they were locked and are being restated: their figures in this report may still change. When a period is locked again, its restatement is completed with its totals before and after, and a report generated then states it.';

/** The sentence printed when no restatement was recorded. */
export const NO_RESTATEMENT =
  'No restatement was recorded for the periods this report covers or for the base year.';
