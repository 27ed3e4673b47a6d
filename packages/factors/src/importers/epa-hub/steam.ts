import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import { readGasColumns, readGasValues } from './gas-columns.js';
import type { HubContext } from './hub-context.js';
import { type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

function findAssumption(table: HubTable, from: number): string | undefined {
  for (let r = from; r < table.endRow; r++) {
    const text = rowTexts(table, r).find((t) => /assume/i.test(t));
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * The row of Table 7 "Steam and Heat" (category `heat_steam`, subcategory `steam`, unit `mmBtu`):
 * CO2, CH4 and N2O per mmBtu of steam or heat purchased, in kg. The Hub's assumption (natural gas
 * at 80 % efficiency) is quoted in notes when the table states it.
 */
export function steamRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  let header = -1;
  for (let r = table.titleRow + 1; r < table.endRow && header < 0; r++) {
    if (rowTexts(table, r).some((t) => /^CO2 Factor/.test(t))) header = r;
  }
  if (header < 0)
    throw new SourceFormatError(tableLocation(table), 'no "CO2 Factor (kg CO2 / mmBtu)" header row');
  const columns = readGasColumns(table, header, 'mmBtu');
  const nameCol = Math.min(...columns.map((c) => c.index)) - 1;
  const assumption = findAssumption(table, header);
  const rows: ImportedRow[] = [];
  for (let r = header + 1; r < table.endRow; r++) {
    const name = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(name)) break;
    if (name === '') continue;
    rows.push({
      category: 'heat_steam',
      subcategory: 'steam',
      unit: 'mmBtu',
      region: ctx.region,
      factor: null,
      gases: readGasValues(table, r, columns),
      gwpSet: null,
      gwpTimeframe: null,
      ...ctx.effective,
      notes: `Table ${table.number} ${table.title}: ${name}${assumption ? `; ${assumption}` : ''}`,
    });
  }
  if (rows.length !== 1)
    throw new SourceFormatError(tableLocation(table), `expected one steam row, found ${rows.length}`);
  return rows;
}
