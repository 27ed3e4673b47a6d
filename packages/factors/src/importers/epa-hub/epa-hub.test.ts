import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportedDataset } from '../assemble-dataset.js';
import { SourceFormatError } from '../source-format-error.js';
import { replaceCells } from '../spreadsheet/edit-worksheets.js';
import { readWorkbook, type Worksheet } from '../spreadsheet/workbook.js';
import { EPA_HUB_SOURCE } from './hub-tables.js';
import { epaHubFromWorksheets, importEpaHub } from './import-epa-hub.js';

let sheets: Worksheet[];
let hub: ImportedDataset;
beforeAll(async () => {
  const bytes = await readFile(
    new URL('../../../sources/ghg-emission-factors-hub-2025.xlsx', import.meta.url),
  );
  sheets = await readWorkbook(bytes, EPA_HUB_SOURCE);
  hub = epaHubFromWorksheets(sheets, { edition: '2025' });
}, 60_000);

const row = (category: string, subcategory: string, region = 'US') =>
  hub.factors.find((f) => f.category === category && f.subcategory === subcategory && f.region === region);

describe('importEpaHub on the 2025 workbook', () => {
  it('records the heat content of per-unit rows (reference/factors.md §2.2)', () => {
    expect(row('stationary_combustion', 'natural_gas')?.notes).toContain('HHV 0.001026 mmBtu per scf');
    expect(row('stationary_combustion', 'diesel')?.notes).toContain('HHV 0.138 mmBtu per gallon');
    expect(row('stationary_combustion', 'coal_bituminous')?.notes).toContain('HHV 24.93 mmBtu per short ton');
  });

  it('reads refrigerant blends as mass fractions and keeps the printed AR5 GWP in notes (§1.2)', () => {
    expect(row('refrigerant', 'R-404A')?.gases).toEqual({
      'HFC-125': '0.44',
      'HFC-134a': '0.04',
      'HFC-143a': '0.52',
    });
    expect(row('refrigerant', 'R-404A')?.notes).toContain('GWP 3943');
    expect(row('refrigerant', 'R-410A')?.gases).toEqual({ 'HFC-32': '0.5', 'HFC-125': '0.5' });
    expect(row('refrigerant', 'R-410A')?.notes).toContain('GWP 1924');
    expect(row('refrigerant', 'HFC-134a')).toMatchObject({
      gases: { 'HFC-134a': '1' },
      factor: null,
      gwpSet: null,
    });
    expect(row('refrigerant', 'SF6')?.gases).toEqual({ SF6: '1' });
  });

  it('reports biomass CO2 as CO2_biogenic and skips "NA" waste cells', () => {
    expect(row('stationary_combustion', 'wood')?.gases).toEqual({
      CO2_biogenic: '1640',
      CH4: '0.126',
      N2O: '0.063',
    });
    expect(row('mobile_combustion', 'ethanol')?.gases).toEqual({ CO2_biogenic: '5.75' });
    expect(row('waste', 'mixed_msw.recycled')).toBeUndefined();
    expect(row('waste', 'mixed_msw.landfilled')).toMatchObject({
      factor: '580',
      unit: 'short_ton',
      gwpSet: 'AR4',
    });
  });

  it('reports peat CO2 as fossil although the Hub lists it under biomass (IPCC treats peat as fossil)', () => {
    expect(row('stationary_combustion', 'peat@energy')?.gases).toEqual({
      CO2: '111.84',
      CH4: '0.032',
      N2O: '0.0042',
    });
    expect(row('stationary_combustion', 'peat@energy')?.notes).toContain('IPCC 2006');
  });

  it('rounds stored binary noise to Excel precision (0.022000000000000002 g → 0.000022 kg)', () => {
    expect(row('stationary_combustion', 'blast_furnace_gas@energy')?.gases?.CH4).toBe('0.000022');
  });

  it('leaves Table 6 to the epa-egrid series (one grid candidate per year)', () => {
    expect(hub.factors.filter((f) => f.category === 'electricity')).toEqual([]);
    expect(hub.notes).toContain('Table 6 (eGRID) is not imported here');
  });
});

describe('importEpaHub on a workbook it does not recognise', () => {
  const failure = (edit: Worksheet[]) => {
    try {
      epaHubFromWorksheets(edit, { edition: '2025' });
    } catch (error) {
      return error;
    }
    throw new Error('expected the import to fail');
  };

  it('rejects bytes that are not an xlsx file', async () => {
    await expect(
      importEpaHub(new TextEncoder().encode('not a workbook'), { edition: '2025' }),
    ).rejects.toMatchObject({
      code: 'SOURCE_FORMAT_UNRECOGNISED',
      location: { source: EPA_HUB_SOURCE },
    });
  });

  it('names the sheets when no sheet has Table 1', () => {
    const error = failure(replaceCells(sheets, 'Stationary Combustion', 'Something Else'));
    expect(error).toBeInstanceOf(SourceFormatError);
    expect((error as Error).message).toMatch(
      /no sheet has a "Table 1 Stationary Combustion" \(sheets: "Emission Factors Hub", "Sheet1"\)/,
    );
  });

  it('names table, row and column of a unit header it cannot read', () => {
    const error = failure(replaceCells(sheets, 'kg CO2 per mmBtu', 'kg CO2 per GJ', 1)) as SourceFormatError;
    expect(error.location).toMatchObject({ table: 'Table 1 Stationary Combustion', row: 15, column: 'E' });
    expect(error.reason).toContain('"kg CO2 per GJ"');
  });

  it('names the cell when a number is not a number', () => {
    const error = failure(replaceCells(sheets, '53.06', 'about 53')) as SourceFormatError;
    expect(error.location).toMatchObject({ table: 'Table 1 Stationary Combustion', row: 38, column: 'E' });
  });

  it('leaves out a blend whose composition does not add up to 100 %, and names it in the notes', () => {
    const dataset = epaHubFromWorksheets(
      replaceCells(sheets, '50% HFC-32 , 50% HFC-125', '50% HFC-32 , 40% HFC-125'),
      { edition: '2025' },
    );
    expect(dataset.factors.find((f) => f.subcategory === 'R-410A')).toBeUndefined();
    expect(dataset.notes).toContain('R-410A ("50% HFC-32 , 40% HFC-125" = 90%)');
  });

  it('refuses a blend without a composition', () => {
    const error = failure(replaceCells(sheets, '50% HFC-32 , 50% HFC-125', null)) as SourceFormatError;
    expect(error.location).toMatchObject({
      table: 'Table 12 Global Warming Potential (GWP) for Blended Refrigerants',
      row: 575,
    });
  });

  it('refuses an edition that is not a year', () => {
    expect(() => epaHubFromWorksheets(sheets, { edition: 'latest' })).toThrow(/edition must be a year/);
  });
});
