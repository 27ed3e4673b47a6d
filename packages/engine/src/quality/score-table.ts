import { Decimal, type DecimalInput, toDecimal } from '@ctp/factors';
import { InvalidUncertaintyError } from '../errors/index.js';
import type { QualityScore } from './data-type.js';

/**
 * Relative half-width of the 95% range by data-quality score, used when the publisher of a figure
 * gives no uncertainty of its own. `0.05` means the true value lies within ±5% of the stated one
 * with 95% confidence.
 *
 * This is CTP's documented convention, not a published table. Its steps follow the ranges the IPCC
 * 2006 Guidelines (Vol. 1, ch. 3) give for activity data: a few per cent for metered fuel and
 * electricity, 10–20% for calculated or surveyed quantities, and tens of per cent for extrapolated
 * or economic data. Change it only with a changeset, since totals' ranges depend on it.
 *
 * | score | meaning                      | ±95%  |
 * | ----- | ---------------------------- | ----- |
 * | 1     | very good (metered, audited) | 5%    |
 * | 2     | good                         | 10%   |
 * | 3     | fair                         | 20%   |
 * | 4     | poor                         | 30%   |
 * | 5     | very poor or not assessed    | 50%   |
 */
export const SCORE_RELATIVE_U95: Readonly<Record<QualityScore, string>> = Object.freeze({
  1: '0.05',
  2: '0.10',
  3: '0.20',
  4: '0.30',
  5: '0.50',
});

/** The relative 95% half-width for a score, from {@link SCORE_RELATIVE_U95}. */
export function uncertaintyFromScore(score: number): Decimal {
  const u = SCORE_RELATIVE_U95[score as QualityScore];
  if (u === undefined) {
    throw new InvalidUncertaintyError({
      field: 'qualityScore',
      value: String(score),
      reason: 'must be 1 to 5',
    });
  }
  return new Decimal(u);
}

/**
 * The relative 95% half-width of a figure: the publisher's when it gives one, else the score's.
 * A publisher's value must be a finite, non-negative relative half-width (`0.07` for ±7%).
 */
export function relativeUncertainty(published: DecimalInput | null | undefined, score: number): Decimal {
  if (published === null || published === undefined) return uncertaintyFromScore(score);
  const u = toDecimal(published);
  if (!u.isFinite() || u.isNegative()) {
    throw new InvalidUncertaintyError({
      field: 'published',
      value: u.toString(),
      reason: 'must be a finite value ≥ 0',
    });
  }
  return u;
}
