import type { ActivityDataInput } from '@ctp/store';
import { Decimal } from 'decimal.js';

/** The demo's two facilities: an office on the Californian grid and a plant in England. */
export const DEMO_FACILITIES = {
  oakland: {
    name: 'Oakland office',
    address: '1 Frank H Ogawa Plaza, Oakland, CA 94612',
    country: 'US',
    gridRegion: 'US-CAMX',
  },
  leeds: {
    name: 'Leeds plant',
    address: 'Thorp Arch Estate, Leeds LS23 7BJ',
    country: 'GB',
    gridRegion: 'GB',
  },
} as const;

/** The demo's base year: its first year of data, the year targets and restatements refer to. */
export const DEMO_BASE_YEAR = 2019;

/** Every year `ctp demo` creates, base year first. */
export const DEMO_YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025] as const;

/**
 * The calculation runs of `ctp demo`, oldest first. The EPA published no Emission Factors Hub that
 * could be found before its 2021 edition (whose Table 6 is eGRID2019), so the Oakland office's
 * 2019 and 2020 are calculated with that edition pinned: every such result carries a
 * `PINNED_EDITION` warning and the report's methodology cites epa-ghg-hub@2021 for those years.
 * The Leeds plant's years use the DESNZ edition of each year (nothing pinned for them).
 */
export const DEMO_RUNS = [
  { periodStart: '2019-01-01', periodEnd: '2020-12-31', datasetPins: { 'epa-ghg-hub': '2021' } },
  { periodStart: '2021-01-01', periodEnd: '2025-12-31' },
] as const;

// Monthly seasonal shapes (January first) of a typical site; realistic in shape, not measured data.
const OAKLAND_KWH = [41200, 38900, 39800, 36100, 35400, 39900, 44800, 46300, 42100, 37800, 38600, 42500];
const LEEDS_KWH = [96400, 91800, 93100, 88700, 86200, 84900, 83300, 85100, 88600, 92400, 95700, 97900];
const OAKLAND_GAS_THERM = [1210, 1105, 930, 640, 410, 250, 180, 175, 290, 560, 880, 1150];
const LEEDS_GAS_KWH = [
  182000, 171500, 150300, 118900, 84100, 61200, 55800, 57400, 79900, 121700, 158200, 179600,
];
// Activity against 2024: an office closed for much of 2020 and filling again, a plant whose
// efficiency work (2021 on) shows; 2025 adds a busier Oakland office.
const YEAR_FACTOR: Record<number, { oakland: string; leeds: string }> = {
  2019: { oakland: '0.97', leeds: '1.14' },
  2020: { oakland: '0.58', leeds: '0.96' },
  2021: { oakland: '0.76', leeds: '1.09' },
  2022: { oakland: '0.91', leeds: '1.06' },
  2023: { oakland: '0.98', leeds: '1.03' },
  2024: { oakland: '1', leeds: '1' },
  2025: { oakland: '1.04', leeds: '0.93' },
};

/** `quantity × factor × (1 + wobble)` rounded to `places`, in decimal arithmetic (no float drift). */
function scaled(quantity: number, factor: string, month: number, places = 0): string {
  // A small, deterministic month-to-month wobble (±2%) so two years do not look copied.
  const wobble = new Decimal(((month * 7) % 5) - 2).div(100);
  return new Decimal(quantity)
    .times(factor)
    .times(wobble.plus(1))
    .toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN)
    .toFixed(places);
}

