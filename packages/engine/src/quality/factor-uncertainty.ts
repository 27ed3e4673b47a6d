import { type Decimal, type DecimalInput, type FactorStatus, toDecimal } from '@ctp/factors';
import { productRelativeU95 } from './analytical.js';
import type { QualityScore } from './data-type.js';
import { relativeUncertainty, uncertaintyFromScore } from './score-table.js';

/** What the uncertainty of a factor is read from: fields of its row (or of its record snapshot). */
export interface FactorUncertaintyInput {
  /** The publisher's relative 95% half-width, when it gives one. */
  readonly relativeU95?: DecimalInput | null | undefined;
  /** How far the row was checked against the publisher; not stated counts as confirmed. */
  readonly status?: FactorStatus | null | undefined;
  /** Set on spend-based (environmentally extended input-output) factors. */
  readonly priceYear?: number | null | undefined;
}

/**
 * The score a factor takes when its publisher gives no uncertainty, by what the factor is: CTP's
 * documented convention, read through {@link SCORE_RELATIVE_U95}.
 *
 * | factor                                                | score | ±95% |
 * | ----------------------------------------------------- | ----- | ---- |
 * | status confirmed, confirmed-copy or not stated        | 2     | 10%  |
 * | status `secondary` or `derived`                       | 3     | 20%  |
 * | spend-based (has a `priceYear`), whatever its status  | 4     | 30%  |
 */
export const FACTOR_SCORE = Object.freeze({
  checked: 2 as QualityScore,
  secondaryOrDerived: 3 as QualityScore,
  spendBased: 4 as QualityScore,
});

/** The score a factor without a published uncertainty takes (see {@link FACTOR_SCORE}). */
export function factorScoreOf(factor: FactorUncertaintyInput): QualityScore {
  if (factor.priceYear !== undefined && factor.priceYear !== null) return FACTOR_SCORE.spendBased;
  if (factor.status === 'secondary' || factor.status === 'derived') return FACTOR_SCORE.secondaryOrDerived;
  return FACTOR_SCORE.checked;
}

/**
 * The relative 95% half-width of a factor: its publisher's figure where it gives one, else the
 * score table's for {@link factorScoreOf}. `null` (a result without a factor, such as a supplier's
 * own figure) gives zero: the activity's uncertainty then stands alone.
 */
export function factorRelativeU95(factor: FactorUncertaintyInput | null): Decimal {
  if (factor === null) return toDecimal(0);
  const published =
    factor.relativeU95 === undefined || factor.relativeU95 === null ? null : factor.relativeU95;
  return relativeUncertainty(published, factorScoreOf(factor));
}

/**
 * The relative 95% half-width of one result = activity × factor: the activity's (from its quality
 * score) and the factor's combined in quadrature, `u² = u_a² + u_f²` (IPCC 2006 Guidelines, Vol. 1,
 * ch. 3, equation 3.2).
 */
export function resultRelativeU95(activityScore: number, factor: FactorUncertaintyInput | null): Decimal {
  return productRelativeU95(uncertaintyFromScore(activityScore), factorRelativeU95(factor));
}
