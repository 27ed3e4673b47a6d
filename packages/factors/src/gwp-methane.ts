import { z } from 'zod';
import { gwpEntry } from './gwp.js';
import type { GwpSet, GwpTimeframe } from './schema.js';

/**
 * How methane is turned into CO2e:
 * - `by_source`: the GWP of the methane's source, fossil (`CH4_fossil`) or non-fossil
 *   (`CH4_nonfossil`), where the GWP set publishes both (AR6, IPCC AR6 WG1 Table 7.15);
 * - `single`: one CH4 value for all methane (`CH4`, AR6 Table 7.SM.7 27.9 at 100 years).
 */
export const MethaneGwpModeSchema = z.enum(['by_source', 'single']);
export type MethaneGwpMode = z.infer<typeof MethaneGwpModeSchema>;

/**
 * Where a methane emission comes from, as the GHG Protocol's AR6 GWP table (Global Warming Potential
 * Values v2.0, August 2024) tells them apart:
 * - `fossil_fugitive`: fossil methane released unburnt (oil and gas systems, coal mining, gas leaks);
 * - `fossil_combustion`: methane from burning a fossil fuel (the fuel's carbon is already counted as
 *   CO2 by the combustion factor);
 * - `biogenic`: methane of recent carbon (biomass and biogas combustion, landfill, wastewater).
 */
export const MethaneSourceSchema = z.enum(['fossil_fugitive', 'fossil_combustion', 'biogenic']);
export type MethaneSource = z.infer<typeof MethaneSourceSchema>;

/** The GWP table row chosen for an amount of methane, and why. */
export interface MethaneGwpChoice {
  /** Row of the GWP tables whose value applies: `CH4_fossil`, `CH4_nonfossil` or `CH4`. */
  readonly gwpGas: 'CH4' | 'CH4_fossil' | 'CH4_nonfossil';
  /** One sentence for the record: the mode, the source and the reason for the row. */
  readonly reason: string;
}

/** The one set whose source-specific CH4 values are applied (see {@link methaneGwpGas}). */
const SOURCE_SPECIFIC_SET: GwpSet = 'AR6';

/**
 * The GWP row for methane of `source` under a mode and GWP set.
 *
 * - `single`: always `CH4`.
 * - `by_source` under AR6: `CH4_fossil` for fugitive fossil methane only; `CH4_nonfossil` for
 *   methane from combustion (of fossil or biogenic fuel) and every biogenic source. This is the GHG
 *   Protocol's rule (GWP Values v2.0, 2024; IPCC AR6 WG1 Table 7.15): the fossil value adds the CO2
 *   that fossil methane becomes, which a combustion factor has already counted as CO2.
 * - `by_source` under AR4 (one CH4 value only) and AR5: `CH4`. AR5's fossil value (30) is of
 *   secondary status and its 20-year value is not shipped, and AR5 reporting (UNFCCC) uses the
 *   single value, so the source split is applied under AR6 only, as the issue asks.
 *
 * @throws GwpNotAvailableError when the chosen row has no shipped value (checked here so the
 * caller never records a row it cannot apply).
 */
export function methaneGwpGas(
  mode: MethaneGwpMode,
  source: MethaneSource,
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
): MethaneGwpChoice {
  let choice: MethaneGwpChoice;
  if (mode === 'single') {
    choice = { gwpGas: 'CH4', reason: 'methane GWP mode "single": one CH4 value for all methane' };
  } else if (gwpSet === 'AR4') {
    choice = { gwpGas: 'CH4', reason: 'AR4 gives one CH4 value only; CH4 used whatever the source' };
  } else if (gwpSet !== SOURCE_SPECIFIC_SET) {
    choice = {
      gwpGas: 'CH4',
      reason: `${gwpSet}: fossil and non-fossil methane GWPs are applied under AR6 only; single CH4 value used`,
    };
  } else if (source === 'fossil_fugitive') {
    choice = {
      gwpGas: 'CH4_fossil',
      reason:
        'methane GWP by source: fugitive fossil methane takes the fossil value (it includes the CO2 its carbon becomes)',
    };
  } else if (source === 'fossil_combustion') {
    choice = {
      gwpGas: 'CH4_nonfossil',
      reason:
        'methane GWP by source: methane from fossil fuel combustion takes the non-fossil value, as the GHG Protocol AR6 table directs (the combustion CO2 already counts the fuel carbon; the fossil value would count its oxidation twice)',
    };
  } else {
    choice = { gwpGas: 'CH4_nonfossil', reason: 'methane GWP by source: biogenic (non-fossil) methane' };
  }
  gwpEntry(choice.gwpGas, gwpSet, gwpTimeframe);
  return Object.freeze(choice);
}
