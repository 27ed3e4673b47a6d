import { Decimal } from '@ctp/engine';

/**
 * Display rounding, the only place figures are rounded: the PDF and HTML print tonnes of CO2e,
 * `kg / 1000` rounded half-up to three decimals (whole kilograms), with `,` between thousands.
 * data.json keeps the exact values and this same display string next to each total.
 */
export const DISPLAY_ROUNDING =
  't CO2e = exact kg / 1000, rounded half-up to 3 decimals, thousands separated by ","; data.json and the CSV files hold the exact values.';

function group(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [int, frac] = (negative ? fixed.slice(1) : fixed).split('.') as [string, string | undefined];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** A decimal rounded half-up to `places`, with thousands separators. */
export function formatNumber(value: string, places: number): string {
  return group(new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places));
}

/**
 * Exact kg as exact tonnes: the decimal point moved by the exponent (`"1234.5e-3"`). decimal.js
 * keeps every digit a value is constructed with, whereas a division or multiplication is cut to
 * 20 significant digits first.
 */
function kgToTonnes(kg: string): Decimal {
  return new Decimal(`${kg}e-3`);
}

/**
 * Exact kg as displayed tonnes: `1234567.89` → `1,234.568`, rounded half-up once, on the exact
 * value (a division would first cut `1000.4999999999999999999` kg to 1.0005 t, printed 1.001).
 */
export function formatTonnes(kg: string): string {
  return formatNumber(kgToTonnes(kg).toFixed(), 3);
}

/** Exact tonnes (no rounding) of an exact kg value. */
export function exactTonnes(kg: string): string {
  return kgToTonnes(kg).toFixed();
}

/** Human label of a scope-total key. */
export const TOTAL_LABELS = {
  scope1: 'Scope 1',
  scope2LocationBased: 'Scope 2 (location-based)',
  scope2MarketBased: 'Scope 2 (market-based)',
  scope3: 'Scope 3',
  totalLocationBased: 'Total (location-based)',
  totalMarketBased: 'Total (market-based)',
  biogenicCo2: 'Biogenic CO2 (outside the scopes)',
} as const;
