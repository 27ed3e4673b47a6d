import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellDecimal, cellText } from '../spreadsheet/cells.js';
import { massToKg, parseMassUnit } from '../unit-conversions.js';
import { epaFuelId, epaPhysicalUnitId } from './fuel-ids.js';
import type { HubContext } from './hub-context.js';
import { findHeaderRow, type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

/**
 * Rows of Table 2 "Mobile Combustion CO2" (category `mobile_combustion`, gases {CO2} per gallon or
 * scf). A fuel that Table 1 lists under a biomass heading (`biomassIds`) reports `CO2_biogenic`.
 * Header: "Fuel Type" | "kg CO2 per unit" | "Unit".
 */
export function mobileCombustionRows(
  table: HubTable,
  ctx: HubContext,
  biomassIds: ReadonlySet<string>,
): ImportedRow[] {
  const header = findHeaderRow(table, ['Fuel Type', 'Unit']);
  const texts = rowTexts(table, header);
  const nameCol = texts.indexOf('Fuel Type');
  const unitCol = texts.indexOf('Unit');
  const valueCol = texts.findIndex((t) => /^\w+ CO2 per unit$/.test(t));
  const mass = parseMassUnit(texts[valueCol]?.split(' ')[0] ?? '');
  if (valueCol < 0 || mass === null) {
    throw new SourceFormatError(tableLocation(table, header), 'no "kg CO2 per unit" column');
  }
  const rows: ImportedRow[] = [];
  for (let r = header + 1; r < table.endRow; r++) {
    const name = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(name)) break;
    if (name === '') continue;
    const printedUnit = cellText(table.rows[r]?.[unitCol]);
    const unit = epaPhysicalUnitId(printedUnit);
    if (unit === null)
      throw new SourceFormatError(tableLocation(table, r, unitCol), `unknown unit "${printedUnit}"`);
    const co2 = massToKg(cellDecimal(table.rows[r]?.[valueCol], tableLocation(table, r, valueCol)), mass);
    const id = epaFuelId(name);
    const biogenic = biomassIds.has(id);
    rows.push({
      category: 'mobile_combustion',
      subcategory: id,
      unit,
      region: ctx.region,
      factor: null,
      gases: { [biogenic ? 'CO2_biogenic' : 'CO2']: co2 },
      gwpSet: null,
      gwpTimeframe: null,
      ...ctx.effective,
      notes: `Table ${table.number} ${table.title}: ${name}${biogenic ? '; CO2 is biogenic (a biomass fuel in Table 1)' : ''}`,
    });
  }
  return rows;
}
