import type { ImportedRow } from '../imported-row.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';
import { fuelSubcategory, fuelsWithVolume } from './fuels.js';

/**
 * Rows of Level 1 "WTT- fuels" (category `wtt_fuels`): the well-to-tank (extraction, refining,
 * transport) emissions of each fuel, per L, m3, t or kWh of fuel, Scope 3 category 3 activity (a).
 *
 * The subcategory is the one the same fuel and unit have in `stationary_combustion` (`natural_gas`
 * per m3, `natural_gas@energy` per kWh gross CV, …), so one activity's fuel finds both its
 * combustion and its WTT factor. The editions up to 2021 spell some WTT fuels with other capitals
 * ("Natural Gas", "Gas Oil"); a WTT fuel is matched to its "Fuels" name ignoring case, and a WTT
 * fuel the "Fuels" sheet does not name is an error, not a new id.
 */
export function wttFuelRows(
  ctx: DesnzContext,
  groups: readonly FactorGroup[],
  fuelGroups: readonly FactorGroup[],
): ImportedRow[] {
  const hasVolume = fuelsWithVolume(fuelGroups);
  const fuelNames = new Map(fuelGroups.map((g) => [g.level3.toLowerCase(), g.level3]));
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    const name =
      fuelNames.get(group.level3.toLowerCase()) ??
      unrecognised(ctx, group, `WTT fuel "${group.level3}" is not a fuel of the "Fuels" lines`);
    const { subcategory, unit } = fuelSubcategory(ctx, group, name, hasVolume);
    const row = desnzRow(ctx, group, {
      category: 'wtt_fuels',
      subcategory,
      unit,
      note: 'well-to-tank, Scope 3 category 3',
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}

/** The Level 1 title of the WTT electricity lines: "WTT- UK & overseas elec" up to 2022, "WTT- UK electricity" from 2023. */
export const WTT_ELECTRICITY_LEVEL1 = ['WTT- UK & overseas elec', 'WTT- UK electricity'] as const;

/** Level 2 of the UK WTT electricity lines → electricity subcategory. */
const UK_WTT_ELECTRICITY: Readonly<Record<string, string>> = {
  'WTT- UK electricity (generation)': 'wtt_generation',
  'WTT- UK electricity (T&D)': 'wtt_td_losses',
};

/** Level 2 items deliberately not imported: the overseas countries of the editions up to 2021. */
const NOT_IMPORTED_WTT_ELECTRICITY = new Set([
  'WTT- overseas electricity (generation)',
  'WTT- overseas electricity (T&D)',
]);

/**
 * Level 4 of the UK WTT electricity lines: empty up to 2021, the data year ("2020") in 2022,
 * "kWh" from 2023. None of them changes what the line is.
 */
const LEVEL4 = /^(|kWh|\d{4})$/;

/**
 * Rows of the UK lines of the WTT electricity Level 1 (category `electricity`, unit `kWh`, kg CO2e
 * per kWh consumed): `wtt_generation` (well-to-tank of the fuels burnt to generate the electricity
 * consumed) and `wtt_td_losses` (well-to-tank of the fuels burnt to generate the electricity lost
 * in transmission and distribution), Scope 3 category 3. The overseas lines (2019–2021) are not
 * imported: the dataset has no overseas generation factors either.
 */
export function wttElectricityRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    if (NOT_IMPORTED_WTT_ELECTRICITY.has(group.level2)) continue;
    const subcategory = UK_WTT_ELECTRICITY[group.level2];
    if (subcategory === undefined || group.level3 !== 'Electricity: UK' || !LEVEL4.test(group.level4)) {
      unrecognised(
        ctx,
        group,
        `unexpected WTT electricity line "${group.level2} > ${group.level3} > ${group.level4}"`,
      );
    }
    if (group.uom !== 'kWh') unrecognised(ctx, group, `expected unit kWh, found "${group.uom}"`);
    const row = desnzRow(ctx, group, {
      category: 'electricity',
      subcategory,
      unit: 'kWh',
      note: 'well-to-tank, Scope 3 category 3',
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}
