import Decimal from 'decimal.js';
import { LOCALE } from '../../../i18n/t';

const estimate = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ratio = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const figure = new Intl.NumberFormat(LOCALE, { maximumSignificantDigits: 6 });

/**
 * "1,234.5": a forecast in tonnes. Projections are statistical estimates held as numbers by the
 * API (not accounting totals), so they are formatted as numbers; recorded history stays decimal.
 */
export const formatEstimate = (tonnes: number) => estimate.format(tonnes);
/** "0.84": a scaled error. */
export const formatRatio = (value: number) => ratio.format(value);
/** A model parameter or estimate, with up to six significant digits. */
export const formatFigure = (value: number) => figure.format(value);
/** A parameter value as text (numbers through Intl, the rest as JSON). */
export function formatValue(value: unknown): string {
  if (typeof value === 'number') return formatFigure(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** "1,234.5": recorded tonnes (an exact decimal string) rounded half-up by decimal.js, never as a float. */
export function formatRecordedTonnes(tonnes: string): string {
  const rounded = new Decimal(tonnes).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
  return estimate.format(rounded as `${number}`);
}
