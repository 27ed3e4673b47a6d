import { SourceFormatError } from '../source-format-error.js';
import { type MassUnit, parseMassUnit } from '../unit-conversions.js';
import { type EgridTable, egridLocation, plainRow } from './egrid-tables.js';

/** The gases of the total output rates that make a grid factor; NOX, SO2 and CO2e are not imported. */
export const RATE_GASES = ['CO2', 'CH4', 'N2O'] as const;

/** Where the total output rates of a summary table are, whatever the edition's layout. */
export interface RateLayout {
  /** Column of the row label (subregion acronym, or state). */
  readonly labelCol: number;
  /** Column of the subregion name beside the acronym, or -1 (state table). */
  readonly nameCol: number;
  readonly gasCols: readonly { readonly gas: (typeof RATE_GASES)[number]; readonly index: number }[];
  /** Mass unit of the rates (per MWh). */
  readonly mass: MassUnit;
  /** Column "Grid Gross Loss (%)", or -1 when the table has none. */
  readonly lossCol: number;
  /** 0-based index of the first data row. */
  readonly firstDataRow: number;
}

function findRow(table: EgridTable, from: number, test: (texts: string[]) => boolean): number {
  for (let r = from; r < Math.min(table.rows.length, from + 8); r++) if (test(plainRow(table, r))) return r;
  return -1;
}

/**
 * Reads the header block of Table 1 or Table 3. Two layouts are known:
 * - 2019 and 2021: a group row ("Total output emission rates" over the first gas column), a unit
 *   row (`lb/MWh` or `(lb/MWh)`) and a gas row (`CO2`, `CH4`, `N2O`, …);
 * - 2023: the same three rows, gases printed with subscripts (`CO₂`), the group row repeating the
 *   other gas names and the gas row repeating the label headers, above a row of `V2`, `V3`, …
 * The label column is found by `labelHeader` in the group row (or, 2023, the gas row).
 * @throws {SourceFormatError} when a header, unit or gas is not where the layout puts it.
 */
export function rateLayout(table: EgridTable, labelHeader: RegExp): RateLayout {
  const groupRow = findRow(table, 0, (t) => t.some((x) => /^Total output emission rates$/i.test(x)));
  if (groupRow < 0)
    throw new SourceFormatError(egridLocation(table), 'no "Total output emission rates" header');
  const group = plainRow(table, groupRow);
  const groupCol = group.findIndex((x) => /^Total output emission rates$/i.test(x));
  const labelCol = group.findIndex((x) => labelHeader.test(x));
  if (labelCol < 0)
    throw new SourceFormatError(egridLocation(table, groupRow), `no column header matching ${labelHeader}`);
  const unitRow = findRow(table, groupRow + 1, (t) => /^\(?\w+ ?\/ ?MWh\)?$/.test(t[groupCol] ?? ''));
  const unitText = unitRow < 0 ? '' : (plainRow(table, unitRow)[groupCol] ?? '');
  const mass = parseMassUnit(/^\(?(\w+)/.exec(unitText)?.[1] ?? '');
  if (mass === null)
    throw new SourceFormatError(
      egridLocation(table, groupRow + 1, groupCol),
      'no rate unit such as "lb/MWh"',
    );
  const gasRow = findRow(table, unitRow + 1, (t) => t[groupCol] === 'CO2');
  if (gasRow < 0)
    throw new SourceFormatError(
      egridLocation(table, unitRow + 1, groupCol),
      'no gas row starting with "CO2"',
    );
  const gases = plainRow(table, gasRow);
  const gasCols = RATE_GASES.map((gas, offset) => {
    const index = groupCol + offset;
    if (gases[index] !== gas)
      throw new SourceFormatError(
        egridLocation(table, gasRow, index),
        `expected "${gas}", found "${gases[index]}"`,
      );
    return { gas, index };
  });
  const nameCol = group.findIndex((x) => /^eGRID subregion name$/i.test(x));
  const lossCol = group.findIndex((x) => /^Grid Gross Loss/i.test(x));
  return { labelCol, nameCol, gasCols, mass, lossCol, firstDataRow: gasRow + 1 };
}
