import type { Decimal } from '../../decimal.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellDecimal, cellText, optionalCellDecimal } from '../spreadsheet/cells.js';
import { massToKg, parseMassUnit } from '../unit-conversions.js';
import type { HubContext } from './hub-context.js';
import { findHeaderRow, type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

function sourceEdition(table: HubTable, from: number): string {
  for (let r = from; r < table.endRow; r++) {
    const match = /eGRID\d{4}[^(]*/.exec(rowTexts(table, r).join(' '));
    if (match) return match[0].trim().replace(/,$/, '');
  }
  return 'eGRID';
}

/**
 * Rows of Table 6 "Electricity" (category `electricity`, subcategory `grid_average`, unit `MWh`):
 * the eGRID *total output* rates per subregion (`US-{acronym}`; "US Average" → `US`), CO2, CH4 and
 * N2O converted from lb to kg (× 0.45359237 exactly). Non-baseload rates are not imported: the Hub
 * says they are not for inventories. The grid gross loss (2025 Hub onwards) is recorded in notes.
 */
export function electricityRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  const header = findHeaderRow(table, ['eGRID Subregion Acronym']);
  const texts = rowTexts(table, header);
  const acronymCol = texts.indexOf('eGRID Subregion Acronym');
  const totalCol = rowTexts(table, header - 1).indexOf('Total Output Emission Factors');
  const lossCol = texts.findIndex((t) => /^Grid Gross Loss/i.test(t));
  if (totalCol < 0)
    throw new SourceFormatError(
      tableLocation(table, header - 1),
      'no "Total Output Emission Factors" column group',
    );
  const unitTexts = rowTexts(table, header + 1);
  const columns = [0, 1, 2].map((offset) => {
    const c = totalCol + offset;
    const m = /^\(?(\w+) (CO2|CH4|N2O) ?\/ ?MWh\)?$/.exec(unitTexts[c] ?? '');
    const mass = parseMassUnit(m?.[1] ?? '');
    if (m?.[2] === undefined || mass === null) {
      throw new SourceFormatError(
        tableLocation(table, header + 1, c),
        `unrecognised unit "${unitTexts[c] ?? ''}", expected e.g. "(lb CO2 / MWh)"`,
      );
    }
    return { index: c, gas: m[2], mass };
  });
  const edition = sourceEdition(table, header);
  const rows: ImportedRow[] = [];
  for (let r = header + 2; r < table.endRow; r++) {
    const acronym = cellText(table.rows[r]?.[acronymCol]);
    if (isSourceOrNotesRow(acronym)) break;
    if (acronym === '') continue;
    const isUsAverage = /^US Average$/i.test(acronym);
    if (!isUsAverage && !/^[A-Z0-9]{4}$/.test(acronym)) {
      throw new SourceFormatError(
        tableLocation(table, r, acronymCol),
        `"${acronym}" is not an eGRID subregion acronym`,
      );
    }
    const region = isUsAverage ? ctx.region : `${ctx.region}-${acronym}`;
    const gases: Record<string, Decimal> = {};
    for (const col of columns)
      gases[col.gas] = massToKg(
        cellDecimal(table.rows[r]?.[col.index], tableLocation(table, r, col.index)),
        col.mass,
      );
    const loss =
      lossCol < 0 ? null : optionalCellDecimal(table.rows[r]?.[lossCol], tableLocation(table, r, lossCol));
    const lossNote =
      loss === null
        ? ''
        : `; grid gross loss ${loss.mul(100).toFixed()}% (Scope 3 category 3 only, not Scope 2)`;
    const name = cellText(table.rows[r]?.[acronymCol + 1]);
    rows.push({
      category: 'electricity',
      subcategory: 'grid_average',
      unit: 'MWh',
      region,
      factor: null,
      gases,
      gwpSet: null,
      gwpTimeframe: null,
      ...ctx.effective,
      notes: `Table ${table.number} ${table.title}: ${acronym} (${name}); ${edition} total output emission rates${lossNote}`,
    });
  }
  return rows;
}
