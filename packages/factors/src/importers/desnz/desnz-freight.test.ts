import { beforeAll, describe, expect, it } from 'vitest';
import { shippedDatasets } from '../../shipped.js';
import { replaceCells } from '../spreadsheet/edit-worksheets.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
import { DESNZ_FILES, desnzSheets, importFailure, publisherRow } from './testing.js';

// Known freighting-goods values of each shipped edition, read straight from the publisher's flat
// file with SheetJS (not with the importer): sheet "Factors by Category", the cell named in each
// case (column K in 2019–2021, I in 2022, J from 2023: "GHG Conversion Factor {year}"), on the
// "kg CO2e" line. The labels of the row are checked too, so a case cannot read the wrong row.
// 2021–2023 store some cells unrounded (1.0189000000000001); the importer reads the cell text as Excel
// shows it, 15 significant digits, so the 2023 cases name the shipped value too.

// [edition, cell, Level 2, Level 3, Column Text, UOM, value as stored, shipped subcategory, unit, shipped value if not the stored one]
type Case = [string, string, string, string, string, string, string, string, string, string?];
const HGV = ['HGV (all diesel)', 'All HGVs', 'Average laden', 'tonne.km'] as const;
const RAIL = ['Rail', 'Freight train', '', 'tonne.km'] as const;
const VAN = ['Vans', 'Average (up to 3.5 tonnes)', 'Diesel', 'km'] as const;
const AIR_RF = ['Freight flights', 'Long-haul, to/from UK', 'With RF', 'tonne.km'] as const;
const CASES: readonly Case[] = [
  ['2019', 'K6050', ...HGV, '0.11133', 'road.hgv.average.laden_average', 'tkm'],
  ['2019', 'K6454', ...AIR_RF, '1.13174', 'air.long_haul.rf', 'tkm'],
  ['2019', 'K5586', ...VAN, '0.25213', 'road.van.average.diesel.vehicle', 'vkm'],
  ['2020', 'K6470', ...RAIL, '0.02556', 'rail', 'tkm'],
  ['2020', 'K6050', ...HGV, '0.1065', 'road.hgv.average.laden_average', 'tkm'],
  ['2021', 'K6547', ...RAIL, '0.02782', 'rail', 'tkm'],
  ['2021', 'K5663', ...VAN, '0.24116', 'road.van.average.diesel.vehicle', 'vkm'],
  ['2022', 'I6356', ...RAIL, '0.02782', 'rail', 'tkm'],
  ['2022', 'I5500', ...VAN, '0.23156', 'road.van.average.diesel.vehicle', 'vkm'],
  ['2023', 'J6355', ...RAIL, '0.027788071140939598', 'rail', 'tkm', '0.0277880711409396'],
  [
    '2023',
    'J5903',
    ...HGV,
    '0.09695746711409396',
    'road.hgv.average.laden_average',
    'tkm',
    '0.096957467114094',
  ],
  ['2024', 'J6389', ...HGV, '0.09752', 'road.hgv.average.laden_average', 'tkm'],
  ['2024', 'J6825', ...AIR_RF, '1.09904', 'air.long_haul.rf', 'tkm'],
  ['2025', 'J6389', ...HGV, '0.10163', 'road.hgv.average.laden_average', 'tkm'],
  ['2025', 'J6841', ...RAIL, '0.02779', 'rail', 'tkm'],
  ['2025', 'J5985', ...VAN, '0.25561', 'road.van.average.diesel.vehicle', 'vkm'],
  ['2025', 'J6825', ...AIR_RF, '0.89939', 'air.long_haul.rf', 'tkm'],
];

const shippedFreight = (edition: string) =>
  shippedDatasets()
    .find((d) => d.datasetId === 'desnz-ghg-cf' && d.datasetVersion === edition)
    ?.factors.filter((f) => f.category === 'freight') ?? [];

describe.each(CASES)(
  'desnz-ghg-cf %s, cell %s',
  (edition, cell, level2, level3, columnText, uom, stored, sub, unit, shipped) => {
    it(`Freighting goods > ${level2} > ${level3} > ${columnText} (${uom}) is shipped as freight/${sub} per ${unit}`, async () => {
      const source = await publisherRow(edition, cell);
      expect(source).toMatchObject({
        level1: 'Freighting goods',
        level2,
        level3,
        columnText,
        uom,
        ghg: 'kg CO2e',
      });
      expect(String(source.value)).toBe(stored);
      const row = shippedFreight(edition).find((f) => f.subcategory === sub);
      expect(row?.factor?.toFixed()).toBe(shipped ?? stored);
      expect(row).toMatchObject({ unit, region: 'GB', effectiveFrom: `${edition}-01-01` });
    }, 60_000);
  },
);

describe('freight rows of every DESNZ edition', () => {
  it.each(Object.keys(DESNZ_FILES))(
    '%s has every mode, per tkm, and per vkm only for road vehicles',
    (edition) => {
      const rows = shippedFreight(edition);
      for (const id of [
        'rail',
        'air.short_haul',
        'water.container_ship',
        'road.hgv.artic.laden_50',
        'road.van.class_ii.petrol',
      ])
        expect(rows.find((f) => f.subcategory === id)?.unit, id).toBe('tkm');
      const perVehicle = rows.filter((f) => f.unit === 'vkm');
      expect(perVehicle.length).toBeGreaterThan(50);
      expect(perVehicle.filter((f) => !/^road\..*\.vehicle$/.test(f.subcategory))).toEqual([]);
      // 0% laden carries no load, so DESNZ gives no per tonne-km factor for it (empty cells).
      expect(rows.filter((f) => f.subcategory.endsWith('laden_0'))).toEqual([]);
    },
  );
});

describe('freight lines the importer does not know', () => {
  let sheets: Worksheet[];
  beforeAll(async () => {
    sheets = await desnzSheets('2024');
  }, 60_000);
  const failure = (edited: Worksheet[]) => importFailure(edited, '2024');

  it('refuses a renamed vehicle or mode instead of inventing an id', () => {
    const size = failure(replaceCells(sheets, 'Articulated (>33t)', 'Articulated (>44t)'));
    expect(size.reason).toBe('unknown freight item "Articulated (>44t)"');
    expect(size.location).toMatchObject({ table: 'Level 1 "Freighting goods"' });
    expect(failure(replaceCells(sheets, 'Freight train', 'Freight tram')).reason).toBe(
      'unknown rail item "Freight tram"',
    );
    expect(failure(replaceCells(sheets, 'Freight flights', 'Drones')).reason).toBe(
      'unknown freight mode "Drones"',
    );
  });
});
