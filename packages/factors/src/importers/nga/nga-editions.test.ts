import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportedDataset } from '../assemble-dataset.js';
import { importNgaWorkbook } from './import-nga.js';

// Known values per edition, read from the workbooks' cells (sheet!cell in each comment). The four
// editions come in two layouts: 2021 (50 tables; Scope 2 in Table 5, Scope 3 in Table 46, gases
// without a total) and 2022–2024 (Table 1 for electricity; the gas tables renumbered each year).

const editions = new Map<string, ImportedDataset>();

beforeAll(async () => {
  for (const edition of ['2021', '2022', '2023', '2024']) {
    const file = new URL(
      `../../../sources/national-greenhouse-account-factors-${edition}.xlsx`,
      import.meta.url,
    );
    editions.set(edition, await importNgaWorkbook(await readFile(file), { edition }));
  }
}, 60_000);

const row = (edition: string, subcategory: string, region: string) =>
  editions.get(edition)?.factors.find((f) => f.subcategory === subcategory && f.region === region);
const value = (edition: string, subcategory: string, region: string) =>
  row(edition, subcategory, region)?.factor;

describe('importNgaWorkbook, 2021 layout', () => {
  it('Scope 2 by state from Table 5 (B4 0.79 NSW & ACT, B5 0.96 VIC, B12 0.57 NT, B9 0.58 NWIS)', () => {
    expect(value('2021', 'grid_average', 'AU-NSW')).toBe('0.79');
    expect(value('2021', 'grid_average', 'AU-ACT')).toBe('0.79');
    expect(value('2021', 'grid_average', 'AU-VIC')).toBe('0.96');
    expect(value('2021', 'grid_average', 'AU-NT')).toBe('0.57');
    expect(value('2021', 'grid_average', 'AU-WA-NWIS')).toBe('0.58');
    expect(row('2021', 'grid_average', 'AU-NSW')?.notes).toMatch(/^Table 5, /);
  });

  it('Scope 3 and the national average from the 2018/19 rows of Table 46 (D24 0.08 NSW, B156 0.76 and D156 0.08 Australia)', () => {
    expect(value('2021', 'upstream', 'AU-NSW')).toBe('0.08');
    expect(value('2021', 'upstream', 'AU-QLD')).toBe('0.12');
    expect(value('2021', 'grid_average', 'AU')).toBe('0.76');
    expect(value('2021', 'upstream', 'AU')).toBe('0.08');
    expect(row('2021', 'upstream', 'AU')?.notes).toMatch(/^Table 46 2018\/19, AUSTRALIA/);
    expect(row('2021', 'upstream', 'AU-WA-NWIS')).toBeUndefined(); // Table 46 has no NWIS block
  });

  it('natural gas: Table 2 C6:E6 51.4 / 0.1 / 0.03, summed to 51.53; energy content "39.3 × 10‑3" read as 0.0393', () => {
    const gas = row('2021', 'natural_gas@energy', 'AU');
    expect(gas).toMatchObject({
      factor: '51.53',
      unit: 'GJ',
      co2eByGas: { CO2: '51.4', CH4: '0.1', N2O: '0.03' },
    });
    expect(gas?.notes).toMatch(/energy content 0\.0393 GJ\/m3/);
  });

  it('Scope 3 of natural gas from Table 43 (B5 13.1 metro, C5 14 non-metro NSW & ACT; Tasmania NA is left out)', () => {
    expect(value('2021', 'natural_gas.metro@energy', 'AU-NSW')).toBe('13.1');
    expect(value('2021', 'natural_gas.non_metro@energy', 'AU-ACT')).toBe('14');
    expect(row('2021', 'natural_gas.metro@energy', 'AU-TAS')).toBeUndefined();
  });

  it('GWP basis: Table 32 lists CH4 28 and N2O 265, the AR5 100-year values', () => {
    expect(editions.get('2021')?.notes).toMatch(
      /Table 32: Global Warming Potentials" lists CH4 28 and N2O 265/,
    );
    for (const f of editions.get('2021')?.factors ?? [])
      expect([f.gwpSet, f.gwpTimeframe]).toEqual(['AR5', '100yr']);
  });
});

