import type { Decimal } from '../../decimal.js';
import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId } from '../labels.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';

/** DESNZ fuel names → subcategory ids (shared `FUELS` vocabulary where the fuel is the same). */
const FUEL_IDS: Readonly<Record<string, string>> = {
  'Natural gas': 'natural_gas',
  'Natural gas (100% mineral blend)': 'natural_gas_mineral',
  'Diesel (average biofuel blend)': 'diesel',
  'Diesel (100% mineral diesel)': 'diesel_mineral',
  'Petrol (average biofuel blend)': 'gasoline',
  'Petrol (100% mineral petrol)': 'gasoline_mineral',
  'Aviation spirit': 'aviation_gasoline',
  'Aviation turbine fuel': 'jet_fuel',
  'Burning oil': 'kerosene',
  CNG: 'cng',
  LNG: 'lng',
  LPG: 'lpg',
  Propane: 'propane',
  'Gas oil': 'gas_oil',
  'Processed fuel oils - residual oil': 'processed_fuel_oil_residual',
  'Processed fuel oils - distillate oil': 'processed_fuel_oil_distillate',
  'Coal (electricity generation - home produced coal only)': 'coal_electricity_generation_home_produced',
};

/** Subcategory id of a DESNZ fuel name; unlisted names become snake_case ids. */
export function desnzFuelId(name: string): string {
  return FUEL_IDS[name] ?? snakeCaseId(name);
}

type Basis = 'volume' | 'mass' | 'energy' | 'energy_net';

/** DESNZ units of the Fuels sheet → basis and CTP unit id. */
const FUEL_UNITS: Readonly<Record<string, { basis: Basis; unit: string }>> = {
  litres: { basis: 'volume', unit: 'L' },
  'cubic metres': { basis: 'volume', unit: 'm3' },
  tonnes: { basis: 'mass', unit: 't' },
  'kWh (Gross CV)': { basis: 'energy', unit: 'kWh' },
  'kWh (Net CV)': { basis: 'energy_net', unit: 'kWh' },
};

/**
 * The Column Text of fuel lines up to 2021, which restates the UOM's basis ("Volume" for litres);
 * from 2022 the column is empty. Each text is accepted only with the units of its basis.
 */
const LEGACY_COLUMN_TEXT: Readonly<Record<string, readonly string[]>> = {
  Volume: ['litres', 'cubic metres'],
  Tonnes: ['tonnes'],
  'Energy - Gross CV': ['kWh (Gross CV)'],
  'Energy - Net CV': ['kWh (Net CV)'],
};

function columnTextFits(group: FactorGroup): boolean {
  return group.columnText === '' || (LEGACY_COLUMN_TEXT[group.columnText]?.includes(group.uom) ?? false);
}

/**
 * The basis rule, the same as the EPA importer's: the plain fuel id is the fuel's physical unit of
 * sale (volume — litres, or cubic metres for gases — where DESNZ publishes one, otherwise tonnes);
 * the other units carry a qualifier: `@energy` (kWh, gross CV), `@energy_net` (kWh, net CV) and
 * `@mass` (tonnes, when volume is the default).
 */
export function basisSuffix(basis: Basis, defaultBasis: 'volume' | 'mass'): string {
  return basis === defaultBasis ? '' : `@${basis}`;
}

/** The Level 3 names of the fuels the publisher gives per litre or cubic metre (their plain id is volume). */
export function fuelsWithVolume(groups: readonly FactorGroup[]): ReadonlySet<string> {
  return new Set(
    groups.filter((g) => g.total !== null && FUEL_UNITS[g.uom]?.basis === 'volume').map((g) => g.level3),
  );
}

/**
 * Subcategory (`{fuel id}{basis suffix}`) and unit of one fuel line, by the basis rule, for the
 * fuel named `name` (the "Fuels" sheet's spelling). `hasVolume` comes from the "Fuels" sheet, so
 * the same fuel in the same unit gets the same subcategory in every category that names it
 * (`stationary_combustion` and `wtt_fuels`). Throws on an unknown unit or an unexpected Column Text.
 */
export function fuelSubcategory(
  ctx: DesnzContext,
  group: FactorGroup,
  name: string,
  hasVolume: ReadonlySet<string>,
): { subcategory: string; unit: string; id: string } {
  const unit = FUEL_UNITS[group.uom] ?? unrecognised(ctx, group, `unknown fuel unit "${group.uom}"`);
  if (group.level4 !== '' || !columnTextFits(group))
    unrecognised(
      ctx,
      group,
      'fuel lines are expected to have no Level 4, and no Column Text or one that names the basis of their unit',
    );
  const id = desnzFuelId(name);
  const subcategory = `${id}${basisSuffix(unit.basis, hasVolume.has(name) ? 'volume' : 'mass')}`;
  return { subcategory, unit: unit.unit, id };
}

/**
 * Rows of Level 1 "Fuels" (category `stationary_combustion`, kg CO2e per L, m3, t or kWh).
 * `biogenicCo2` (from "Outside of scopes") is attached as `gases.CO2_biogenic` by fuel id and unit.
 */
export function fuelRows(
  ctx: DesnzContext,
  groups: readonly FactorGroup[],
  biogenicCo2: ReadonlyMap<string, Decimal>,
): ImportedRow[] {
  const hasVolume = fuelsWithVolume(groups);
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    const { subcategory, unit, id } = fuelSubcategory(ctx, group, group.level3, hasVolume);
    const row = desnzRow(ctx, group, { category: 'stationary_combustion', subcategory, unit });
    if (row === null) continue;
    const biogenic = biogenicCo2.get(`${id}|${unit}`);
    rows.push(
      biogenic === undefined
        ? row
        : {
            ...row,
            gases: { CO2_biogenic: biogenic },
            notes: `${row.notes}; CO2_biogenic from "Outside of scopes"`,
          },
    );
  }
  return rows;
}
