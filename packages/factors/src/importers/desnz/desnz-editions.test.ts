import { describe, expect, it } from 'vitest';
import { FactorLibrary } from '../../library.js';
import { shippedDatasets } from '../../shipped.js';

// Known values of each shipped DESNZ/BEIS edition, read from the publisher's flat file (the row is
// named in each case). The shipped json is what `pnpm factors:generate --check` proves the importer
// makes from the file, for each of the three layouts (2019–2021, 2022, 2023 on).

const edition = (version: string) => {
  const dataset = shippedDatasets().find(
    (d) => d.datasetId === 'desnz-ghg-cf' && d.datasetVersion === version,
  );
  if (dataset === undefined) throw new Error(`desnz-ghg-cf@${version} is not shipped`);
  return dataset;
};
const row = (version: string, category: string, subcategory: string) =>
  edition(version).factors.find((f) => f.category === category && f.subcategory === subcategory);

// [edition, UK grid kg CO2e/kWh, diesel (average biofuel blend) kg CO2e/L, R-410A kg CO2e/kg, GWP set]
const KNOWN: readonly [string, string, string, string, 'AR4' | 'AR5'][] = [
  ['2019', '0.2556', '2.59411', '2088', 'AR4'],
  ['2020', '0.23314', '2.54603', '2088', 'AR4'],
  ['2021', '0.21233', '2.51233', '2088', 'AR4'],
  ['2022', '0.19338', '2.55784', '2088', 'AR4'],
  // The 2023 file stores unrounded values (shown to 5 decimals in Excel: 0.20707 and 2.51206).
  ['2023', '0.207074288590604', '2.51206388456376', '1924', 'AR5'],
  ['2024', '0.20705', '2.51279', '1924', 'AR5'],
];

describe.each(KNOWN)('desnz-ghg-cf %s', (version, grid, diesel, r410a, gwpSet) => {
  it(`UK grid ${grid}, diesel ${diesel} per litre, R-410A ${r410a} on ${gwpSet}`, () => {
    expect(row(version, 'electricity', 'grid_average')?.factor?.toFixed()).toBe(grid);
    expect(row(version, 'stationary_combustion', 'diesel')).toMatchObject({ unit: 'L', gwpSet });
    expect(row(version, 'stationary_combustion', 'diesel')?.factor?.toFixed()).toBe(diesel);
    expect(row(version, 'refrigerant', 'R-410A')?.factor?.toFixed()).toBe(r410a);
    expect(
      edition(version).factors.every((f) => f.gwpSet === gwpSet && f.effectiveFrom === `${version}-01-01`),
    ).toBe(true);
  });
});

describe('desnz-ghg-cf editions across layouts', () => {
  it('rounds the unrounded 2023 values to what DESNZ prints at 5 decimals', () => {
    expect(row('2023', 'electricity', 'grid_average')?.factor?.toDecimalPlaces(5).toFixed()).toBe('0.20707');
    expect(row('2023', 'stationary_combustion', 'diesel')?.factor?.toDecimalPlaces(5).toFixed()).toBe(
      '2.51206',
    );
  });

  it('reads the per-gas lines of every layout ("kg CO2", "kg CO2e of CO2", "… per unit")', () => {
    expect(row('2019', 'electricity', 'grid_average')?.co2eByGas?.CO2?.toFixed()).toBe('0.25358');
    expect(row('2022', 'electricity', 'grid_average')?.co2eByGas?.CO2?.toFixed()).toBe('0.19121');
    expect(row('2023', 'electricity', 'grid_average')?.co2eByGas?.CO2?.toFixed()).toBe('0.20496');
  });

  it('names BEIS as the publisher up to 2022 and DESNZ from 2023', () => {
    expect(edition('2022').publisher).toContain('BEIS');
    expect(edition('2023').publisher).toContain('DESNZ');
  });

  it('files up to 2021 give one refrigerant factor per gas: .total, plus plain (Kyoto) or .non_kyoto (Montreal)', () => {
    expect(row('2021', 'refrigerant', 'R-410A.total')?.factor?.toFixed()).toBe('2088');
    expect(row('2021', 'refrigerant', 'R-406A.non_kyoto')?.factor?.toFixed()).toBe('1943');
    expect(row('2021', 'refrigerant', 'R-406A')).toBeUndefined();
    // NF3 shares "Other perfluorinated gases" with a non-Kyoto gas, so it is .total only in 2021.
    expect(row('2021', 'refrigerant', 'NF3.total')?.factor?.toFixed()).toBe('17200');
    expect(row('2021', 'refrigerant', 'NF3')).toBeUndefined();
    expect(row('2022', 'refrigerant', 'NF3')?.factor?.toFixed()).toBe('17200');
  });

  it('gives no row for a factor printed as a bound ("< 1") and says so in the notes', () => {
    expect(row('2022', 'refrigerant', 'R-1234yf.total')).toBeUndefined();
    expect(edition('2022').notes).toContain('Lines published as a bound, not a value, give no row: R1234yf*');
  });

  it('says where each file comes from: publisher bytes, the only copy found, or a re-saved copy', () => {
    expect(edition('2021').notes).toMatch(/Provenance: the publisher's bytes as far as can be told/);
    expect(edition('2022').notes).toMatch(/Provenance: the only copy found/);
    expect(edition('2024').notes).toMatch(
      /Provenance: a copy re-saved by a third party, not the publisher's bytes/,
    );
  });

  it.each([
    ['2019-06-01', '2019', '0.2556'],
    ['2021-01-01', '2021', '0.21233'],
    ['2021-12-31', '2021', '0.21233'],
    ['2022-03-01', '2022', '0.19338'],
    ['2025-02-01', '2025', '0.177'],
  ])('an activity on %s uses the %s edition by the date rule', (date, version, grid) => {
    const match = FactorLibrary.withShippedDatasets().lookup({
      category: 'electricity',
      subcategory: 'grid_average',
      region: 'GB',
      date,
      unit: 'kWh',
    });
    expect(match.factor).toMatchObject({ datasetId: 'desnz-ghg-cf', datasetVersion: version });
    expect(match.factor.factor?.toFixed()).toBe(grid);
  });
});
