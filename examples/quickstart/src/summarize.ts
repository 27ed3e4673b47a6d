import type { CalculationOutput } from '@ctp/engine';
import { Decimal } from '@ctp/factors';

/** One line of the inventory table: all outputs of one scope and algorithm category. */
export interface SummaryRow {
  scope: string;
  category: string;
  activities: number;
  co2eKg: Decimal;
  biogenicCo2Kg: Decimal;
}

/** Totals as the GHG Protocol reports them: Scope 2 both ways, never added together. */
export interface Summary {
  rows: SummaryRow[];
  scope1: Decimal;
  scope2LocationBased: Decimal;
  scope2MarketBased: Decimal;
  scope3: Decimal;
  totalLocationBased: Decimal;
  totalMarketBased: Decimal;
  biogenicCo2Kg: Decimal;
}

function scopeLabel(output: CalculationOutput): string {
  if (output.scope === 2)
    return output.method === 'market_based' ? 'Scope 2 (market-based)' : 'Scope 2 (location-based)';
  return `Scope ${output.scope}`;
}

/** Sums outputs by scope and category in exact decimal arithmetic. */
export function summarize(outputs: readonly CalculationOutput[]): Summary {
  const rows = new Map<string, SummaryRow>();
  for (const output of outputs) {
    const scope = scopeLabel(output);
    const key = `${scope}|${output.category}`;
    const row = rows.get(key) ?? {
      scope,
      category: output.category,
      activities: 0,
      co2eKg: new Decimal(0),
      biogenicCo2Kg: new Decimal(0),
    };
    row.activities += 1;
    row.co2eKg = row.co2eKg.plus(output.co2eKg);
    row.biogenicCo2Kg = row.biogenicCo2Kg.plus(output.biogenicCo2Kg);
    rows.set(key, row);
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.scope.localeCompare(b.scope) || a.category.localeCompare(b.category),
  );
  const sum = (scope: string) =>
    sorted.filter((r) => r.scope === scope).reduce((t, r) => t.plus(r.co2eKg), new Decimal(0));
  const scope1 = sum('Scope 1');
  const scope2LocationBased = sum('Scope 2 (location-based)');
  const scope2MarketBased = sum('Scope 2 (market-based)');
  const scope3 = sum('Scope 3');
  return {
    rows: sorted,
    scope1,
    scope2LocationBased,
    scope2MarketBased,
    scope3,
    totalLocationBased: scope1.plus(scope2LocationBased).plus(scope3),
    totalMarketBased: scope1.plus(scope2MarketBased).plus(scope3),
    biogenicCo2Kg: sorted.reduce((t, r) => t.plus(r.biogenicCo2Kg), new Decimal(0)),
  };
}
