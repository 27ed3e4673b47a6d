import type { FactorUsed, Period, RecentChange, RecentReport, RelevantDocument } from '../context/schema.js';
import type { ContextSource, EmissionRow } from '../context/source.js';

/** A monthly result row of the in-memory data set. */
export interface MonthRow extends EmissionRow {
  readonly month: string;
}

/**
 * A {@link ContextSource} over arrays (the server's implementation reads the store). Sums are done
 * as strings added by the caller beforehand: each row is one month of one category.
 */
export function memorySource(data: {
  rows: readonly MonthRow[];
  factors?: readonly FactorUsed[];
  changes?: readonly RecentChange[];
  reports?: readonly RecentReport[];
  documents?: readonly RelevantDocument[];
}): ContextSource & { calls: string[] } {
  const calls: string[] = [];
  const inPeriod = (p: Period) =>
    data.rows.filter((r) => r.month >= p.start.slice(0, 7) && r.month <= p.end.slice(0, 7));
  return {
    calls,
    async organizationProfile() {
      calls.push('organizationProfile');
      return {
        id: 'org-1',
        name: 'Demo Manufacturing',
        facilities: [{ id: 'f1', name: 'Leeds plant', region: 'GB' }],
      };
    },
    async dataRange() {
      calls.push('dataRange');
      const months = data.rows.map((r) => r.month).sort();
      return months.length === 0 ? null : { first: months[0] as string, last: months.at(-1) as string };
    },
    async emissions(period) {
      calls.push(`emissions:${period.label}`);
      const sums = new Map<string, EmissionRow>();
      for (const r of inPeriod(period)) {
        const key = `${r.scope}|${r.method}|${r.category}`;
        const prev = sums.get(key);
        // Test data uses whole kilograms, so plain integer addition is exact here.
        sums.set(key, {
          scope: r.scope,
          method: r.method,
          category: r.category,
          co2eKg: String(BigInt(prev?.co2eKg ?? '0') + BigInt(r.co2eKg)),
          results: (prev?.results ?? 0) + r.results,
        });
      }
      return [...sums.values()];
    },
    async coverage(period) {
      calls.push(`coverage:${period.label}`);
      const by = new Map<string, { scope: 1 | 2 | 3; category: string; months: string[] }>();
      for (const r of inPeriod(period)) {
        const entry = by.get(r.category) ?? { scope: r.scope, category: r.category, months: [] };
        entry.months.push(r.month);
        by.set(r.category, entry);
      }
      return [...by.values()];
    },
    async factorsUsed() {
      calls.push('factorsUsed');
      return data.factors ?? [];
    },
    async recentChanges(limit) {
      calls.push('recentChanges');
      return (data.changes ?? []).slice(0, limit);
    },
    async recentReports(limit) {
      calls.push('recentReports');
      return (data.reports ?? []).slice(0, limit);
    },
    // One facility (f1), one activity unit per category: quantity = kg CO2e ÷ 10 (a fixed factor of 10).
    async sourceTotals(period) {
      calls.push(`sourceTotals:${period.label}`);
      const sums = new Map<
        string,
        { scope: 1 | 2 | 3; method: MonthRow['method']; category: string; kg: bigint; n: number }
      >();
      for (const r of inPeriod(period)) {
        const key = `${r.scope}|${r.method}|${r.category}`;
        const prev = sums.get(key);
        sums.set(key, {
          scope: r.scope,
          method: r.method,
          category: r.category,
          kg: (prev?.kg ?? 0n) + BigInt(r.co2eKg),
          n: (prev?.n ?? 0) + r.results,
        });
      }
      return [...sums.values()].map((s) => ({
        facilityId: 'f1',
        scope: s.scope,
        method: s.method,
        category: s.category,
        unit: 'unit',
        quantity: String(s.kg / 10n),
        co2eKg: String(s.kg),
        results: s.n,
      }));
    },
    async facilityCoverage(period) {
      calls.push(`facilityCoverage:${period.label}`);
      return (await this.coverage(period)).map((c) => ({ ...c, facilityId: 'f1' }));
    },
    async marketBasedParts() {
      calls.push('marketBasedParts');
      return [];
    },
    async gwpSets() {
      calls.push('gwpSets');
      return [{ gwpSet: 'AR6', timeframe: '100yr', uses: data.rows.length }];
    },
    async relevantDocuments(_query, limit) {
      calls.push('relevantDocuments');
      return (data.documents ?? []).slice(0, limit);
    },
  };
}

/** Two years of monthly data: gas every month, electricity (both methods) missing 2025-03. */
export function twoYears(): MonthRow[] {
  const rows: MonthRow[] = [];
  for (const year of [2024, 2025]) {
    for (let m = 1; m <= 12; m += 1) {
      const month = `${year}-${String(m).padStart(2, '0')}`;
      rows.push({
        month,
        scope: 1,
        method: null,
        category: 'scope1.stationary_combustion',
        co2eKg: String(year === 2024 ? 10_000 : 9_000),
        results: 1,
      });
      if (month === '2025-03') continue;
      rows.push({
        month,
        scope: 2,
        method: 'location_based',
        category: 'scope2.electricity',
        co2eKg: '2500',
        results: 1,
      });
      rows.push({
        month,
        scope: 2,
        method: 'market_based',
        category: 'scope2.electricity',
        co2eKg: '3100',
        results: 1,
      });
    }
  }
  return rows;
}
