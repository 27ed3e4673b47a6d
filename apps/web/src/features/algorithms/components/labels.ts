import { t } from '../../../i18n/t';
import { formatDay } from '../../../lib/dates';
import type { Algorithm } from '../api/algorithms';

/** "Generic", "Regional" or "Alternative". */
export const typeLabel = (resolution: Algorithm['resolution']) => t(`algorithms.type.${resolution}`);
/** "In force", "Not yet in force", "Deprecated". */
export const statusLabel = (status: Algorithm['status']) => t(`algorithms.status.${status}`);
/** The region, or "All regions" for a generic algorithm. */
export const regionLabel = (region: string | null) => region ?? t('algorithms.allRegions');
/** A date for people, or the text for none. */
export const dayOr = (date: string | null, none: string) => (date === null ? none : formatDay(date));
/** Scope 1, Scope 2, Scope 3. */
export const scopeLabel = (scope: string) => `Scope ${scope.replace('scope', '')}`;

/** "Jan 1, 2025 to Jun 30, 2025", or "From Jan 1, 2025, no end date". */
export const datesText = (from: string, to: string | null) =>
  to === null
    ? t('algorithms.overrides.datesOpen', { from: formatDay(from) })
    : t('algorithms.overrides.datesValue', { from: formatDay(from), to: formatDay(to) });
