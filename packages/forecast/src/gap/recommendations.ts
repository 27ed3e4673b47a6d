import { initiativeEconomics } from '../initiatives/economics.js';
import { abatementInSpan, type ReductionInitiative } from '../initiatives/initiative.js';
import type { GapYear } from './gap-analysis.js';

/** One initiative's place on the marginal abatement cost curve and its share of the gap. */
export interface RecommendedMeasure {
  /** 1 for the cheapest tonne. */
  readonly rank: number;
  readonly initiativeId: string;
  readonly name: string;
  readonly scope: 1 | 2 | 3;
  /** Annualized cost per tonne avoided (negative: it saves money). */
  readonly costPerTonne: number;
  /** Net present value at the discount rate. */
  readonly npv: number;
  readonly paybackYears: number | null;
  /** Tonnes a year avoided at full effect in the final year (the width of its bar on the curve). */
  readonly annualAbatement: number;
  /** Tonnes of the final year's gap this initiative closes, cheaper initiatives taken first. */
  readonly gapClosed: number;
  /** `gapClosed` as a percentage of the final year's gap. */
  readonly gapClosedPercent: number;
  /** Tonnes of the cumulative gap (all years) it closes, cheaper initiatives first in each year. */
  readonly cumulativeGapClosed: number;
}

/** Recommendations of a gap analysis, computed from the initiatives and the gap. */
export interface GapRecommendations {
  /** Initiatives with abatement, by ascending cost per tonne (the marginal abatement cost curve). */
  readonly measures: readonly RecommendedMeasure[];
  /** Final year's gap left after every measure (tonnes). */
  readonly uncovered: number;
  /** `uncovered` as a percentage of the final year's gap (0 when there is no gap). */
  readonly uncoveredPercent: number;
  /** Cumulative gap over all years left after every measure. */
  readonly cumulativeUncovered: number;
  /** Discount rate used for the economics. */
  readonly discountRate: number;
  /** Ids of initiatives left off the curve because they avoid nothing in the final year. */
  readonly unranked: readonly string[];
  /** Findings in words, each computed from the numbers above. */
  readonly findings: readonly string[];
}

const t = (x: number) => `${x.toFixed(1)} t`;

/**
 * Ranks initiatives by cost per tonne and allocates each year's gap to them cheapest first
 * (no initiative closes more than its own abatement that year, and no more than the gap left).
 */
export function recommend(
  rows: readonly GapYear[],
  initiatives: readonly ReductionInitiative[],
  discountRate: number,
  scopeShares: Readonly<Partial<Record<1 | 2 | 3, number>>>,
): GapRecommendations {
  const last = rows[rows.length - 1] as GapYear;
  const finalGap = Math.max(0, last.gap);
  const abatement = (i: ReductionInitiative, row: GapYear) =>
    abatementInSpan(i, row.projected, row.year * 12, 12, scopeShares[i.scope] ?? 1);
  const costed = initiatives.map((i) => {
    // Full effect in the final year: the bar width on the cost curve, whatever the ramp-up.
    const full =
      i.impact.type === 'absolute'
        ? i.impact.tonnesPerYear
        : Math.max(0, last.projected) * (scopeShares[i.scope] ?? 1) * (i.impact.percent / 100);
    return { initiative: i, economics: initiativeEconomics(i, discountRate, full) };
  });
  // Initiatives that avoid nothing (a percentage of zero emissions) have no cost per tonne and no place on the curve.
  const unranked = costed.filter((r) => r.economics.costPerTonne === null).map((r) => r.initiative);
  const ranked = costed
    .filter((r) => r.economics.costPerTonne !== null)
    .sort(
      (a, b) =>
        (a.economics.costPerTonne as number) - (b.economics.costPerTonne as number) ||
        a.initiative.id.localeCompare(b.initiative.id),
    );

  const closedCumulative = ranked.map(() => 0);
  const closedFinal = ranked.map(() => 0);
  let cumulativeUncovered = 0;
  for (const row of rows) {
    let left = Math.max(0, row.gap);
    ranked.forEach((r, k) => {
      const c = Math.min(left, abatement(r.initiative, row));
      left -= c;
      closedCumulative[k] = (closedCumulative[k] as number) + c;
      if (row === last) closedFinal[k] = c;
    });
    cumulativeUncovered += left;
  }
  const measures = ranked.map((r, k) =>
    Object.freeze({
      rank: k + 1,
      initiativeId: r.initiative.id,
      name: r.initiative.name,
      scope: r.initiative.scope,
      costPerTonne: r.economics.costPerTonne as number,
      npv: r.economics.npv,
      paybackYears: r.economics.paybackYears,
      annualAbatement: r.economics.annualAbatement,
      gapClosed: closedFinal[k] as number,
      gapClosedPercent: finalGap > 0 ? ((closedFinal[k] as number) / finalGap) * 100 : 0,
      cumulativeGapClosed: closedCumulative[k] as number,
    }),
  );
  const uncovered = finalGap - closedFinal.reduce((a, b) => a + b, 0);
  const findings: string[] = [];
  if (finalGap === 0)
    findings.push(`Projected emissions meet the target in ${last.year}; no further cut is needed that year.`);
  for (const m of measures) {
    if (m.gapClosed > 0) {
      findings.push(
        `#${m.rank} ${m.name}: closes ${t(m.gapClosed)} (${m.gapClosedPercent.toFixed(1)}%) of the ${last.year} gap at ${m.costPerTonne.toFixed(2)} per tonne.`,
      );
    } else if (finalGap > 0) {
      findings.push(
        `#${m.rank} ${m.name}: closes nothing of the ${last.year} gap (no effect that year, or cheaper measures already close it).`,
      );
    }
  }
  for (const i of unranked) {
    findings.push(
      `${i.name}: avoids nothing in ${last.year} (a percentage of zero projected emissions), so it is not ranked.`,
    );
  }
  if (uncovered > 0) {
    findings.push(
      `${t(uncovered)} (${((uncovered / finalGap) * 100).toFixed(1)}%) of the ${last.year} gap is not covered by any planned initiative.`,
    );
  }
  return Object.freeze({
    measures: Object.freeze(measures),
    uncovered,
    uncoveredPercent: finalGap > 0 ? (uncovered / finalGap) * 100 : 0,
    cumulativeUncovered,
    discountRate,
    unranked: Object.freeze(unranked.map((i) => i.id)),
    findings: Object.freeze(findings),
  });
}
