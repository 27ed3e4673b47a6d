import type { ImportedRow } from '../imported-row.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';
import { fuelSubcategory, fuelsWithVolume } from './fuels.js';
import { OVERSEAS_WTT_ELECTRICITY, overseasRegion } from './overseas-electricity.js';

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

/**
 * Level 4 of the UK WTT electricity lines: empty up to 2021, the data year ("2020") in 2022,
 * "kWh" from 2023. None of them changes what the line is.
 */
const LEVEL4 = /^(|kWh|\d{4})$/;

/** The UK line's subcategory and region, or the overseas line's (null: an average not imported). */
function placeLine(ctx: DesnzContext, group: FactorGroup): { subcategory: string; region: string } | null {
  const overseas = OVERSEAS_WTT_ELECTRICITY[group.level2];
  const uk = UK_WTT_ELECTRICITY[group.level2];
  if (overseas !== undefined && group.level4 === '') {
    const region = overseasRegion(ctx, group);
    return region === null ? null : { subcategory: overseas, region };
  }
  if (uk !== undefined && group.level3 === 'Electricity: UK' && LEVEL4.test(group.level4)) {
    return { subcategory: uk, region: ctx.region };
  }
  return unrecognised(
    ctx,
    group,
    `unexpected WTT electricity line "${group.level2} > ${group.level3} > ${group.level4}"`,
  );
}

/**
 * Rows of the WTT electricity Level 1 (category `electricity`, unit `kWh`, kg CO2e per kWh
 * consumed): `wtt_generation` (well-to-tank of the fuels burnt to generate the electricity
 * consumed) and `wtt_td_losses` (well-to-tank of the fuels burnt to generate the electricity lost
 * in transmission and distribution), Scope 3 category 3. The UK lines have region GB; the overseas
 * lines of the editions 2019–2021 have their country as region (`EU` for the EU average; the other
 * group averages are not imported). DESNZ stopped publishing the overseas lines with the 2022
 * edition (2025 methodology paper, section 10.10), so their 2021 rows stay in force after it.
 */
export function wttElectricityRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    const place = placeLine(ctx, group);
    if (group.uom !== 'kWh') unrecognised(ctx, group, `expected unit kWh, found "${group.uom}"`);
    if (place === null) continue;
    const row = desnzRow({ ...ctx, region: place.region }, group, {
      category: 'electricity',
      subcategory: place.subcategory,
      unit: 'kWh',
      note: 'well-to-tank, Scope 3 category 3',
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}
