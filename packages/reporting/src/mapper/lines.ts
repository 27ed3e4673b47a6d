import { Decimal } from '@ctp/engine';
import type { EmissionQuery } from '../framework/schema.js';
import type { EmissionLine } from '../input.js';

/**
 * Emission lines folded into cells: lines that agree on every dimension a query can filter or
 * group by (scope, Scope 3 category, Scope 2 method, ETS flag, category, facility, month, set of
 * gases) share a cell holding their exact decimal sums. Queries then scan a few hundred cells
 * instead of every line, with the same exact results: every line of a cell matches a query or
 * none does.
 */
export interface Cell {
  readonly scope: 1 | 2 | 3;
  readonly scope3Category: number | null;
  readonly scope2Method: 'location_based' | 'market_based' | null;
  readonly euEts: boolean;
  readonly category: string;
  readonly facility: EmissionLine['facility'];
  /** `YYYY-MM` of the lines' period start. */
  readonly month: string;
  lineCount: number;
  co2e: Decimal;
  biogenic: Decimal;
  /** The gases every line of the cell reports. */
  readonly gasNames: ReadonlySet<string>;
  readonly lines: EmissionLine[];
  /** Per-gas sums, folded on first use (most frameworks never ask for a gas). */
  gasSums: Map<string, GasSum> | null;
}

/** Per gas: CO2e, known mass, and lines whose mass is unknown (the factor gave only CO2e). */
export interface GasSum {
  co2e: Decimal;
  mass: Decimal;
  massUnknown: number;
}

/** An exact sum and how many lines it covers. */
export interface LineSum {
  readonly total: Decimal;
  readonly lineCount: number;
  /** Lines that match but do not know the measure (a gas mass the factor did not give). */
  readonly unknown: number;
}

const ZERO = new Decimal(0);

// Fields joined by a control character no id or name contains in practice; a collision would only
// merge two cells whose lines then still sum exactly, but could mislabel a breakdown row, so the
// facility name and country are part of the key too.
const SEP = '\u001f';
function cellKey(l: EmissionLine, gases: string): string {
  const f = l.facility;
  return `${l.scope}${SEP}${l.scope3Category}${SEP}${l.scope2Method}${SEP}${l.euEts}${SEP}${l.category}${SEP}${f?.id}${SEP}${f?.name}${SEP}${f?.country}${SEP}${l.periodStart.slice(0, 7)}${SEP}${gases}`;
}

const gasList = (l: EmissionLine): string =>
  l.gases.length === 0
    ? ''
    : l.gases.length === 1
      ? (l.gases[0] as { gas: string }).gas
      : l.gases
          .map((g) => g.gas)
          .sort()
          .join(',');

/** Folds the lines into cells (one pass, exact decimal additions). */
export function foldLines(lines: readonly EmissionLine[]): Cell[] {
  const cells = new Map<string, Cell>();
  for (const l of lines) {
    const gases = gasList(l);
    const key = cellKey(l, gases);
    let cell = cells.get(key);
    if (cell === undefined) {
      cell = {
        scope: l.scope,
        scope3Category: l.scope3Category,
        scope2Method: l.scope2Method,
        euEts: l.euEts,
        category: l.category,
        facility: l.facility,
        month: l.periodStart.slice(0, 7),
        lineCount: 0,
        co2e: ZERO,
        biogenic: ZERO,
        gasNames: new Set(gases === '' ? [] : gases.split(',')),
        lines: [],
        gasSums: null,
      };
      cells.set(key, cell);
    }
    cell.lineCount++;
    cell.co2e = cell.co2e.plus(l.co2eKg);
    if (l.biogenicCo2Kg !== '0') cell.biogenic = cell.biogenic.plus(l.biogenicCo2Kg);
    cell.lines.push(l);
  }
  return [...cells.values()];
}

/** The per-gas sums of a cell, folded from its lines the first time they are needed. */
export function gasSums(c: Cell): Map<string, GasSum> {
  if (c.gasSums !== null) return c.gasSums;
  const sums = new Map<string, GasSum>();
  for (const l of c.lines) {
    for (const g of l.gases) {
      let gas = sums.get(g.gas);
      if (gas === undefined) {
        gas = { co2e: ZERO, mass: ZERO, massUnknown: 0 };
        sums.set(g.gas, gas);
      }
      gas.co2e = gas.co2e.plus(g.co2eKg);
      if (g.massKg === null) gas.massUnknown++;
      else gas.mass = gas.mass.plus(g.massKg);
    }
  }
  c.gasSums = sums;
  return sums;
}

/**
 * Whether the lines of a cell match a query. `scope2Method` restricts Scope 2 lines only, so
 * `{ scope2Method: 'location_based' }` selects Scope 1, Scope 2 location-based and Scope 3: the
 * lines of a location-based total. `gas` selects lines that report that gas.
 */
export function matches(c: Cell, q: EmissionQuery): boolean {
  if (q.scope !== undefined && c.scope !== q.scope) return false;
  if (q.scope3Category !== undefined && c.scope3Category !== q.scope3Category) return false;
  if (q.scope2Method !== undefined && c.scope === 2 && c.scope2Method !== q.scope2Method) return false;
  if (q.euEts !== undefined && c.euEts !== q.euEts) return false;
  if (q.categoryPrefix !== undefined) {
    const p = q.categoryPrefix;
    if (c.category !== p && !c.category.startsWith(`${p}.`)) return false;
  }
  if (q.gas !== undefined && !c.gasNames.has(q.gas)) return false;
  return true;
}

/** A matching cell's contribution to the query's measure: the known sum and its line counts. */
export function measureOf(c: Cell, q: EmissionQuery): LineSum {
  const measure = q.measure ?? 'co2e';
  if (measure === 'biogenicCo2') return { total: c.biogenic, lineCount: c.lineCount, unknown: 0 };
  if (q.gas === undefined) {
    return measure === 'co2e'
      ? { total: c.co2e, lineCount: c.lineCount, unknown: 0 }
      : { total: ZERO, lineCount: 0, unknown: c.lineCount };
  }
  const gas = gasSums(c).get(q.gas);
  if (gas === undefined) return { total: ZERO, lineCount: 0, unknown: 0 };
  if (measure === 'co2e') return { total: gas.co2e, lineCount: c.lineCount, unknown: 0 };
  return { total: gas.mass, lineCount: c.lineCount - gas.massUnknown, unknown: gas.massUnknown };
}

/** Exact decimal sum of the query's measure over the matching lines. */
export function sumCells(cells: readonly Cell[], q: EmissionQuery): LineSum {
  let total = ZERO;
  let lineCount = 0;
  let unknown = 0;
  for (const c of cells) {
    if (!matches(c, q)) continue;
    const m = measureOf(c, q);
    total = total.plus(m.total);
    lineCount += m.lineCount;
    unknown += m.unknown;
  }
  return { total, lineCount, unknown };
}

/** Sorted, distinct calculation record ids of the lines a query selects (that know its measure). */
export function recordIdsOf(cells: readonly Cell[], q: EmissionQuery): string[] {
  const ids = new Set<string>();
  for (const c of cells)
    if (matches(c, q) && measureOf(c, q).lineCount > 0) for (const l of c.lines) ids.add(l.recordId);
  return [...ids].sort();
}
