/**
 * Calendar periods of a regular series. A period is an integer count of months, quarters or years
 * since year 0, so consecutive periods differ by one whatever the frequency; labels are
 * `YYYY-MM`, `YYYY-Qn` and `YYYY`, and dates are ISO `YYYY-MM-DD` of the period's first day.
 *
 * @module
 */

/** Sampling frequency of a series. Monthly is the norm for emissions data. */
export type Frequency = 'monthly' | 'quarterly' | 'annual';

/** The frequencies, in order from finest to coarsest. */
export const FREQUENCIES: readonly Frequency[] = ['monthly', 'quarterly', 'annual'];

/** Observations per year: 12, 4 or 1. Also the seasonal period the models use. */
export function periodsPerYear(frequency: Frequency): number {
  return frequency === 'monthly' ? 12 : frequency === 'quarterly' ? 4 : 1;
}

/** Months in one period: 1, 3 or 12. */
export function monthsPerPeriod(frequency: Frequency): number {
  return 12 / periodsPerYear(frequency);
}

const LABEL: Record<Frequency, RegExp> = {
  monthly: /^(\d{4})-(0[1-9]|1[0-2])$/,
  quarterly: /^(\d{4})-Q([1-4])$/,
  annual: /^(\d{4})$/,
};

/** Example label per frequency, for error messages. */
export const LABEL_EXAMPLE: Record<Frequency, string> = {
  monthly: '2024-01',
  quarterly: '2024-Q1',
  annual: '2024',
};

/** Parses a period label (`2024-03`, `2024-Q1`, `2024`); `undefined` when it does not match the frequency. */
export function parsePeriod(label: string, frequency: Frequency): number | undefined {
  const m = LABEL[frequency].exec(label);
  if (m === null) return undefined;
  const year = Number(m[1]);
  const sub = m[2] === undefined ? 1 : Number(m[2]);
  return year * periodsPerYear(frequency) + (sub - 1);
}

/** Label of a period index. */
export function formatPeriod(period: number, frequency: Frequency): string {
  const ppy = periodsPerYear(frequency);
  const year = Math.floor(period / ppy);
  const sub = period - year * ppy + 1;
  const y = String(year).padStart(4, '0');
  if (frequency === 'monthly') return `${y}-${String(sub).padStart(2, '0')}`;
  if (frequency === 'quarterly') return `${y}-Q${sub}`;
  return y;
}

/** Calendar year a period falls in. */
export function yearOfPeriod(period: number, frequency: Frequency): number {
  return Math.floor(period / periodsPerYear(frequency));
}

/** Absolute month index (year × 12 + month − 1) of the period's first month. */
export function firstMonthOfPeriod(period: number, frequency: Frequency): number {
  return period * monthsPerPeriod(frequency);
}

/** ISO date (`YYYY-MM-DD`) of the first day of a period. */
export function periodStartDate(period: number, frequency: Frequency): string {
  const month = firstMonthOfPeriod(period, frequency);
  const year = Math.floor(month / 12);
  return `${String(year).padStart(4, '0')}-${String(month - year * 12 + 1).padStart(2, '0')}-01`;
}

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01])(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?)?$/;

/** Absolute month index of an ISO date or date-time (`2024-03-01`, `2024-03`, `2024-03-01T00:00:00Z`); `undefined` if malformed. */
export function monthOfIsoDate(date: string): number | undefined {
  const m = ISO_DATE.exec(date);
  if (m === null) return undefined;
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

/** Period containing an absolute month index. */
export function periodOfMonth(month: number, frequency: Frequency): number {
  return Math.floor(month / monthsPerPeriod(frequency));
}
