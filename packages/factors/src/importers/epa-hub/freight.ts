import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import type { HubContext } from './hub-context.js';
import { type HubTable, tableLocation } from './hub-tables.js';
import { vehicleTableLines } from './vehicle-table.js';

/** Table 8 vehicle types (footnote letters removed) → `freight` ids of the per-load-distance rows. */
const LOAD_MODES: Readonly<Record<string, string>> = {
  'Medium- and Heavy-Duty Truck': 'road.truck',
  Rail: 'rail',
  'Waterborne Craft': 'water',
  Aircraft: 'air',
};

/** Table 8 vehicle types → `freight` ids of the per-vehicle-mile rows (a vehicle dedicated to the load). */
const VEHICLE_MODES: Readonly<Record<string, string>> = {
  'Medium- and Heavy-Duty Truck': 'road.truck.vehicle',
  'Passenger Car': 'road.car.vehicle',
  'Light-Duty Truck': 'road.light_truck.vehicle',
};

/**
 * Table 8 units → CTP unit ids. The Hub's "ton-mile" (2021, 2024) is the US short ton, as the
 * 2025 edition spells out ("short ton-mile"): its source, BTS National Transportation Statistics
 * Table 1-50, counts ton-miles in short tons.
 */
const UNIT_IDS: Readonly<Record<string, string>> = {
  'vehicle-mile': 'vmi',
  'ton-mile': 'short_ton_mi',
  'short ton-mile': 'short_ton_mi',
};

/**
 * Rows of Table 8 "Scope 3 Category 4: Upstream Transportation and Distribution and Category 9:
 * Downstream Transportation and Distribution" (category `freight`): CO2 (kg), CH4 and N2O
 * (g → kg) per short ton-mile (`road.truck`, `rail`, `water`, `air`) or per vehicle-mile
 * (`road.truck.vehicle`, `road.car.vehicle`, `road.light_truck.vehicle`). Tank-to-wheel, as the
 * table's notes say; for the distance-based method.
 */
export function freightRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  return vehicleTableLines(table, UNIT_IDS).map((line) => {
    const subcategory = (line.unit === 'vmi' ? VEHICLE_MODES : LOAD_MODES)[line.name];
    if (subcategory === undefined)
      throw new SourceFormatError(
        tableLocation(table, line.row, line.nameCol),
        `unknown vehicle type "${line.name}" per ${line.printedUnit}`,
      );
    return {
      category: 'freight',
      subcategory,
      unit: line.unit,
      region: ctx.region,
      factor: null,
      gases: line.gases,
      gwpSet: null,
      gwpTimeframe: null,
      ...ctx.effective,
      notes: `Table ${table.number}: ${line.name}, per ${line.printedUnit}; tank-to-wheel, Scope 3 categories 4 and 9`,
    };
  });
}
