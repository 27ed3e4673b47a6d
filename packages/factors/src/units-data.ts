/**
 * The activity units vocabulary as data. Each unit is defined by an exact decimal multiple of an SI
 * unit known to mathjs (`J`, `m3`, `kg`, `m`) or of an earlier unit of this table; `null` starts a
 * dimension of its own (passenger-distance, counts, each currency). Sources of the exact
 * definitions: NIST SP 811 Appendix B (international foot, pound, mile, US gallon = 231 in³,
 * IT Btu), UK Weights and Measures Act 1985 (imperial gallon = 4.54609 L).
 */
export interface UnitSpec {
  /** Case-sensitive unit id as used in factor rows and activities. */
  readonly id: string;
  /** Dimension id: units convert only within one dimension. */
  readonly dimension: string;
  readonly description: string;
  /** `[multiple, of]`: 1 {id} = multiple × 1 {of}; `null` for the base unit of a new dimension. */
  readonly definition: readonly [multiple: string, of: string] | null;
}

const u = (
  id: string,
  dimension: string,
  description: string,
  definition: UnitSpec['definition'],
): UnitSpec => ({
  id,
  dimension,
  description,
  definition,
});

/** ISO 4217 codes: each currency is its own dimension (no exchange rates in unit conversion). */
// biome-ignore format: compact data table
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'JPY', 'CAD', 'CHF', 'CNY', 'INR', 'SGD', 'NZD', 'SEK', 'NOK', 'DKK', 'KRW', 'HKD'] as const;

/** The units, in definition order. */
export const UNIT_SPECS: readonly UnitSpec[] = [
  u('J', 'energy', 'joule', ['1', 'J']),
  u('kJ', 'energy', 'kilojoule', ['1000', 'J']),
  u('MJ', 'energy', 'megajoule', ['1000000', 'J']),
  u('GJ', 'energy', 'gigajoule', ['1000000000', 'J']),
  u('TJ', 'energy', 'terajoule', ['1000000000000', 'J']),
  u('kWh', 'energy', 'kilowatt-hour (3.6 MJ)', ['3600000', 'J']),
  u('MWh', 'energy', 'megawatt-hour', ['3600000000', 'J']),
  u('GWh', 'energy', 'gigawatt-hour', ['3600000000000', 'J']),
  u('Btu', 'energy', 'British thermal unit (International Table), 1055.05585262 J', ['1055.05585262', 'J']),
  u('mmBtu', 'energy', 'million Btu', ['1000000', 'Btu']),
  u('therm', 'energy', 'therm = 100,000 Btu (IT), as the EPA Hub uses it', ['100000', 'Btu']),
  u('m3', 'volume', 'cubic metre', ['1', 'm3']),
  u('L', 'volume', 'litre', ['0.001', 'm3']),
  u('gal', 'volume', 'US liquid gallon, 231 in³ = 3.785411784 L', ['3.785411784', 'L']),
  u('gal_uk', 'volume', 'imperial gallon, 4.54609 L', ['4.54609', 'L']),
  u(
    'scf',
    'volume',
    'standard cubic foot (0.028316846592 m³; geometric, no correction of reference conditions)',
    ['0.028316846592', 'm3'],
  ),
  u('ccf', 'volume', 'hundred cubic feet', ['100', 'scf']),
  u('mcf', 'volume', 'thousand cubic feet', ['1000', 'scf']),
  u('kg', 'mass', 'kilogram', ['1', 'kg']),
  u('g', 'mass', 'gram', ['0.001', 'kg']),
  u('t', 'mass', 'tonne (metric ton), 1000 kg', ['1000', 'kg']),
  u('lb', 'mass', 'pound (avoirdupois), 0.45359237 kg', ['0.45359237', 'kg']),
  u('short_ton', 'mass', 'short ton, 2000 lb', ['2000', 'lb']),
  u('long_ton', 'mass', 'long ton, 2240 lb', ['2240', 'lb']),
  u('m', 'distance', 'metre', ['1', 'm']),
  u('km', 'distance', 'kilometre', ['1000', 'm']),
  u('mi', 'distance', 'statute mile, 1609.344 m', ['1609.344', 'm']),
  u('m2', 'area', 'square metre (floor area)', ['1', 'm2']),
  u('ft2', 'area', 'square foot, (0.3048 m)² = 0.09290304 m²', ['0.09290304', 'm2']),
  u('pkm', 'passenger_distance', 'passenger-kilometre', null),
  u('pmi', 'passenger_distance', 'passenger-mile', ['1.609344', 'pkm']),
  u('vkm', 'vehicle_distance', 'vehicle-kilometre', null),
  u('vmi', 'vehicle_distance', 'vehicle-mile', ['1.609344', 'vkm']),
  u('tkm', 'freight', 'tonne-kilometre', null),
  u('tmi', 'freight', 'tonne-mile (metric tonne × statute mile)', ['1.609344', 'tkm']),
  u('short_ton_mi', 'freight', 'short ton-mile (EPA "ton-mile")', ['1.45997231821056', 'tkm']),
  u('room_night', 'count:room_night', 'one hotel room for one night', null),
  u('unit', 'count:unit', 'one item', null),
  ...CURRENCIES.map((code) =>
    u(code, `currency:${code}`, `ISO 4217 ${code} (price year on the factor)`, null),
  ),
];

/** Accepted spellings that normalise to a unit id. Ids themselves are case-sensitive. */
// biome-ignore format: compact data table
export const UNIT_ALIASES: Readonly<Record<string, string>> = {
  kwh: 'kWh', KWH: 'kWh', mwh: 'MWh', MWH: 'MWh', gwh: 'GWh',
  joule: 'J', mj: 'MJ', gj: 'GJ',
  BTU: 'Btu', btu: 'Btu', MMBtu: 'mmBtu', MMBTU: 'mmBtu', mmbtu: 'mmBtu', therms: 'therm',
  litre: 'L', liter: 'L', litres: 'L', liters: 'L', l: 'L',
  cubic_metre: 'm3', cubic_meter: 'm3', 'm^3': 'm3',
  gallon: 'gal', gallons: 'gal', us_gal: 'gal', gallon_us: 'gal', gallon_uk: 'gal_uk', imperial_gallon: 'gal_uk',
  kilogram: 'kg', kilograms: 'kg', gram: 'g', grams: 'g', tonne: 't', tonnes: 't', metric_ton: 't',
  lbs: 'lb', pound: 'lb', pounds: 'lb',
  square_metre: 'm2', square_meter: 'm2', sqm: 'm2', 'm^2': 'm2', square_foot: 'ft2', square_feet: 'ft2', sqft: 'ft2', sq_ft: 'ft2',
  kilometre: 'km', kilometer: 'km', kilometres: 'km', kilometers: 'km', mile: 'mi', miles: 'mi',
  passenger_km: 'pkm', 'passenger-km': 'pkm', 'passenger.km': 'pkm',
  passenger_mile: 'pmi', 'passenger-mile': 'pmi',
  vehicle_km: 'vkm', 'vehicle-km': 'vkm', vehicle_mile: 'vmi', 'vehicle-mile': 'vmi',
  tonne_km: 'tkm', 'tonne-km': 'tkm', 'tonne.km': 'tkm', tonne_mile: 'tmi', 'tonne-mile': 'tmi',
  short_ton_mile: 'short_ton_mi', 'short-ton-mile': 'short_ton_mi',
  'room-night': 'room_night', room_nights: 'room_night', units: 'unit', item: 'unit',
};
