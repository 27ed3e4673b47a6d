import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../decimal.js';
import type { ImportedDataset } from '../assemble-dataset.js';
import { crossCheck, type TranscribedValue } from '../cross-check.js';
import { importNgaWorkbook } from './import-nga.js';
import transcription from './nga-au-2024-secondary.fixture.json' with { type: 'json' };

// The hand transcription of NGA 2024 that the library shipped before the workbooks were imported
// (nga-au 2024-secondary, from a dataset card and reference/factors.md §4.3), kept as a fixture:
// the 2024 workbook must agree with it wherever both have a value. The workbook wins; where
// factors.md says more than the transcription, the differences are asserted below by name.

let nga2024: ImportedDataset;

beforeAll(async () => {
  const file = new URL('../../../sources/national-greenhouse-account-factors-2024.xlsx', import.meta.url);
  nga2024 = await importNgaWorkbook(await readFile(file), { edition: '2024' });
}, 30_000);

const transcribed: TranscribedValue[] = transcription.factors.map((f) => ({
  label: `${f.subcategory} ${f.region}`,
  category: f.category,
  subcategory: f.subcategory,
  region: f.region,
  field: 'factor',
  transcribed: f.factor,
}));

describe('NGA 2024 workbook against the 2024 transcription', () => {
  it.each(transcribed.map((v) => [v.label, v] as const))('%s: the same value', (_label, v) => {
    expect(crossCheck(nga2024, v).outcome).toBe('exact');
  });

  it('every transcribed row exists in the import with the same unit and GWP basis (AR5 100yr, now read from the workbook)', () => {
    for (const f of transcription.factors) {
      const row = nga2024.factors.find(
        (r) => r.category === f.category && r.subcategory === f.subcategory && r.region === f.region,
      );
      expect(row).toMatchObject({
        unit: f.unit,
        gwpSet: f.gwpSet,
        gwpTimeframe: f.gwpTimeframe,
        status: 'confirmed',
      });
    }
  });

  it('confirms the CO2 / CH4 / N2O split factors.md believed (51.4 / 0.1 / 0.03), which the transcription left out', () => {
    const gas = nga2024.factors.find((r) => r.subcategory === 'natural_gas@energy');
    expect(gas?.co2eByGas).toEqual({ CO2: '51.4', CH4: '0.1', N2O: '0.03' });
  });

  it('Scope 3 of natural gas: agrees with factors.md for the five states it prints; Tasmania and NT are "C" in the workbook', () => {
    // factors.md §4.3 gives TAS 4.0 / 4.0 and NT 4.1 / 4.0; Table 6 prints "C" (confidential) in
    // B9:C10, so those values are not the publisher's and nothing is shipped for TAS or NT.
    const scope3 = (area: string, region: string) =>
      nga2024.factors.find((r) => r.subcategory === `natural_gas.${area}@energy` && r.region === region)
        ?.factor;
    const printed: [string, string, string][] = [
      ['AU-NSW', '13.1', '14.0'],
      ['AU-VIC', '4.0', '4.0'],
      ['AU-QLD', '8.8', '7.9'],
      ['AU-SA', '10.7', '10.6'],
      ['AU-WA', '4.1', '4.0'],
    ];
    for (const [region, metro, nonMetro] of printed) {
      expect(toDecimal(scope3('metro', region) ?? 'NaN').equals(metro)).toBe(true);
      expect(toDecimal(scope3('non_metro', region) ?? 'NaN').equals(nonMetro)).toBe(true);
    }
    for (const region of ['AU-TAS', 'AU-NT']) {
      expect(scope3('metro', region)).toBeUndefined();
      expect(scope3('non_metro', region)).toBeUndefined();
    }
  });
});
