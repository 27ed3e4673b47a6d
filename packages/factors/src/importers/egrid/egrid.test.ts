import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../decimal.js';
import type { ImportedDataset } from '../assemble-dataset.js';
import { replaceCells } from '../spreadsheet/edit-worksheets.js';
import { readWorkbook, type Worksheet } from '../spreadsheet/workbook.js';
import { importEgridFromHub } from './egrid-from-hub.js';
import { EGRID_SOURCE } from './egrid-tables.js';
import { egridFromWorksheets } from './import-egrid.js';

// Known values read from the cells of each workbook (Table 1 and Table 3, lb/MWh); kg = lb × 0.45359237.
const FILES = {
  '2019': 'egrid2019_summary_tables.xlsx', // layout of 2019 and 2021
  '2021': 'eGRID2021_summary_tables.xlsx',
  '2023': 'egrid2023_summary_tables_rev1.xlsx', // subscripts (CO₂), repeated header row
} as const;
type Edition = keyof typeof FILES;
const source = (file: string) => new URL(`../../../sources/${file}`, import.meta.url);

const sheets = new Map<Edition, Worksheet[]>();
const datasets = new Map<Edition, ImportedDataset>();
let hub2021Table6: ImportedDataset;
beforeAll(async () => {
  for (const [edition, file] of Object.entries(FILES) as [Edition, string][]) {
    const read = await readWorkbook(await readFile(source(file)), EGRID_SOURCE);
    sheets.set(edition, read);
    datasets.set(edition, egridFromWorksheets(read, { edition }));
  }
  hub2021Table6 = await importEgridFromHub(await readFile(source('ghg-emission-factors-hub-2021.xlsx')), {
    edition: '2019',
    hubEdition: '2021',
  });
}, 60_000);

const row = (edition: Edition, region: string) =>
  datasets.get(edition)?.factors.find((f) => f.region === region);

describe.each([
  // edition, CAMX CO2 lb → kg, U.S. CO2 lb → kg, state AK CO2 lb → kg, CAMX gross loss
  ['2019', '453.209', '205.57214441533', '884.23', '401.0799813251', '969.657', '439.82901671709', '5.1%'],
  ['2021', '531.678', '241.16508409686', '852.3', '386.596776951', '920.015', '417.31178428555', '4.4%'],
  ['2023', '436.655', '198.06337632235', '771.523', '349.95694607951', '809.008', '366.95985606896', '4.1%'],
] as const)('eGRID%s summary tables', (edition, camxLb, camxKg, usLb, usKg, akLb, akKg, loss) => {
  it(`CAMX ${camxLb} lb CO2/MWh = ${camxKg} kg, in force from ${edition}-01-01`, () => {
    expect(toDecimal(camxLb).mul('0.45359237').toFixed()).toBe(camxKg);
    expect(row(edition, 'US-CAMX')).toMatchObject({
      category: 'electricity',
      subcategory: 'grid_average',
      unit: 'MWh',
      factor: null,
      gases: { CO2: camxKg },
      effectiveFrom: `${edition}-01-01`,
      effectiveTo: null,
    });
  });

  it(`the U.S. total (${usLb}) is region US, once; state AK (${akLb}) is US-AK`, () => {
    expect(row(edition, 'US')?.gases?.CO2).toBe(usKg);
    expect(datasets.get(edition)?.factors.filter((f) => f.region === 'US')).toHaveLength(1);
    expect(row(edition, 'US-AK')?.gases?.CO2).toBe(akKg);
  });

  it(`quotes the grid gross loss (${loss} for CAMX) in the notes, never in the factor`, () => {
    expect(row(edition, 'US-CAMX')?.notes).toContain(`grid gross loss ${loss}`);
    expect(row(edition, 'US-AK')?.notes).not.toContain('gross loss');
  });

  it('has the 26 or 27 subregions, 50 states, DC and PR, all with CO2, CH4 and N2O', () => {
    const factors = datasets.get(edition)?.factors ?? [];
    expect(factors.filter((f) => /^US-[A-Z0-9]{4}$/.test(f.region)).length).toBeGreaterThanOrEqual(26);
    expect(factors.filter((f) => /^US-[A-Z]{2}$/.test(f.region))).toHaveLength(52);
    for (const f of factors) expect(Object.keys(f.gases ?? {}).sort()).toEqual(['CH4', 'CO2', 'N2O']);
  });
});

