import { Decimal } from '../../decimal.js';
import { FACTOR_CATEGORIES } from '../../vocabulary.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
import { ngaFuelId } from './fuel-ids.js';
import type { NgaContext } from './nga-context.js';
import {
  columnHeaders,
  findColumn,
  findTable,
  type NgaTable,
  publishedValue,
  tableLocation,
  tableName,
} from './nga-table.js';

const GASES = ['CO2', 'CH4', 'N2O'] as const;

/** A Scope 3 factor found for a fuel, and the table it came from. */
export interface FuelScope3 {
  readonly fuel: string;
  readonly value: Decimal;
  readonly where: string;
}

function firstNumericRow(table: NgaTable): number {
  const row = table.rows.findIndex((r, i) => i > 0 && typeof r[2] === 'object' && r[2] !== null);
  if (row < 0) throw new SourceFormatError(tableLocation(table), 'no data rows');
  return row;
}

function scope1Row(
  fuel: string,
  label: string,
  table: NgaTable,
  co2eByGas: Record<string, Decimal>,
  total: Decimal,
  note: string,
  ctx: NgaContext,
): ImportedRow {
  return {
    category: FACTOR_CATEGORIES.stationary_combustion,
    subcategory: `${fuel}@energy`,
    unit: 'GJ',
    region: 'AU',
    factor: total,
    co2eByGas,
    gwpSet: ctx.gwpSet,
    gwpTimeframe: '100yr',
    effectiveFrom: ctx.effectiveFrom,
    effectiveTo: null,
    notes: `${tableName(table)}, ${label}: Scope 1, kg CO2-e/GJ (gross), ${note}`,
  };
}

/** A Scope 3 (well-to-tank) row of a fuel, kg CO2-e per GJ burnt. */
export function fuelScope3Row({ fuel, value, where }: FuelScope3, ctx: NgaContext): ImportedRow {
  return {
    category: FACTOR_CATEGORIES.wtt_fuels,
    subcategory: `${fuel}@energy`,
    unit: 'GJ',
    region: 'AU',
    factor: value,
    gwpSet: ctx.gwpSet,
    gwpTimeframe: '100yr',
    effectiveFrom: ctx.effectiveFrom,
    effectiveTo: null,
    notes: `${where}: Scope 3, kg CO2-e/GJ`,
  };
}

/**
 * The rows of one solid or liquid fuel table that {@link ngaFuelId} knows: Scope 1 per GJ with the
 * CO2, CH4 and N2O split (the printed "Combined gases" is checked against their sum; the 2021
 * layout prints none, so the sum is used) and, where the table has a Scope 3 column (from 2022),
 * the Scope 3 factor. `NE` Scope 3 cells are left out.
 */
export function fuelTableRows(
  sheets: readonly Worksheet[],
  what: string,
  title: RegExp,
  ctx: NgaContext,
): ImportedRow[] {
  const table = findTable(sheets, what, (t) => title.test(t));
  const firstData = firstNumericRow(table);
  const headers = columnHeaders(table, firstData);
  const last = (parts: readonly string[]) => parts.at(-1) ?? '';
  const gasColumns = GASES.map(
    (gas) => [gas, findColumn(table, headers, `${gas} kg CO2-e/GJ`, (p) => last(p) === gas)] as const,
  );
  const combinedColumn = headers.findIndex((parts) => /^combined gases$/i.test(last(parts)));
  const scope3Column = headers.findIndex((parts) => parts.some((p) => /scope 3/i.test(p)));
  const rows: ImportedRow[] = [];
  for (let row = firstData; row < table.rows.length; row++) {
    const label = cellText(table.rows[row]?.[0]);
    const fuel = ngaFuelId(label);
    if (fuel === undefined) continue;
    const co2eByGas: Record<string, Decimal> = {};
    for (const [gas, column] of gasColumns)
      co2eByGas[gas] = publishedValue(table, row, column) ?? new Decimal(0);
    const sum = GASES.reduce((total, gas) => total.plus(co2eByGas[gas] ?? 0), new Decimal(0));
    const printed = combinedColumn >= 0 ? publishedValue(table, row, combinedColumn) : null;
    if (printed !== null && !printed.equals(sum)) {
      throw new SourceFormatError(
        tableLocation(table, row, combinedColumn),
        `combined gases ${printed.toString()} is not CO2 + CH4 + N2O = ${sum.toString()}`,
      );
    }
    const note =
      printed === null
        ? 'sum of the CO2, CH4 and N2O columns (this layout prints no total)'
        : 'combined gases as printed';
    rows.push(scope1Row(fuel, label, table, co2eByGas, sum, note, ctx));
    const scope3 = scope3Column >= 0 ? publishedValue(table, row, scope3Column) : null;
    if (scope3 !== null)
      rows.push(fuelScope3Row({ fuel, value: scope3, where: `${tableName(table)}, ${label}` }, ctx));
  }
  return rows;
}

/** The 2021 layout's separate Scope 3 tables (Table 42 solid, Table 45 liquid): label and one kg CO2-e/GJ column. */
export function fuelScope3TableRows(
  sheets: readonly Worksheet[],
  what: string,
  title: RegExp,
  ctx: NgaContext,
): ImportedRow[] {
  const table = findTable(sheets, what, (t) => title.test(t));
  return table.rows.flatMap((cells, row) => {
    const label = cellText(cells[0]);
    const fuel = row > 0 ? ngaFuelId(label) : undefined;
    const value = fuel === undefined ? null : publishedValue(table, row, 1);
    return fuel === undefined || value === null
      ? []
      : [fuelScope3Row({ fuel, value, where: `${tableName(table)}, ${label}` }, ctx)];
  });
}
