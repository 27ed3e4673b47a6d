import type { Decimal } from '@ctp/factors';
import Table from 'cli-table3';
import type { Summary } from './summarize.js';

/** kg to tonnes, rounded half-even to 3 decimals for display only (records keep exact values). */
function tonnes(kg: Decimal): string {
  return kg.dividedBy(1000).toFixed(3);
}

/** Renders the inventory as a text table by scope and category, with both Scope 2 totals. */
export function renderSummary(summary: Summary): string {
  const table = new Table({
    head: ['Scope', 'Category', 'Activities', 't CO2e'],
    colAligns: ['left', 'left', 'right', 'right'],
    style: { head: [], border: [] },
  });
  for (const row of summary.rows)
    table.push([row.scope, row.category, String(row.activities), tonnes(row.co2eKg)]);
  table.push(
    [{ colSpan: 3, content: 'Scope 1' }, tonnes(summary.scope1)],
    [{ colSpan: 3, content: 'Scope 2, location-based' }, tonnes(summary.scope2LocationBased)],
    [{ colSpan: 3, content: 'Scope 2, market-based' }, tonnes(summary.scope2MarketBased)],
    [{ colSpan: 3, content: 'Scope 3' }, tonnes(summary.scope3)],
    [{ colSpan: 3, content: 'Total, location-based Scope 2' }, tonnes(summary.totalLocationBased)],
    [{ colSpan: 3, content: 'Total, market-based Scope 2' }, tonnes(summary.totalMarketBased)],
    [{ colSpan: 3, content: 'Biogenic CO2 (outside the scopes)' }, tonnes(summary.biogenicCo2Kg)],
  );
  return table.toString();
}
