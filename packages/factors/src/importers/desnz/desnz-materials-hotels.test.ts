import { beforeAll, describe, expect, it } from 'vitest';
import { shippedDatasets } from '../../shipped.js';
import { replaceCells } from '../spreadsheet/edit-worksheets.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
import { desnzFromWorksheets } from './import-desnz.js';
import { desnzSheets, importFailure, publisherRow } from './testing.js';

// Known "Material use" and "Hotel stay" values of each shipped edition, read straight from the
// publisher's flat file with SheetJS (not with the importer): sheet "Factors by Category", the cell
// named in each case (column K in 2019–2021, I in 2022, J from 2023: "GHG Conversion Factor {year}"),
// on the "kg CO2e" line. Level 1, Level 3 and Column Text of the row are checked too, so a case
// cannot read the wrong row. A shipped factor is the cell as Excel shows it (15 significant digits).

const PRIMARY = 'Primary material production';
const CLOSED = 'Closed-loop source';
const M = 'Material use';
const H = 'Hotel stay';

// [edition, cell, Level 1, Level 3, Column Text, value as shipped, subcategory, region]
type Case = [string, string, string, string, string, string, string, string];
const CASES: readonly Case[] = [
  ['2019', 'K2270', M, 'Concrete', PRIMARY, '131.7944', 'concrete.primary', 'GB'],
  [
    '2019',
    'K2360',
    M,
    'Plastics: PET (incl. forming)',
    CLOSED,
    '3188.5053',
    'plastics_pet.closed_loop',
    'GB',
  ],
  ['2019', 'K6929', H, 'UK (London)', '', '20.4', 'hotel.london', 'GB'],
  ['2019', 'K6944', H, 'France', '', '7.6', 'hotel', 'FR'],
  ['2020', 'K2326', M, 'WEEE - mixed', PRIMARY, '1148.421', 'weee_mixed.primary', 'GB'],
  ['2020', 'K6974', H, 'United States', '', '21.7', 'hotel', 'US'],
  ['2021', 'K2314', M, 'Concrete', PRIMARY, '131.7589016', 'concrete.primary', 'GB'],
  [
    '2021',
    'K2404',
    M,
    'Plastics: average plastic film',
    'Open-loop source',
    '600',
    'plastics_average_plastic_film.open_loop',
    'GB',
  ],
  ['2021', 'K7022', H, 'UK', '', '13.9', 'hotel', 'GB'],
  ['2022', 'I3753', M, 'Concrete', PRIMARY, '131.75101835', 'concrete.primary', 'GB'],
  ['2022', 'I6926', H, 'France', '', '6.7', 'hotel', 'FR'],
  ['2023', 'J3768', M, 'Mineral oil', PRIMARY, '1401', 'mineral_oil.primary', 'GB'],
  ['2023', 'J3771', M, 'Mineral oil', CLOSED, '676', 'mineral_oil.closed_loop', 'GB'],
  ['2023', 'J6962', H, 'United States', '', '16.1', 'hotel', 'US'],
  [
    '2024',
    'J4091',
    M,
    'Plastics: PET (incl. forming)',
    CLOSED,
    '2204.91851',
    'plastics_pet.closed_loop',
    'GB',
  ],
  ['2024', 'J4108', M, 'Paper and board: mixed', PRIMARY, '1282.74402', 'paper_board_mixed.primary', 'GB'],
  ['2024', 'J7395', H, 'UK', '', '10.4', 'hotel', 'GB'],
  ['2025', 'J3968', M, 'Concrete', PRIMARY, '118.79306', 'concrete.primary', 'GB'],
  ['2025', 'J4032', M, 'Electrical items - IT', PRIMARY, '24865.47556', 'electrical_items_it.primary', 'GB'],
  ['2025', 'J7396', H, 'UK (London)', '', '11.5', 'hotel.london', 'GB'],
  ['2025', 'J7411', H, 'France', '', '6.7', 'hotel', 'FR'],
];

const shippedRows = (edition: string) =>
  shippedDatasets().find((d) => d.datasetId === 'desnz-ghg-cf' && d.datasetVersion === edition)?.factors ??
  [];

describe.each(CASES)(
  'desnz-ghg-cf %s, cell %s',
  (edition, cell, level1, level3, columnText, shipped, sub, region) => {
    it(`${level1} > ${level3} ${columnText} = ${shipped} is shipped as ${sub} in ${region}`, async () => {
      const row = await publisherRow(edition, cell);
      const source = {
        ...row,
        value: typeof row.value === 'number' ? row.value.toPrecision(15) : String(row.value),
      };
      expect(source).toMatchObject({ level1, level3, columnText, ghg: 'kg CO2e' });
      expect(source.value).toBe(Number(shipped).toPrecision(15));
      const category = level1 === M ? 'material_use' : 'hotel_stay';
      const rows = shippedRows(edition).filter(
        (f) => f.category === category && f.subcategory === sub && f.region === region,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.factor?.toFixed()).toBe(shipped);
      expect(rows[0]).toMatchObject({
        unit: level1 === M ? 't' : 'room_night',
        effectiveFrom: `${edition}-01-01`,
      });
    }, 60_000);
  },
);

describe('Material use and Hotel stay rows of the 2024 flat file', () => {
  let sheets: Worksheet[];
  beforeAll(async () => {
    sheets = await desnzSheets('2024');
  }, 60_000);
  const failure = (edited: Worksheet[]) => importFailure(edited, '2024');

  it('imports primary, closed-loop and open-loop sources per tonne, never the re-used lines', () => {
    const { factors } = desnzFromWorksheets(sheets, { edition: '2024' });
    const materials = factors.filter((f) => f.category === 'material_use');
    expect(materials.length).toBeGreaterThan(50);
    expect(materials.every((f) => /\.(primary|closed_loop|open_loop)$/.test(f.subcategory))).toBe(true);
    expect(materials.every((f) => f.unit === 't' && f.region === 'GB')).toBe(true);
  });

  it('gives each hotel row its own country, one row per country, and no row to another country', () => {
    const { factors } = desnzFromWorksheets(sheets, { edition: '2024' });
    const hotels = factors.filter((f) => f.category === 'hotel_stay' && f.subcategory === 'hotel');
    expect(new Set(hotels.map((f) => f.region)).size).toBe(hotels.length);
    // A country region only (two letters): no group or GLOBAL row a lookup could fall back to.
    expect(hotels.every((f) => /^[A-Z]{2}$/.test(f.region))).toBe(true);
    expect(hotels.find((f) => f.region === 'GB')?.factor).toBe('10.4');
    expect(hotels.find((f) => f.region === 'DE')?.factor).toBe('13.2');
  });

  it('refuses a hotel country and a material source it does not know', () => {
    expect(failure(replaceCells(sheets, 'Netherlands', 'Freedonia')).reason).toBe(
      'unknown hotel country "Freedonia"',
    );
    expect(failure(replaceCells(sheets, 'Closed-loop source', 'Loop source')).reason).toBe(
      'unknown material source "Loop source"',
    );
  });
});
