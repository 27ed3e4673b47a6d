import { monthRanges } from '../uses/format.js';

const MONTH = /^\d{4}-\d\d$/;

/** True for a non-empty list of `YYYY-MM` strings. */
function isMonthList(value: unknown): value is string[] {
  return (
    Array.isArray(value) && value.length > 1 && value.every((m) => typeof m === 'string' && MONTH.test(m))
  );
}

/**
 * The value with every list of months (`["2019-01", "2019-02", …]`) written as its runs
 * (`["2019-01 to 2025-12"]`), at any depth: what the prompt shows of coverage. Seven years of
 * monthly coverage per category is thousands of tokens as single months and a few as runs, so a
 * question about missing data over a long history still fits the budget. The context itself (what
 * the guard checks against) keeps every month.
 */
export function compactMonthLists(value: unknown): unknown {
  if (isMonthList(value)) return monthRanges(value).split(', ');
  if (Array.isArray(value)) return value.map(compactMonthLists);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactMonthLists(v)]));
  }
  return value;
}
