import type { Decimal } from '../../decimal.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellDecimal, cellText, optionalCellDecimal } from '../spreadsheet/cells.js';
import { massToKg, parseMassUnit } from '../unit-conversions.js';
import type { HubContext } from './hub-context.js';
import { type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

function sourceEdition(table: HubTable, from: number): string {
  for (let r = from; r < table.endRow; r++) {
    const match = /eGRID\d{4}[^(]*/.exec(rowTexts(table, r).join(' '));
    if (match) return match[0].trim().replace(/,$/, '');
  }
  return 'eGRID';
}

/**
 * The header row of Table 6 and how its subregion column is laid out: from 2024 an acronym column
 * ("eGRID Subregion Acronym") beside a name column; in 2021 one "eGRID Subregion" column holding
 * `AKGD (ASCC Alaska Grid)`.
 */
function subregionHeader(table: HubTable): { header: number; acronymCol: number; combined: boolean } {
  for (let r = table.titleRow + 1; r < table.endRow; r++) {
    const texts = rowTexts(table, r);
    const acronymCol = texts.indexOf('eGRID Subregion Acronym');
    if (acronymCol >= 0) return { header: r, acronymCol, combined: false };
    const combinedCol = texts.indexOf('eGRID Subregion');
    if (combinedCol >= 0) return { header: r, acronymCol: combinedCol, combined: true };
  }
  throw new SourceFormatError(
    tableLocation(table),
    'no header row with "eGRID Subregion Acronym" or "eGRID Subregion"',
  );
}

/**
 * The gas and mass unit of a rate column: from the unit row, `(lb CO2 / MWh)`; or, where the unit
 * row names no gas (`(lb / MWh)`, 2021), the gas from the header row, `CO2 Factor`.
 */
function rateColumn(table: HubTable, header: number, c: number) {
  const unitText = rowTexts(table, header + 1)[c] ?? '';
  const withGas = /^\(?(\w+) (CO2|CH4|N2O) ?\/ ?MWh\)?$/.exec(unitText);
  const withoutGas = /^\(?(\w+) ?\/ ?MWh\)?$/.exec(unitText);
  const headerGas = /^(CO2|CH4|N2O) Factor$/.exec(rowTexts(table, header)[c] ?? '')?.[1];
  const gas = withGas?.[2] ?? (withoutGas ? headerGas : undefined);
  const mass = parseMassUnit(withGas?.[1] ?? withoutGas?.[1] ?? '');
  if (gas === undefined || mass === null) {
    throw new SourceFormatError(
      tableLocation(table, header + 1, c),
      `unrecognised unit "${unitText}", expected e.g. "(lb CO2 / MWh)", or "(lb / MWh)" under "CO2 Factor"`,
    );
  }
  return { index: c, gas, mass };
}

/** `AKGD (ASCC Alaska Grid)` → acronym and name; null when the text is not of that form. */
function splitSubregion(text: string): { acronym: string; name: string } | null {
  const m = /^([A-Z0-9]{4}) \((.+)\)$/.exec(text);
  return m?.[1] === undefined || m[2] === undefined ? null : { acronym: m[1], name: m[2] };
}

/**
 * Rows of Table 6 "Electricity" (category `electricity`, subcategory `grid_average`, unit `MWh`):
 * the eGRID *total output* rates per subregion (`US-{acronym}`; "US Average" → `US`), CO2, CH4 and
 * N2O converted from lb to kg (× 0.45359237 exactly). Non-baseload rates are not imported: the Hub
 * says they are not for inventories. The grid gross loss (2025 Hub onwards) is recorded in notes.
 * Reads the 2021 layout (one "eGRID Subregion" column, gases named in the header row) and the
 * layout of 2024 on.
 */
export function electricityRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  const { header, acronymCol, combined } = subregionHeader(table);
  const texts = rowTexts(table, header);
  const totalCol = rowTexts(table, header - 1).indexOf('Total Output Emission Factors');
  const lossCol = texts.findIndex((t) => /^Grid Gross Loss/i.test(t));
  if (totalCol < 0)
    throw new SourceFormatError(
      tableLocation(table, header - 1),
      'no "Total Output Emission Factors" column group',
    );
  const columns = [0, 1, 2].map((offset) => rateColumn(table, header, totalCol + offset));
  const edition = sourceEdition(table, header);
  const rows: ImportedRow[] = [];
  for (let r = header + 2; r < table.endRow; r++) {
    const label = cellText(table.rows[r]?.[acronymCol]);
    if (isSourceOrNotesRow(label)) break;
    if (label === '') continue;
    const isUsAverage = /^US Average$/i.test(label);
    const parts = combined
      ? splitSubregion(label)
      : { acronym: label, name: cellText(table.rows[r]?.[acronymCol + 1]) };
    if (!isUsAverage && (parts === null || !/^[A-Z0-9]{4}$/.test(parts.acronym))) {
      throw new SourceFormatError(
        tableLocation(table, r, acronymCol),
        `"${label}" is not an eGRID subregion acronym`,
      );
    }
    const acronym = isUsAverage ? label : (parts?.acronym ?? label);
    const name = isUsAverage && combined ? '' : (parts?.name ?? '');
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
