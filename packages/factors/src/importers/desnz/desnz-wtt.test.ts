import { beforeAll, describe, expect, it } from 'vitest';
import { shippedDatasets } from '../../shipped.js';
import { cellText } from '../spreadsheet/cells.js';
import { replaceCells } from '../spreadsheet/edit-worksheets.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
import { desnzFromWorksheets } from './import-desnz.js';
import { desnzSheets, importFailure, publisherRow } from './testing.js';

// Known well-to-tank values of each shipped edition, read straight from the publisher's flat file
// with SheetJS (not with the importer): sheet "Factors by Category", the cell named in each case
// (column K in 2019–2021, I in 2022, J from 2023: the "GHG Conversion Factor {year}" column),
// on the "kg CO2e" line. The labels of the row are checked too, so a case cannot read the wrong row.

// [edition, cell, Level 1, Level 3, UOM, value as printed, shipped category, subcategory, unit]
type Case = [string, string, string, string, string, string, string, string, string];
const NG = ['Natural gas', 'kWh (Gross CV)'] as const;
const CASES: readonly Case[] = [
  [
    '2019',
    'K2703',
    'WTT- fuels',
    'Natural Gas',
    'kWh (Gross CV)',
    '0.02391',
    'wtt_fuels',
    'natural_gas@energy',
    'kWh',
  ],
  [
    '2019',
    'K2725',
    'WTT- fuels',
    'Diesel (average biofuel blend)',
    'litres',
    '0.61709',
    'wtt_fuels',
    'diesel',
    'L',
  ],
  [
    '2019',
    'K2797',
    'WTT- UK & overseas elec',
    'Electricity: UK',
    'kWh',
    '0.03565',
    'electricity',
    'wtt_generation',
    'kWh',
  ],
  [
    '2019',
    'K2798',
    'WTT- UK & overseas elec',
    'Electricity: UK',
    'kWh',
    '0.00303',
    'electricity',
    'wtt_td_losses',
    'kWh',
  ],
  [
    '2020',
    'K2781',
    'WTT- fuels',
    'Coal (industrial)',
    'tonnes',
    '383.08926',
    'wtt_fuels',
    'coal_industrial',
    't',
  ],
  [
    '2020',
    'K2797',
    'WTT- UK & overseas elec',
    'Electricity: UK',
    'kWh',
    '0.03217',
    'electricity',
    'wtt_generation',
    'kWh',
  ],
  [
    '2021',
    'K2764',
    'WTT- fuels',
    'Natural Gas',
    'kWh (Gross CV)',
    '0.03135',
    'wtt_fuels',
    'natural_gas@energy',
    'kWh',
  ],
  [
    '2021',
    'K2863',
    'WTT- UK & overseas elec',
    'Electricity: UK',
    'kWh',
    '0.00489',
    'electricity',
    'wtt_td_losses',
    'kWh',
  ],
  ['2022', 'I3265', 'WTT- fuels', ...NG, '0.0311', 'wtt_fuels', 'natural_gas@energy', 'kWh'],
  [
    '2022',
    'I3724',
    'WTT- UK & overseas elec',
    'Electricity: UK',
    'kWh',
    '0.04625',
    'electricity',
    'wtt_generation',
    'kWh',
  ],
  [
    '2023',
    'J3287',
    'WTT- fuels',
    'Diesel (average biofuel blend)',
    'litres',
    '0.61101',
    'wtt_fuels',
    'diesel',
    'L',
  ],
  [
    '2023',
    'J3723',
    'WTT- UK electricity',
    'Electricity: UK',
    'kWh',
    '0.0459',
    'electricity',
    'wtt_generation',
    'kWh',
  ],
  ['2024', 'J3477', 'WTT- fuels', ...NG, '0.03021', 'wtt_fuels', 'natural_gas@energy', 'kWh'],
  [
    '2024',
    'J3940',
    'WTT- UK electricity',
    'Electricity: UK',
    'kWh',
    '0.00397',
    'electricity',
    'wtt_td_losses',
    'kWh',
  ],
  ['2025', 'J3477', 'WTT- fuels', ...NG, '0.03021', 'wtt_fuels', 'natural_gas@energy', 'kWh'],
  [
    '2025',
    'J3503',
    'WTT- fuels',
    'Diesel (average biofuel blend)',
    'litres',
    '0.61101',
    'wtt_fuels',
    'diesel',
    'L',
  ],
  [
    '2025',
    'J3939',
    'WTT- UK electricity',
    'Electricity: UK',
    'kWh',
    '0.0459',
    'electricity',
    'wtt_generation',
    'kWh',
  ],
  [
    '2025',
    'J3940',
    'WTT- UK electricity',
    'Electricity: UK',
    'kWh',
    '0.00397',
    'electricity',
    'wtt_td_losses',
    'kWh',
  ],
];

