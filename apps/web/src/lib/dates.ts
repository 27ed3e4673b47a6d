import { LOCALE } from '../i18n/t';

const day = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const month = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** "Jan 31, 2025" for an ISO date (a calendar day, shown as written whatever the time zone). */
export const formatDay = (date: string) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
/** "Jan 2025" for "2025-01". */
export const formatMonth = (yyyyMm: string) => month.format(new Date(`${yyyyMm}-01T00:00:00Z`));
/** A timestamp in the reader's time zone. */
export const formatMoment = (timestamp: string) => moment.format(new Date(timestamp));

/** "Jan 1 – Jan 31, 2025" for a period. */
export function formatPeriod(start: string, end: string): string {
  return day.formatRange(
    new Date(`${start.slice(0, 10)}T00:00:00Z`),
    new Date(`${end.slice(0, 10)}T00:00:00Z`),
  );
}
