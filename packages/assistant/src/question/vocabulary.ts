/**
 * The words people use for the platform's categories, methods and frameworks. Category keys are
 * prefixes: `scope2.electricity` covers both `scope2.electricity.location_based` and
 * `scope2.electricity.market_based` (the method says which).
 */
export const CATEGORY_WORDS: readonly [string, RegExp][] = [
  ['scope1.stationary_combustion', /\b(stationary combustion|natural gas|gas use|heating|boilers?)\b/i],
  ['scope1.mobile_combustion', /\b(mobile combustion|fleet|diesel|company vehicles|company cars)\b/i],
  ['scope1.fugitive_emissions', /\b(fugitive( emissions)?|refrigerants?|f-gas(es)?)\b/i],
  ['scope2.electricity', /\b(electricity|power consumption|grid power|electric power)\b/i],
  ['scope3.business_travel', /\b(business travel|travel|flights?|air travel|rail travel)\b/i],
  ['scope3.employee_commuting', /\b(employee commuting|commuting|commute)\b/i],
  ['scope3.waste_disposal', /\b(waste( disposal)?|recycling)\b/i],
  ['scope3.purchased_goods', /\b(purchased goods|purchases|procurement|spend|supply chain)\b/i],
];

/** A category prefix as a reader says it: `scope3.employee_commuting` → `employee commuting`. */
export function categoryWords(category: string): string {
  const parts = category.split('.');
  const name = (parts[1] ?? category).replace(/_/g, ' ');
  if (parts[2] === 'location_based') return `${name} (location-based)`;
  if (parts[2] === 'market_based') return `${name} (market-based)`;
  return name;
}

/** Whether `category` (a full key) falls under `prefix` (a key or a prefix of one). */
export function inCategory(category: string, prefix: string): boolean {
  return category === prefix || category.startsWith(`${prefix}.`);
}

/** Frameworks by the names people use (ESRS reporting is the CSRD's). */
export const FRAMEWORK_WORDS: readonly [string, RegExp][] = [
  ['tcfd', /\btcfd\b/i],
  ['csrd', /\b(csrd|esrs)\b/i],
  ['gri', /\bgri\b/i],
  ['cdp', /\bcdp\b/i],
  ['issb', /\b(issb|ifrs s2)\b/i],
  ['secr', /\bsecr\b/i],
];

/** Countries and grid regions by the names people use. */
export const REGION_WORDS: readonly [string, RegExp][] = [
  ['GB', /\b(uk|united kingdom|britain|british|england|gb)\b/i],
  ['US', /\b(us|usa|united states|american|u\.s\.)\b/],
];

/** Month names to numbers (for "no data for March"). */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
