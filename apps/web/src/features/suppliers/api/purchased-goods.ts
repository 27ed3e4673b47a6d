import Decimal from 'decimal.js';
import type { SummaryGroup } from '../../results';

/** The spend-based category and the supplier-specific one of Scope 3 category 1 (purchased goods). */
export const SPEND_CATEGORY = 'scope3.purchased_goods';
export const SUPPLIER_CATEGORY = 'scope3.purchased_goods.supplier_specific';

/** One year of purchased goods: what rests on supplier data, what on spend estimates (kg, exact). */
export interface PurchasedGoodsYear {
  year: string;
  supplierKg: Decimal;
  spendKg: Decimal;
  supplierResults: number;
  spendResults: number;
}

/**
 * Splits the Scope 3 summary (grouped by category and year) into the purchased-goods figures that
 * rest on supplier data and those estimated from spend, year by year, newest first. Other Scope 3
 * categories are left out; amounts stay exact (decimal.js).
 */
export function purchasedGoodsByYear(groups: readonly SummaryGroup[]): PurchasedGoodsYear[] {
  const years = new Map<string, PurchasedGoodsYear>();
  for (const group of groups) {
    const supplier = group.category === SUPPLIER_CATEGORY;
    if (!supplier && group.category !== SPEND_CATEGORY) continue;
    const year = group.period ?? '';
    const entry = years.get(year) ?? {
      year,
      supplierKg: new Decimal(0),
      spendKg: new Decimal(0),
      supplierResults: 0,
      spendResults: 0,
    };
    if (supplier) {
      entry.supplierKg = entry.supplierKg.plus(group.co2eKg);
      entry.supplierResults += group.results;
    } else {
      entry.spendKg = entry.spendKg.plus(group.co2eKg);
      entry.spendResults += group.results;
    }
    years.set(year, entry);
  }
  return [...years.values()].sort((a, b) => b.year.localeCompare(a.year));
}

/** The share of supplier data in a year's purchased goods (0–100), or undefined when the year is empty. */
export function supplierShare(year: PurchasedGoodsYear): Decimal | undefined {
  const total = year.supplierKg.plus(year.spendKg);
  return total.isZero() ? undefined : year.supplierKg.div(total).times(100);
}
