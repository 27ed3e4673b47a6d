import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../decimal.js';
import type { ImportedDataset } from '../assemble-dataset.js';
import { crossCheck } from '../cross-check.js';
import { importUseeio } from './import-useeio.js';

// reference/factors.md §5: NAICS code, SEF, MEF, SEF+MEF (kg CO2e per 2021 USD, purchaser price).
const TRANSCRIBED: readonly (readonly [code: string, sef: string, mef: string, sefMef: string])[] = [
  ['322211', '0.453', '0.037', '0.490'],
  ['324110', '0.788', '0.071', '0.859'],
  ['325211', '1.043', '0.034', '1.076'],
  ['327310', '3.768', '0.090', '3.858'],
  ['331110', '0.945', '0.033', '0.979'],
  ['332710', '0.293', '0.021', '0.314'],
  ['334111', '0.040', '0.072', '0.112'],
  ['336111', '0.213', '0.066', '0.279'],
  ['423430', '0.085', '0', '0.085'],
  ['481111', '0.976', '0', '0.976'],
  ['484121', '1.115', '0', '1.115'],
  ['541511', '0.097', '0', '0.097'],
  ['541512', '0.077', '0', '0.077'],
  ['541611', '0.084', '0', '0.084'],
  ['562111', '0.197', '0', '0.197'],
  ['721110', '0.183', '0', '0.183'],
];

let csv: string;
let useeio: ImportedDataset;
beforeAll(async () => {
  csv = await readFile(
    new URL('../../../sources/SupplyChainGHGEmissionFactors_v1.2_NAICS_CO2e_USD2021.csv', import.meta.url),
    'utf8',
  );
  useeio = importUseeio(csv, { version: '1.2' });
});

describe('importUseeio v1.2 against reference/factors.md', () => {
  it.each(TRANSCRIBED)('naics:%s', (code, sef, mef, sefMef) => {
    const v = {
      label: code,
      category: 'purchased_goods',
      subcategory: `naics:${code}`,
      region: 'US',
      field: 'factor',
      transcribed: sefMef,
    };
    expect(crossCheck(useeio, v).outcome).toBe('exact');
    const row = useeio.factors.find((f) => f.subcategory === `naics:${code}`);
    const [, importedSef, importedMef] = /SEF ([\d.]+) \+ MEF ([\d.]+)/.exec(row?.notes ?? '') ?? [];
    expect([importedSef, importedMef].map((v) => toDecimal(v ?? '-1').toFixed())).toEqual(
      [sef, mef].map((v) => toDecimal(v).toFixed()),
    );
    expect(row).toMatchObject({
      unit: 'USD',
      priceYear: 2021,
      gwpSet: 'AR4',
      gwpTimeframe: '100yr',
      effectiveFrom: '2019-01-01',
    });
  });

  it('imports every commodity of the file (1,016 NAICS-6 codes)', () => {
    expect(useeio.factors).toHaveLength(1016);
    expect(useeio.sourceUrl).toBe('https://doi.org/10.23719/1528686');
  });

  it('keeps the published SEF+MEF where it differs from SEF + MEF by rounding', () => {
    const row = useeio.factors.find((f) => f.subcategory === 'naics:111130');
    expect(row?.factor).toBe('3.007'); // the file prints SEF 2.874 and MEF 0.134
  });
});

describe('importUseeio on a CSV it does not recognise', () => {
  it('names a missing column', () => {
    const withoutMargins = csv.replace('"Margins of Supply Chain Emission Factors",', '"Margins",');
    expect(() => importUseeio(withoutMargins, { version: '1.2' })).toThrow(
      /USEEIO .* CSV, row 1, column Margins of Supply Chain Emission Factors: missing column "Margins of Supply Chain Emission Factors"/,
    );
  });

  it('names the line of a value that is not a number', () => {
    const broken = csv.replace('1.223,0.103,1.326', '1.223,n.a.,1.326');
    expect(() => importUseeio(broken, { version: '1.2' })).toThrow(
      /row 2, column Margins of Supply Chain Emission Factors: expected a number, found "n\.a\."/,
    );
  });

  it('rejects a line with a missing field and the by-gas file', () => {
    expect(() =>
      importUseeio(csv.replace(',1.223,0.103,1.326,"1111A0"', ',1.223,0.103,1.326'), { version: '1.2' }),
    ).toThrow(/not valid CSV/);
    expect(() => importUseeio(csv.replace(/"All GHGs"/g, '"Carbon dioxide"'), { version: '1.2' })).toThrow(
      /not the by-gas file/,
    );
  });

  it('asks for the release facts of an unknown version', () => {
    expect(() => importUseeio(csv, { version: '1.4' })).toThrow(/pass sourceUrl, gwpSet and dataYear/);
  });
});
