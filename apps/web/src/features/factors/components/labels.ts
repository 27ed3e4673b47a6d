import { t } from '../../../i18n/t';
import { formatDay } from '../../../lib/dates';
import type { Factor } from '../api/factors';

/** `CO2 0.05444 · CH4 0.00000103`: exact strings as the API sent them. */
export const gasList = (gases: Record<string, string> | null | undefined) =>
  Object.entries(gases ?? {})
    // CO2 first: in a narrow cell, the figure that weighs most is the one still in view.
    .sort(([a], [b]) => Number(b === 'CO2') - Number(a === 'CO2') || a.localeCompare(b))
    .map(([gas, value]) => `${gas} ${value}`)
    .join(' · ');

/** The published figure of a factor, exactly as the API sent it (never through a float). */
export const factorValue = (f: Factor) => f.factor ?? t('factors.gasesOnly', { gases: gasList(f.gases) });

/** `AR5, 100yr`, or "per gas" for rows given as gas masses. */
export const gwpLabel = (f: Factor) =>
  f.gwpSet ? `${f.gwpSet}, ${f.gwpTimeframe ?? ''}`.replace(/, $/, '') : t('factors.gwpNone');

/** `Jan 1, 2025 – Dec 31, 2025`, or `from Jan 1, 2025` when open-ended. */
export const effectiveLabel = (f: Factor) =>
  f.effectiveTo
    ? `${formatDay(f.effectiveFrom)} – ${formatDay(f.effectiveTo)}`
    : t('factors.openEnded', { from: formatDay(f.effectiveFrom) });
