import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId } from '../labels.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';

/** Van classes (Level 3) → id segment. */
const VAN_CLASSES: Readonly<Record<string, string>> = {
  'Class I (up to 1.305 tonnes)': 'class_i',
  'Class II (1.305 to 1.74 tonnes)': 'class_ii',
  'Class III (1.74 to 3.5 tonnes)': 'class_iii',
  'Average (up to 3.5 tonnes)': 'average',
};

/** Van fuels (Column Text) → id suffix; "Unknown" fuel has none, as for cars. */
const VAN_FUELS: Readonly<Record<string, string>> = {
  Diesel: '.diesel',
  Petrol: '.petrol',
  CNG: '.cng',
  LPG: '.lpg',
  Unknown: '',
  'Plug-in Hybrid Electric Vehicle': '.plugin_hybrid',
  'Battery Electric Vehicle': '.battery_electric',
};

/** HGV sizes (Level 3) → id segment; "All HGVs" is the average of every size. */
const HGV_SIZES: Readonly<Record<string, string>> = {
  'Rigid (>3.5 - 7.5 tonnes)': 'rigid_3_5_to_7_5t',
  'Rigid (>7.5 tonnes-17 tonnes)': 'rigid_7_5_to_17t',
  'Rigid (>17 tonnes)': 'rigid_over_17t',
  'All rigids': 'rigid',
  'Articulated (>3.5 - 33t)': 'artic_3_5_to_33t',
  'Articulated (>33t)': 'artic_over_33t',
  'All artics': 'artic',
  'All HGVs': 'average',
};

/** HGV loads (Column Text) → id segment. */
const HGV_LOADS: Readonly<Record<string, string>> = {
  '0% Laden': 'laden_0',
  '50% Laden': 'laden_50',
  '100% Laden': 'laden_100',
  'Average laden': 'laden_average',
};

/** Freight flight hauls (Level 3) → id segment, as the passenger air factors name them. */
const AIR_HAULS: Readonly<Record<string, string>> = {
  'Domestic, to/from UK': 'domestic',
  'Short-haul, to/from UK': 'short_haul',
  'Long-haul, to/from UK': 'long_haul',
  'International, to/from non-UK': 'international',
};

/** Radiative forcing (Column Text of freight flights) → id suffix. */
const AIR_RF: Readonly<Record<string, string>> = { 'With RF': '.rf', 'Without RF': '' };

/** DESNZ units → CTP units: `km` of a vehicle is `vkm`. Per-mile lines repeat the km lines and are skipped. */
const FREIGHT_UNITS: Readonly<Record<string, string | null>> = { 'tonne.km': 'tkm', km: 'vkm', miles: null };

function lookup(
  ctx: DesnzContext,
  group: FactorGroup,
  table: Readonly<Record<string, string>>,
  label: string,
) {
  return table[label] ?? unrecognised(ctx, group, `unknown freight item "${label}"`);
}

/** A ship size (Level 4) → id suffix: none for the average of all sizes, else `.10_000_plus_dwt`. */
function shipSize(level4: string): string {
  if (level4 === 'Average' || level4 === 'All dwt') return '';
  return `.${snakeCaseId(level4.replace(/\+/g, ' plus'))}`;
}

/** The freight subcategory of one group, without the `.vehicle` suffix of per-vehicle-km lines. */
function freightId(ctx: DesnzContext, group: FactorGroup): string {
  switch (group.level2) {
    case 'Vans':
      return `road.van.${lookup(ctx, group, VAN_CLASSES, group.level3)}${lookup(ctx, group, VAN_FUELS, group.columnText)}`;
    case 'HGV (all diesel)':
    case 'HGV refrigerated (all diesel)': {
      const kind = group.level2.startsWith('HGV refrigerated') ? 'hgv_refrigerated' : 'hgv';
      return `road.${kind}.${lookup(ctx, group, HGV_SIZES, group.level3)}.${lookup(ctx, group, HGV_LOADS, group.columnText)}`;
    }
    case 'Freight flights':
      return `air.${lookup(ctx, group, AIR_HAULS, group.level3)}${lookup(ctx, group, AIR_RF, group.columnText)}`;
    case 'Rail':
      if (group.level3 !== 'Freight train') unrecognised(ctx, group, `unknown rail item "${group.level3}"`);
      return 'rail';
    case 'Sea tanker':
    case 'Cargo ship':
      return `water.${snakeCaseId(group.level3)}${shipSize(group.level4.trim())}`;
    default:
      return unrecognised(ctx, group, `unknown freight mode "${group.level2}"`);
  }
}

/**
 * Rows of Level 1 "Freighting goods" (category `freight`), Scope 3 categories 4 and 9:
 * vans by class and fuel (`road.van.class_ii.diesel`, unknown fuel `road.van.average`), HGVs and
 * refrigerated HGVs by size and load (`road.hgv.artic_over_33t.laden_average`), freight flights by
 * haul with and without radiative forcing (`air.long_haul.rf`), freight train (`rail`), and sea
 * tankers and cargo ships by type and size (`water.container_ship`, `water.bulk_carrier.200_000_plus_dwt`).
 * Per tonne-km lines have unit `tkm`; the per-km lines of vans and HGVs (the whole vehicle) add
 * `.vehicle` to the id, unit `vkm`. Per-mile lines repeat the km lines and are skipped; items
 * DESNZ leaves empty (0% laden per tonne-km, most van fuels by class) are not rows.
 */
export function freightRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    const unit = FREIGHT_UNITS[group.uom];
    if (unit === undefined) unrecognised(ctx, group, `unknown unit "${group.uom}"`);
    if (unit === null) continue;
    const id = freightId(ctx, group);
    if (unit === 'vkm' && !id.startsWith('road.'))
      unrecognised(ctx, group, `per-km line for a mode that is not road: "${group.level2}"`);
    const row = desnzRow(ctx, group, {
      category: 'freight',
      subcategory: unit === 'vkm' ? `${id}.vehicle` : id,
      unit,
      note: unit === 'vkm' ? 'per vehicle-km, Scope 3 categories 4 and 9' : 'Scope 3 categories 4 and 9',
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}
