import { InvalidInputError } from './errors.js';
import { RegionSchema } from './schema.js';

/** The region groups a country can belong to, from specific to general (GLOBAL is implied). */
export const REGION_GROUPS = ['EU', 'EUROPE', 'NORTH_AMERICA', 'APAC', 'GLOBAL'] as const;

/** The 27 EU member states (ISO 3166-1 alpha-2; Greece is `GR`). */
export const EU_MEMBERS: readonly string[] = Object.freeze(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

/** European countries outside the EU. */
const EUROPE_OTHER = 'GB NO CH IS LI BA RS ME MK AL XK MD UA AD MC SM VA'.split(' ');
const NORTH_AMERICA = ['US', 'CA', 'MX'];
const APAC = 'AU NZ JP KR CN HK MO TW SG MY TH VN PH ID IN BD LK PK NP KH LA MM BN MN FJ PG'.split(' ');

/** Country → groups above it, most specific first. */
const COUNTRY_GROUPS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ...EU_MEMBERS.map((c): [string, readonly string[]] => [c, ['EU', 'EUROPE']]),
  ...EUROPE_OTHER.map((c): [string, readonly string[]] => [c, ['EUROPE']]),
  ...NORTH_AMERICA.map((c): [string, readonly string[]] => [c, ['NORTH_AMERICA']]),
  ...APAC.map((c): [string, readonly string[]] => [c, ['APAC']]),
]);

/** Codes in common use that are not ISO 3166-1 alpha-2: they fall back to the ISO country. */
const COUNTRY_ALIASES: ReadonlyMap<string, string> = new Map([
  ['UK', 'GB'],
  ['EL', 'GR'],
]);

/** Group → groups above it. */
const GROUP_PARENTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['EU', ['EUROPE']],
  ['EUROPE', []],
  ['NORTH_AMERICA', []],
  ['APAC', []],
  ['GLOBAL', []],
]);

/** True when `region` is a well-formed region code (see {@link RegionSchema}). */
export function isRegion(region: unknown): region is string {
  return RegionSchema.safeParse(region).success;
}

/**
 * The regions a lookup tries, from specific to general, always ending in `GLOBAL`:
 * - `US-CAMX` → US-CAMX, US, NORTH_AMERICA, GLOBAL
 * - `AU-WA-NWIS` → AU-WA-NWIS, AU-WA, AU, APAC, GLOBAL
 * - `DE` → DE, EU, EUROPE, GLOBAL; `GB` → GB, EUROPE, GLOBAL; `EU` → EU, EUROPE, GLOBAL
 * - a country in no group (`ZA`) → ZA, GLOBAL
 * - `UK` → UK, GB, EUROPE, GLOBAL and `EL` → EL, GR, EU, EUROPE, GLOBAL (common non-ISO codes)
 * @throws InvalidInputError when `region` is not a region code (codes are upper case).
 */
export function regionChain(region: string): string[] {
  if (!isRegion(region)) {
    throw new InvalidInputError({
      field: 'region',
      value: String(region),
      reason: 'not a region code (GLOBAL, EU, US, US-CAMX, …)',
    });
  }
  const groups = GROUP_PARENTS.get(region);
  if (groups) return region === 'GLOBAL' ? ['GLOBAL'] : [region, ...groups, 'GLOBAL'];
  const parts = region.split('-');
  const chain: string[] = [];
  for (let n = parts.length; n >= 1; n--) chain.push(parts.slice(0, n).join('-'));
  const country = parts[0] as string;
  if (country.length !== 2) return [region, 'GLOBAL']; // an unknown group code such as `LATAM`
  const iso = COUNTRY_ALIASES.get(country);
  if (iso) chain.push(iso);
  return [...chain, ...(COUNTRY_GROUPS.get(iso ?? country) ?? []), 'GLOBAL'];
}
