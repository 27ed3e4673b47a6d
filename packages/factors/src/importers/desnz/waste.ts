import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId } from '../labels.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';

/** DESNZ waste types (Level 3) whose id is in the shared vocabulary (`WASTE_MATERIALS`). */
const MATERIAL_IDS: Readonly<Record<string, string>> = {
  'Household residual waste': 'household_residual',
  'Commercial and industrial waste': 'commercial_industrial',
  'Organic: food and drink waste': 'food_waste',
  'Paper and board: mixed': 'paper_board_mixed',
  'Plastics: average plastics': 'mixed_plastics',
};

/** DESNZ disposal routes (Column Text) → method ids (`WASTE_METHODS` where one fits). */
const METHOD_IDS: Readonly<Record<string, string>> = {
  Landfill: 'landfilled',
  Combustion: 'combusted',
  'Incineration with Energy Recovery': 'combusted',
  Composting: 'composted',
  'Anaerobic digestion': 'anaerobic_digestion',
  'Closed-loop': 'recycled',
  'Open-loop': 'recycled_open_loop',
  'Re-use': 'reused',
};

/** Material id of a DESNZ waste type: vocabulary id, else snake_case without "(incl./excl. forming)". */
export function desnzMaterialId(label: string): string {
  return MATERIAL_IDS[label] ?? snakeCaseId(label.replace(/\((incl|excl)\. forming\)/i, ''));
}

/**
 * Rows of Level 1 "Waste disposal" (category `waste`, subcategory `{material}.{method}`, unit `t`,
 * kg CO2e per tonne). Closed-loop recycling is `recycled`, open-loop `recycled_open_loop`;
 * "Combustion" (2024) and "Incineration with Energy Recovery" (2025) are both `combusted`.
 */
export function wasteRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    if (group.uom !== 'tonnes') unrecognised(ctx, group, `expected unit tonnes, found "${group.uom}"`);
    const method =
      METHOD_IDS[group.columnText] ??
      unrecognised(ctx, group, `unknown disposal route "${group.columnText}"`);
    const subcategory = `${desnzMaterialId(group.level3)}.${method}`;
    const row = desnzRow(ctx, group, { category: 'waste', subcategory, unit: 't' });
    if (row !== null) rows.push(row);
  }
  return rows;
}
