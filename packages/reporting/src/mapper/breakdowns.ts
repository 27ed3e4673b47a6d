import type { Decimal } from '@ctp/engine';
import type { BreakdownDimension, EmissionQuery } from '../framework/schema.js';
import { categoryLabel, codeWords, SCOPE3_CATEGORIES } from './labels.js';
import { type Cell, gasSums, matches, measureOf } from './lines.js';
import type { RangeContext } from './ranges.js';
import type { BreakdownRow } from './types.js';

export { SCOPE3_CATEGORIES } from './labels.js';

function keyOf(l: Cell, dimension: BreakdownDimension): [key: string, label: string] | [] {
  switch (dimension) {
    case 'facility':
      return l.facility === null ? ['-', 'No facility'] : [l.facility.id, l.facility.name];
    case 'country': {
      const c = l.facility?.country ?? null;
      return c === null ? ['-', 'Unknown country'] : [c, c];
    }
    case 'scope3Category': {
      const n = l.scope3Category;
      if (n === null) return ['-', 'Uncategorised'];
      return [String(n).padStart(2, '0'), `${n}. ${SCOPE3_CATEGORIES[n]}`];
    }
    case 'category':
      return [l.category, categoryLabel(l.category)];
    case 'month':
      return [l.month, l.month];
    case 'scope2Method':
      return l.scope2Method === null ? [] : [l.scope2Method, codeWords(l.scope2Method)];
    case 'gas':
      return [];
  }
}

/**
 * Sums the query's measure per value of `dimension`, rows sorted by key. For `gas`, each line
 * contributes to every gas it lists (CO2e of that gas, or its mass for `measure: 'gasMass'`).
 * Given `ranges`, each CO2e row of a dimension other than `gas` carries its 95% range.
 */
export function breakdown(
  cells: readonly Cell[],
  query: EmissionQuery,
  dimension: BreakdownDimension,
  ranges?: RangeContext,
): BreakdownRow[] {
  const rows = new Map<string, { label: string; kg: Decimal; lineCount: number; cells: Cell[] }>();
  const add = (key: string, label: string, kg: Decimal, lineCount: number, cell: Cell): void => {
    if (lineCount === 0) return;
    const row = rows.get(key);
    if (row === undefined) rows.set(key, { label, kg, lineCount, cells: [cell] });
    else {
      row.kg = row.kg.plus(kg);
      row.lineCount += lineCount;
      row.cells.push(cell);
    }
  };
  for (const c of cells) {
    if (!matches(c, query)) continue;
    if (dimension === 'gas') {
      for (const [gas, g] of gasSums(c)) {
        if (query.measure === 'gasMass') add(gas, gas, g.mass, c.lineCount - g.massUnknown, c);
        else add(gas, gas, g.co2e, c.lineCount, c);
      }
      continue;
    }
    const m = measureOf(c, query);
    const [key, label] = keyOf(c, dimension);
    if (key === undefined) continue;
    add(key, label as string, m.total, m.lineCount, c);
  }
  const ranged = ranges !== undefined && dimension !== 'gas';
  return [...rows.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, r]) => {
      const range95 = ranged ? ranges.rangeOf(r.cells, query) : null;
      const row = { key, label: r.label, kg: r.kg.toFixed(), lineCount: r.lineCount };
      return range95 === null ? row : { ...row, range95 };
    });
}
