import { Decimal } from '@ctp/engine';
import type { EmissionQuery } from '../framework/schema.js';
import { breakdown } from './breakdowns.js';
import { type Cell, recordIdsOf, sumCells } from './lines.js';
import type { MappedReport, ReportTotals, TracedTotal } from './types.js';

/** The queries behind the report totals (kept in data.json so a reader can re-apply them to emissions.csv). */
export const TOTAL_QUERIES: Readonly<Record<keyof ReportTotals, EmissionQuery>> = Object.freeze({
  scope1: { scope: 1 },
  scope2LocationBased: { scope: 2, scope2Method: 'location_based' },
  scope2MarketBased: { scope: 2, scope2Method: 'market_based' },
  scope3: { scope: 3 },
  totalLocationBased: { scope2Method: 'location_based' },
  totalMarketBased: { scope2Method: 'market_based' },
  // Scope 2 lines come in pairs (one per method) for the same energy: count them once.
  biogenicCo2: { scope2Method: 'location_based', measure: 'biogenicCo2' },
});

function traced(cells: readonly Cell[], q: EmissionQuery): TracedTotal {
  const s = sumCells(cells, q);
  return { kg: s.total.toFixed(), lineCount: s.lineCount, recordIds: recordIdsOf(cells, q) };
}

/** The totals of a report, each an exact sum with its record ids. */
export function reportTotals(lines: readonly Cell[]): ReportTotals {
  const out = {} as Record<keyof ReportTotals, TracedTotal>;
  for (const [key, q] of Object.entries(TOTAL_QUERIES)) out[key as keyof ReportTotals] = traced(lines, q);
  return out;
}

/** Monthly series per scope (by line period start), for the trend chart. */
function byMonth(lines: readonly Cell[]): MappedReport['breakdowns']['byMonth'] {
  const series = {
    scope1: breakdown(lines, { scope: 1 }, 'month'),
    scope2LocationBased: breakdown(lines, { scope: 2, scope2Method: 'location_based' }, 'month'),
    scope2MarketBased: breakdown(lines, { scope: 2, scope2Method: 'market_based' }, 'month'),
    scope3: breakdown(lines, { scope: 3 }, 'month'),
  };
  const months = new Set<string>();
  for (const rows of Object.values(series)) for (const r of rows) months.add(r.key);
  const get = (rows: readonly { key: string; kg: string }[], m: string): string =>
    rows.find((r) => r.key === m)?.kg ?? new Decimal(0).toFixed();
  return [...months].sort().map((month) => ({
    month,
    scope1: get(series.scope1, month),
    scope2LocationBased: get(series.scope2LocationBased, month),
    scope2MarketBased: get(series.scope2MarketBased, month),
    scope3: get(series.scope3, month),
  }));
}

/** The breakdowns every report shows (charts and summary tables). */
export function reportBreakdowns(lines: readonly Cell[]): MappedReport['breakdowns'] {
  return {
    byScope3Category: breakdown(lines, { scope: 3 }, 'scope3Category'),
    byFacility: breakdown(lines, { scope2Method: 'location_based' }, 'facility'),
    byCategory: breakdown(lines, {}, 'category'),
    byMonth: byMonth(lines),
  };
}
