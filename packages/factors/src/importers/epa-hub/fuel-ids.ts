import { snakeCaseId } from '../labels.js';

/**
 * EPA Hub fuel names (Tables 1 and 2) → subcategory ids. Ids from the shared vocabulary (`FUELS`)
 * where the fuel is the same; otherwise a descriptive snake_case id. A name not listed here gets
 * {@link epaFuelId}'s fallback, so a new fuel in next year's Hub still imports.
 */
const EPA_FUEL_IDS: Readonly<Record<string, string>> = {
  Anthracite: 'coal_anthracite',
  // The 2021 Hub names the coal ranks "Anthracite Coal", …; 2024 on, "Anthracite".
  'Anthracite Coal': 'coal_anthracite',
  'Bituminous Coal': 'coal_bituminous',
  'Sub-bituminous Coal': 'coal_sub_bituminous',
  'Lignite Coal': 'coal_lignite',
  Bituminous: 'coal_bituminous',
  'Sub-bituminous': 'coal_sub_bituminous',
  Lignite: 'coal_lignite',
  'Mixed (Commercial Sector)': 'coal_mixed_commercial',
  'Mixed (Electric Power Sector)': 'coal_mixed_electric_power',
  'Mixed (Industrial Coking)': 'coal_mixed_industrial_coking',
  'Mixed (Industrial Sector)': 'coal_mixed_industrial',
  'Coal Coke': 'coal_coke',
  'Petroleum Coke (Solid)': 'petroleum_coke',
  'Wood and Wood Residuals': 'wood',
  'Natural Gas': 'natural_gas',
  'Propane Gas': 'propane_gas',
  'Asphalt and Road Oil': 'asphalt_road_oil',
  'Distillate Fuel Oil No. 1': 'fuel_oil_1',
  'Distillate Fuel Oil No. 2': 'diesel',
  'Distillate Fuel Oil No. 4': 'fuel_oil_4',
  'Kerosene-Type Jet Fuel': 'jet_fuel',
  'Liquefied Petroleum Gases (LPG)': 'lpg',
  'Motor Gasoline': 'gasoline',
  'Naphtha (<401 deg F)': 'naphtha',
  'Other Oil (>401 deg F)': 'other_oil',
  'Residual Fuel Oil No. 5': 'fuel_oil_5',
  'Residual Fuel Oil No. 6': 'fuel_oil_6',
  'Biodiesel (100%)': 'biodiesel',
  'Ethanol (100%)': 'ethanol',
  // Table 2 (mobile combustion) names
  'Compressed Natural Gas (CNG)': 'cng',
  'Diesel Fuel': 'diesel',
  'Liquefied Natural Gas (LNG)': 'lng',
  // Table 2 "Residual Fuel Oil" cites Table C-1, whose per-gallon 11.27 kg is residual fuel oil No. 6.
  'Residual Fuel Oil': 'fuel_oil_6',
};

/**
 * Subcategory id of an EPA Hub fuel. Unlisted names become snake_case ids, prefixed `coal_` in the
 * "Coal and Coke" section and `kraft_liquor_` in the kraft pulping liquor section (whose entries
 * are wood furnishes such as "Bamboo").
 */
export function epaFuelId(name: string, section = ''): string {
  const known = EPA_FUEL_IDS[name];
  if (known !== undefined) return known;
  const id = snakeCaseId(name);
  if (/kraft pulping liquor/i.test(section)) return `kraft_liquor_${id}`;
  if (/^coal\b/i.test(section) && !id.startsWith('coal')) return `coal_${id}`;
  return id;
}

/** The Hub's physical units → CTP unit ids. */
const EPA_PHYSICAL_UNITS: Readonly<Record<string, string>> = {
  'short ton': 'short_ton',
  scf: 'scf',
  gallon: 'gal',
};

/** CTP unit id of a physical unit printed in the Hub, or null when it is not one we know. */
export function epaPhysicalUnitId(printed: string): string | null {
  return EPA_PHYSICAL_UNITS[printed.trim().toLowerCase()] ?? null;
}
