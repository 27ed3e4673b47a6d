import { FACTOR_CATEGORIES } from '../../vocabulary.js';
import type { ImportedRow } from '../imported-row.js';
import { cellText } from '../spreadsheet/cells.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
import { labelRegions } from './electricity.js';
import type { NgaContext } from './nga-context.js';
import { ngaRegions } from './nga-regions.js';
import { columnHeaders, findColumn, findTable, publishedValue, tableName } from './nga-table.js';

/** Subcategories of the two NGA Scope 3 natural gas factors, per GJ (gross). */
export const NGA_GAS_SCOPE3 = {
  metro: 'natural_gas.metro@energy',
  non_metro: 'natural_gas.non_metro@energy',
} as const;

/**
 * Scope 3 of natural gas by state (Table 43 in 2021, 4 in 2022, 5 in 2023, 6 in 2024): kg CO2-e
 * per GJ burnt for the extraction, production and transport of the gas, for metropolitan and
 * non-metropolitan users. Imported as `wtt_fuels` (Scope 3 category 3, activity A) under
 * {@link NGA_GAS_SCOPE3}, so a plain `natural_gas` lookup never picks one of the two by accident.
 * Cells printed `C` (confidential) or `NA` (Tasmania, Northern Territory) are left out.
 */
export function naturalGasScope3Rows(sheets: readonly Worksheet[], ctx: NgaContext): ImportedRow[] {
  const table = findTable(sheets, 'Scope 3 natural gas', (t) =>
    /scope 3\)? emissions?\b.*\bnatural gas\b/i.test(t),
  );
  const firstData = table.rows.findIndex(
    (row, index) => index > 0 && ngaRegions(cellText(row[0])) !== undefined,
  );
  const headers = columnHeaders(table, firstData);
  const perGj = (area: RegExp) => (parts: readonly string[]) =>
    parts.some((p) => area.test(p)) && parts.some((p) => /GJ/.test(p));
  const columns = [
    ['metro', NGA_GAS_SCOPE3.metro, findColumn(table, headers, 'Metro kg CO2-e/GJ', perGj(/^metro$/i))],
    [
      'non-metro',
      NGA_GAS_SCOPE3.non_metro,
      findColumn(table, headers, 'Non-metro kg CO2-e/GJ', perGj(/^non-metro$/i)),
    ],
  ] as const;
  const rows: ImportedRow[] = [];
  for (let row = firstData; row < table.rows.length; row++) {
    const label = cellText(table.rows[row]?.[0]);
    if (label === '') continue;
    for (const region of labelRegions(table, row, label)) {
      for (const [area, subcategory, column] of columns) {
        const value = publishedValue(table, row, column);
        if (value === null) continue;
        rows.push({
          category: FACTOR_CATEGORIES.wtt_fuels,
          subcategory,
          unit: 'GJ',
          region,
          factor: value,
          gwpSet: ctx.gwpSet,
          gwpTimeframe: '100yr',
          effectiveFrom: ctx.effectiveFrom,
          effectiveTo: null,
          notes: `${tableName(table)}, ${label}: Scope 3 of natural gas, ${area}, kg CO2-e/GJ`,
        });
      }
    }
  }
  return rows;
}
