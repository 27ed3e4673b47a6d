import { Decimal, formatDecimal } from '@ctp/factors';
import { MAX_HOURS_PER_ACTIVITY, type MarketBasedHourlyInputs } from './hourly-inputs.js';
import { invalidInput } from './support.js';

const HOUR_MS = 3_600_000;
/** Decimal places of kWh an hour spread by a load profile keeps (10⁻¹² kWh = 1 mWh / 10⁶). */
const SLOT_DECIMALS = 12;

/**
 * Every UTC hour of a period of whole days (`YYYY-MM-DD` to `YYYY-MM-DD`, both included), as keys
 * `2025-01-15T13`, in time order. Throws INVALID_INPUT beyond {@link MAX_HOURS_PER_ACTIVITY} hours.
 */
export function periodHours(algorithmId: string, periodStart: string, periodEnd: string): string[] {
  const start = Date.parse(`${periodStart}T00:00:00Z`);
  const count = (Date.parse(`${periodEnd}T00:00:00Z`) - start) / HOUR_MS + 24;
  if (count > MAX_HOURS_PER_ACTIVITY) {
    throw invalidInput(
      algorithmId,
      `the period ${periodStart} to ${periodEnd} has ${count} hours; hourly matching takes at most ${MAX_HOURS_PER_ACTIVITY} (one leap year) per activity`,
      { hours: count, maxHours: MAX_HOURS_PER_ACTIVITY },
    );
  }
  return Array.from({ length: count }, (_, i) => new Date(start + i * HOUR_MS).toISOString().slice(0, 13));
}

/** Hourly consumption as given: every hour of the period once, summing to the activity total. */
function fromMeter(
  algorithmId: string,
  hours: readonly string[],
  meter: NonNullable<MarketBasedHourlyInputs['consumption']>,
  totalKwh: Decimal,
): Map<string, Decimal> {
  const inPeriod = new Set(hours);
  const given = new Map<string, Decimal>();
  for (const { hour, kWh } of meter) {
    if (!inPeriod.has(hour))
      throw invalidInput(algorithmId, `consumption hour ${hour}:00Z is outside the activity period`, {
        hour,
      });
    if (given.has(hour))
      throw invalidInput(algorithmId, `consumption hour ${hour}:00Z is given twice`, { hour });
    given.set(hour, kWh);
  }
  const missing = hours.filter((hour) => !given.has(hour));
  if (missing.length > 0) {
    throw invalidInput(
      algorithmId,
      `consumption must give every hour of the period (0 for none); ${missing.length} missing, the first ${missing[0]}:00Z`,
      { missingHours: missing.length },
    );
  }
  const sum = meter.reduce((acc, { kWh }) => acc.plus(kWh), new Decimal(0));
  if (!sum.equals(totalKwh)) {
    throw invalidInput(
      algorithmId,
      `the hourly consumption sums to ${formatDecimal(sum)} kWh but the activity quantity is ${formatDecimal(totalKwh)} kWh`,
      { hourlyKwh: formatDecimal(sum), activityKwh: formatDecimal(totalKwh) },
    );
  }
  return new Map(hours.map((hour) => [hour, given.get(hour) as Decimal]));
}

/**
 * The period total spread by a load profile. With 24 shares, hour h of each day gets
 * total × share[h] / days. With 12 × 24 shares, hour h of a day in month m gets
 * total × share[m][h] / (days of month m in the period); a month outside the period must have
 * shares of zero, or its consumption would have nowhere to go. Each day's value is cut to 12
 * decimal places of kWh and the last day of a slot takes the remainder, so the hours sum to the
 * total exactly.
 */
function fromProfile(
  algorithmId: string,
  hours: readonly string[],
  profile: NonNullable<MarketBasedHourlyInputs['loadProfile']>,
  totalKwh: Decimal,
): Map<string, Decimal> {
  const monthly = Array.isArray(profile[0]);
  const shareOf = (hour: string): Decimal => {
    const h = Number(hour.slice(11, 13));
    const row = monthly ? (profile as Decimal[][])[Number(hour.slice(5, 7)) - 1] : (profile as Decimal[]);
    return (row as Decimal[])[h] as Decimal;
  };
  const daysOf = new Map<string, number>();
  for (const hour of hours) {
    const key = monthly ? hour.slice(5, 7) : '*';
    if (hour.endsWith('T00')) daysOf.set(key, (daysOf.get(key) ?? 0) + 1);
  }
  if (monthly) {
    (profile as Decimal[][]).forEach((row, m) => {
      const month = String(m + 1).padStart(2, '0');
      if (!daysOf.has(month) && row.some((s) => !s.isZero())) {
        throw invalidInput(
          algorithmId,
          `loadProfile gives month ${month} a share but the period has no day in it`,
          { month },
        );
      }
    });
  }
  // A division that does not terminate (÷ 31) would leave every hour rounded at 50 digits and their
  // sum off the total: each day gets the slot's share cut to SLOT_DECIMALS places, and the last day
  // of the (month,) hour slot what the earlier days left, so the hours sum to the total exactly.
  const given = new Map<string, { days: number; kWh: Decimal }>();
  return new Map(
    hours.map((hour) => {
      const days = daysOf.get(monthly ? hour.slice(5, 7) : '*') as number;
      const slotKwh = totalKwh.times(shareOf(hour));
      const slot = `${monthly ? hour.slice(5, 7) : '*'}${hour.slice(10)}`;
      const before = given.get(slot) ?? { days: 0, kWh: new Decimal(0) };
      const kWh =
        before.days === days - 1
          ? slotKwh.minus(before.kWh)
          : slotKwh.dividedBy(days).toDecimalPlaces(SLOT_DECIMALS, Decimal.ROUND_DOWN);
      given.set(slot, { days: before.days + 1, kWh: before.kWh.plus(kWh) });
      return [hour, kWh];
    }),
  );
}

/** kWh consumed in each hour of the period, from the meter data or the load profile. */
export function consumptionByHour(
  algorithmId: string,
  hours: readonly string[],
  inputs: MarketBasedHourlyInputs,
  totalKwh: Decimal,
): Map<string, Decimal> {
  return inputs.consumption !== undefined
    ? fromMeter(algorithmId, hours, inputs.consumption, totalKwh)
    : fromProfile(
        algorithmId,
        hours,
        inputs.loadProfile as NonNullable<MarketBasedHourlyInputs['loadProfile']>,
        totalKwh,
      );
}
