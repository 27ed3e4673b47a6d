import type { Decimal } from '../../decimal.js';
import { ELECTRICITY, FACTOR_CATEGORIES } from '../../vocabulary.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
import type { NgaContext } from './nga-context.js';
import { ngaRegions } from './nga-regions.js';
import {
  columnHeaders,
  findColumn,
  findTable,
  type NgaTable,
  publishedValue,
  rowLabel,
  tableLocation,
  tableName,
} from './nga-table.js';

/** One published electricity value for one label, before it is spread over the label's regions. */
export interface ElectricityValue {
  readonly label: string;
  readonly subcategory: string;
  readonly value: Decimal;
  readonly where: string;
}

/** Regions of a data-row label; throws on a label the importer does not know (a changed layout). */
export function labelRegions(table: NgaTable, row: number, label: string): readonly string[] {
  const regions = ngaRegions(label);
  if (regions === undefined) {
    throw new SourceFormatError(tableLocation(table, row, 0), `unknown state, territory or grid "${label}"`);
  }
  return regions;
}

/** Spreads each value over the regions of its label, as kg CO2-e per kWh rows. */
export function electricityFactorRows(values: readonly ElectricityValue[], ctx: NgaContext): ImportedRow[] {
  return values.flatMap(({ label, subcategory, value, where }) =>
    (ngaRegions(label) ?? []).map(
      (region): ImportedRow => ({
        category: FACTOR_CATEGORIES.electricity,
        subcategory,
        unit: 'kWh',
        region,
        factor: value,
        gwpSet: ctx.gwpSet,
        gwpTimeframe: '100yr',
        effectiveFrom: ctx.effectiveFrom,
        effectiveTo: null,
        notes: `${where}, ${label}: ${subcategory === ELECTRICITY.upstream ? 'Scope 3' : 'Scope 2'}, kg CO2-e/kWh`,
      }),
    ),
  );
}

/** True for the title of the 2022–2024 location-based electricity table (Table 1), not its market-based sibling. */
export const isLocationTableTitle = (title: string): boolean =>
  /^Table \d+\w?:? Indirect \(scope 2 and scope 3\) emissions? (factors )?from consumption of purchased (or acquired )?electricity/i.test(
    title,
  ) && !/market-based/i.test(title);

/**
 * The 2022–2024 layout: one table (Table 1) with a Scope 2 and a Scope 3 column in kg CO2-e/kWh
 * for each state, territory or grid and the national average. `NE` cells are left out.
 */
export function electricityRows(sheets: readonly Worksheet[], ctx: NgaContext): ImportedRow[] {
  const table = findTable(sheets, 'location-based electricity', isLocationTableTitle);
  const firstData = table.rows.findIndex(
    (_row, index) => index > 0 && ngaRegions(rowLabel(table, index)) !== undefined,
  );
  const headers = columnHeaders(table, firstData);
  const perKwh = (scope: string) => (parts: readonly string[]) =>
    parts.some((p) => new RegExp(`scope ${scope}`, 'i').test(p)) && parts.some((p) => /kWh/.test(p));
  const columns = [
    [ELECTRICITY.grid_average, findColumn(table, headers, 'Scope 2 kg CO2-e/kWh', perKwh('2'))],
    [ELECTRICITY.upstream, findColumn(table, headers, 'Scope 3 kg CO2-e/kWh', perKwh('3'))],
  ] as const;
  const values: ElectricityValue[] = [];
  for (let row = firstData; row < table.rows.length; row++) {
    if (!(table.rows[row]?.slice(1).some((cell) => cell !== null) ?? false)) continue;
    const label = rowLabel(table, row);
    labelRegions(table, row, label);
    for (const [subcategory, column] of columns) {
      const value = publishedValue(table, row, column);
      if (value !== null) values.push({ label, subcategory, value, where: tableName(table) });
    }
  }
  return electricityFactorRows(values, ctx);
}
