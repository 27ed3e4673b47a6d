import { verifyRecord } from '@ctp/engine';
import { Decimal } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { quickstartInventory } from './inventory.js';
import { renderSummary } from './print-summary.js';
import { runQuickstart } from './run-quickstart.js';

describe('quickstart', () => {
  const result = runQuickstart();

  it('calculates every activity of the year', () => {
    expect(result.failures).toEqual([]);
    expect(result.records).toHaveLength(quickstartInventory().length);
  });

  it('adds up exactly: the totals are the sums of the records', () => {
    const byScope = (scope: number, method?: string) =>
      result.records
        .filter((r) => r.output.scope === scope && (method === undefined || r.output.method === method))
        .reduce((t, r) => t.plus(r.output.co2eKg), new Decimal(0));
    expect(result.summary.scope1.equals(byScope(1))).toBe(true);
    expect(result.summary.scope2LocationBased.equals(byScope(2, 'location_based'))).toBe(true);
    expect(result.summary.scope2MarketBased.equals(byScope(2, 'market_based'))).toBe(true);
    expect(result.summary.scope3.equals(byScope(3))).toBe(true);
    // The two totals differ only by Scope 2 (the UK residual mix is above the grid average, so
    // market-based can exceed location-based even with certificates).
    const difference = result.summary.totalMarketBased.minus(result.summary.totalLocationBased);
    expect(
      difference.equals(result.summary.scope2MarketBased.minus(result.summary.scope2LocationBased)),
    ).toBe(true);
  });

  it('prints a table with both Scope 2 totals and records that verify', () => {
    const text = renderSummary(result.summary);
    expect(text).toContain('Scope 2, location-based');
    expect(text).toContain('Scope 2, market-based');
    for (const record of result.records.slice(0, 20)) expect(verifyRecord(record).valid).toBe(true);
  });
});
