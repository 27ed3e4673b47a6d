import type { ImportedRow } from '../imported-row.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';
import { desnzMaterialId } from './waste.js';

/**
 * DESNZ material sources (Column Text of "Material use") → subcategory suffix. "Re-used" is not
 * imported: it is the footprint of preparing an item for re-use, not of producing the material,
 * and the average-data methods of categories 1 and 2 ask for the production of what was bought.
 */
const SOURCES: Readonly<Record<string, string | null>> = {
  'Primary material production': 'primary',
  'Closed-loop source': 'closed_loop',
  'Open-loop source': 'open_loop',
  'Re-used': null,
};

/**
 * Rows of Level 1 "Material use" (category `material_use`, subcategory `{material}.{source}`, unit
 * `t`, kg CO2e per tonne of material): the cradle-to-gate footprint of producing a material from
 * primary (virgin) resources (`.primary`), from material recycled in a closed loop
 * (`.closed_loop`) or from open-loop recycled material (`.open_loop`), Scope 3 categories 1 and 2.
 * The material id is the one the same DESNZ label has in `waste` (`paper_board_mixed`,
 * `mixed_plastics`, `plastics_pet`, `aggregates`, …), so a purchase and its disposal name the same
 * material. Empty cells (no factor for that source) give no row.
 */
export function materialUseRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    if (group.uom !== 'tonnes') unrecognised(ctx, group, `expected unit tonnes, found "${group.uom}"`);
    if (group.level4 !== '') unrecognised(ctx, group, `unexpected Level 4 "${group.level4}"`);
    const source = SOURCES[group.columnText];
    if (source === undefined) unrecognised(ctx, group, `unknown material source "${group.columnText}"`);
    if (source === null) continue;
    const row = desnzRow(ctx, group, {
      category: 'material_use',
      subcategory: `${desnzMaterialId(group.level3)}.${source}`,
      unit: 't',
      note: 'cradle-to-gate production of the material, Scope 3 categories 1 and 2',
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}
