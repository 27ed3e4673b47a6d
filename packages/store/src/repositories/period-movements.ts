import { Decimal, formatDecimal } from '@ctp/factors';
import { sql } from 'kysely';
import type { ScopeTotal } from '../database/close.js';
import type { OrganizationScope } from '../scope.js';
import { currentMovementExplanations, type MovementExplanation } from './movement-explanations.js';
import { getMovementPolicy } from './movement-policies.js';
import { grandTotal } from './period-totals.js';

/** A date window, ISO dates inclusive. */
export interface DateWindow {
  readonly periodStart: string;
  readonly periodEnd: string;
}

/** One line of the comparison of a period with the previous one; figures are exact decimal strings, kg CO2e. */
export interface MovementLine {
  /** `scope1`, `scope2.location_based`, `scope2.market_based`, `scope3`, `scope3.category.<n>` or `facility.<id>`. */
  readonly key: string;
  /** The facility's name on a facility line, else null. */
  readonly facilityName: string | null;
  readonly previousCo2eKg: string;
  readonly currentCo2eKg: string;
  /** current − previous. */
  readonly changeCo2eKg: string;
  /** change as a percent of |previous|, 6 decimal places; null when the previous total is zero. */
  readonly changePercent: string | null;
  /** |change| is more than the threshold percent of |previous| (any change from zero counts). */
  readonly aboveThreshold: boolean;
  /** The line's current explanation, or null. */
  readonly explanation: MovementExplanation | null;
  /**
   * The explanation was written for other figures (a calculation or a correction changed either
   * window since): it no longer explains this movement and, above the threshold, counts as missing.
   */
  readonly explanationStale: boolean;
}

/** A period against the previous period of the same length. */
export interface PeriodMovements {
  readonly previous: DateWindow;
  readonly thresholdPercent: string;
  readonly lines: readonly MovementLine[];
  /** Keys of the lines above the threshold with no explanation, or one written for other figures. */
  readonly missing: readonly string[];
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const lastDayOfMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));

/**
 * The previous period of the same length: whole calendar months (a year, a quarter, a month) go
 * back by as many months, so 2025 compares with 2024 whatever the leap days; other periods go back
 * by their number of days. The window ends the day before `period` starts.
 */
export function previousWindow(period: DateWindow): DateWindow {
  const start = day(period.periodStart);
  const end = day(period.periodEnd);
  const end0 = addDays(start, -1);
  if (start.getUTCDate() === 1 && lastDayOfMonth(end).getTime() === end.getTime()) {
    const months =
      (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth() + 1;
    return {
      periodStart: iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - months, 1))),
      periodEnd: iso(end0),
    };
  }
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
  return { periodStart: iso(addDays(start, -days)), periodEnd: iso(end0) };
}

/** Sums by line key of a window's current results (the rule of `periodScopeTotals`), exact. */
async function lineTotals(
  scope: OrganizationScope,
  window: DateWindow,
): Promise<{ totals: Map<string, Decimal>; names: Map<string, string> }> {
  const rows = await scope.db
    .selectFrom('emission_results as r')
    .innerJoin('raw_activity_data as a', (j) =>
      j.onRef('a.organization_id', '=', 'r.organization_id').onRef('a.id', '=', 'r.activity_id'),
    )
    .leftJoin('facilities as f', (j) =>
      j.onRef('f.organization_id', '=', 'r.organization_id').onRef('f.id', '=', 'r.facility_id'),
    )
    .where('r.superseded_at', 'is', null)
    .where('a.superseded_at', 'is', null)
    .where('r.period_start', '>=', window.periodStart)
    .where('r.period_end', '<=', window.periodEnd)
    .select(['r.scope', 'r.method', 'r.scope3_category', 'r.facility_id', 'f.name'])
    .select(sql<string>`sum(r.co2e_kg)::text`.as('co2e_kg'))
    .groupBy(['r.scope', 'r.method', 'r.scope3_category', 'r.facility_id', 'f.name'])
    .execute();
  const totals = new Map<string, Decimal>();
  const add = (key: string, v: string) => totals.set(key, (totals.get(key) ?? new Decimal(0)).plus(v));
  const byFacility = new Map<string, ScopeTotal[]>();
  const names = new Map<string, string>();
  for (const r of rows) {
    if (r.scope === 1) add('scope1', r.co2e_kg);
    if (r.scope === 2 && (r.method === 'location_based' || r.method === 'market_based')) {
      add(`scope2.${r.method}`, r.co2e_kg);
    }
    if (r.scope === 3) {
      add('scope3', r.co2e_kg);
      if (r.scope3_category !== null) add(`scope3.category.${r.scope3_category}`, r.co2e_kg);
    }
    if (r.facility_id !== null) {
      const key = `facility.${r.facility_id}`;
      byFacility.set(key, [
        ...(byFacility.get(key) ?? []),
        { scope: r.scope, method: r.method, co2eKg: r.co2e_kg },
      ]);
      if (r.name !== null) names.set(key, r.name);
    }
  }
  // A facility's total counts Scope 2 once, as the period's grand total does.
  for (const [key, t] of byFacility) totals.set(key, new Decimal(grandTotal(t)));
  return { totals, names };
}

