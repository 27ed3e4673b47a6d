import type { ImportedRow } from '../imported-row.js';
import { snakeCaseId } from '../labels.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';

/** DESNZ flight types (Level 3) → haul ids of `PASSENGER_TRANSPORT`. */
const HAULS: Readonly<Record<string, string>> = {
  'Domestic, to/from UK': 'domestic',
  'Short-haul, to/from UK': 'short_haul',
  'Long-haul, to/from UK': 'long_haul',
  'International, to/from non-UK': 'international',
};

/** Seat classes (Level 4) → id suffix; the average passenger has none. */
const CLASSES: Readonly<Record<string, string>> = {
  'Average passenger': '',
  'Economy class': '.economy',
  'Premium economy class': '.premium_economy',
  'Business class': '.business',
  'First class': '.first',
};

/** Radiative forcing (Column Text) → id suffix. */
const RADIATIVE_FORCING: Readonly<Record<string, string>> = { 'With RF': '.rf', 'Without RF': '' };

/**
 * Rows of Level 1 "Business travel- air" (category `passenger_transport`, unit `pkm`):
 * `air.{haul}[.{class}][.rf]`, e.g. `air.long_haul.business.rf`. "With RF" factors include DESNZ's
 * 70 % uplift of CO2 for non-CO2 effects; all include its 8 % distance uplift.
 */
export function airTravelRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    if (group.level2 !== 'Flights') unrecognised(ctx, group, `unexpected air travel item "${group.level2}"`);
    if (group.uom !== 'passenger.km')
      unrecognised(ctx, group, `expected unit passenger.km, found "${group.uom}"`);
    const haul = HAULS[group.level3] ?? unrecognised(ctx, group, `unknown flight type "${group.level3}"`);
    const seat = CLASSES[group.level4] ?? `.${snakeCaseId(group.level4)}`;
    const rf =
      RADIATIVE_FORCING[group.columnText] ??
      unrecognised(ctx, group, `unknown radiative forcing "${group.columnText}"`);
    const row = desnzRow(ctx, group, {
      category: 'passenger_transport',
      subcategory: `air.${haul}${seat}${rf}`,
      unit: 'pkm',
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}
