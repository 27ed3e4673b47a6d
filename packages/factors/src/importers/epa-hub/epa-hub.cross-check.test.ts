import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportedDataset } from '../assemble-dataset.js';
import { crossCheck, expectedAgreement, type TranscribedValue } from '../cross-check.js';
import { importEgridFromHub } from '../egrid/egrid-from-hub.js';
import { importEpaHub } from './import-epa-hub.js';

// Numbers transcribed in reference/factors.md §2, compared with what importEpaHub reads from the
// official workbooks. Where the file disagrees with factors.md, `officialFileValue` names the row.

type Gases = readonly [co2: string, ch4: string, n2o: string];

/** CO2 in kg, CH4 and N2O in g (as the Hub prints Tables 1, 7, 10), or all in lb (Table 6). */
function threeGases(
  label: string,
  category: string,
  subcategory: string,
  [co2, ch4, n2o]: Gases,
  pounds = false,
  region = 'US',
): TranscribedValue[] {
  const small = pounds ? 'lb' : 'g';
  return [
    {
      label: `${label}: CO2`,
      category,
      subcategory,
      region,
      field: 'gases.CO2',
      transcribed: co2,
      ...(pounds ? { printedIn: 'lb' as const } : {}),
    },
    {
      label: `${label}: CH4`,
      category,
      subcategory,
      region,
      field: 'gases.CH4',
      transcribed: ch4,
      printedIn: small,
    },
    {
      label: `${label}: N2O`,
      category,
      subcategory,
      region,
      field: 'gases.N2O',
      transcribed: n2o,
      printedIn: small,
    },
  ];
}

const fuel = (label: string, id: string, perUnit: Gases, perMmBtu: Gases) => [
  ...threeGases(`Table 1 ${label} per unit`, 'stationary_combustion', id, perUnit),
  ...threeGases(`Table 1 ${label} per mmBtu`, 'stationary_combustion', `${id}@energy`, perMmBtu),
];

const TABLE_1_AND_7: TranscribedValue[] = [
  ...fuel('natural gas', 'natural_gas', ['0.05444', '0.00103', '0.00010'], ['53.06', '1.0', '0.10']),
  ...fuel('distillate No. 2', 'diesel', ['10.21', '0.41', '0.08'], ['73.96', '3.0', '0.60']),
  ...fuel('motor gasoline', 'gasoline', ['8.78', '0.38', '0.08'], ['70.22', '3.0', '0.60']),
  ...fuel('propane (liquid)', 'propane', ['5.72', '0.27', '0.05'], ['62.87', '3.0', '0.60']),
  ...fuel('propane gas', 'propane_gas', ['0.15463', '0.007548', '0.001510'], ['61.46', '3.0', '0.60']),
  ...fuel('LPG', 'lpg', ['5.68', '0.28', '0.06'], ['61.71', '3.0', '0.60']),
  ...fuel('kerosene-type jet fuel', 'jet_fuel', ['9.75', '0.41', '0.08'], ['72.22', '3.0', '0.60']),
  ...fuel('residual fuel oil No. 6', 'fuel_oil_6', ['11.27', '0.45', '0.09'], ['75.10', '3.0', '0.60']),
  ...fuel('bituminous coal', 'coal_bituminous', ['2325', '274', '40'], ['93.28', '11', '1.6']),
  ...fuel('anthracite coal', 'coal_anthracite', ['2602', '276', '40'], ['103.69', '11', '1.6']),
  ...threeGases('Table 7 steam and heat', 'heat_steam', 'steam', ['66.33', '1.25', '0.125']),
];

const mobile = (label: string, id: string, co2: string): TranscribedValue => ({
  label: `Table 2 ${label}`,
  category: 'mobile_combustion',
  subcategory: id,
  region: 'US',
  field: 'gases.CO2',
  transcribed: co2,
});
const TABLE_2 = [
  mobile('motor gasoline', 'gasoline', '8.78'),
  mobile('diesel', 'diesel', '10.21'),
  mobile('jet fuel', 'jet_fuel', '9.75'),
  mobile('LPG', 'lpg', '5.68'),
  mobile('residual fuel oil', 'fuel_oil_6', '11.27'),
  mobile('aviation gasoline', 'aviation_gasoline', '8.31'),
  mobile('CNG', 'cng', '0.05444'),
  mobile('LNG', 'lng', '4.50'),
];

const grid = (sub: string, values: Gases) =>
  threeGases(
    `Table 6 eGRID ${sub || 'US average'} (lb/MWh)`,
    'electricity',
    'grid_average',
    values,
    true,
    sub ? `US-${sub}` : 'US',
  );
const waste = (label: string, id: string, tons: string): TranscribedValue => ({
  label: `Table 9 ${label}`,
  category: 'waste',
  subcategory: id,
  region: 'US',
  field: 'factor',
  transcribed: tons,
  printedIn: 't',
});
const WASTE = [
  waste('mixed MSW landfilled', 'mixed_msw.landfilled', '0.58'),
  waste('mixed MSW combusted', 'mixed_msw.combusted', '0.43'),
  waste('mixed recyclables recycled', 'mixed_recyclables.recycled', '0.09'),
  waste('mixed recyclables landfilled', 'mixed_recyclables.landfilled', '0.75'),
  waste('mixed recyclables combusted', 'mixed_recyclables.combusted', '0.11'),
  waste('mixed organics composted', 'mixed_organics.composted', '0.13'),
  waste('mixed organics landfilled', 'mixed_organics.landfilled', '0.54'),
  waste('food waste composted', 'food_waste.composted', '0.11'),
  waste('food waste landfilled', 'food_waste.landfilled', '0.68'),
  waste('corrugated recycled', 'corrugated_containers.recycled', '0.11'),
  waste('corrugated landfilled', 'corrugated_containers.landfilled', '1.00'),
  waste('corrugated combusted', 'corrugated_containers.combusted', '0.05'),
  waste('office paper recycled', 'office_paper.recycled', '0.02'),
  waste('office paper landfilled', 'office_paper.landfilled', '1.41'),
  waste('office paper combusted', 'office_paper.combusted', '0.05'),
  waste('mixed plastics recycled', 'mixed_plastics.recycled', '0.22'),
  waste('mixed plastics landfilled', 'mixed_plastics.landfilled', '0.02'),
  waste('mixed plastics combusted', 'mixed_plastics.combusted', '2.34'),
];

