import { Decimal } from '@ctp/engine';
import type { ReportInput } from '../input.js';
import { SCOPE3_CATEGORIES } from './labels.js';

/** One Scope 3 category's emissions calculated by one method (algorithm), exact. */
export interface Scope3MethodRow {
  /** The category number 1–15, or null for Scope 3 lines without one. */
  readonly category: number | null;
  /** `Purchased goods and services`, or `Uncategorised`. */
  readonly categoryName: string;
  /** `id@version` of the algorithm that calculated the lines. */
  readonly algorithm: string;
  /** The algorithm's name, which states its method (`…, spend-based`); the id when the input lacks it. */
  readonly method: string;
  readonly kg: string;
  readonly lineCount: number;
  /** kg as a fraction (0–1) of the category's total; null when the category's total is zero. */
  readonly shareOfCategory: string | null;
}

/**
 * Scope 3 by category and by calculation method, as the Scope 3 Standard asks a report to say
 * which method produced how much of each category: every Scope 3 line counted once under its
 * category and the algorithm (id and version) that calculated it. Rows by category number, then by
 * the larger amount. Pure and exact.
 */
export function scope3Methods(input: Pick<ReportInput, 'emissions' | 'algorithms'>): Scope3MethodRow[] {
  const names = new Map(input.algorithms.map((a) => [`${a.id}@${a.version}`, a.name]));
  const rows = new Map<
    string,
    { category: number | null; algorithm: string; kg: Decimal; lineCount: number }
  >();
  const totals = new Map<number | null, Decimal>();
  for (const l of input.emissions) {
    if (l.scope !== 3) continue;
    const algorithm = `${l.algorithm.id}@${l.algorithm.version}`;
    const key = `${l.scope3Category ?? '-'}\u001f${algorithm}`;
    const row = rows.get(key) ?? { category: l.scope3Category, algorithm, kg: new Decimal(0), lineCount: 0 };
    row.kg = row.kg.plus(l.co2eKg);
    row.lineCount++;
    rows.set(key, row);
    totals.set(l.scope3Category, (totals.get(l.scope3Category) ?? new Decimal(0)).plus(l.co2eKg));
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        (a.category ?? 99) - (b.category ?? 99) ||
        b.kg.comparedTo(a.kg) ||
        (a.algorithm < b.algorithm ? -1 : a.algorithm > b.algorithm ? 1 : 0),
    )
    .map((r) => {
      const total = totals.get(r.category) ?? new Decimal(0);
      return {
        category: r.category,
        categoryName:
          r.category === null ? 'Uncategorised' : (SCOPE3_CATEGORIES[r.category] ?? String(r.category)),
        algorithm: r.algorithm,
        method: names.get(r.algorithm) ?? r.algorithm,
        kg: r.kg.toFixed(),
        lineCount: r.lineCount,
        shareOfCategory: total.isZero() ? null : r.kg.dividedBy(total).toFixed(),
      };
    });
}
