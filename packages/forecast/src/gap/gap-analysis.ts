/**
 * Gap analysis: how far projected emissions sit above a target pathway each year, when (if ever)
 * they align, and which planned initiatives close how much of the gap at what cost.
 *
 * @module
 */
import type { AnnualValue } from '../annual.js';
import { InvalidGapInputError } from '../errors.js';
import { parseInitiative } from '../initiatives/initiative.js';
import type { PathwayPoint } from '../scenarios/pathway.js';
import { type GapRecommendations, recommend } from './recommendations.js';

/** One year of a gap analysis. */
export interface GapYear {
  readonly year: number;
  /** Projected emissions (tonnes). */
  readonly projected: number;
  /** Target emissions of the pathway (tonnes). */
  readonly target: number;
  /** projected − target: positive above target, negative below. */
  readonly gap: number;
  /**
   * Gap as a percentage of projected emissions: the share of that year's emissions that would have
   * to go (100 for a zero target). 0 when both are zero; `null` when projected is zero but the target is not.
   */
  readonly gapPercent: number | null;
}

/** The result of {@link gapAnalysis}. */
export interface GapAnalysis {
  readonly years: readonly GapYear[];
  /** Sum of positive gaps over the years: cumulative tonnes above the pathway. */
  readonly totalGap: number;
  /** First year from which projected stays at or below target for every later year; `null` if never. */
  readonly yearOfAlignment: number | null;
  /** Gap in the last analysed year, if positive (tonnes a year still to cut by then); else 0. */
  readonly additionalReductionNeeded: number;
  /** Last analysed year (normally the scenario's target year). */
  readonly finalYear: number;
  /** Planned initiatives ranked by cost per tonne, what they close, and what is left uncovered. */
  readonly recommendations: GapRecommendations;
}

/** Inputs of {@link gapAnalysis}. */
export interface GapAnalysisInputs {
  /** Projected annual emissions (tonnes). */
  readonly projected: readonly AnnualValue[];
  /** The target pathway (from `pathwayFor`) or plain yearly targets. */
  readonly targets: readonly (PathwayPoint | AnnualValue)[];
  /** Reduction initiatives; those planned or in progress are considered. */
  readonly initiatives?: readonly unknown[];
  /** Discount rate for the initiatives' economics (fraction, 0.08 for 8%). Default 0.08. */
  readonly discountRate?: number;
  /** Share of the projected emissions in each scope, for percentage impacts. Default 1 each. */
  readonly scopeShares?: Readonly<Partial<Record<1 | 2 | 3, number>>>;
  /** Analyse up to this year (default: the last year both series share). */
  readonly finalYear?: number;
}

/** Relative slack for "at or below target", so float noise in equal series does not count as a gap. */
const EPSILON = 1e-9;

/**
 * Compares projected annual emissions with target ones over the years both cover (up to
 * `finalYear`), and ranks the initiatives that could close the gap.
 *
 * @throws InvalidGapInputError when no year is common to both, or a value is not finite.
 */
export function gapAnalysis(inputs: GapAnalysisInputs): GapAnalysis {
  const targetOf = new Map(inputs.targets.map((t) => [t.year, 'target' in t ? t.target : t.value]));
  const issues: string[] = [];
  for (const [y, v] of targetOf) if (!Number.isFinite(v)) issues.push(`target for ${y} is not finite`);
  for (const p of inputs.projected)
    if (!Number.isFinite(p.value)) issues.push(`projected value for ${p.year} is not finite`);
  const years = inputs.projected
    .filter((p) => targetOf.has(p.year) && (inputs.finalYear === undefined || p.year <= inputs.finalYear))
    .sort((a, b) => a.year - b.year);
  if (years.length === 0) issues.push('the projection and the targets share no year');
  if (issues.length > 0) throw new InvalidGapInputError({ issues });

  const rows: GapYear[] = years.map(({ year, value: projected }) => {
    const target = targetOf.get(year) as number;
    const raw = projected - target;
    const gap = Math.abs(raw) <= EPSILON * Math.max(Math.abs(projected), Math.abs(target), 1) ? 0 : raw;
    const gapPercent = projected !== 0 ? (gap / projected) * 100 : gap === 0 ? 0 : null;
    return Object.freeze({ year, projected, target, gap, gapPercent });
  });
  let yearOfAlignment: number | null = null;
  for (let i = rows.length - 1; i >= 0 && (rows[i] as GapYear).gap <= 0; i--)
    yearOfAlignment = (rows[i] as GapYear).year;
  const last = rows[rows.length - 1] as GapYear;
  const initiatives = (inputs.initiatives ?? []).map(parseInitiative).filter((i) => i.status !== 'completed');
  return Object.freeze({
    years: Object.freeze(rows),
    totalGap: rows.reduce((s, r) => s + Math.max(0, r.gap), 0),
    yearOfAlignment,
    additionalReductionNeeded: Math.max(0, last.gap),
    finalYear: last.year,
    recommendations: recommend(rows, initiatives, inputs.discountRate ?? 0.08, inputs.scopeShares ?? {}),
  });
}
