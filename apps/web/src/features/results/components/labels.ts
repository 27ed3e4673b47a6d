import { t } from '../../../i18n/t';

/** "Scope 2 (market-based)" for a scope and a method. */
export function scopeLabel(scope: number, method: string | null | undefined): string {
  if (scope === 1) return t('scope.1');
  if (scope === 3) return t('scope.3');
  if (method === 'location_based') return t('scope.2.location');
  if (method === 'market_based') return t('scope.2.market');
  return t('scope.2');
}
