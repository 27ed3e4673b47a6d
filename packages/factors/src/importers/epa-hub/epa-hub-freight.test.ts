import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedDatasets } from '../../shipped.js';
import type { SourceFormatError } from '../source-format-error.js';
import { replaceCells } from '../spreadsheet/edit-worksheets.js';
import { readWorkbook, type Worksheet } from '../spreadsheet/workbook.js';
import { EPA_HUB_SOURCE } from './hub-tables.js';
import { epaHubFromWorksheets } from './import-epa-hub.js';

// Known values of Table 8 "Scope 3 Category 4: Upstream Transportation and Distribution and
// Category 9: Downstream Transportation and Distribution" of each shipped Hub edition, as the
// workbook cells store them (CO2 in kg, CH4 and N2O in g per unit), read from the shipped json that
// `pnpm factors:generate --check` proves the importer makes from the workbook.

const freight = (version: string, subcategory: string) =>
  shippedDatasets()
    .find((d) => d.datasetId === 'epa-ghg-hub' && d.datasetVersion === version)
    ?.factors.find((f) => f.category === 'freight' && f.subcategory === subcategory);

const gases = (version: string, subcategory: string) => {
  const row = freight(version, subcategory);
  return Object.fromEntries(Object.entries(row?.gases ?? {}).map(([gas, kg]) => [gas, kg.toFixed()]));
};

// [edition, subcategory, unit, CO2 kg, CH4 g → kg, N2O g → kg] as printed in the workbook
type Case = [string, string, string, string, string, string];
const CASES: readonly Case[] = [
  // 2021: Medium- and Heavy-Duty Truck 0.211 kg CO2, 0.002 g CH4, 0.0049 g N2O per ton-mile
  ['2021', 'road.truck', 'short_ton_mi', '0.211', '0.000002', '0.0000049'],
  // 2021: Waterborne Craft 0.036, 0.0116, 0.0016 per ton-mile
  ['2021', 'water', 'short_ton_mi', '0.036', '0.0000116', '0.0000016'],
  // 2021: Medium- and Heavy-Duty Truck 1.407, 0.013, 0.033 per vehicle-mile
  ['2021', 'road.truck.vehicle', 'vmi', '1.407', '0.000013', '0.000033'],
  // 2024 (stored unrounded): Rail 0.0218932118681075, 0.00171076475414864, 0.000547444721327564 per ton-mile
  ['2024', 'rail', 'short_ton_mi', '0.0218932118681075', '0.00000171076475414864', '0.000000547444721327564'],
  // 2025: Aircraft 1.086, 0, 0.0334 per short ton-mile
  ['2025', 'air', 'short_ton_mi', '1.086', '0', '0.0000334'],
  // 2025: Passenger Car 0.297, 0.0059, 0.0053 per vehicle-mile
  ['2025', 'road.car.vehicle', 'vmi', '0.297', '0.0000059', '0.0000053'],
];

describe.each(CASES)('epa-ghg-hub %s Table 8', (edition, subcategory, unit, co2, ch4, n2o) => {
  it(`freight/${subcategory} per ${unit}: CO2 ${co2}, CH4 ${ch4}, N2O ${n2o} kg`, () => {
    expect(freight(edition, subcategory)).toMatchObject({ unit, region: 'US', factor: null });
    expect(gases(edition, subcategory)).toEqual({ CO2: co2, CH4: ch4, N2O: n2o });
  });
});

describe('Table 8 rows of every Hub edition', () => {
  it.each(['2021', '2024', '2025'])(
    '%s: four modes per short ton-mile, three vehicles per vehicle-mile',
    (edition) => {
      const rows = shippedDatasets()
        .find((d) => d.datasetId === 'epa-ghg-hub' && d.datasetVersion === edition)
        ?.factors.filter((f) => f.category === 'freight')
        .map((f) => `${f.subcategory} ${f.unit}`)
        .sort();
      expect(rows).toEqual([
        'air short_ton_mi',
        'rail short_ton_mi',
        'road.car.vehicle vmi',
        'road.light_truck.vehicle vmi',
        'road.truck short_ton_mi',
        'road.truck.vehicle vmi',
        'water short_ton_mi',
      ]);
    },
  );
});

describe('Table 8 rows the importer does not know', () => {
  let sheets: Worksheet[];
  beforeAll(async () => {
    const bytes = await readFile(
      new URL('../../../sources/ghg-emission-factors-hub-2025.xlsx', import.meta.url),
    );
    sheets = await readWorkbook(bytes, EPA_HUB_SOURCE);
  }, 60_000);
  const failure = (edited: Worksheet[]) => {
    try {
      epaHubFromWorksheets(edited, { edition: '2025' });
    } catch (error) {
      return error as SourceFormatError;
    }
    throw new Error('expected the import to fail');
  };

  it('refuses an unknown vehicle type or unit instead of inventing an id', () => {
    const vehicle = failure(replaceCells(sheets, 'Waterborne Craft', 'Hovercraft'));
    expect(vehicle.reason).toBe('unknown vehicle type "Hovercraft" per short ton-mile');
    expect(vehicle.location.table).toMatch(/^Table 8 /);
    expect(failure(replaceCells(sheets, 'short ton-mile', 'barrel-mile', 1)).reason).toBe(
      'unknown unit "barrel-mile"',
    );
  });
});
