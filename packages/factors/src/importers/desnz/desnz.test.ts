import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportedDataset } from '../assemble-dataset.js';
import type { SourceFormatError } from '../source-format-error.js';
import { replaceCells } from '../spreadsheet/edit-worksheets.js';
import { readWorkbook, type Worksheet } from '../spreadsheet/workbook.js';
import { DESNZ_SOURCE } from './flat-file.js';
import { desnzFromWorksheets } from './import-desnz.js';
import { desnzGasId } from './refrigerants.js';

let sheets: Worksheet[];
let desnz: ImportedDataset;
beforeAll(async () => {
  const bytes = await readFile(
    new URL('../../../sources/ghg-conversion-factors-2024-flat-format-v1.1.xlsx', import.meta.url),
  );
  sheets = await readWorkbook(bytes, DESNZ_SOURCE);
  desnz = desnzFromWorksheets(sheets, { edition: '2024' });
}, 60_000);

const row = (category: string, subcategory: string) =>
  desnz.factors.find((f) => f.category === category && f.subcategory === subcategory);

describe('importDesnzFlatFile on the 2024 v1.1 flat file', () => {
  it('reads the version from the front page and ignores the sheets a user added', () => {
    expect(desnz.title).toContain('version 1.1');
    expect(row('electricity', 'grid_average')?.notes).toContain('DESNZ ID 7_400_4000_5_1');
  });

  it('applies the basis rule: volume plain, @energy gross CV, @energy_net net CV, @mass tonnes', () => {
    expect(row('stationary_combustion', 'natural_gas')?.unit).toBe('m3');
    expect(row('stationary_combustion', 'natural_gas@energy')?.notes).toContain('kWh (Gross CV)');
    expect(row('stationary_combustion', 'natural_gas@energy_net')?.notes).toContain('kWh (Net CV)');
    expect(row('stationary_combustion', 'natural_gas@mass')?.unit).toBe('t');
    expect(row('stationary_combustion', 'coal_industrial')?.unit).toBe('t'); // no volume published
  });

  it('attaches forecourt biogenic CO2 per litre and per tonne, not per kWh', () => {
    expect(row('stationary_combustion', 'diesel')?.gases).toEqual({ CO2_biogenic: '0.16' });
    expect(row('stationary_combustion', 'diesel@mass')?.gases).toEqual({ CO2_biogenic: '194.5' });
    expect(row('stationary_combustion', 'gasoline')?.gases).toEqual({ CO2_biogenic: '0.13' });
    expect(row('stationary_combustion', 'diesel@energy')?.gases).toBeUndefined();
    expect(desnz.notes).toContain('not attached: Diesel (average biofuel blend) per kWh');
  });

  it('keeps Kyoto-only refrigerant factors under the plain id', () => {
    expect(row('refrigerant', 'R-410A')).toMatchObject({ factor: '1924', unit: 'kg', gwpSet: 'AR5' });
    expect(row('refrigerant', 'HCFC-22')).toBeUndefined();
    expect(row('refrigerant', 'HCFC-22.non_kyoto')?.factor).toBe('1760');
  });

  it('normalises refrigerant labels to the ids the EPA importer uses', () => {
    expect(desnzGasId('R410A')).toBe('R-410A');
    expect(desnzGasId('CFC-11/R11 = trichlorofluoromethane')).toBe('CFC-11');
    expect(desnzGasId('Perfluoroethane (PFC-116)')).toBe('PFC-116');
    expect(desnzGasId('Sulphur hexafluoride (SF6)')).toBe('SF6');
    expect(desnzGasId('R1234yf*')).toBe('R-1234yf');
    expect(desnzGasId('HFE-236ca12 (HG-10)')).toBe('HFE-236ca12');
    expect(desnzGasId('Carbon tetrachloride')).toBe('carbon_tetrachloride');
  });
});

describe('importDesnzFlatFile on a file it does not recognise', () => {
  const failure = (edit: Worksheet[], edition = '2024') => {
    try {
      desnzFromWorksheets(edit, { edition });
    } catch (error) {
      return error as SourceFormatError;
    }
    throw new Error('expected the import to fail');
  };

  it('fails without the header row and lists the sheets', () => {
    expect(failure(replaceCells(sheets, 'GHG/Unit', 'Gas')).message).toMatch(
      /no sheet titled "Factors by Category".*"Front page"/,
    );
  });

  it('fails when the edition does not match the factor column', () => {
    expect(failure(sheets, '2025').reason).toBe(
      'the factor column is for 2024, but edition "2025" was requested',
    );
  });

  it('names the row of an unknown GHG/Unit, flight type or unit', () => {
    expect(failure(replaceCells(sheets, 'kg CO2e of CH4 per unit', 'kg CH4', 1)).location).toMatchObject({
      table: 'Level 1 "Fuels"',
      row: 9,
    });
    expect(failure(replaceCells(sheets, 'Domestic, to/from UK', 'Suborbital')).reason).toBe(
      'unknown flight type "Suborbital"',
    );
    expect(failure(replaceCells(sheets, 'cubic metres', 'therms')).reason).toBe('unknown fuel unit "therms"');
  });
});
