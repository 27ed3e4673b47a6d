import type { ImportedRow } from '../imported-row.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';

function requireKwh(ctx: DesnzContext, group: FactorGroup): void {
  if (group.uom !== 'kWh') unrecognised(ctx, group, `expected unit kWh, found "${group.uom}"`);
}

/**
 * Rows of Level 1 "UK electricity" (category `electricity`, subcategory `grid_average`, unit `kWh`):
 * the "Electricity generated" > "Electricity: UK" line, Scope 2 location-based.
 */
export function ukElectricityRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    if (group.level2 !== 'Electricity generated' || group.level3 !== 'Electricity: UK') {
      unrecognised(ctx, group, `unexpected UK electricity line "${group.level2} > ${group.level3}"`);
    }
    requireKwh(ctx, group);
    const row = desnzRow(ctx, group, {
      category: 'electricity',
      subcategory: 'grid_average',
      unit: 'kWh',
      note: 'Scope 2, location-based',
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}

/** Level 2 items of "Transmission and distribution" that are deliberately not imported. */
const NOT_IMPORTED_TD = new Set(['Distribution - district heat & steam']);

/**
 * Rows of Level 1 "Transmission and distribution" (category `electricity`, subcategory
 * `td_losses`, unit `kWh`): "T&D- UK electricity" > "Electricity: UK", Scope 3 category 3.
 * District heat distribution losses are not imported.
 */
export function transmissionLossRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    if (NOT_IMPORTED_TD.has(group.level2)) continue;
    if (group.level2 !== 'T&D- UK electricity' || group.level3 !== 'Electricity: UK') {
      unrecognised(
        ctx,
        group,
        `unexpected transmission and distribution line "${group.level2} > ${group.level3}"`,
      );
    }
    requireKwh(ctx, group);
    const row = desnzRow(ctx, group, {
      category: 'electricity',
      subcategory: 'td_losses',
      unit: 'kWh',
      note: 'Scope 3 category 3',
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}
