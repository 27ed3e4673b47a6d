import type { Decimal } from '../../decimal.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellDecimal } from '../spreadsheet/cells.js';
import { type MassUnit, massToKg, parseMassUnit } from '../unit-conversions.js';
import { type HubTable, rowTexts, tableLocation } from './hub-tables.js';

/** A column headed like "CH4 Factor (g CH4 / mmBtu)". */
export interface GasColumn {
  readonly index: number;
  readonly gas: 'CO2' | 'CH4' | 'N2O';
  readonly mass: MassUnit;
  /** The denominator as printed: `mmBtu`, `unit`, … */
  readonly per: string;
}

/** The 2021 Hub leaves the gas out of the unit ("CO2 Factor (kg / mmBtu)"); later editions repeat it. */
const GAS_COLUMN = /^(CO2|CH4|N2O) Factor \((\w+)(?: (CO2|CH4|N2O))? ?\/ ?([^)]+)\)$/;

/**
 * Finds the CO2, CH4 and N2O factor columns of a header row. Each must be headed
 * "{gas} Factor ({mass unit} {gas} / {denominator})", or "{gas} Factor ({mass unit} / {denominator})"
 * as in 2021, with the denominator `per`; throws otherwise.
 */
export function readGasColumns(table: HubTable, headerRow: number, per: string): GasColumn[] {
  const columns: GasColumn[] = [];
  rowTexts(table, headerRow).forEach((text, index) => {
    if (!/^(CO2|CH4|N2O) Factor/.test(text)) return;
    const m = GAS_COLUMN.exec(text);
    const mass = parseMassUnit(m?.[2] ?? '');
    if (m === null || mass === null || (m[3] !== undefined && m[1] !== m[3]) || m[4]?.trim() !== per) {
      throw new SourceFormatError(
        tableLocation(table, headerRow, index),
        `unrecognised column header "${text}", expected "… / ${per})"`,
      );
    }
    columns.push({ index, gas: m[1] as GasColumn['gas'], mass, per });
  });
  if (
    columns
      .map((c) => c.gas)
      .sort()
      .join(',') !== 'CH4,CO2,N2O'
  ) {
    throw new SourceFormatError(
      tableLocation(table, headerRow),
      'expected one CO2, one CH4 and one N2O factor column',
    );
  }
  return columns;
}

/** The gas values of row `r` in kg per unit. */
export function readGasValues(
  table: HubTable,
  r: number,
  columns: readonly GasColumn[],
): Record<string, Decimal> {
  const gases: Record<string, Decimal> = {};
  for (const col of columns) {
    gases[col.gas] = massToKg(
      cellDecimal(table.rows[r]?.[col.index], tableLocation(table, r, col.index)),
      col.mass,
    );
  }
  return gases;
}
