/**
 * How `auto` turns cross-validated scores into a choice: the combination by default, a single model
 * only when it beat the combination by more than the rolling origins' noise.
 *
 * Why not simply the lowest cross-validated error: on five origins a year's errors are few and move
 * together, so the lowest score is often the luckiest model, and choosing it costs accuracy whenever
 * the choice was chance. Combinations are the safer default when selection is uncertain (Clemen 1989;
 * Kourentzes, Barrow & Petropoulos 2019, "Another look at forecast selection and combination"), so a
 * single model has to earn its place: its error must be lower than the combination's at the same
 * origins by a one-sided paired t-test at 5% (the Diebold–Mariano comparison with Harvey, Leybourne &
 * Newbold's small-sample Student t reference, each origin's mean error one paired observation; the
 * origins still forecast overlapping months, which makes the test, if anything, lenient towards the
 * single model). Measured inside the benchmark's
 * training data (its three years before the held-out one; `bench/forecast/README.md`), the rule lowered
 * `auto`'s mean MASE on both the full and the 36-point histories, and did so at 10% and 1% as well.
 *
 * @module
 */
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import type { CandidateScore } from './rolling-origin.js';

/** One-sided significance level a single model must reach against the combination. */
export const SELECTION_SIGNIFICANCE = 0.05;

/** The paired comparison of the lowest-scoring single model with the combination. */
export interface SelectionTest {
  /** The single model with the lowest cross-validated MASE. */
  readonly best: string;
  /** Paired t statistic of (combination − best) origin errors; `Infinity` when every origin favours `best` equally. */
  readonly t: number;
  /** The one-sided critical value at {@link SELECTION_SIGNIFICANCE} for `origins − 1` degrees of freedom. */
  readonly critical: number;
  readonly origins: number;
}

/** Outcome of {@link chooseCandidate}: the score chosen, and the test behind it when one was made. */
export interface Selection {
  readonly chosen: CandidateScore;
  readonly test?: SelectionTest;
}

/**
 * Paired t statistic of `a − b` over origins (NaN with fewer than two; `±Infinity` when the
 * differences are all equal and non-zero).
 */
export function pairedT(a: readonly number[], b: readonly number[]): number {
  const d = a.map((x, i) => x - (b[i] as number));
  const n = d.length;
  if (n < 2) return Number.NaN;
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const variance = d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  if (variance === 0) return mean === 0 ? 0 : mean * Number.POSITIVE_INFINITY;
  return mean / Math.sqrt(variance / n);
}

/**
 * Chooses among cross-validated `scores`: the lowest MASE when it is the combination's, or when there
 * is no combination score; otherwise the lowest-scoring single model only when its origin errors are
 * significantly below the combination's (see the module comment), else the combination. With fewer
 * than two origins nothing can be tested and the combination is kept.
 */
export function chooseCandidate(scores: readonly CandidateScore[]): Selection {
  const lowest = scores.reduce((a, b) => (b.mase < a.mase ? b : a));
  const combination = scores.find((s) => s.id === 'combination');
  if (combination === undefined || lowest === combination) return { chosen: lowest };
  const origins = combination.originErrors.length;
  const t = pairedT(combination.originErrors, lowest.originErrors);
  const critical = origins < 2 ? Number.NaN : tQuantile(1 - SELECTION_SIGNIFICANCE, origins - 1);
  const test: SelectionTest = { best: lowest.id, t, critical, origins };
  return { chosen: t > critical ? lowest : combination, test };
}

/** The sentence of `auto`'s notes about the test, when one was made. */
export function describeSelection(selection: Selection): string | undefined {
  const test = selection.test;
  if (test === undefined) return undefined;
  const stat = Number.isFinite(test.t) ? test.t.toFixed(2) : String(test.t);
  if (selection.chosen.id === test.best)
    return `${test.best} beat the combination significantly at the ${test.origins} origins (paired t ${stat} above the one-sided 5% value ${test.critical.toFixed(2)}).`;
  const why =
    test.origins < 2
      ? 'one origin cannot tell them apart'
      : `paired t ${stat} at the ${test.origins} origins, not above the one-sided 5% value ${test.critical.toFixed(2)}`;
  return `${test.best} scored lowest but not significantly below the combination (${why}); the combination is kept, the safer forecast when the choice is uncertain.`;
}