describe('the layouts in detail', () => {
  it('reads CH4 and N2O of each layout (CAMX 2019 0.033 / 0.004 lb; 2023 CH₄ 0.025, N₂O 0.003)', () => {
    expect(row('2019', 'US-CAMX')?.gases).toMatchObject({ CH4: '0.01496854821', N2O: '0.00181436948' });
    expect(row('2023', 'US-CAMX')?.gases).toMatchObject({ CH4: '0.01133980925', N2O: '0.00136077711' });
  });

  it('names its data year and where the bytes come from', () => {
    const dataset = egridFromWorksheets(sheets.get('2021') as Worksheet[], {
      edition: '2021',
      provenance: 'a copy re-saved by a third party',
    });
    expect(dataset).toMatchObject({ datasetId: 'epa-egrid', datasetVersion: '2021' });
    expect(dataset.notes).toContain('Provenance: a copy re-saved by a third party');
  });

  it('refuses tables of another data year than the edition asked for', () => {
    expect(() => egridFromWorksheets(sheets.get('2019') as Worksheet[], { edition: '2021' })).toThrow(
      /the table is eGRID2019, not eGRID2021/,
    );
  });

  it('refuses a layout whose gas columns moved', () => {
    const moved = replaceCells(sheets.get('2023') as Worksheet[], 'CH₄', 'SO₂');
    expect(() => egridFromWorksheets(moved, { edition: '2023' })).toThrow(
      expect.objectContaining({ code: 'SOURCE_FORMAT_UNRECOGNISED', reason: 'expected "CH4", found "SO2"' }),
    );
  });

  it('refuses a table without total output rates', () => {
    const renamed = replaceCells(sheets.get('2019') as Worksheet[], 'Total output emission rates', 'Rates');
    expect(() => egridFromWorksheets(renamed, { edition: '2019' })).toThrow(
      /no "Total output emission rates"/,
    );
  });
});

describe('eGRID2021 against an independent copy (reference/factors.md §2.4, EPA Hub 2023 values)', () => {
  // The eGRID2021 workbook is a re-saved third-party copy; these rates, as the Hub 2023 prints them
  // (1 decimal for CO2, 3 for CH4 and N2O, lb/MWh), come from another source.
  it.each([
    ['US', '852.3', '0.071', '0.010'],
    ['US-CAMX', '531.7', '0.031', '0.004'],
    ['US-MROW', '995.8', '0.107', '0.015'],
  ])('%s %s / %s / %s lb per MWh', (region, co2, ch4, n2o) => {
    const pounds = (gas: string) => toDecimal(row('2021', region)?.gases?.[gas] ?? '0').div('0.45359237');
    expect(pounds('CO2').toDecimalPlaces(1).toFixed(1)).toBe(co2);
    expect(pounds('CH4').toDecimalPlaces(3).toFixed(3)).toBe(ch4);
    expect(pounds('N2O').toDecimalPlaces(3).toFixed(3)).toBe(n2o);
  });
});

describe('eGRID in Table 6 of the EPA Hub', () => {
  it('reads the 2021 Hub layout as eGRID2019 (CAMX 453.2 lb CO2/MWh = 205.568062084 kg)', () => {
    expect(hub2021Table6.factors.find((f) => f.region === 'US-CAMX')).toMatchObject({
      gases: { CO2: '205.568062084', CH4: '0.01496854821', N2O: '0.00181436948' },
      effectiveFrom: '2019-01-01',
    });
  });

  it('agrees with the eGRID2019 summary tables in every subregion, at the precision the Hub prints', () => {
    const pounds = (kg: string) => toDecimal(kg).div('0.45359237');
    for (const hubRow of hub2021Table6.factors) {
      const summary = row('2019', hubRow.region);
      for (const [gas, kg] of Object.entries(hubRow.gases ?? {})) {
        const printed = pounds(kg);
        const places = printed.decimalPlaces();
        expect(
          pounds(summary?.gases?.[gas] ?? '0')
            .toDecimalPlaces(places)
            .equals(printed),
          `${hubRow.region} ${gas}`,
        ).toBe(true);
      }
    }
  });

  it('refuses a Hub whose Table 6 cites another eGRID edition', async () => {
    const bytes = await readFile(source('ghg-emission-factors-hub-2021.xlsx'));
    await expect(importEgridFromHub(bytes, { edition: '2020', hubEdition: '2021' })).rejects.toThrow(
      /Table 6 cites eGRID2019, not eGRID2020/,
    );
  });
});
