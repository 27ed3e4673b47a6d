import { describe, expect, it } from 'vitest';
import type { Cell, Worksheet } from '../spreadsheet/workbook.js';
import { ngaFromWorksheets } from './import-nga.js';

// Synthetic workbooks in each layout, to prove the importer refuses what it does not understand
// instead of guessing: an unknown grid label, Table 5 and Table 46 describing different years,
// and a workbook that states no GWP basis.

const n = (stored: string): Cell => ({ kind: 'number', stored });
const sheet = (name: string, rows: Cell[][]): Worksheet => ({ name, rows });

const gwpStated = sheet('Table 11', [
  ['Table 11 Global warming potentials of common refrigerants'],
  ['Refrigerant', 'Global Warming Potentials (AR5)'],
]);
const gas = sheet('Table 5', [
  ['Table 5 Direct (Scope 1) emission factors for the consumption of gaseous fuels'],
  ['Fuel combusted', 'Energy Content factor', 'Scope 1 Emission Factor'],
  [null, '(GJ/m3)', 'CO2', 'CH4', 'N2O', 'Combined gases'],
  ['Natural gas distributed in a pipeline', n('0.0393'), n('51.4'), n('0.1'), n('0.03'), n('51.53')],
]);
const gasScope3 = sheet('Table 6', [
  ['Table 6 Indirect (Scope 3) emission factors for the consumption of natural gas'],
  ['State or territory', 'Scope 3 (kg CO2-e/GJ)', 'Scope 3 (kg CO2-e/GJ)'],
  [null, 'Metro', 'Non-Metro'],
  ['Victoria', n('4'), n('4')],
]);
const fuelTable = (title: string, labels: readonly string[]) =>
  sheet(title.split(' ').slice(0, 2).join(' '), [
    [title],
    [
      'Fuel combusted',
      'Energy Content factor',
      'Scope 1 Emission Factor',
      null,
      null,
      null,
      'Scope 3 Emission Factor',
    ],
    [null, '(GJ/t)', 'CO2', 'CH4', 'N2O', 'Combined gases', '(kg CO2-e/GJ)'],
    ...labels.map((label): Cell[] => [label, n('27'), n('90'), n('0.04'), n('0.2'), n('90.24'), 'NE']),
  ]);
const solid = fuelTable(
  'Table 4 Direct (Scope 1) and Indirect (scope 3) emission factors for the combustion of solid fuels',
  ['Bituminous coal', 'Sub-bituminous coal', 'Anthracite', 'Brown coal (lignite)', 'Coking coal'],
);
const liquidLabels = [
  'Automotive gasoline/petrol (other than for use as fuel in an aircraft)',
  'Aviation gasoline',
  'Kerosene (other than for use as fuel in an aircraft)',
  'Aviation turbine fuel/kerosene',
  'Heating oil',
  'Diesel oil',
  'Fuel oil',
  'Liquefied petroleum gas (LPG)',
];
const liquid = fuelTable(
  'Table 8 Direct (Scope 1) and indirect (scope 3) emission factors for the consumption of liquid fuels for stationary energy purposes',
  liquidLabels,
);
const fuels = [solid, liquid];

const table1 = (label: string) =>
  sheet('Table 1', [
    [
      'Table 1 Indirect (Scope 2 and Scope 3) emissions from consumption of purchased electricity from a grid',
    ],
    ['State', 'Scope 2 Emission Factors', 'Scope 3 Emission Factors'],
    [null, '(kg CO2-e/kWh)', '(kg CO2-e/kWh)'],
    ['Victoria', n('0.77'), n('0.09')],
    [label, n('0.5'), n('0.1')],
  ]);

