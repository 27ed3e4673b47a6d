import { type DesnzContext, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';

/** Level 2 of the overseas WTT electricity lines (editions 2019–2021) → electricity subcategory. */
export const OVERSEAS_WTT_ELECTRICITY: Readonly<Record<string, string>> = {
  'WTT- overseas electricity (generation)': 'wtt_generation',
  'WTT- overseas electricity (T&D)': 'wtt_td_losses',
};

/**
 * Level 3 of the overseas WTT electricity lines ("Electricity: {country}", 2019–2021 spellings) →
 * ISO 3166-1 alpha-2, or `EU` for "EU (average)" (a region group of `regions.ts`). The labels are
 * IEA country names ("Chinese Taipei", "People's Rep. of China", "Slovak Republic").
 */
const OVERSEAS_REGIONS: Readonly<Record<string, string>> = {
  Australia: 'AU',
  Austria: 'AT',
  Belgium: 'BE',
  Brazil: 'BR',
  Bulgaria: 'BG',
  Canada: 'CA',
  'Chinese Taipei': 'TW',
  Croatia: 'HR',
  Cyprus: 'CY',
  'Czech Republic': 'CZ',
  Denmark: 'DK',
  Egypt: 'EG',
  Estonia: 'EE',
  Finland: 'FI',
  France: 'FR',
  Germany: 'DE',
  Gibraltar: 'GI',
  Greece: 'GR',
  'Hong Kong, China': 'HK',
  Hungary: 'HU',
  Iceland: 'IS',
  India: 'IN',
  Indonesia: 'ID',
  Ireland: 'IE',
  Israel: 'IL',
  Italy: 'IT',
  Japan: 'JP',
  Latvia: 'LV',
  Lithuania: 'LT',
  Luxembourg: 'LU',
  Malaysia: 'MY',
  Malta: 'MT',
  Mexico: 'MX',
  Netherlands: 'NL',
  'New Zealand': 'NZ',
  Norway: 'NO',
  Pakistan: 'PK',
  "People's Rep. of China": 'CN',
  Philippines: 'PH',
  Poland: 'PL',
  Portugal: 'PT',
  Romania: 'RO',
  'Russian Federation': 'RU',
  'Saudi Arabia': 'SA',
  Singapore: 'SG',
  'Slovak Republic': 'SK',
  Slovenia: 'SI',
  'South Africa': 'ZA',
  'South Korea': 'KR',
  Spain: 'ES',
  Sweden: 'SE',
  Switzerland: 'CH',
  Thailand: 'TH',
  Turkey: 'TR',
  Ukraine: 'UA',
  'United States': 'US',
  'EU (average)': 'EU',
};

/**
 * Averages over groups of countries that have no region id in `regions.ts`: not imported (a
 * guessed group would hand its factor to countries DESNZ did not put in it), listed in the notes.
 */
export const OVERSEAS_AVERAGES_NOT_IMPORTED: ReadonlySet<string> = new Set([
  'Africa (average)',
  'Latin America (average)',
  'Middle East (average)',
  'Non-OECD Europe and Eurasia (average)',
]);

const PREFIX = 'Electricity: ';

/**
 * The region of an overseas WTT electricity line: its country's ISO code, `EU` for the EU average,
 * or null for an average this importer does not import. An unknown label is an error, never a guess.
 */
export function overseasRegion(ctx: DesnzContext, group: FactorGroup): string | null {
  const label = group.level3.startsWith(PREFIX) ? group.level3.slice(PREFIX.length) : undefined;
  if (label !== undefined && OVERSEAS_AVERAGES_NOT_IMPORTED.has(label)) return null;
  const region = label === undefined ? undefined : OVERSEAS_REGIONS[label];
  return region ?? unrecognised(ctx, group, `unknown overseas electricity country "${group.level3}"`);
}
