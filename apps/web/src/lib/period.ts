/** A reporting period as inclusive ISO dates, e.g. 2025-01-01 to 2025-12-31. */
export interface Period {
  start: string;
  end: string;
}

/** How the period was chosen on screen. */
export type PeriodChoice =
  | { kind: 'year'; year: number }
  | { kind: 'quarter'; year: number; quarter: 1 | 2 | 3 | 4 }
  | { kind: 'custom'; start: string; end: string };

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const DAY_MS = 86_400_000;
const toDays = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDays = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** The dates a choice stands for. */
export function periodOf(choice: PeriodChoice): Period {
  if (choice.kind === 'year') return { start: iso(choice.year, 1, 1), end: iso(choice.year, 12, 31) };
  if (choice.kind === 'quarter') {
    const first = (choice.quarter - 1) * 3 + 1;
    return {
      start: iso(choice.year, first, 1),
      end: iso(choice.year, first + 2, lastDay(choice.year, first + 2)),
    };
  }
  return { start: choice.start, end: choice.end };
}

/** The period just before: the previous year or quarter, or as many days before a custom period. */
export function previousOf(choice: PeriodChoice): Period {
  if (choice.kind === 'year') return periodOf({ kind: 'year', year: choice.year - 1 });
  if (choice.kind === 'quarter') {
    return choice.quarter === 1
      ? periodOf({ kind: 'quarter', year: choice.year - 1, quarter: 4 })
      : periodOf({ kind: 'quarter', year: choice.year, quarter: (choice.quarter - 1) as 1 | 2 | 3 });
  }
  const start = toDays(choice.start);
  const length = toDays(choice.end) - start + 1;
  return { start: fromDays(start - length), end: fromDays(start - 1) };
}

/** The months (YYYY-MM) a period touches, in order: the x axis of a monthly trend. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  let [year, month] = period.start.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = period.end.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
