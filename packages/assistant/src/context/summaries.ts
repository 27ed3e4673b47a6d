import { Decimal } from 'decimal.js';
import type { EmissionComparison, EmissionSummary, Period } from './schema.js';
import type { EmissionRow } from './source.js';

const key = (r: { scope: number; method: string | null }) => `${r.scope}|${r.method ?? ''}`;

/** Rows of one period summed by scope and method (exactly), categories largest first. */
export function summarize(period: Period, rows: readonly EmissionRow[]): EmissionSummary[] {
  const groups = new Map<string, EmissionRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.values()]
    .map((group) => {
      const first = group[0] as EmissionRow;
      const categories = [...group]
        .sort((a, b) => new Decimal(b.co2eKg).cmp(a.co2eKg) || a.category.localeCompare(b.category))
        .map((r) => ({ category: r.category, co2eKg: r.co2eKg, results: r.results }));
      return {
        period,
        scope: first.scope,
        method: first.method,
        co2eKg: group.reduce((sum, r) => sum.plus(r.co2eKg), new Decimal(0)).toFixed(),
        results: group.reduce((n, r) => n + r.results, 0),
        categories,
      };
    })
    .sort((a, b) => a.scope - b.scope || (a.method ?? '').localeCompare(b.method ?? ''));
}

/**
 * The change of each scope (and method) from one period to the next, in exact decimals; the
 * percentage is rounded half-up to two decimals, and that is the precision it states.
 */
export function compare(
  from: readonly EmissionSummary[],
  to: readonly EmissionSummary[],
): EmissionComparison[] {
  const fromLabel = from[0]?.period.label;
  const toLabel = to[0]?.period.label;
  if (fromLabel === undefined || toLabel === undefined) return [];
  const before = new Map(from.map((s) => [key(s), s]));
  return to.flatMap((after) => {
    const b = before.get(key(after));
    if (b === undefined) return [];
    const delta = new Decimal(after.co2eKg).minus(b.co2eKg);
    const base = new Decimal(b.co2eKg);
    return [
      {
        from: fromLabel,
        to: toLabel,
        scope: after.scope,
        method: after.method,
        fromKg: b.co2eKg,
        toKg: after.co2eKg,
        deltaKg: delta.toFixed(),
        deltaPercent: base.isZero() ? null : delta.div(base).times(100).toFixed(2, Decimal.ROUND_HALF_UP),
      },
    ];
  });
}
