import { Decimal } from '@ctp/factors';

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of an ISO date `YYYY-MM-DD` (UTC, so no clock or time zone enters). */
function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map((part) => Number.parseInt(part, 10)) as [number, number, number];
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/**
 * The share of a year that a period covers, both ends included: for each calendar year the period
 * touches, the days of the period in that year divided by the days of that year (365 or 366),
 * summed. A whole calendar year is exactly 1 (2024: 366/366), the first half of 2024 is 182/366,
 * and a period across New Year adds the two years' shares. An annual rate (kWh per m² per year)
 * times this share gives the amount of the period, as the Scope 3 Standard asks for an asset
 * leased for part of the year (category 8: "the portion of the year that the asset was leased").
 *
 * @param periodStart - first day, `YYYY-MM-DD`.
 * @param periodEnd - last day, `YYYY-MM-DD`, not before `periodStart` (the activity validator ensures it).
 */
export function yearShare(periodStart: string, periodEnd: string): Decimal {
  const first = dayNumber(periodStart);
  const last = dayNumber(periodEnd);
  let share = new Decimal(0);
  for (let year = Number.parseInt(periodStart.slice(0, 4), 10); ; year++) {
    const yearStart = Date.UTC(year, 0, 1) / MS_PER_DAY;
    const yearEnd = Date.UTC(year + 1, 0, 1) / MS_PER_DAY - 1;
    if (yearStart > last) break;
    const days = Math.min(last, yearEnd) - Math.max(first, yearStart) + 1;
    share = share.plus(new Decimal(days).dividedBy(yearEnd - yearStart + 1));
  }
  return share;
}

/** The days of a period, both ends included, for a record's arithmetic (`182 days`). */
export function periodDays(periodStart: string, periodEnd: string): number {
  return dayNumber(periodEnd) - dayNumber(periodStart) + 1;
}
