import type { MessageKey } from '../../../i18n/t';
import type { ScopeSeries } from '../../../lib/scope-colours';
import type { ScopeTotals } from '../../results';

/** The rows of a totals-by-scope table: Scope 2 location- and market-based side by side, never added. */
export const SCOPE_ROWS: { series: ScopeSeries; key: keyof ScopeTotals; label: MessageKey }[] = [
  { series: 'scope1', key: 'scope1', label: 'scope.1' },
  { series: 'scope2Location', key: 'scope2LocationBased', label: 'scope.2.location' },
  { series: 'scope2Market', key: 'scope2MarketBased', label: 'scope.2.market' },
  { series: 'scope2Unspecified', key: 'scope2Unspecified', label: 'scope.2.unspecified' },
  { series: 'scope3', key: 'scope3', label: 'scope.3' },
];
