import Decimal from 'decimal.js';
import type { MessageKey } from '../../../i18n/t';
import { type ScopeSeries, seriesOf } from '../../../lib/scope-colours';
import type { ScopeTotal } from '../api/periods';

/** One row of an old/new comparison by scope: the scope's series, label and exact kg (zero when absent). */
export interface ScopeChange {
  series: ScopeSeries;
  label: MessageKey;
  oldKg: Decimal;
  newKg: Decimal;
}

const LABELS: Record<ScopeSeries, MessageKey> = {
  scope1: 'scope.1',
  scope2Location: 'scope.2.location',
  scope2Market: 'scope.2.market',
  scope2Unspecified: 'scope.2.unspecified',
  scope3: 'scope.3',
};
const ORDER: ScopeSeries[] = ['scope1', 'scope2Location', 'scope2Market', 'scope2Unspecified', 'scope3'];

const bySeries = (totals: readonly ScopeTotal[]) => {
  const out = new Map<ScopeSeries, Decimal>();
  for (const total of totals) {
    const series = seriesOf(total.scope, total.method);
    out.set(series, (out.get(series) ?? new Decimal(0)).plus(total.co2eKg));
  }
  return out;
};

/** The scopes either side has, in the usual order, with the old and new kg (Scope 2 methods side by side). */
export function scopeChanges(
  oldTotals: readonly ScopeTotal[],
  newTotals: readonly ScopeTotal[],
): ScopeChange[] {
  const before = bySeries(oldTotals);
  const after = bySeries(newTotals);
  return ORDER.filter((s) => before.has(s) || after.has(s)).map((series) => ({
    series,
    label: LABELS[series],
    oldKg: before.get(series) ?? new Decimal(0),
    newKg: after.get(series) ?? new Decimal(0),
  }));
}
