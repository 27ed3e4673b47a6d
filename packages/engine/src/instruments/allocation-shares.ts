import { Decimal } from '@ctp/factors';

/** One activity's consumption in the allocation's facility and period, in kWh. */
export interface ConsumptionLine {
  readonly id: string;
  readonly kwh: Decimal;
}

/** Decimal places of kWh kept in a share (watt-hours): shares are rounded down, never up. */
export const SHARE_DECIMAL_PLACES = 3;

/**
 * Splits an allocation of `allocatedKwh` over the consumption lines it covers, in proportion to
 * their consumption: line i gets `min(allocated, Σ kWh) × kWh_i / Σ kWh`, rounded DOWN to watt-hours,
 * so the shares never add up to more than the instrument's allocation nor give a line more than it
 * consumed. What an allocation holds beyond the consumption stays unclaimed (a surplus cannot be
 * claimed: Scope 2 Guidance, 7.5). Lines with no consumption get nothing.
 */
export function allocationShares(
  allocatedKwh: Decimal,
  lines: readonly ConsumptionLine[],
): Map<string, Decimal> {
  const total = lines.reduce((sum, l) => sum.plus(l.kwh), new Decimal(0));
  const shares = new Map<string, Decimal>();
  if (total.isZero()) return shares;
  const usable = Decimal.min(allocatedKwh, total);
  for (const line of lines) {
    if (line.kwh.isZero()) continue;
    shares.set(
      line.id,
      usable.times(line.kwh).dividedBy(total).toDecimalPlaces(SHARE_DECIMAL_PLACES, Decimal.ROUND_DOWN),
    );
  }
  return shares;
}
