import type { Decimal } from '../../decimal.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { epaFuelId, epaPhysicalUnitId } from './fuel-ids.js';
import type { HubContext } from './hub-context.js';
import { type HubTable, tableLocation } from './hub-tables.js';
import { type CombustionGases, readStationaryCombustionTable } from './stationary-combustion-table.js';

/** True when the Hub lists a fuel under a biomass heading, so its CO2 is biogenic. */
export function isBiomassSection(section: string): boolean {
  return /^biomass/i.test(section);
}

/**
 * Fuels the Hub lists under a biomass heading whose CO2 is nevertheless fossil for a GHG Protocol
 * inventory: the IPCC 2006 Guidelines (Vol. 2, ch. 1) treat peat like a fossil fuel, so reporting
 * its CO2 as biogenic would understate Scope 1.
 */
const FOSSIL_DESPITE_BIOMASS_HEADING: ReadonlySet<string> = new Set(['peat']);

/** True when a fuel's CO2 is reported as biogenic (outside the scopes). */
export function hasBiogenicCo2(fuelId: string, section: string): boolean {
  return isBiomassSection(section) && !FOSSIL_DESPITE_BIOMASS_HEADING.has(fuelId);
}

function gasesOf(values: CombustionGases, biogenic: boolean): Record<string, Decimal> {
  return { [biogenic ? 'CO2_biogenic' : 'CO2']: values.CO2, CH4: values.CH4, N2O: values.N2O };
}

/**
 * Rows of Table 1 "Stationary Combustion" (category `stationary_combustion`): for each fuel one
 * row per physical unit (`scf`, `gal`, `short_ton`) and one per mmBtu (`{fuel}@energy`), gases
 * in kg (g columns divided by 1,000). Biomass fuels report CO2 as `CO2_biogenic`.
 * Returns the rows and the ids of the biomass fuels (Table 2 uses them).
 */
export function stationaryCombustionRows(
  table: HubTable,
  ctx: HubContext,
): { rows: ImportedRow[]; biomassIds: Set<string> } {
  const rows: ImportedRow[] = [];
  const biomassIds = new Set<string>();
  const tableName = `Table ${table.number} ${table.title}`;
  for (const fuel of readStationaryCombustionTable(table)) {
    const id = epaFuelId(fuel.name, fuel.section);
    const biogenic = hasBiogenicCo2(id, fuel.section);
    if (biogenic) biomassIds.add(id);
    const label = `${tableName}, ${fuel.section}: ${fuel.name}`;
    const biogenicNote = biogenic
      ? `; CO2 is biogenic (listed under "${fuel.section}")`
      : isBiomassSection(fuel.section)
        ? `; CO2 reported as fossil although listed under "${fuel.section}": IPCC 2006 Guidelines Vol. 2 ch. 1 treat peat as a fossil fuel`
        : '';
    const common = {
      category: 'stationary_combustion',
      region: ctx.region,
      factor: null,
      gwpSet: null,
      gwpTimeframe: null,
      ...ctx.effective,
    };
    rows.push({
      ...common,
      subcategory: `${id}@energy`,
      unit: 'mmBtu',
      gases: gasesOf(fuel.perMmBtu, biogenic),
      notes: `${label}; per mmBtu (HHV)${biogenicNote}`,
    });
    if (fuel.perPhysicalUnit === null) continue;
    const unit = epaPhysicalUnitId(fuel.physicalUnit);
    if (unit === null) {
      throw new SourceFormatError(
        tableLocation(table, fuel.rowNumber - 1),
        `unknown physical unit "${fuel.physicalUnit}"`,
      );
    }
    const hhv =
      fuel.heatContent === null ? '' : `; HHV ${fuel.heatContent.toFixed()} mmBtu per ${fuel.physicalUnit}`;
    rows.push({
      ...common,
      subcategory: id,
      unit,
      gases: gasesOf(fuel.perPhysicalUnit, biogenic),
      notes: `${label}${hhv}${biogenicNote}`,
    });
  }
  return { rows, biomassIds };
}
