/**
 * The shared vocabulary of factor categories and subcategory ids. Importers map each publisher's
 * own names onto these ids, so an algorithm asks for `natural_gas` whichever dataset answers.
 * A dataset may add ids of its own; these are the ones the shipped algorithms read.
 */
export const FACTOR_CATEGORIES = {
  /** Fuel burnt in boilers, furnaces, generators. Subcategory: a {@link FUELS} id. */
  stationary_combustion: 'stationary_combustion',
  /** Fuel burnt in vehicles the organization owns or controls. Subcategory: a {@link FUELS} id. */
  mobile_combustion: 'mobile_combustion',
  /** Refrigerant and other fugitive gases; gases are mass fractions (kg gas per kg). Subcategory: `R-410A`, `HFC-134a`, `SF6`, … */
  refrigerant: 'refrigerant',
  /** Grid electricity. Subcategory: {@link ELECTRICITY}. */
  electricity: 'electricity',
  /** Purchased heat and steam. Subcategory: `steam`. */
  heat_steam: 'heat_steam',
  /** Passenger travel (business travel and commuting share these factors). Subcategory: {@link PASSENGER_TRANSPORT}. */
  passenger_transport: 'passenger_transport',
  /** Waste treatment. Subcategory: `{material}.{method}`, see {@link WASTE_MATERIALS} and {@link WASTE_METHODS}. */
  waste: 'waste',
  /** Spend-based supply-chain factors. Subcategory: `naics:{code}` (NAICS 2017, 6 digits). */
  purchased_goods: 'purchased_goods',
  /** Well-to-tank (upstream) emissions of a fuel, per unit of fuel burnt. Subcategory: a {@link FUELS} id, as in `stationary_combustion`. */
  wtt_fuels: 'wtt_fuels',
  /**
   * Freight transport per tonne-distance (`tkm`, `short_ton_mi`) or, with `.vehicle`, per
   * vehicle-distance (`vkm`, `vmi`) of a vehicle dedicated to the load. Subcategory: `{mode}[.{vehicle}]`,
   * see {@link FREIGHT}.
   */
  freight: 'freight',
  /** Cradle-to-gate production of a material, per tonne (DESNZ "Material use"). Subcategory: `{material}.primary`, `.closed_loop` or `.open_loop`. */
  material_use: 'material_use',
  /** Hotel stays, per room-night, with the country as region (DESNZ "Hotel stay"). Subcategory: `hotel`, `hotel.london`. */
  hotel_stay: 'hotel_stay',
} as const;

/** Fuel ids. `diesel` and `gasoline` are the forecourt blends where a publisher distinguishes them. */
export const FUELS = [
  'natural_gas',
  'diesel', // EPA "Distillate Fuel Oil No. 2" / "Diesel Fuel"; DESNZ "Diesel (average biofuel blend)"
  'diesel_mineral', // DESNZ "Diesel (100% mineral diesel)"
  'gasoline', // EPA "Motor Gasoline"; DESNZ "Petrol (average biofuel blend)"
  'gasoline_mineral', // DESNZ "Petrol (100% mineral petrol)"
  'propane', // liquid
  'propane_gas', // EPA per scf
  'lpg',
  'kerosene',
  'jet_fuel', // kerosene-type jet fuel
  'aviation_gasoline',
  'fuel_oil_6', // residual fuel oil No. 6
  'gas_oil',
  'coal_bituminous',
  'coal_anthracite',
  'coal_sub_bituminous', // NGA "Sub-bituminous coal"
  'coal_lignite', // NGA "Lignite (brown coal)"
  'coal_coking', // NGA "Coking coal"
  'fuel_oil', // NGA "Fuel oil"
  'heating_oil', // NGA "Heating oil"
  'cng',
  'lng',
] as const;

/**
 * Basis qualifiers appended to a subcategory with `@` when a publisher gives the same item in
 * several units: `@energy` (gross calorific value), `@energy_net`, `@mass`, `@volume`.
 */
