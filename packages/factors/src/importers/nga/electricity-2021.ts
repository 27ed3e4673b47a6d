import type { Decimal } from '../../decimal.js';
import { ELECTRICITY } from '../../vocabulary.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
import { type ElectricityValue, electricityFactorRows, labelRegions } from './electricity.js';
import type { NgaContext } from './nga-context.js';
import { ngaRegions } from './nga-regions.js';
import {
  columnHeaders,
  findColumn,
  findTable,
  type NgaTable,
  publishedValue,
  tableLocation,
  tableName,
} from './nga-table.js';

const FINANCIAL_YEAR = /^\d{4}\/\d{2,4}$/;

/** Table 5: the Scope 2 factor of each state, territory or grid, by label. */
function scope2ByState(table: NgaTable): Map<string, Decimal> {
  const values = new Map<string, Decimal>();
  table.rows.forEach((row, index) => {
    const label = cellText(row[0]);
    if (index < 3 || label === '') return;
    if (labelRegions(table, index, label).length === 0) return;
    const value = publishedValue(table, index, 1);
    if (value !== null) values.set(label, value);
  });
  return values;
}

interface YearRow {
  readonly label: string;
  readonly year: string;
  readonly row: number;
}

/** Table 46: for each state block, the last financial-year row (the one before "Latest estimate"). */
function lastYearRows(table: NgaTable): YearRow[] {
  const found: YearRow[] = [];
  let block: string | undefined;
  table.rows.forEach((row, index) => {
    const first = cellText(row[0]);
    const rest = row.slice(1).every((cell) => cellText(cell) === '');
    if (index > 1 && rest && first !== '') {
      labelRegions(table, index, first);
      block = first;
    } else if (block !== undefined && FINANCIAL_YEAR.test(first)) {
      const previous = found.at(-1);
      const entry = { label: block, year: first, row: index };
      if (previous?.label === block) found[found.length - 1] = entry;
      else found.push(entry);
    }
  });
  return found;
}

/**
 * The 2021 layout (46+ tables): Scope 2 by state in Table 5, which reproduces one financial year of
 * Table 46 ("Scope 2 and 3 emissions factors – consumption of purchased electricity by end users").
 * The importer checks that every Table 5 value equals that year's row, then takes the Scope 3
 * factors and the national average from the same row, so all three rest on one year's data.
 * Table 46's "Latest estimate" row (a later year) is not used.
 */
export function electricityRows2021(sheets: readonly Worksheet[], ctx: NgaContext): ImportedRow[] {
  const table5 = findTable(sheets, 'Scope 2 electricity by state', (t) =>
    /^Table \d+: Indirect \(scope 2\) emission factors for consumption of purchased electricity/i.test(t),
  );
  const table46 = findTable(sheets, 'Scope 2 and 3 electricity by year', (t) =>
    /Scope 2 and 3 emissions factors . consumption of purchased electricity by end users/i.test(t),
  );
  const firstYear = table46.rows.findIndex((row) => FINANCIAL_YEAR.test(cellText(row[0])));
  if (firstYear < 0) throw new SourceFormatError(tableLocation(table46), 'no financial-year rows');
  const headers = columnHeaders(table46, firstYear);
  const perKwh = (scope: string) => (parts: readonly string[]) =>
    new RegExp(`^EF for scope ${scope}$`, 'i').test(parts[0] ?? '') && parts.some((p) => /kWh/.test(p));
  const scope2Column = findColumn(table46, headers, 'Scope 2 kg CO2-e/kWh', perKwh('2'));
  const scope3Column = findColumn(table46, headers, 'Scope 3 kg CO2-e/kWh', perKwh('3'));
  const scope2 = scope2ByState(table5);
  const values: ElectricityValue[] = [...scope2].map(([label, value]) => ({
    label,
    subcategory: ELECTRICITY.grid_average,
    value,
    where: tableName(table5),
  }));
  for (const { label, year, row } of lastYearRows(table46)) {
    const where = `${tableName(table46)} ${year}`;
    const stated = publishedValue(table46, row, scope2Column);
    const table5Label = [...scope2.keys()].find((l) => ngaRegions(l)?.join() === ngaRegions(label)?.join());
    const fromTable5 = table5Label === undefined ? undefined : scope2.get(table5Label);
    if (fromTable5 !== undefined && (stated === null || !stated.equals(fromTable5))) {
      throw new SourceFormatError(
        tableLocation(table46, row, scope2Column),
        `${label} ${year} Scope 2 is ${stated?.toString() ?? 'empty'}, Table 5 says ${fromTable5.toString()}; the two tables no longer describe the same year`,
      );
    }
    if (fromTable5 === undefined && stated !== null) {
      values.push({ label, subcategory: ELECTRICITY.grid_average, value: stated, where });
    }
    const upstream = publishedValue(table46, row, scope3Column);
    if (upstream !== null) values.push({ label, subcategory: ELECTRICITY.upstream, value: upstream, where });
  }
  return electricityFactorRows(values, ctx);
}
