import { t } from '../../../i18n/t';
import { formatDay } from '../../../lib/dates';
import type { Factor } from '../api/factors';

/** The gases of a per-gas factor, CO2 first (the one that weighs most), then by name. */
const gasesInOrder = (gases: Record<string, string> | null | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(gases ?? {}).sort(
      ([a], [b]) => Number(b === 'CO2') - Number(a === 'CO2') || a.localeCompare(b),
    ),
  );

/** `CO2 0.05444 · CH4 0.00000103`: exact strings as the API sent them. */
export const gasList = (gases: Record<string, string> | null | undefined) =>
  Object.entries(gasesInOrder(gases))
    .map(([gas, value]) => `${gas} ${value}`)
    .join(' · ');

/**
 * The figure a table cell shows: the published factor exactly as the API sent it (never through a
 * float) or, for a factor given per gas, the gases' names only. A cell is one line and cuts what
 * does not fit; a cut figure would read as another number, so the per-gas values are shown whole
 * in the factor's detail instead.
 */
export const factorCellValue = (f: Factor) =>
  f.factor ?? t('factors.gasesInTable', { gases: Object.keys(gasesInOrder(f.gases)).join(', ') });

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