export const BASIS_QUALIFIERS = ['energy', 'energy_net', 'mass', 'volume'] as const;

/** Electricity subcategories. */
export const ELECTRICITY = {
  /** Location-based: average emissions of generation on the grid (eGRID total output, DESNZ generation). */
  grid_average: 'grid_average',
  /** Market-based fallback: residual mix after tracked instruments (AIB). */
  residual_mix: 'residual_mix',
  /** Scope 3 category 3: transmission and distribution losses (DESNZ T&D). */
  td_losses: 'td_losses',
  /** Scope 3 category 3 indirect emissions of consumed electricity (NGA Scope 3 factors). */
  upstream: 'upstream',
  /** Scope 3 category 3: well-to-tank of the fuels burnt to generate the electricity consumed (DESNZ "WTT- UK electricity (generation)"). */
  wtt_generation: 'wtt_generation',
  /** Scope 3 category 3: well-to-tank of the fuels burnt to generate the electricity lost in T&D (DESNZ "WTT- UK electricity (T&D)"). */
  wtt_td_losses: 'wtt_td_losses',
} as const;

/** Passenger transport subcategories. Air hauls carry `.rf` for factors with radiative forcing. */
export const PASSENGER_TRANSPORT = [
  'air.domestic',
  'air.short_haul',
  'air.medium_haul',
  'air.long_haul',
  'air.international',
  'air.domestic.rf',
  'air.short_haul.rf',
  'air.long_haul.rf',
  'air.international.rf',
  'air.long_haul.economy',
  'air.long_haul.economy.rf',
  'air.long_haul.business',
  'air.long_haul.business.rf',
  'car.average', // per vehicle-distance
  'car.diesel',
  'car.petrol',
  'car.battery_electric',
  'light_truck',
  'motorcycle',
  'rail.national', // DESNZ national rail; EPA intercity rail national average
  'rail.intercity_northeast',
  'rail.commuter',
  'rail.transit', // subway, tram, light rail
  'rail.underground',
  'rail.international',
  'bus', // average local bus
  'coach',
] as const;

/** Waste materials. */
export const WASTE_MATERIALS = [
  'mixed_msw',
  'mixed_recyclables',
  'mixed_organics',
  'food_waste',
  'corrugated_containers',
  'office_paper',
  'mixed_plastics',
  'household_residual',
  'commercial_industrial',
  'paper_board_mixed',
] as const;

/** Waste treatment methods. */
export const WASTE_METHODS = [
  'landfilled',
  'combusted',
  'recycled',
  'composted',
  'anaerobic_digestion',
] as const;

/**
 * Freight subcategories the shipped datasets share or that the freight algorithms default to.
 * The first segment is the mode (`road`, `rail`, `water`, `air`); what follows names the vehicle
 * as the publisher does: EPA Hub Table 8 gives one average per mode (`road.truck`, `rail`,
 * `water`, `air`); DESNZ "Freighting goods" gives vans by class and fuel (`road.van.class_i.diesel`),
 * HGVs and refrigerated HGVs by size and load (`road.hgv.artic_over_33t.laden_50`), ships by type
 * and size (`water.bulk_carrier.200_000_plus_dwt`) and flights by haul (`air.short_haul`, `.rf`
 * with radiative forcing). A per-vehicle-distance row adds `.vehicle`.
 */
export const FREIGHT = [
  'road.truck', // EPA medium- and heavy-duty truck
  'road.truck.vehicle',
  'road.car.vehicle',
  'road.light_truck.vehicle',
  'road.hgv.average.laden_average', // DESNZ all HGVs, average laden
  'road.hgv_refrigerated.average.laden_average',
  'road.van.average', // DESNZ average van, unknown fuel
  'rail',
  'water', // EPA waterborne craft
  'water.container_ship',
  'water.general_cargo',
  'water.bulk_carrier',
  'air', // EPA aircraft
  'air.domestic',
  'air.short_haul',
  'air.long_haul',
  'air.international',
] as const;
