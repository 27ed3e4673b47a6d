import Decimal from 'decimal.js';
import { t } from '../../../i18n/t';
import { formatPercent } from '../../../lib/emissions';
import type { MovementLine } from '../api/movements';

/** A line's name in words: a scope, a Scope 2 method, a Scope 3 category or a facility. */
export function lineLabel(line: Pick<MovementLine, 'key' | 'facilityName'>): string {
  const category = /^scope3\.category\.(\d+)$/.exec(line.key);
  if (category) return t('periods.movements.line.category', { n: category[1] as string });
  if (line.key.startsWith('facility.')) {
    return t('periods.movements.line.facility', { name: line.facilityName ?? line.key.slice(9) });
  }
  switch (line.key) {
    case 'scope1':
      return t('periods.movements.line.scope1');
    case 'scope2.location_based':
      return t('periods.movements.line.scope2Location');
    case 'scope2.market_based':
      return t('periods.movements.line.scope2Market');
    case 'scope3':
      return t('periods.movements.line.scope3');
    default:
      return line.key;
  }
}

/** The change as a percent ("+10.0%"), or "new" when the previous total was zero. */
export function changeLabel(line: Pick<MovementLine, 'changePercent' | 'changeCo2eKg'>): string {
  if (line.changePercent === null) return t('periods.movements.fromZero');
  return formatPercent(new Decimal(line.changePercent));
}

/**
 * Where a line stands: within the threshold, explained, or an explanation is required because there
 * is none (`missing`) or because the figures changed since it was written (`stale`).
 */
export type LineState = 'within' | 'explained' | 'missing' | 'stale';

export function lineState(
  line: Pick<MovementLine, 'aboveThreshold' | 'explanation' | 'explanationStale'>,
): LineState {
  if (!line.aboveThreshold) return line.explanation === null ? 'within' : 'explained';
  if (line.explanation === null) return 'missing';
  return line.explanationStale ? 'stale' : 'explained';
}