function monthPeriod(year: number, month: number) {
  const mm = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { periodStart: `${year}-${mm}-01`, periodEnd: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * Every month of the given years (by default 2024–2025; `ctp demo` creates {@link DEMO_YEARS}) of a
 * two-site company: electricity (location- and market-based, the plant's market-based line with
 * REGO certificates), natural gas, fleet diesel, business travel (air and rail), commuting, waste
 * and purchased goods; refrigerant top-ups each quarter. Deterministic: the same call always gives
 * the same rows.
 */
export function demoActivities(
  facilityIds: { oakland: string; leeds: string },
  years: readonly number[] = [2024, 2025],
): ActivityDataInput[] {
  const rows: ActivityDataInput[] = [];
  for (const year of years) {
    const f = YEAR_FACTOR[year];
    if (f === undefined) throw new RangeError(`the demo has no data for ${year}`);
    for (let month = 1; month <= 12; month++) {
      const i = month - 1;
      const period = monthPeriod(year, month);
      const source = `demo/${year}-${String(month).padStart(2, '0')}`;
      const oak = { facilityId: facilityIds.oakland, ...period, sourceDocument: `${source}/oakland` };
      const leeds = { facilityId: facilityIds.leeds, ...period, sourceDocument: `${source}/leeds` };
      const oakKwh = scaled(OAKLAND_KWH[i] ?? 0, f.oakland, month);
      const leedsKwh = scaled(LEEDS_KWH[i] ?? 0, f.leeds, month);
      rows.push(
        {
          ...oak,
          category: 'scope2.electricity.location_based',
          quantity: oakKwh,
          unit: 'kWh',
          dataQuality: 'measured',
        },
        {
          ...oak,
          category: 'scope2.electricity.market_based',
          quantity: oakKwh,
          unit: 'kWh',
          dataQuality: 'measured',
        },
        {
          ...leeds,
          category: 'scope2.electricity.location_based',
          quantity: leedsKwh,
          unit: 'kWh',
          dataQuality: 'measured',
        },
        {
          ...leeds,
          category: 'scope2.electricity.market_based',
          quantity: leedsKwh,
          unit: 'kWh',
          dataQuality: 'measured',
          attributes: {
            instruments: [
              { type: 'certificate', quantity: '40000', unit: 'kWh', name: `REGO ${year} batch A` },
            ],
          },
        },
        {
          ...oak,
          category: 'scope1.stationary_combustion',
          quantity: scaled(OAKLAND_GAS_THERM[i] ?? 0, f.oakland, month),
          unit: 'therm',
          attributes: { fuel: 'natural_gas' },
          dataQuality: 'measured',
        },
        {
          ...leeds,
          category: 'scope1.stationary_combustion',
          quantity: scaled(LEEDS_GAS_KWH[i] ?? 0, f.leeds, month),
          unit: 'kWh',
          attributes: { fuel: 'natural_gas' },
          dataQuality: 'measured',
        },
        {
          ...oak,
          category: 'scope1.mobile_combustion',
          quantity: scaled(320, f.oakland, month, 1),
          unit: 'gal',
          attributes: { fuel: 'diesel' },
        },
        {
          ...leeds,
          category: 'scope1.mobile_combustion',
          quantity: scaled(1180, f.leeds, month, 1),
          unit: 'L',
          attributes: { fuel: 'diesel' },
        },
        {
          ...oak,
          region: 'US',
          category: 'scope3.business_travel',
          quantity: scaled(15200, f.oakland, month),
          unit: 'pmi',
          attributes: { mode: 'air', haul: 'medium' },
        },
        {
          ...leeds,
          category: 'scope3.business_travel',
          quantity: scaled(2000, f.leeds, month),
          unit: 'pkm',
          attributes: { mode: 'rail' },
        },
        {
          ...oak,
          region: 'US',
          category: 'scope3.employee_commuting',
          quantity: scaled(17700, f.oakland, month),
          unit: 'vmi',
          attributes: { mode: 'car' },
          dataQuality: 'estimated',
        },
        {
          ...leeds,
          category: 'scope3.waste_disposal',
          quantity: scaled(3.5, f.leeds, month, 2),
          unit: 't',
          attributes: { wasteType: 'paper_board_mixed', method: 'recycled' },
        },
        {
          ...oak,
          region: 'US',
          category: 'scope3.purchased_goods',
          quantity: scaled(15300, f.oakland, month, 2),
          unit: 'USD',
          attributes: { sector: 'naics:334111' },
        },
      );
      if (month % 3 === 0) {
        rows.push(
          {
            ...oak,
            category: 'scope1.fugitive_emissions',
            quantity: '1.1',
            unit: 'kg',
            attributes: { refrigerant: 'R-410A' },
          },
          {
            ...leeds,
            category: 'scope1.fugitive_emissions',
            quantity: '3',
            unit: 'kg',
            attributes: { refrigerant: 'R-404A' },
          },
        );
      }
    }
  }
  return rows;
}