const travel = (label: string, id: string, values: Gases) =>
  threeGases(`Table 10 ${label}`, 'passenger_transport', id, values);
// The 2024 workbook stores Table 10 unrounded (0.17515256410803692); factors.md shows 5 decimals.
const travel2024 = (label: string, id: string, values: Gases) =>
  travel(label, id, values).map((v) => ({ ...v, transcriptionRounded: true }));

const EDITIONS: Record<'2024' | '2025', TranscribedValue[]> = {
  '2025': [
    ...TABLE_1_AND_7,
    ...TABLE_2,
    ...WASTE,
    ...grid('AKGD', ['899.003', '0.086', '0.012']),
    ...grid('CAMX', ['436.655', '0.025', '0.003']),
    ...grid('ERCT', ['738.038', '0.043', '0.006']),
    ...grid('NYUP', ['240.990', '0.011', '0.001']),
    ...grid('', ['771.523', '0.057', '0.008']),
    ...travel('passenger car', 'car.average', ['0.297', '0.0059', '0.0053']),
    ...travel('light-duty truck', 'light_truck', ['0.394', '0.0109', '0.0088']),
    ...travel('motorcycle', 'motorcycle', ['0.368', '0.0888', '0.0188']),
    ...travel('intercity rail national', 'rail.national', ['0.096', '0.008', '0.002']),
    ...travel('intercity rail NEC', 'rail.intercity_northeast', ['0.023', '0.001', '0.0001']),
    ...travel('commuter rail', 'rail.commuter', ['0.133', '0.0105', '0.0026']),
    ...travel('transit rail', 'rail.transit', ['0.093', '0.0075', '0.001']),
    ...travel('bus', 'bus', ['0.066', '0.0046', '0.0019']),
    ...travel('air short haul', 'air.short_haul', ['0.207', '0.0064', '0.0066']),
    ...travel('air medium haul', 'air.medium_haul', ['0.129', '0.0006', '0.0041']),
    ...travel('air long haul', 'air.long_haul', ['0.163', '0.0006', '0.0052']),
  ],
  '2024': [
    ...TABLE_1_AND_7,
    ...TABLE_2,
    ...WASTE,
    ...grid('AKGD', ['1052.114', '0.088', '0.012']),
    ...grid('CAMX', ['497.443', '0.030', '0.004']),
    ...grid('ERCT', ['771.083', '0.049', '0.007']),
    ...grid('NYUP', ['274.559', '0.015', '0.002']),
    ...grid('', ['823.149', '0.066', '0.009']),
    ...travel2024('passenger car', 'car.average', ['0.17515', '0.00514', '0.00344']),
    ...travel2024('light-duty truck', 'light_truck', ['0.95460', '0.02606', '0.02313']),
    ...travel2024('motorcycle', 'motorcycle', ['0.37675', '0', '0.01921']),
    ...travel2024('intercity rail national', 'rail.national', ['0.113', '0.0092', '0.0026']),
    ...travel2024('intercity rail NEC', 'rail.intercity_northeast', ['0.058', '0.0055', '0.0007']),
    ...travel2024('commuter rail', 'rail.commuter', ['0.13331', '0.01052', '0.00261']),
    ...travel2024('transit rail', 'rail.transit', ['0.09307', '0.00746', '0.00102']),
    ...travel2024('bus', 'bus', ['0.07071', '0', '0.00213']),
    ...travel2024('air short haul', 'air.short_haul', ['0.20693', '0.00643', '0.00658']),
    ...travel2024('air medium haul', 'air.medium_haul', ['0.12926', '0.00064', '0.00410']),
    ...travel2024('air long haul', 'air.long_haul', ['0.16256', '0.00064', '0.00518']),
  ],
};

// Table 6 is read into the epa-egrid dataset of the eGRID edition it prints, not into epa-ghg-hub.
const EGRID_IN_HUB = { '2024': '2022', '2025': '2023' } as const;
const datasets = new Map<string, ImportedDataset>();
const grids = new Map<string, ImportedDataset>();
beforeAll(async () => {
  for (const edition of ['2024', '2025'] as const) {
    const bytes = await readFile(
      new URL(`../../../sources/ghg-emission-factors-hub-${edition}.xlsx`, import.meta.url),
    );
    datasets.set(edition, await importEpaHub(bytes, { edition }));
    grids.set(
      edition,
      await importEgridFromHub(bytes, { edition: EGRID_IN_HUB[edition], hubEdition: edition }),
    );
  }
}, 60_000);

describe.each(['2024', '2025'] as const)('EPA Hub %s against reference/factors.md', (edition) => {
  it.each(EDITIONS[edition].map((v) => [v.label, v] as const))('%s', (_label, v) => {
    const source = v.category === 'electricity' ? grids : datasets;
    const result = crossCheck(source.get(edition) as ImportedDataset, v);
    if (v.officialFileValue === undefined) {
      expect(result.outcome, `imported ${result.imported}, factors.md ${v.transcribed}`).toMatch(
        expectedAgreement(v),
      );
    } else {
      expect(result).toMatchObject({ outcome: 'disagrees', imported: v.officialFileValue });
    }
  });
});
