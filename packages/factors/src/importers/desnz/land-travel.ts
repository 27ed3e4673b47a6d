import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId } from '../labels.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';

/** Car fuel types (Column Text) → id suffix; "Unknown" fuel has none. */
const CAR_FUELS: Readonly<Record<string, string>> = {
  Diesel: 'diesel',
  Petrol: 'petrol',
  Hybrid: 'hybrid',
  CNG: 'cng',
  LPG: 'lpg',
  Unknown: '',
  'Plug-in Hybrid Electric Vehicle': 'plugin_hybrid',
  'Battery Electric Vehicle': 'battery_electric',
};

const NAMED_MODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Motorbike: {
    Small: 'motorcycle.small',
    Medium: 'motorcycle.medium',
    Large: 'motorcycle.large',
    Average: 'motorcycle',
  },
  Taxis: { 'Regular taxi': 'taxi.regular', 'Black cab': 'taxi.black_cab' },
  Bus: {
    'Local bus (not London)': 'bus.local_outside_london',
    'Local London bus': 'bus.london',
    'Average local bus': 'bus',
    Coach: 'coach',
  },
  Rail: {
    'National rail': 'rail.national',
    'International rail': 'rail.international',
    'Light rail and tram': 'rail.transit',
    'London Underground': 'rail.underground',
  },
};

/** DESNZ units → CTP units: `km` of a vehicle is `vkm`. Per-mile lines repeat the km lines and are skipped. */
const LAND_UNITS: Readonly<Record<string, string | null>> = { km: 'vkm', 'passenger.km': 'pkm', miles: null };

function carId(ctx: DesnzContext, group: FactorGroup): string {
  const fuel = CAR_FUELS[group.columnText] ?? snakeCaseId(group.columnText);
  const withFuel = (base: string) => (fuel === '' ? base : `${base}.${fuel}`);
  if (group.level2 === 'Cars (by market segment)')
    return withFuel(`car.segment.${snakeCaseId(group.level3)}`);
  if (group.level3 === 'Average car') return fuel === '' ? 'car.average' : `car.${fuel}`;
  const size =
    /^(\w+) car$/.exec(group.level3)?.[1] ?? unrecognised(ctx, group, `unknown car size "${group.level3}"`);
  return withFuel(`car.${snakeCaseId(size)}`);
}

function modeId(ctx: DesnzContext, group: FactorGroup, unit: string): string {
  if (group.level2.startsWith('Cars (by ')) return carId(ctx, group);
  const modes =
    NAMED_MODES[group.level2] ?? unrecognised(ctx, group, `unknown land travel item "${group.level2}"`);
  const base = modes[group.level3] ?? `${snakeCaseId(group.level2)}.${snakeCaseId(group.level3)}`;
  // Taxis are published per passenger km and per vehicle km: the per-vehicle row gets its own id.
  return group.level2 === 'Taxis' && unit === 'vkm' ? `${base}.vehicle` : base;
}

/**
 * Rows of Level 1 "Business travel- land" (category `passenger_transport`): cars by size and by
 * market segment (`car.average`, `car.diesel`, `car.medium.hybrid`, `car.segment.mini.petrol`, per
 * vehicle km `vkm`), motorbikes, taxis, buses, coach and rail (per passenger km `pkm`).
 * DESNZ also prints car and motorbike factors per mile; those lines are skipped (same factors
 * in another distance unit, and the row key has no unit).
 */
export function landTravelRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    const unit = LAND_UNITS[group.uom];
    if (unit === undefined) unrecognised(ctx, group, `unknown unit "${group.uom}"`);
    if (unit === null) continue;
    const row = desnzRow(ctx, group, {
      category: 'passenger_transport',
      subcategory: modeId(ctx, group, unit),
      unit,
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}
