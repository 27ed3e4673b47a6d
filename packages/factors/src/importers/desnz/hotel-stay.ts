import type { ImportedRow } from '../imported-row.js';
import { type DesnzContext, desnzRow, unrecognised } from './desnz-row.js';
import type { FactorGroup } from './factor-groups.js';

/**
 * DESNZ hotel countries (Level 3 of "Hotel stay", 2019–2025 spellings) → ISO 3166-1 alpha-2.
 * Each row gets its country as region, so a stay in one country never finds another country's
 * factor (the region fallback climbs to groups and GLOBAL, where no hotel row exists).
 */
const COUNTRIES: Readonly<Record<string, string>> = {
  UK: 'GB',
  'UK (London)': 'GB',
  Argentina: 'AR',
  Australia: 'AU',
  Austria: 'AT',
  Belgium: 'BE',
  Brazil: 'BR',
  Canada: 'CA',
  Chile: 'CL',
  China: 'CN',
  'China (Hong Kong)': 'HK',
  'Hong Kong, China': 'HK',
  Colombia: 'CO',
  'Costa Rica': 'CR',
  'Czech Republic': 'CZ',
  Egypt: 'EG',
  Fiji: 'FJ',
  Finland: 'FI',
  France: 'FR',
  'French Polynesia': 'PF',
  Germany: 'DE',
  Greece: 'GR',
  India: 'IN',
  Indonesia: 'ID',
  Ireland: 'IE',
  Israel: 'IL',
  Italy: 'IT',
  Japan: 'JP',
  Jordan: 'JO',
  Kazakhstan: 'KZ',
  Korea: 'KR',
  'South Korea': 'KR',
  'Macau, China': 'MO',
  Malaysia: 'MY',
  Maldives: 'MV',
  Mexico: 'MX',
  Netherlands: 'NL',
  'New Zealand': 'NZ',
  Oman: 'OM',
  Panama: 'PA',
  Peru: 'PE',
  Philippines: 'PH',
  Poland: 'PL',
  Portugal: 'PT',
  Qatar: 'QA',
  Romania: 'RO',
  'Russian Federation': 'RU',
  'Saudi Arabia': 'SA',
  Singapore: 'SG',
  'Slovak Republic': 'SK',
  'South Africa': 'ZA',
  Spain: 'ES',
  Switzerland: 'CH',
  Taiwan: 'TW',
  'Taiwan, China': 'TW',
  Thailand: 'TH',
  Turkey: 'TR',
  'United Arab Emirates': 'AE',
  'United States': 'US',
  Vietnam: 'VN',
};

/** Lines that name no country (2019–2020 "Caribbean Region"): not imported, listed in the notes. */
export const HOTEL_REGIONS_NOT_IMPORTED: ReadonlySet<string> = new Set(['Caribbean Region']);

/**
 * Rows of Level 1 "Hotel stay" (category `hotel_stay`, unit `room_night`, kg CO2e per room per
 * night), Scope 3 category 6: subcategory `hotel` with the country as region, and `hotel.london`
 * (region GB) for DESNZ's separate London line. A country label the importer does not know is an
 * error, never a new region.
 */
export function hotelStayRows(ctx: DesnzContext, groups: readonly FactorGroup[]): ImportedRow[] {
  const rows: ImportedRow[] = [];
  for (const group of groups) {
    if (group.uom !== 'Room per night')
      unrecognised(ctx, group, `expected unit "Room per night", found "${group.uom}"`);
    if (group.level2 !== 'Hotel stay' || group.level4 !== '' || group.columnText !== '')
      unrecognised(ctx, group, `unexpected hotel line "${group.level2} > ${group.level3}"`);
    if (HOTEL_REGIONS_NOT_IMPORTED.has(group.level3)) continue;
    const region =
      COUNTRIES[group.level3] ?? unrecognised(ctx, group, `unknown hotel country "${group.level3}"`);
    const subcategory = group.level3 === 'UK (London)' ? 'hotel.london' : 'hotel';
    const row = desnzRow({ ...ctx, region }, group, {
      category: 'hotel_stay',
      subcategory,
      unit: 'room_night',
      // DESNZ methodology paper 2025, section 11: the hotels reported CO2e on their own GWPs.
      note: "CO2e only, from hotels' reports to the benchmark DESNZ cites (see the edition's methodology paper); its GWP basis may differ from the edition's",
    });
    if (row !== null) rows.push(row);
  }
  return rows;
}
