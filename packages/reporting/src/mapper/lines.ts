import { Decimal } from '@ctp/engine';
import type { EmissionQuery } from '../framework/schema.js';
import type { EmissionLine } from '../input.js';

/** An emission line with its decimals parsed once. */
export interface PreparedLine {
  readonly line: EmissionLine;
  readonly co2e: Decimal;
  readonly biogenic: Decimal;
}

/** An exact sum and the lines behind it. */
export interface LineSum {
  readonly total: Decimal;
  readonly lineCount: number;
  readonly recordIds: Set<string>;
}

const ZERO = new Decimal(0);

/** Parses the decimals of every line once (the mapper sums the same lines many times). */
export function prepareLines(lines: readonly EmissionLine[]): PreparedLine[] {
  return lines.map((line) => ({
    line,
    co2e: new Decimal(line.co2eKg),
    biogenic: new Decimal(line.biogenicCo2Kg),
  }));
}

/**
 * Whether a line matches a query. `scope2Method` restricts Scope 2 lines only, so
 * `{ scope2Method: 'location_based' }` selects Scope 1, Scope 2 location-based and Scope 3:
 * the lines of a location-based total.
 */
export function matches(line: EmissionLine, q: EmissionQuery): boolean {
  if (q.scope !== undefined && line.scope !== q.scope) return false;
  if (q.scope3Category !== undefined && line.scope3Category !== q.scope3Category) return false;
  if (q.scope2Method !== undefined && line.scope === 2 && line.scope2Method !== q.scope2Method) return false;
  if (q.euEts !== undefined && line.euEts !== q.euEts) return false;
  if (q.categoryPrefix !== undefined) {
    const p = q.categoryPrefix;
    if (line.category !== p && !line.category.startsWith(`${p}.`)) return false;
  }
  if (q.gas !== undefined && !line.gases.some((g) => g.gas === q.gas)) return false;
  return true;
}

/** The amount a line contributes to a query's measure, or null when the line does not know it. */
export function measureOf(p: PreparedLine, q: EmissionQuery): Decimal | null {
  const measure = q.measure ?? 'co2e';
  if (measure === 'biogenicCo2') return p.biogenic;
  if (q.gas === undefined) return measure === 'co2e' ? p.co2e : null;
  const gas = p.line.gases.find((g) => g.gas === q.gas);
  if (gas === undefined) return ZERO;
  if (measure === 'co2e') return new Decimal(gas.co2eKg);
  return gas.massKg === null ? null : new Decimal(gas.massKg);
}

/**
 * Exact decimal sum of the query's measure over the matching lines, with their record ids.
 * Lines that do not know the measure (a gas mass the factor did not give) are counted in `unknown`.
 */
export function sumLines(lines: readonly PreparedLine[], q: EmissionQuery): LineSum & { unknown: number } {
  let total = ZERO;
  let lineCount = 0;
  let unknown = 0;
  const recordIds = new Set<string>();
  for (const p of lines) {
    if (!matches(p.line, q)) continue;
    const value = measureOf(p, q);
    if (value === null) {
      unknown++;
      continue;
    }
    total = total.plus(value);
    lineCount++;
    recordIds.add(p.line.recordId);
  }
  return { total, lineCount, recordIds, unknown };
}
