import { Decimal } from 'decimal.js';

const places = (value: string) => value.split('.')[1]?.length ?? 0;

function group(fixed: string): string {
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * A context mass (kg, exact text) for a reader: tonnes with two decimals from 1 t up, else kg with at
 * most two decimals. Always a correct half-up rounding of the context value to no more places than
 * it has, so the guard accepts it. The sign is dropped: callers say "up" or "down".
 */
export function formatMass(kg: string): string {
  const value = new Decimal(kg).abs();
  if (value.gte(1000)) return `${group(value.div(1000).toFixed(2, Decimal.ROUND_HALF_UP))} t CO2e`;
  return `${group(value.toFixed(Math.min(2, places(kg)), Decimal.ROUND_HALF_UP))} kg CO2e`;
}

/** A context percentage as written in the context (its precision), without sign. */
export function formatPercent(percent: string): string {
  return `${new Decimal(percent).abs().toFixed(places(percent))}%`;
}

/** `scope 2 (location-based)` style label. */
export function scopeLabel(scope: number, method: string | null): string {
  if (method === 'location_based') return `Scope ${scope} (location-based)`;
  if (method === 'market_based') return `Scope ${scope} (market-based)`;
  return `Scope ${scope}`;
}

/** `scope1.stationary_combustion` → `stationary combustion`. */
export function categoryLabel(category: string): string {
  return (category.split('.').slice(1).join(' ') || category).replace(/_/g, ' ');
}

/** `a, b and c`. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Consecutive months as ranges: `2025-01 to 2025-03, 2025-07`. */
export function monthRanges(months: readonly string[]): string {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
  const ranges: [string, string][] = [];
  for (const m of [...months].sort()) {
    const last = ranges.at(-1);
    if (last && index(m) === index(last[1]) + 1) last[1] = m;
    else ranges.push([m, m]);
  }
  return ranges.map(([a, b]) => (a === b ? a : `${a} to ${b}`)).join(', ');
}

/**
 * The publishers behind the factors, one per dataset: the first part of the citation (before its
 * first comma) and the dataset, e.g. `DESNZ (desnz-ghg-cf version 2025)`.
 */
export function factorSources(
  factors: readonly { source: string; datasetId: string; datasetVersion: string }[],
): string[] {
  const seen = new Map<string, string>();
  for (const f of factors) {
    const key = `${f.datasetId} version ${f.datasetVersion}`;
    if (!seen.has(key)) seen.set(key, `${f.source.split(',')[0]?.trim() || f.source} (${key})`);
  }
  return [...seen.values()];
}

/** How a period is named in a sentence: `2025 (2025-01-01 to 2025-12-31)` or `2024-01-01 to 2025-12-31`. */
export function periodPhrase(period: { label: string; start: string; end: string }): string {
  const range = `${period.start} to ${period.end}`;
  return period.label.includes('..') ? range : `${period.label} (${range})`;
}
