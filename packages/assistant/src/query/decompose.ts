import { Decimal } from 'decimal.js';
import type { SourceTotalRow } from '../context/source.js';

/** The drivers of a change, in kg CO2e (exact decimal text); they add up to the change. */
export interface Drivers {
  readonly fromKg: string;
  readonly toKg: string;
  readonly deltaKg: string;
  /** More or less activity at the earlier period's factor. */
  readonly volumeKg: string;
  /** Different emissions per unit of activity (factor changes, and mix within a source). */
  readonly factorKg: string;
  /** Sources with results only in the later period. */
  readonly newKg: string;
  /** Sources with results only in the earlier period (negative: their emissions went away). */
  readonly removedKg: string;
}

const sourceKey = (r: SourceTotalRow) =>
  `${r.facilityId ?? ''}|${r.scope}|${r.method ?? ''}|${r.category}|${r.unit}`;

/**
 * Splits the change between two periods' sources into volume, factor, new and removed sources.
 * A source present in both periods contributes `(q1 − q0) × f0` to volume (f0 = its earlier CO2e
 * per unit, kept to 3 decimal places of kg) and the rest of its change to factor, so the four
 * drivers always add up to the change exactly.
 */
export function decompose(from: readonly SourceTotalRow[], to: readonly SourceTotalRow[]): Drivers {
  const before = new Map<string, SourceTotalRow>();
  for (const r of from) before.set(sourceKey(r), r);
  const after = new Map<string, SourceTotalRow>();
  for (const r of to) after.set(sourceKey(r), r);
  let volume = new Decimal(0);
  let factor = new Decimal(0);
  let added = new Decimal(0);
  let removed = new Decimal(0);
  for (const [key, r1] of after) {
    const r0 = before.get(key);
    if (r0 === undefined) {
      added = added.plus(r1.co2eKg);
      continue;
    }
    const q0 = new Decimal(r0.quantity);
    const delta = new Decimal(r1.co2eKg).minus(r0.co2eKg);
    const v = q0.isZero()
      ? new Decimal(0)
      : new Decimal(r1.quantity)
          .minus(q0)
          .times(new Decimal(r0.co2eKg).div(q0))
          .toDecimalPlaces(3, Decimal.ROUND_HALF_EVEN);
    volume = volume.plus(v);
    factor = factor.plus(delta.minus(v));
  }
  for (const [key, r0] of before) if (!after.has(key)) removed = removed.minus(r0.co2eKg);
  const fromKg = from.reduce((s, r) => s.plus(r.co2eKg), new Decimal(0));
  const toKg = to.reduce((s, r) => s.plus(r.co2eKg), new Decimal(0));
  return {
    fromKg: fromKg.toFixed(),
    toKg: toKg.toFixed(),
    deltaKg: toKg.minus(fromKg).toFixed(),
    volumeKg: volume.toFixed(),
    factorKg: factor.toFixed(),
    newKg: added.toFixed(),
    removedKg: removed.toFixed(),
  };
}

/** Change in percent of `fromKg`, two decimals half-up; `null` from zero. */
export function percentChange(fromKg: string, toKg: string): string | null {
  const base = new Decimal(fromKg);
  if (base.isZero()) return null;
  return new Decimal(toKg).minus(base).div(base).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
}
