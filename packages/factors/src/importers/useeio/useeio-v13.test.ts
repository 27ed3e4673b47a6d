import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportedDataset } from '../assemble-dataset.js';
import { importUseeio } from './import-useeio.js';

// v1.3.0 (2022 USD, AR5, GHG data year 2022): known values read from the CSV, the same ones the
// provenance file lists as equal to what unrelated projects quote. Columns: SEF, MEF, SEF+MEF.
const KNOWN: readonly (readonly [code: string, sef: string, mef: string, sefMef: string])[] = [
  ['111110', '0.488', '0.044', '0.532'], // Soybean Farming
  ['311511', '0.766', '0.037', '0.803'], // Fluid Milk Manufacturing (margins 0.037)
  ['322230', '0.265', '0.031', '0.296'], // Stationery Product Manufacturing
  ['334111', '0.03', '0.028', '0.058'], // Electronic Computer Manufacturing
];

let v13: ImportedDataset;
beforeAll(async () => {
  const csv = await readFile(
    new URL('../../../sources/SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv', import.meta.url),
    'utf8',
  );
  v13 = importUseeio(csv, { version: '1.3', provenance: 'the only copy found' });
});

const row = (code: string) => v13.factors.find((f) => f.subcategory === `naics:${code}`);

describe('importUseeio v1.3.0 (header "2017 NAICS Code", minimal quoting, CRLF)', () => {
  it.each(KNOWN)('naics:%s SEF %s + MEF %s, published %s kg CO2e per 2022 USD', (code, sef, mef, sefMef) => {
    expect(row(code)).toMatchObject({
      factor: sefMef,
      unit: 'USD',
      priceYear: 2022,
      gwpSet: 'AR5',
      gwpTimeframe: '100yr',
      effectiveFrom: '2022-01-01',
    });
    expect(row(code)?.notes).toContain(
      `SEF ${sef} + MEF ${mef}, published SEF+MEF ${sefMef} kg CO2e per 2022 USD`,
    );
  });

  it('imports the 1,016 commodities; the metadata carries the DOI, the dollar year and the provenance', () => {
    expect(v13.factors).toHaveLength(1016);
    expect(v13).toMatchObject({
      datasetId: 'useeio-sef',
      datasetVersion: '1.3',
      sourceUrl: 'https://doi.org/10.23719/1531143',
    });
    expect(v13.notes).toContain('(2022 USD)');
    expect(v13.notes).toContain('AR5 100-year GWPs; GHG data year 2022');
    expect(v13.notes).toContain('Provenance: the only copy found');
  });
});
