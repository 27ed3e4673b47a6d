import type { Decimal } from '../../decimal.js';
import { withoutFootnoteMarker } from '../labels.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import { readGasColumns, readGasValues } from './gas-columns.js';
import { findHeaderRow, type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

/** One line of a Hub table laid out by "Vehicle Type" and "Units" with gas columns (Tables 8 and 10). */
export interface VehicleLine {
  /** Row index in the table, for errors. */
  readonly row: number;
  /** Column of the vehicle type, for errors. */
  readonly nameCol: number;
  /** The vehicle type without its footnote marker. */
  readonly name: string;
  /** The unit as printed ("ton-mile") and its CTP id. */
  readonly printedUnit: string;
  readonly unit: string;
  /** Gas masses in kg per unit (CH4 and N2O converted from g). */
  readonly gases: Record<string, Decimal>;
}

/**
 * The lines of a Hub table laid out by vehicle type and unit, up to its source or notes row, with
 * the units mapped by `unitIds`. An unprinted unit id is a SourceFormatError naming the cell.
 */
export function vehicleTableLines(table: HubTable, unitIds: Readonly<Record<string, string>>): VehicleLine[] {
  const header = findHeaderRow(table, ['Vehicle Type', 'Units']);
  const texts = rowTexts(table, header);
  const nameCol = texts.indexOf('Vehicle Type');
  const unitCol = texts.indexOf('Units');
  const columns = readGasColumns(table, header, 'unit');
  const lines: VehicleLine[] = [];
  for (let r = header + 1; r < table.endRow; r++) {
    const printedName = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(printedName)) break;
    if (printedName === '') continue;
    const printedUnit = cellText(table.rows[r]?.[unitCol]);
    const unit = unitIds[printedUnit];
    if (unit === undefined)
      throw new SourceFormatError(tableLocation(table, r, unitCol), `unknown unit "${printedUnit}"`);
    lines.push({
      row: r,
      nameCol,
      name: withoutFootnoteMarker(printedName),
      printedUnit,
      unit,
      gases: readGasValues(table, r, columns),
    });
  }
  return lines;
}
