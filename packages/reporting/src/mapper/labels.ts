/**
 * People's words for the codes of the data: emission categories, Scope 2 methods, override kinds,
 * scope keys and breakdown dimensions. The PDF, the HTML report and the methodology print these;
 * the codes stay in data.json and the CSV files.
 */

/** GHG Protocol Scope 3 category names, by number. */
export const SCOPE3_CATEGORIES: Readonly<Record<number, string>> = Object.freeze({
  1: 'Purchased goods and services',
  2: 'Capital goods',
  3: 'Fuel- and energy-related activities',
  4: 'Upstream transportation and distribution',
  5: 'Waste generated in operations',
  6: 'Business travel',
  7: 'Employee commuting',
  8: 'Upstream leased assets',
  9: 'Downstream transportation and distribution',
  10: 'Processing of sold products',
  11: 'Use of sold products',
  12: 'End-of-life treatment of sold products',
  13: 'Downstream leased assets',
  14: 'Franchises',
  15: 'Investments',
});

const SCOPE3_SLUGS: Readonly<Record<string, number>> = {
  purchased_goods: 1,
  capital_goods: 2,
  fuel_energy_related: 3,
  // The regional plugins' older prefix of category 3 (`scope3.fuel_energy.td_losses`).
  fuel_energy: 3,
  upstream_transport: 4,
  waste_disposal: 5,
  business_travel: 6,
  employee_commuting: 7,
  upstream_leased_assets: 8,
  downstream_transport: 9,
  processing_sold_products: 10,
  use_of_sold_products: 11,
  end_of_life_treatment: 12,
  downstream_leased_assets: 13,
  franchises: 14,
  investments: 15,
};

const METHODS: Readonly<Record<string, string>> = {
  location_based: 'location-based',
  market_based: 'market-based',
  // Methods of the Scope 3 Technical Guidance, the last segment of a Scope 3 category code.
  asset_specific: 'asset-specific',
  average_data: 'average-data',
  franchise_specific: 'franchise-specific',
  investment_specific: 'investment-specific',
  supplier_specific: 'supplier-specific',
  // Category 3 codes name the activity of the category (the method is average-data in both).
  wtt_fuels: 'well-to-tank of fuels',
  td_losses: 'T&D losses of electricity',
  electricity_upstream_td: 'upstream and T&D losses of electricity',
  wtt_electricity: 'well-to-tank and T&D losses of electricity',
  sold_electricity: 'generation of purchased electricity sold to end users',
  site_specific: 'site-specific',
  energy_using_products: 'energy-using products',
  waste_type_specific: 'waste-type-specific',
  distance_based: 'distance-based',
  spend_based: 'spend-based',
  // Category 6 codes beside the distance-based scope3.business_travel.
  hotel: 'hotel stays',
  car_hire: 'car hire, spend-based',
};

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const words = (code: string) => code.replaceAll('_', ' ').replaceAll('-', ' ');

/**
 * `scope1.fugitive_emissions` → `Fugitive emissions (Scope 1)`,
 * `scope2.electricity.location_based` → `Electricity, location-based (Scope 2)`,
 * `scope3.business_travel` → `Business travel (Scope 3, category 6)`,
 * `scope3.upstream_leased_assets.average_data` → `Upstream leased assets, average-data (Scope 3, category 8)`.
 * Unknown codes read as words.
 */
export function categoryLabel(code: string): string {
  const [scope, ...rest] = code.split('.');
  const n = /^scope([123])$/.exec(scope ?? '')?.[1];
  if (n === undefined || rest.length === 0) return sentence(words(code));
  const s3 = n === '3' ? SCOPE3_SLUGS[rest[0] ?? ''] : undefined;
  if (s3 !== undefined) {
    // A category with several methods carries the method after the slug: keep the rows apart.
    const method = rest.slice(1).map((r) => METHODS[r] ?? words(r));
    return `${[SCOPE3_CATEGORIES[s3], ...method].join(', ')} (Scope 3, category ${s3})`;
  }
  const parts = rest.map((r) => METHODS[r] ?? words(r));
  return `${sentence(parts.join(', '))} (Scope ${n})`;
}

const SCOPE_KEYS: Readonly<Record<string, string>> = {
  scope1: 'Scope 1',
  scope2: 'Scope 2',
  scope2LocationBased: 'Scope 2 (location-based)',
  scope2MarketBased: 'Scope 2 (market-based)',
  scope3: 'Scope 3',
};

/** `scope2LocationBased` → `Scope 2 (location-based)`. */
export const scopeLabel = (key: string): string => SCOPE_KEYS[key] ?? sentence(words(key));

/** `factor_multiplier` → `Factor multiplier`, `location_based` → `Location-based`. */
export const codeWords = (code: string): string => sentence(METHODS[code] ?? words(code));

const DIMENSIONS: Readonly<Record<string, string>> = {
  gas: 'Gas',
  facility: 'Facility',
  country: 'Country',
  scope3Category: 'Category',
  category: 'Category',
  month: 'Month',
  scope2Method: 'Scope 2 method',
};

/** The column heading of a breakdown's dimension. */
export const dimensionLabel = (dimension: string): string => DIMENSIONS[dimension] ?? codeWords(dimension);
