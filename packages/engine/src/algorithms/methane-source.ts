import type { FactorMatch, MethaneSource } from '@ctp/factors';

/**
 * Fuel ids whose carbon is recent (biogenic), so the methane of burning them is non-fossil:
 * wood and other biomass, biogases and liquid biofuels. Ids of the EPA GHG Emission Factors Hub
 * (Table 1 biomass fuels) and common ids a custom dataset may use.
 */
export const BIOGENIC_FUELS: readonly string[] = Object.freeze([
  'wood',
  'wood_pellets',
  'wood_chips',
  'biomass',
  'agricultural_byproducts',
  'solid_byproducts',
  'peat_free_biomass',
  'biogas',
  'biomethane',
  'landfill_gas',
  'other_biomass_gases',
  'biodiesel',
  'ethanol',
  'bioethanol',
  'vegetable_oil',
  'rendered_animal_fat',
  'kraft_liquor_bagasse',
  'kraft_liquor_bamboo',
  'kraft_liquor_north_american_hardwood',
  'kraft_liquor_north_american_softwood',
  'kraft_liquor_straw',
]);

/**
 * The methane source of burning `fuel` with the factor row `match`: `biogenic` for a fuel of
 * {@link BIOGENIC_FUELS}, or a row whose carbon is biogenic only (it gives `CO2_biogenic` and no
 * fossil `CO2`, as EPA prints every biomass fuel); `fossil_combustion` otherwise (natural gas, oils,
 * coal, and forecourt blends whose carbon is mostly fossil). Under AR6 both take the non-fossil
 * methane value (GHG Protocol GWP Values v2.0); the record still says which fuel carbon it was.
 */
export function combustionMethaneSource(fuel: string, match: FactorMatch): MethaneSource {
  const base = fuel.split('@')[0] as string;
  if (BIOGENIC_FUELS.includes(base)) return 'biogenic';
  const gases = match.factor.gases;
  if (gases !== undefined && gases.CO2_biogenic !== undefined && gases.CO2 === undefined) return 'biogenic';
  return 'fossil_combustion';
}
