import { canonicalHash } from '@ctp/forecast';
import { monthlyEmissions, type OrganizationScope } from '@ctp/store';
import { Decimal } from 'decimal.js';

/** A greenhouse-gas scope. */
export type Scope = 1 | 2 | 3;
/** The one Scope 2 method a forecast counts. */
export type Scope2Method = 'location_based' | 'market_based';

/** Which emissions make the history. */
export interface HistoryRequest {
  readonly scopes: readonly Scope[];
  readonly scope2Method: Scope2Method;
}

/** What the history covered, stored on the run as `inputDataRange`. */
export interface HistoryRange {
  /** First and last month (`YYYY-MM`), null when there are no results. */
  readonly from: string | null;
  readonly to: string | null;
  readonly months: number;
  /** Months inside the range without any result, counted as zero. */
  readonly monthsWithoutResults: readonly string[];
  /** Emission results summed. */
  readonly results: number;
  readonly scopes: readonly Scope[];
  readonly scope2Method: Scope2Method;
  readonly unit: 't CO2e';
}

/** The organization's monthly emissions, ready for @ctp/forecast. */
export interface EmissionHistory {
  /** Monthly tonnes CO2e as numbers: the only place decimals become floats (see {@link loadHistory}). */
  readonly series: {
    readonly frequency: 'monthly';
    readonly start: string;
    readonly values: readonly number[];
  };
  /** The same tonnes as exact decimal strings. */
  readonly exactTonnes: readonly string[];
  readonly range: HistoryRange;
  /** SHA-256 over the canonical JSON of the exact monthly tonnes and the selection. */
  readonly inputDataHash: string;
  /** Share of each requested scope in the last twelve months (for percentage initiatives). */
  readonly scopeShares: Readonly<Partial<Record<Scope, number>>>;
}

const monthIndex = (label: string) => Number(label.slice(0, 4)) * 12 + Number(label.slice(5, 7)) - 1;
const monthLabel = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * Loads the organization's current emission results summed by month (scopes filtered, Scope 2 by
 * one method). PostgreSQL sums the `numeric` kilograms exactly; they are divided into tonnes with
 * decimal.js and converted to JavaScript numbers only here, at the forecast boundary, because the
 * models are floating-point statistics (least squares, likelihoods, intervals) whose outputs are
 * estimates, not accounting totals. The exact tonnes are kept for the input hash, so the hash
 * does not depend on float rounding. Months without results inside the range count as zero and
 * are listed in the range.
 */
export async function loadHistory(
  scope: OrganizationScope,
  request: HistoryRequest,
): Promise<EmissionHistory> {
  const scopes = [...new Set(request.scopes)].sort();
  const rows = await monthlyEmissions(scope, { scopes, scope2Method: request.scope2Method });
  const byMonth = new Map(rows.map((r) => [monthIndex(r.month), r]));
  const first = rows[0] === undefined ? undefined : monthIndex(rows[0].month);
  const last = rows.at(-1) === undefined ? undefined : monthIndex((rows.at(-1) as { month: string }).month);
  const exactTonnes: string[] = [];
  const missing: string[] = [];
  if (first !== undefined && last !== undefined) {
    for (let m = first; m <= last; m++) {
      const row = byMonth.get(m);
      if (row === undefined) missing.push(monthLabel(m));
      exactTonnes.push(new Decimal(row?.co2eKg ?? 0).div(1000).toFixed());
    }
  }
  const start = first === undefined ? '1970-01' : monthLabel(first);
  const range: HistoryRange = {
    from: first === undefined ? null : monthLabel(first),
    to: last === undefined ? null : monthLabel(last),
    months: exactTonnes.length,
    monthsWithoutResults: missing,
    results: rows.reduce((n, r) => n + r.results, 0),
    scopes,
    scope2Method: request.scope2Method,
    unit: 't CO2e',
  };
  return {
    series: { frequency: 'monthly', start, values: exactTonnes.map((t) => new Decimal(t).toNumber()) },
    exactTonnes,
    range,
    inputDataHash: canonicalHash({
      frequency: 'monthly',
      start,
      tonnes: exactTonnes,
      scopes,
      scope2Method: request.scope2Method,
    }),
    scopeShares: await scopeShares(scope, scopes, request.scope2Method, last),
  };
}

/** Each scope's share of the last twelve months' total (1 for a single scope; 0 each when there is nothing). */
async function scopeShares(
  scope: OrganizationScope,
  scopes: readonly Scope[],
  scope2Method: Scope2Method,
  last: number | undefined,
): Promise<Partial<Record<Scope, number>>> {
  if (scopes.length === 1) return { [scopes[0] as Scope]: 1 };
  if (last === undefined) return Object.fromEntries(scopes.map((s) => [s, 0]));
  const sums = new Map<Scope, Decimal>();
  for (const s of scopes) {
    const rows = await monthlyEmissions(scope, { scopes: [s], scope2Method });
    const recent = rows.filter((r) => monthIndex(r.month) > last - 12);
    sums.set(
      s,
      recent.reduce((sum, r) => sum.plus(r.co2eKg), new Decimal(0)),
    );
  }
  const total = [...sums.values()].reduce((a, b) => a.plus(b), new Decimal(0));
  return Object.fromEntries(
    scopes.map((s) => [s, total.isZero() ? 0 : (sums.get(s) as Decimal).div(total).toNumber()]),
  );
}
