import type { FactorEditionsOfYear } from '../mapper/factor-editions.js';
import type { TextTable } from './content.js';
import { formatNumber } from './format.js';

/** The year as printed: `2019 (base year)` for the base year. */
export function editionYearLabel(y: FactorEditionsOfYear): string {
  return y.baseYear ? `${y.year} (base year)` : y.year;
}

/**
 * "Emission factor editions by year": one row per year and edition, the year repeated on every
 * row so a row read alone (a screen reader, a copied cell) still says which year it is about.
 */
export function factorEditionsTable(years: readonly FactorEditionsOfYear[]): TextTable {
  return {
    columns: ['Year', 'Dataset edition', 'Results'],
    rows: years.flatMap((y) =>
      y.editions.map((e) => [editionYearLabel(y), e.dataset, formatNumber(String(e.results), 0)]),
    ),
  };
}
