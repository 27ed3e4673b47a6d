import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId, withoutFootnoteMarker } from '../labels.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText, optionalCellDecimal } from '../spreadsheet/cells.js';
import { KG_PER_METRIC_TON } from '../unit-conversions.js';
import type { HubContext } from './hub-context.js';
import { findHeaderRow, type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

/** EPA material names whose id is in the shared vocabulary (`WASTE_MATERIALS`). */
const MATERIAL_IDS: Readonly<Record<string, string>> = {
  'Mixed MSW': 'mixed_msw',
  'Mixed Recyclables': 'mixed_recyclables',
  'Mixed Organics': 'mixed_organics',
  'Food Waste': 'food_waste',
  'Corrugated Containers': 'corrugated_containers',
  'Office Paper': 'office_paper',
  'Mixed Plastics': 'mixed_plastics',
};

/** EPA disposal method headers (footnote letters removed) → method ids (`WASTE_METHODS`). */
const METHOD_IDS: Readonly<Record<string, string>> = {
  Recycled: 'recycled',
  Landfilled: 'landfilled',
  Combusted: 'combusted',
  Composted: 'composted',
  // Two anaerobic digestion variants: one vocabulary id would make their rows collide.
  'Anaerobically Digested (Dry Digestate with Curing)': 'anaerobic_digestion_dry',
  'Anaerobically Digested (Wet Digestate with Curing)': 'anaerobic_digestion_wet',
};

function statedGwpSet(table: HubTable, from: number): 'AR4' | 'AR5' | 'AR6' {
  for (let r = from; r < table.endRow; r++) {
    const m = /\b(AR[456]) GWP/.exec(rowTexts(table, r).join(' '));
    if (m?.[1] !== undefined) return m[1] as 'AR4' | 'AR5' | 'AR6';
  }
  throw new SourceFormatError(
    tableLocation(table),
    'the notes do not state which GWP set (AR4/AR5/AR6) the CO2e factors use',
  );
}

/**
 * Rows of Table 9 (waste; category `waste`, subcategory `{material}.{method}`, unit `short_ton`):
 * "Metric Tons CO2e / Short Ton Material" × 1,000 = kg CO2e per short ton. "NA" cells are not
 * published and yield no row. The GWP set is the one the table's notes state (AR4 in 2024/2025).
 */
export function wasteRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  const header = findHeaderRow(table, ['Material']);
  const unitsNote = rowTexts(table, header - 1).join(' ');
  if (!/Metric Tons? CO2e \/ Short Ton Material/i.test(unitsNote)) {
    throw new SourceFormatError(
      tableLocation(table, header - 1),
      `expected the unit line "Metric Tons CO2e / Short Ton Material", found "${unitsNote.trim()}"`,
    );
  }
  const texts = rowTexts(table, header);
  const nameCol = texts.indexOf('Material');
  const methods = texts
    .map((text, index) => ({ index, label: withoutFootnoteMarker(text) }))
    .filter((m) => m.index > nameCol && m.label !== '')
    .map((m) => ({ ...m, id: METHOD_IDS[m.label] ?? snakeCaseId(m.label) }));
  const gwpSet = statedGwpSet(table, header);
  const rows: ImportedRow[] = [];
  for (let r = header + 1; r < table.endRow; r++) {
    const material = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(material)) break;
    if (material === '') continue;
    const materialId = MATERIAL_IDS[material] ?? snakeCaseId(material);
    for (const method of methods) {
      const tonnes = optionalCellDecimal(
        table.rows[r]?.[method.index],
        tableLocation(table, r, method.index),
      );
      if (tonnes === null) continue;
      rows.push({
        category: 'waste',
        subcategory: `${materialId}.${method.id}`,
        unit: 'short_ton',
        region: ctx.region,
        factor: tonnes.mul(KG_PER_METRIC_TON),
        gwpSet,
        gwpTimeframe: '100yr',
        ...ctx.effective,
        notes: `Table ${table.number}: ${material}, ${method.label}; ${tonnes.toFixed()} metric tons CO2e per short ton; ${gwpSet} GWPs as the Hub states`,
      });
    }
  }
  return rows;
}
