import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId } from '../labels.js';
import type { HubContext } from './hub-context.js';
import type { HubTable } from './hub-tables.js';
import { vehicleTableLines } from './vehicle-table.js';

/** Table 10 vehicle types (footnote letters removed) → `PASSENGER_TRANSPORT` ids. */
const MODE_IDS: Readonly<Record<string, string>> = {
  'Passenger Car': 'car.average',
  'Light-Duty Truck': 'light_truck',
  Motorcycle: 'motorcycle',
  'Intercity Rail - Northeast Corridor': 'rail.intercity_northeast',
  'Intercity Rail - Other Routes': 'rail.intercity_other',
  'Intercity Rail - National Average': 'rail.national',
  'Commuter Rail': 'rail.commuter',
  'Transit Rail (i.e. Subway, Tram)': 'rail.transit',
  Bus: 'bus',
  'Air Travel - Short Haul (< 300 miles)': 'air.short_haul',
  'Air Travel - Medium Haul (>= 300 miles, < 2300 miles)': 'air.medium_haul',
  'Air Travel - Long Haul (>= 2300 miles)': 'air.long_haul',
};

/** Table 10 units → CTP unit ids. */
const UNIT_IDS: Readonly<Record<string, string>> = {
  'vehicle-mile': 'vmi',
  'passenger-mile': 'pmi',
};

/**
 * Rows of Table 10 "Business Travel and Employee Commuting" (category `passenger_transport`):
 * CO2 (kg), CH4 and N2O (g → kg) per vehicle-mile (`vmi`) or passenger-mile (`pmi`).
 * The Hub's air factors are DEFRA's without radiative forcing, so they carry no `.rf` suffix.
 */
export function businessTravelRows(table: HubTable, ctx: HubContext): ImportedRow[] {
  return vehicleTableLines(table, UNIT_IDS).map((line) => ({
    category: 'passenger_transport',
    subcategory: MODE_IDS[line.name] ?? snakeCaseId(line.name),
    unit: line.unit,
    region: ctx.region,
    factor: null,
    gases: line.gases,
    gwpSet: null,
    gwpTimeframe: null,
    ...ctx.effective,
    notes: `Table ${table.number}: ${line.name}, per ${line.printedUnit}; tank-to-wheel`,
  }));
}
