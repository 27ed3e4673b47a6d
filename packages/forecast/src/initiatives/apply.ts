import { canonicalHash } from '../hash.js';
import type { PredictionInterval, Projection } from '../projection.js';
import { monthOfIsoDate, monthsPerPeriod } from '../series/period.js';
import {
  abatementInSpan,
  type InitiativeStatus,
  parseInitiative,
  type ReductionInitiative,
} from './initiative.js';

/** Share of the projected emissions that belongs to each scope (1 when the projection is of that scope alone). */
export type ScopeShares = Readonly<Partial<Record<1 | 2 | 3, number>>>;

/** Options of {@link applyInitiatives}. */
export interface ApplyInitiativesOptions {
  /**
   * Share of the projected emissions in each scope, used for percentage impacts. Default: 1 for every
   * scope, i.e. the projection is taken to be the emissions the initiatives act on.
   */
  readonly scopeShares?: ScopeShares;
  /**
   * Statuses whose initiatives are applied. Default `planned` and `in_progress`: completed initiatives
   * are already in the history the projection was fitted on.
   */
  readonly statuses?: readonly InitiativeStatus[];
}

/** A projection after reduction initiatives, with the baseline and each initiative's cut kept. */
export interface ReducedProjection extends Projection {
  /** The projected values before the initiatives. */
  readonly baseline: readonly number[];
  /** Tonnes each applied initiative avoids per projected period. */
  readonly reductions: readonly { readonly initiativeId: string; readonly values: readonly number[] }[];
}

/**
 * Applies reduction initiatives to a projection. Each initiative's cut in a period is computed on the
 * baseline (not on what earlier initiatives left), ramped up linearly from its start month; cuts are
 * summed and the result is floored at zero. Interval bounds move the same way (percentage cuts scale
 * each bound). The input hash covers the baseline projection's hash, the initiatives and the options.
 *
 * @throws InvalidInitiativeError when an initiative fails validation.
 */
export function applyInitiatives(
  projection: Projection,
  initiatives: readonly unknown[],
  options: ApplyInitiativesOptions = {},
): ReducedProjection {
  const statuses = options.statuses ?? ['planned', 'in_progress'];
  const applied = initiatives.map(parseInitiative).filter((i) => statuses.includes(i.status));
  const months = monthsPerPeriod(projection.frequency);
  const firstMonths = projection.timeline.map((d) => monthOfIsoDate(d) as number);
  const shareOf = (i: ReductionInitiative) => options.scopeShares?.[i.scope] ?? 1;
  const cut = (values: readonly number[], i: ReductionInitiative) =>
    values.map((v, k) => abatementInSpan(i, v, firstMonths[k] as number, months, shareOf(i)));
  const reduce = (values: readonly number[]) => {
    const total = values.map(() => 0);
    for (const i of applied) {
      cut(values, i).forEach((c, k) => {
        total[k] = (total[k] as number) + c;
      });
    }
    return values.map((v, k) => Math.max(0, v - (total[k] as number)));
  };
  const reductions = applied.map((i) => ({
    initiativeId: i.id,
    values: Object.freeze(cut(projection.values, i)),
  }));
  const confidence = projection.confidence;
  const intervals: PredictionInterval[] | undefined = confidence?.intervals.map((iv) => ({
    level: iv.level,
    lower: Object.freeze(reduce(iv.lower)),
    upper: Object.freeze(reduce(iv.upper)),
  }));
  const widest = intervals?.[intervals.length - 1];
  return Object.freeze({
    ...projection,
    values: Object.freeze(reduce(projection.values)),
    ...(confidence === undefined || widest === undefined || intervals === undefined
      ? {}
      : {
          confidence: Object.freeze({
            level: widest.level,
            lower: widest.lower,
            upper: widest.upper,
            intervals,
          }),
        }),
    inputHash: canonicalHash({
      projection: projection.inputHash,
      initiatives: applied,
      options: { scopeShares: options.scopeShares ?? {}, statuses },
    }),
    baseline: projection.values,
    reductions: Object.freeze(reductions),
  });
}