describe('importNgaWorkbook, 2022–2024 layout', () => {
  it.each([
    // Table 1: NSW & ACT B4, VIC B5, TAS, National; Scope 3 national
    ['2022', '0.73', '0.85', '0.17', '0.68', '0.09'],
    ['2023', '0.68', '0.79', '0.12', '0.65', '0.08'],
    ['2024', '0.66', '0.77', '0.15', '0.63', '0.07'],
  ])(
    '%s Table 1: NSW %s, VIC %s, TAS %s, national %s, national Scope 3 %s',
    (edition, nsw, vic, tas, au, au3) => {
      expect(value(edition, 'grid_average', 'AU-NSW')).toBe(nsw);
      expect(value(edition, 'grid_average', 'AU-ACT')).toBe(nsw);
      expect(value(edition, 'grid_average', 'AU-VIC')).toBe(vic);
      expect(value(edition, 'grid_average', 'AU-TAS')).toBe(tas);
      expect(value(edition, 'grid_average', 'AU')).toBe(au);
      expect(value(edition, 'upstream', 'AU')).toBe(au3);
    },
  );

  it('2022 prints kg/kWh and kg/GJ columns (B and D are per kWh); NWIS Scope 3 is NE and left out', () => {
    expect(value('2022', 'upstream', 'AU-QLD')).toBe('0.15'); // D6, not E6 (41 kg/GJ)
    expect(value('2022', 'grid_average', 'AU-WA-NWIS')).toBe('0.58');
    expect(row('2022', 'upstream', 'AU-WA-NWIS')).toBeUndefined();
    expect(value('2024', 'upstream', 'AU-WA-NWIS')).toBe('0.09');
  });

  it.each([
    ['2022', 'Table 3', 'Table 4'],
    ['2023', 'Table 4', 'Table 5'],
    ['2024', 'Table 5', 'Table 6'],
  ])('%s natural gas from %s (51.53 = 51.4 + 0.1 + 0.03) and Scope 3 from %s', (edition, scope1, scope3) => {
    const gas = row(edition, 'natural_gas@energy', 'AU');
    expect(gas).toMatchObject({ factor: '51.53', co2eByGas: { CO2: '51.4', CH4: '0.1', N2O: '0.03' } });
    expect(gas?.notes).toMatch(
      new RegExp(`^${scope1}, .*combined gases as printed; energy content 0\\.0393 GJ/m3`),
    );
    expect(value(edition, 'natural_gas.metro@energy', 'AU-QLD')).toBe('8.8');
    expect(value(edition, 'natural_gas.non_metro@energy', 'AU-QLD')).toBe('7.9');
    expect(row(edition, 'natural_gas.metro@energy', 'AU-NT')).toBeUndefined(); // printed "C"
    expect(row(edition, 'natural_gas.metro@energy', 'AU-QLD')?.notes).toMatch(new RegExp(`^${scope3}, `));
  });

  it('GWP basis: the refrigerant table heads its column "Global Warming Potentials (AR5)"', () => {
    for (const edition of ['2022', '2023', '2024']) {
      expect(editions.get(edition)?.notes).toMatch(
        /heads its GWP column "Global Warming Potentials \(AR5\)"/,
      );
    }
  });

  it('each edition takes effect on 1 January of its year, with no end date', () => {
    for (const [edition, dataset] of editions) {
      expect(dataset.datasetVersion).toBe(edition);
      for (const f of dataset.factors)
        expect([f.effectiveFrom, f.effectiveTo]).toEqual([`${edition}-01-01`, null]);
    }
  });
});

describe('importNgaWorkbook, stationary solid and liquid fuels', () => {
  it('2021: Table 3 diesel 69.9 + 0.1 + 0.2 = 70.2 (no total printed), Scope 3 3.6 from Table 45; Table 1 brown coal 93.82, Scope 3 0.4 from Table 42', () => {
    expect(row('2021', 'diesel@energy', 'AU')).toMatchObject({
      category: 'stationary_combustion',
      factor: '70.2',
      co2eByGas: { CO2: '69.9', CH4: '0.1', N2O: '0.2' },
      unit: 'GJ',
    });
    const wtt = (edition: string, fuel: string) =>
      editions
        .get(edition)
        ?.factors.find((f) => f.category === 'wtt_fuels' && f.subcategory === `${fuel}@energy`);
    expect(wtt('2021', 'diesel')).toMatchObject({
      factor: '3.6',
      notes: expect.stringMatching(/^Table 45, Diesel oil/),
    });
    expect(value('2021', 'coal_lignite@energy', 'AU')).toBe('93.82');
    expect(wtt('2021', 'coal_lignite')).toMatchObject({
      factor: '0.4',
      notes: expect.stringMatching(/^Table 42, Brown coal/),
    });
    expect(wtt('2021', 'coal_anthracite')).toBeUndefined(); // Table 42 prints no anthracite row
  });

  it.each([
    ['2022', 'Table 6', 'Table 2'],
    ['2023', 'Table 7', 'Table 3'],
    ['2024', 'Table 8', 'Table 4'],
  ])(
    '%s: liquid fuels from %s (diesel 70.2, Scope 3 17.3; LPG 60.6, Scope 3 20.2), solid from %s (bituminous 90.24, Scope 3 3)',
    (edition, liquid, solid) => {
      const stationary = (fuel: string) =>
        editions
          .get(edition)
          ?.factors.find((f) => f.category === 'stationary_combustion' && f.subcategory === `${fuel}@energy`);
      const wtt = (fuel: string) =>
        editions
          .get(edition)
          ?.factors.find((f) => f.category === 'wtt_fuels' && f.subcategory === `${fuel}@energy`);
      expect(stationary('diesel')).toMatchObject({
        factor: '70.2',
        notes: expect.stringMatching(new RegExp(`^${liquid}, Diesel oil`)),
      });
      expect(wtt('diesel')?.factor).toBe('17.3');
      expect(stationary('lpg')?.factor).toBe('60.6');
      expect(wtt('lpg')?.factor).toBe('20.2');
      expect(stationary('jet_fuel')?.co2eByGas).toEqual({ CO2: '69.6', CH4: '0.02', N2O: '0.2' });
      expect(stationary('coal_bituminous')).toMatchObject({
        factor: '90.24',
        notes: expect.stringMatching(new RegExp(`^${solid}, `)),
      });
      expect(wtt('coal_bituminous')?.factor).toBe('3');
      expect(wtt('coal_anthracite')).toBeUndefined(); // printed NE
    },
  );
});
