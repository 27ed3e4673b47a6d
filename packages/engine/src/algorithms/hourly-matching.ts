import { Decimal } from '@ctp/factors';
import type { MarketBasedHourlyInputs } from './hourly-inputs.js';

type Certificate = MarketBasedHourlyInputs['certificates'][number];

/** One hour after matching: what was consumed, certified in the boundary, matched and left over. */
export interface MatchedHour {
  readonly hour: string;
  readonly consumedKwh: Decimal;
  /** Certificates of this hour within the facility's market boundary. */
  readonly certifiedKwh: Decimal;
  /** min(consumed, certified): zero-emission consumption. */
  readonly matchedKwh: Decimal;
  /** consumed − matched: valued at the residual rate of the hour. */
  readonly unmatchedKwh: Decimal;
  /** certified − matched: certificate volume this hour cannot use, never carried to another hour. */
  readonly surplusKwh: Decimal;
}

/** The result of matching a period hour by hour. */
export interface HourlyMatch {
  /** Every hour of the period, in time order. */
  readonly hours: readonly MatchedHour[];
  /** Certificates left out because their market boundary is not the facility's (deliverability). */
  readonly outsideBoundary: readonly Certificate[];
  /** Certificates left out because their hour is not an hour of the period (temporal correlation). */
  readonly outsidePeriod: readonly Certificate[];
}

/**
 * Matches certificates to consumption hour by hour: in each hour, matched = min(consumption,
 * certificates of that hour whose market boundary equals the facility's). A certificate counts
 * only in its own hour, so a surplus in one hour never covers a deficit in another; that is the
 * difference from annual matching. Certificates of another boundary or of an hour outside the
 * period are returned apart, for the caller's warnings; they match nothing.
 *
 * @param consumption - kWh by hour key (`2025-01-15T13`), one entry per hour of the period.
 * @param boundary - the facility's market boundary, compared exactly (`SE` is not `SE-3`).
 */
export function matchHourly(
  consumption: ReadonlyMap<string, Decimal>,
  certificates: readonly Certificate[],
  boundary: string,
): HourlyMatch {
  const certified = new Map<string, Decimal>();
  const outsideBoundary: Certificate[] = [];
  const outsidePeriod: Certificate[] = [];
  for (const certificate of certificates) {
    if (!consumption.has(certificate.hour)) outsidePeriod.push(certificate);
    else if (certificate.marketBoundary !== boundary) outsideBoundary.push(certificate);
    else {
      const sum = certified.get(certificate.hour) ?? new Decimal(0);
      certified.set(certificate.hour, sum.plus(certificate.kWh));
    }
  }
  const hours = [...consumption].map(([hour, consumedKwh]): MatchedHour => {
    const certifiedKwh = certified.get(hour) ?? new Decimal(0);
    const matchedKwh = Decimal.min(consumedKwh, certifiedKwh);
    return {
      hour,
      consumedKwh,
      certifiedKwh,
      matchedKwh,
      unmatchedKwh: consumedKwh.minus(matchedKwh),
      surplusKwh: certifiedKwh.minus(matchedKwh),
    };
  });
  return { hours, outsideBoundary, outsidePeriod };
}