// The GB row: the editions 2019–2021 also have overseas WTT electricity rows (desnz-overseas-wtt.test.ts).
const shippedRow = (edition: string, category: string, subcategory: string) =>
  shippedDatasets()
    .find((d) => d.datasetId === 'desnz-ghg-cf' && d.datasetVersion === edition)
    ?.factors.find((f) => f.category === category && f.subcategory === subcategory && f.region === 'GB');

describe.each(CASES)(
  'desnz-ghg-cf %s, cell %s',
  (edition, cell, level1, level3, uom, printed, category, sub, unit) => {
    it(`${level1} > ${level3} (${uom}) = ${printed} is shipped as ${category}/${sub} per ${unit}`, async () => {
      const source = await publisherRow(edition, cell);
      expect(source).toMatchObject({ level1, level3, uom, ghg: 'kg CO2e' });
      expect(String(source.value)).toBe(printed);
      const row = shippedRow(edition, category, sub);
      expect(row?.factor?.toFixed()).toBe(printed);
      expect(row).toMatchObject({ unit, region: 'GB', effectiveFrom: `${edition}-01-01` });
    }, 60_000);
  },
);

describe('WTT rows of the 2024 flat file', () => {
  let sheets: Worksheet[];
  beforeAll(async () => {
    sheets = await desnzSheets('2024');
  }, 60_000);

  /** A copy of the sheets with the Level 3 of the WTT- fuels lines of `from` renamed. */
  const renameWttFuel = (from: string, to: string): Worksheet[] =>
    sheets.map((sheet) => ({
      name: sheet.name,
      rows: sheet.rows.map((row) =>
        row.some((c) => cellText(c) === 'WTT- fuels') ? row.map((c) => (cellText(c) === from ? to : c)) : row,
      ),
    }));
  const failure = (edited: Worksheet[]) => importFailure(edited, '2024');

  it('gives every WTT fuel the subcategory and unit of its stationary combustion row', () => {
    const { factors } = desnzFromWorksheets(sheets, { edition: '2024' });
    const combustion = new Set(
      factors.filter((f) => f.category === 'stationary_combustion').map((f) => `${f.subcategory}|${f.unit}`),
    );
    const wtt = factors.filter((f) => f.category === 'wtt_fuels');
    expect(wtt).toHaveLength(114);
    expect(wtt.filter((f) => !combustion.has(`${f.subcategory}|${f.unit}`))).toEqual([]);
  });

  it('refuses a WTT fuel the Fuels lines do not name, and an unknown WTT electricity line', () => {
    expect(failure(renameWttFuel('Butane', 'Biobutane')).reason).toBe(
      'WTT fuel "Biobutane" is not a fuel of the "Fuels" lines',
    );
    expect(failure(renameWttFuel('litres', 'gallons')).reason).toBe('unknown fuel unit "gallons"');
    expect(
      failure(replaceCells(sheets, 'WTT- UK electricity (T&D)', 'WTT- UK electricity (losses)')).location,
    ).toMatchObject({ table: 'Level 1 "WTT- UK electricity"', row: 3940 });
  });
});
