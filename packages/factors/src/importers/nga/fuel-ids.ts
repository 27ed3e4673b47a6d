/**
 * Fuel ids for the rows of the NGA solid and liquid fuel tables that the importer ships: the
 * commercial fuels an organisation burns. The labels changed between editions ("Gasoline (other
 * than …)" in 2021, "Automotive gasoline/petrol (other than …)" from 2022), hence the alternatives.
 * Other rows (lubricants, greases, crude oil, refinery products, waste-derived materials, biomass
 * and biofuels) are not shipped: they need fuel ids and checks of their own.
 */
const FUEL_LABELS: readonly (readonly [RegExp, string])[] = [
  [/^diesel oil$/i, 'diesel'],
  [/^(automotive gasoline\/petrol|gasoline) \(other than for use as fuel in an aircraft\)$/i, 'gasoline'],
  [
    /^(aviation gasoline|gasoline for use as fuel in an aircraft \((avgas|aviation gasoline)\))$/i,
    'aviation_gasoline',
  ],
  [/^kerosene \(other than for use as fuel in an aircraft\)$/i, 'kerosene'],
  [
    /^(aviation turbine fuel\/kerosene|kerosene for use as fuel in an aircraft \(aviation turbine fuel\))$/i,
    'jet_fuel',
  ],
  [/^liquefied petroleum gas( \(LPG\))?$/i, 'lpg'],
  [/^fuel oil$/i, 'fuel_oil'],
  [/^heating oil$/i, 'heating_oil'],
  [/^bituminous coal$/i, 'coal_bituminous'],
  [/^sub-bituminous coal$/i, 'coal_sub_bituminous'],
  [/^anthracite$/i, 'coal_anthracite'],
  [/^brown coal( \(lignite\))?$/i, 'coal_lignite'],
  [/^coking coal$/i, 'coal_coking'],
];

/** The fuel id of an NGA fuel label, or undefined for a row the importer does not ship. */
export function ngaFuelId(label: string): string | undefined {
  const text = label.replace(/\s+/g, ' ').trim();
  return FUEL_LABELS.find(([pattern]) => pattern.test(text))?.[1];
}

/** How many fuels {@link ngaFuelId} knows: each edition's solid and liquid tables must yield all of them. */
export const NGA_FUEL_COUNT = new Set(FUEL_LABELS.map(([, id]) => id)).size;
