import { Decimal, toDecimal } from '../../decimal.js';
import { FACTOR_CATEGORIES } from '../../vocabulary.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
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

const PIPELINE_GAS = /^natural gas distributed in a pipeline$/i;
const GASES = ['CO2', 'CH4', 'N2O'] as const;

/** An energy content as printed: a number, `0.0393`, or the 2021 layout's text `39.3 × 10‑3`. */
function energyContent(table: NgaTable, row: number, column: number): Decimal {
  const text = cellText(table.rows[row]?.[column]);
  const power = /^(\d+(?:\.\d+)?) × 10[‑-](\d+)$/.exec(text);
  if (power?.[1] !== undefined && power[2] !== undefined) {
    return toDecimal(power[1]).times(new Decimal(10).pow(-Number(power[2])));
  }
  const value = publishedValue(table, row, column);
  if (value === null) throw new SourceFormatError(tableLocation(table, row, column), 'no energy content');
  return value;
}

/**
 * Scope 1 of "Natural gas distributed in a pipeline" from the gaseous fuels table (Table 2 in 2021,
 * 3 in 2022, 4 in 2023, 5 in 2024): kg CO2-e per GJ (gross) of CO2, CH4 and N2O, and their sum.
 * From 2022 the table prints the sum ("Combined gases") and the importer checks it; the 2021
 * layout prints only the three gases, so the sum is computed. The energy content (GJ/m3) goes
 * into the notes: NGA factors are per GJ and the algorithms take gas in energy.
 */
export function naturalGasScope1Rows(sheets: readonly Worksheet[], ctx: NgaContext): ImportedRow[] {
  const table = findTable(sheets, 'gaseous fuels', (t) => /consumption of gaseous fuels/i.test(t));
  const row = table.rows.findIndex((r) => PIPELINE_GAS.test(cellText(r[0])));
  if (row < 0)
    throw new SourceFormatError(tableLocation(table), 'no row "Natural gas distributed in a pipeline"');
  const headers = columnHeaders(table, row);
  const last = (parts: readonly string[]) => parts.at(-1) ?? '';
  const co2eByGas: Record<string, Decimal> = {};
  for (const gas of GASES) {
    const column = findColumn(table, headers, `${gas} kg CO2-e/GJ`, (parts) => last(parts) === gas);
    co2eByGas[gas] = publishedValue(table, row, column) ?? new Decimal(0);
  }
  const sum = GASES.reduce((total, gas) => total.plus(co2eByGas[gas] ?? 0), new Decimal(0));
  const combinedColumn = headers.findIndex((parts) => /^combined gases$/i.test(last(parts)));
  let combined = sum;
  if (combinedColumn >= 0) {
    combined = publishedValue(table, row, combinedColumn) ?? sum;
    if (!combined.equals(sum)) {
      throw new SourceFormatError(
        tableLocation(table, row, combinedColumn),
        `combined gases ${combined.toString()} is not CO2 + CH4 + N2O = ${sum.toString()}`,
      );
    }
  }
  const contentColumn = findColumn(table, headers, 'energy content', (parts) =>
    /energy content/i.test(parts[0] ?? ''),
  );
  const content = energyContent(table, row, contentColumn);
  const how =
    combinedColumn >= 0
      ? 'combined gases as printed'
      : 'sum of the CO2, CH4 and N2O columns (this layout prints no total)';
  return [
    {
      category: FACTOR_CATEGORIES.stationary_combustion,
      subcategory: 'natural_gas@energy',
      unit: 'GJ',
      region: 'AU',
      factor: combined,
      co2eByGas,
      gwpSet: ctx.gwpSet,
      gwpTimeframe: '100yr',
      effectiveFrom: ctx.effectiveFrom,
      effectiveTo: null,
      notes: `${tableName(table)}, Natural gas distributed in a pipeline: Scope 1, kg CO2-e/GJ (gross), ${how}; energy content ${content.toString()} GJ/m3`,
    },
  ];
}
