import type { Decimal } from '../decimal.js';
import { toDecimal } from '../decimal.js';

/** 1 international avoirdupois pound in kilograms (exact by definition, 1959). */
export const KG_PER_POUND = toDecimal('0.45359237');
/** Grams in a kilogram. */
export const GRAMS_PER_KG = toDecimal(1000);
/** Kilograms in a metric ton (tonne). */
export const KG_PER_METRIC_TON = toDecimal(1000);

/** The mass units publishers print factors in. */
export type MassUnit = 'kg' | 'g' | 'lb' | 'metric_ton';

/** Converts a mass to kilograms, exactly (decimal arithmetic only). */
export function massToKg(value: Decimal, unit: MassUnit): Decimal {
  switch (unit) {
    case 'kg':
      return value;
    case 'g':
      return value.div(GRAMS_PER_KG);
    case 'lb':
      return value.mul(KG_PER_POUND);
    case 'metric_ton':
      return value.mul(KG_PER_METRIC_TON);
  }
}

/** Reads a printed mass unit (`kg`, `g`, `lb`, `metric tons`); null when it is none of them. */
export function parseMassUnit(text: string): MassUnit | null {
  const t = text.trim().toLowerCase();
  if (t === 'kg') return 'kg';
  if (t === 'g') return 'g';
  if (t === 'lb' || t === 'lbs') return 'lb';
  if (t === 'metric ton' || t === 'metric tons' || t === 'tonne' || t === 'tonnes') return 'metric_ton';
  return null;
}
