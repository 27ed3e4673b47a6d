import { Decimal } from 'decimal.js';
import type { ContextValue } from './context-values.js';
import type { Figure } from './extract.js';

/** Why a figure failed: no context value has it, or it states more digits than the context has. */
export type MismatchReason = 'not_in_context' | 'over_precise';

/** The result of matching one figure: the context value it quotes, or why none. */
export type FigureMatch = { ok: true; path: string } | { ok: false; reason: MismatchReason };

const places = (value: string) => value.split('.')[1]?.length ?? 0;

/**
 * Whether `figure` is a faithful quote of `value`, where `exponent` scales the context value to the
 * figure's unit (kg context, t figure: 3). The rule, exactly:
 * - the context value's precision is its decimal places, shifted by the unit change (3 places in kg
 *   are 6 in t);
 * - a figure with at most that many places must equal the context value rounded to the figure's
 *   places (half-up or half-even, the two correct roundings), sign ignored (the words say the
 *   direction of a change);
 * - a figure with more places than the context has claims precision the data lacks: it is refused
 *   even when its extra digits are zeros ("over_precise" when it extends the value, otherwise
 *   "not_in_context").
 */
export function quotes(figure: Figure, value: string, exponent: number): 'yes' | 'over_precise' | 'no' {
  const stated = new Decimal(figure.number);
  const scaled = new Decimal(value).abs().div(Decimal.pow(10, exponent));
  const precision = places(value) + exponent;
  if (figure.places <= precision) {
    const up = scaled.toDecimalPlaces(figure.places, Decimal.ROUND_HALF_UP);
    const even = scaled.toDecimalPlaces(figure.places, Decimal.ROUND_HALF_EVEN);
    return up.eq(stated) || even.eq(stated) ? 'yes' : 'no';
  }
  // More places than the data: "over_precise" when it agrees with the value to the value's last digit.
  const lastDigit = Decimal.pow(10, -Math.max(precision, 0));
  return stated.minus(scaled).abs().lt(lastDigit) ? 'over_precise' : 'no';
}

const MEASURES: Record<Figure['kind'], readonly ContextValue['measure'][]> = {
  mass: ['kg'],
  percent: ['percent'],
  rate: ['factor'],
  bare: ['kg', 'percent', 'factor', 'count'],
};

/**
 * Matches a figure against the context values of its measure. Masses compare in kg scaled to the
 * figure's unit; a bare number (a quantity without its unit) may quote a kg value in kg or t, a
 * percentage, a factor or a count.
 */
export function matchFigure(figure: Figure, values: readonly ContextValue[]): FigureMatch {
  let overPrecise = false;
  for (const v of values) {
    if (!MEASURES[figure.kind].includes(v.measure)) continue;
    const exponents =
      figure.kind === 'bare' && v.measure === 'kg' ? [0, 3] : [figure.kind === 'mass' ? figure.exponent : 0];
    for (const exponent of exponents) {
      const verdict = quotes(figure, v.value, exponent);
      if (verdict === 'yes') return { ok: true, path: v.path };
      if (verdict === 'over_precise') overPrecise = true;
    }
  }
  return { ok: false, reason: overPrecise ? 'over_precise' : 'not_in_context' };
}
