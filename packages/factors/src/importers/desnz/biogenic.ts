import type { Decimal } from '../../decimal.js';
import type { DesnzContext } from './desnz-row.js';
import { unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';
import { desnzFuelId } from './fuels.js';

/** Units of "Outside of scopes" lines that name one fuel row unambiguously. */
const ATTACHABLE_UNITS: Readonly<Record<string, string>> = { litres: 'L', tonnes: 't' };

/** Biogenic CO2 of forecourt fuels, keyed `{fuel id}|{unit}`, plus the lines that could not be attached. */
export interface BiogenicCo2 {
  readonly byFuelAndUnit: ReadonlyMap<string, Decimal>;
  /** Lines left out, described for the dataset notes (e.g. kWh lines that do not say gross or net CV). */
  readonly notAttached: readonly string[];
}

/**
 * Reads the "Outside of scopes" > "Forecourt fuels containing biofuel" lines: kg of biogenic CO2
 * per litre or tonne of the average-biofuel-blend diesel and petrol. Their kWh lines do not say
 * whether the energy is gross or net CV, so they are not attached to either row.
 */
export function forecourtBiogenicCo2(ctx: DesnzContext, groups: readonly FactorGroup[]): BiogenicCo2 {
  const byFuelAndUnit = new Map<string, Decimal>();
  const notAttached: string[] = [];
  for (const group of groups.filter((g) => g.level2 === 'Forecourt fuels containing biofuel')) {
    const co2 = group.co2eByGas.CO2;
    if (co2 === undefined) continue;
    const unit = ATTACHABLE_UNITS[group.uom];
    if (unit === undefined) {
      if (group.uom !== 'kWh') unrecognised(ctx, group, `unknown unit "${group.uom}" for biogenic CO2`);
      notAttached.push(`${group.level3} per ${group.uom}`);
      continue;
    }
    byFuelAndUnit.set(`${desnzFuelId(group.level3)}|${unit}`, co2);
  }
  return { byFuelAndUnit, notAttached };
}
