import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId, withoutFootnoteMarker } from '../labels.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import { readGasColumns, readGasValues } from './gas-columns.js';
import type { HubContext } from './hub-context.js';
import { findHeaderRow, type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

/** Table 10 vehicle types (footnote letters removed) → `PASSENGER_TRANSPORT` ids. */
const MODE_IDS: Readonly<Record<string, string>> = {
  'Passenger Car': 'car.average',
  'Light-Duty Truck': 'light_truck',
  Motorcycle: 'motorcycle',
  'Intercity Rail - Northeast Corridor': 'rail.intercity_northeast',
  'Intercity Rail - Other Routes': 'rail.intercity_other',
  'Intercity Rail - National Average': 'rail.national',
  'Commuter Rail': 'rail.commuter',
  'Transit Rail (i.e. Subway, Tram)': 'rail.transit',
  Bus: 'bus',
  'Air Travel - Short Haul (< 300 miles)': 'air.short_haul',
  'Air Travel - Medium Haul (>= 300 miles, < 2300 miles)': 'air.medium_haul',
  'Air Travel - Long Haul (>= 2300 miles)': 'air.long_haul',
};

/** Table 10 units → CTP unit ids. */
const UNIT_IDS: Readonly<Record<string, string>> = {
  'vehicle-mile': 'vmi',
  'passenger-mile': 'pmi',
};

/**
 * Rows of Table 10 "Business Travel and Employee Commuting" (category `passenger_transport`):
 * CO2 (kg), CH4 and N2O (g → kg) per vehicle-mile (`vmi`) or passenger-mile (`pmi`).
 * The Hub's air factors are DEFRA's without radiative forcing, so they carry no `.rf` suffix.
 */
export function businessTravelRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  const header = findHeaderRow(table, ['Vehicle Type', 'Units']);
  const texts = rowTexts(table, header);
  const nameCol = texts.indexOf('Vehicle Type');
  const unitCol = texts.indexOf('Units');
  const columns = readGasColumns(table, header, 'unit');
  const rows: ImportedRow[] = [];
  for (let r = header + 1; r < table.endRow; r++) {
    const printedName = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(printedName)) break;
    if (printedName === '') continue;
    const name = withoutFootnoteMarker(printedName);
    const printedUnit = cellText(table.rows[r]?.[unitCol]);
    const unit = UNIT_IDS[printedUnit];
    if (unit === undefined)
      throw new SourceFormatError(tableLocation(table, r, unitCol), `unknown unit "${printedUnit}"`);
    rows.push({
      category: 'passenger_transport',
      subcategory: MODE_IDS[name] ?? snakeCaseId(name),
      unit,
      region: ctx.region,
      factor: null,
      gases: readGasValues(table, r, columns),
      gwpSet: null,
      gwpTimeframe: null,
      ...ctx.effective,
      notes: `Table ${table.number}: ${name}, per ${printedUnit}; tank-to-wheel`,
    });
  }
  return rows;
}