const FIXED = ['scope1', 'scope2.location_based', 'scope2.market_based', 'scope3'];

/** The order of the lines: the scopes, then Scope 3 categories by number, then facilities by name. */
function lineOrder(key: string, names: Map<string, string>): [number, number, string] {
  const fixed = FIXED.indexOf(key);
  if (fixed >= 0) return [fixed, 0, ''];
  if (key.startsWith('scope3.category.')) return [3, Number(key.slice(16)), ''];
  return [4, 0, names.get(key) ?? key];
}

/**
 * Compares one line: the exact change, its percent of |previous|, and whether |change| is *more*
 * than `threshold` percent of |previous| (exactly at the threshold is not above it).
 */
export function compareLine(previous: Decimal, current: Decimal, threshold: string) {
  const change = current.minus(previous);
  if (previous.isZero()) {
    return { change, changePercent: change.isZero() ? '0' : null, aboveThreshold: !change.isZero() };
  }
  const percent = change.dividedBy(previous.abs()).times(100);
  return {
    change,
    changePercent: formatDecimal(percent.toDecimalPlaces(6)),
    aboveThreshold: change.abs().times(100).greaterThan(previous.abs().times(threshold)),
  };
}

/**
 * A period's totals against the previous period of the same length, from the current results of
 * both windows: Scope 1, Scope 2 by method, Scope 3 and each Scope 3 category, and each facility;
 * the scope lines always, the others when either window has results. Each line above the
 * organization's threshold needs an explanation of its figures as they are now (`missing` lists
 * those without one, or whose explanation was written before the figures changed).
 */
export async function periodMovements(
  scope: OrganizationScope,
  period: { id: string } & DateWindow,
): Promise<PeriodMovements> {
  const previous = previousWindow(period);
  // One after the other: the scope is one transaction, one connection.
  const before = await lineTotals(scope, previous);
  const now = await lineTotals(scope, period);
  const policy = await getMovementPolicy(scope);
  const explanations = await currentMovementExplanations(scope, period.id);
  const names = new Map([...before.names, ...now.names]);
  const keys = [...new Set([...FIXED, ...before.totals.keys(), ...now.totals.keys()])].sort((a, b) => {
    const [x, y] = [lineOrder(a, names), lineOrder(b, names)];
    return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]) || a.localeCompare(b);
  });
  const zero = new Decimal(0);
  const lines = keys.map((key): MovementLine => {
    const p = before.totals.get(key) ?? zero;
    const c = now.totals.get(key) ?? zero;
    const compared = compareLine(p, c, policy.thresholdPercent);
    const explanation = explanations.get(key) ?? null;
    return {
      key,
      facilityName: names.get(key) ?? null,
      previousCo2eKg: formatDecimal(p),
      currentCo2eKg: formatDecimal(c),
      changeCo2eKg: formatDecimal(compared.change),
      changePercent: compared.changePercent,
      aboveThreshold: compared.aboveThreshold,
      explanation,
      explanationStale:
        explanation !== null &&
        (!p.equals(explanation.previousCo2eKg) || !c.equals(explanation.currentCo2eKg)),
    };
  });
  return {
    previous,
    thresholdPercent: policy.thresholdPercent,
    lines,
    missing: lines
      .filter((l) => l.aboveThreshold && (l.explanation === null || l.explanationStale))
      .map((l) => l.key),
  };
}