describe('ngaFromWorksheets', () => {
  it('reads a minimal 2022-layout workbook', () => {
    const dataset = ngaFromWorksheets([table1('National'), gas, gasScope3, gwpStated, ...fuels], {
      edition: '2025',
    });
    const electricityAndGas = dataset.factors.filter(
      (f) => f.category === 'electricity' || f.subcategory.startsWith('natural_gas'),
    );
    expect(electricityAndGas.map((f) => `${f.subcategory} ${f.region} ${f.factor}`)).toEqual([
      'grid_average AU 0.5',
      'grid_average AU-VIC 0.77',
      'upstream AU 0.1',
      'upstream AU-VIC 0.09',
      'natural_gas@energy AU 51.53',
      'natural_gas.metro@energy AU-VIC 4',
      'natural_gas.non_metro@energy AU-VIC 4',
    ]);
    expect(dataset.factors.filter((f) => f.category === 'stationary_combustion')).toHaveLength(14); // gas + 13 fuels
    expect(dataset.factors.filter((f) => f.category === 'wtt_fuels')).toHaveLength(2); // NE Scope 3 cells left out
  });

  it("refuses a fuel table in which a shipped fuel's label has changed", () => {
    const renamed = fuelTable(liquid.rows[0]?.[0] as string, [
      ...liquidLabels.slice(0, 5),
      'Diesel',
      'Fuel oil',
      'LPG',
    ]);
    expect(() =>
      ngaFromWorksheets([table1('National'), gas, gasScope3, gwpStated, solid, renamed], { edition: '2025' }),
    ).toThrow(/yielded 11 of the 13 fuels shipped/);
  });

  it('refuses an unknown state or grid label rather than dropping it', () => {
    expect(() =>
      ngaFromWorksheets([table1('Jervis Bay'), gas, gasScope3, gwpStated, ...fuels], { edition: '2025' }),
    ).toThrow(
      expect.objectContaining({
        code: 'SOURCE_FORMAT_UNRECOGNISED',
        reason: 'unknown state, territory or grid "Jervis Bay"',
      }),
    );
  });

  it('refuses a combined-gases total that is not the sum of the gases', () => {
    const wrong = sheet(
      'Table 5',
      gas.rows.map((r, i) => (i === 3 ? [...r.slice(0, 5), n('52')] : [...r])),
    );
    expect(() =>
      ngaFromWorksheets([table1('National'), wrong, gasScope3, gwpStated, ...fuels], { edition: '2025' }),
    ).toThrow(/combined gases 52 is not CO2 \+ CH4 \+ N2O = 51.53/);
  });

  it('2021 layout: refuses Table 5 and Table 46 that describe different years', () => {
    const table5 = sheet('Table 5', [
      [
        'Table 5: Indirect (scope 2) emission factors for consumption of purchased electricity or loss of electricity from the grid',
      ],
      ['State or Territory', 'Emission factor'],
      [null, 'kg CO2-e/kWh'],
      ['Victoria', n('0.96')],
    ]);
    const table46 = sheet('Table 46', [
      ['Table 46: Scope 2 and 3 emissions factors – consumption of purchased electricity by end users'],
      ['Financial year', 'EF for scope 2', null, 'EF for scope 3'],
      [],
      [null, 'A', 'B', 'C', 'D'],
      [null, 'kg CO2-e/kWh', 'kg CO2-e/GJ', 'kg CO2-e/kWh', 'kg CO2-e/GJ'],
      ['VICTORIA'],
      ['2018/19', n('0.91'), n('252'), n('0.1'), n('27')],
    ]);
    const gwpTable = sheet('Table 32', [
      ['Table 32: Global Warming Potentials'],
      ['Gas', 'Chemical formula', 'Global Warming Potential'],
      ['Methane', 'CH4', n('28')],
      ['Nitrous oxide', 'N2O', n('265')],
    ]);
    expect(() => ngaFromWorksheets([table5, table46, gas, gasScope3, gwpTable], { edition: '2021' })).toThrow(
      /VICTORIA 2018\/19 Scope 2 is 0.91, Table 5 says 0.96/,
    );
  });

  it('refuses a workbook that states no GWP basis', () => {
    expect(() =>
      ngaFromWorksheets([table1('National'), gas, gasScope3, ...fuels], { edition: '2025' }),
    ).toThrow(/no worksheet holds the global warming potentials table/);
  });
});
