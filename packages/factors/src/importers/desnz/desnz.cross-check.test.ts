import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportedDataset } from '../assemble-dataset.js';
import { crossCheck, expectedAgreement, type TranscribedValue } from '../cross-check.js';
import { importDesnzFlatFile } from './import-desnz.js';

// Numbers transcribed in reference/factors.md §3 (kg CO2e per unit), compared with what
// importDesnzFlatFile reads from the official flat files. A row where the file disagrees with
// factors.md carries `officialFileValue` and is named in the test title.

const value = (
  label: string,
  category: string,
  subcategory: string,
  transcribed: string,
  field = 'factor',
): TranscribedValue => ({
  label,
  category,
  subcategory,
  region: 'GB',
  field,
  transcribed,
});
const withGases = (
  label: string,
  category: string,
  subcategory: string,
  total: string,
  [co2, ch4, n2o]: readonly string[],
) => [
  value(`${label}: total`, category, subcategory, total),
  value(`${label}: CO2`, category, subcategory, co2 ?? '', 'co2eByGas.CO2'),
  value(`${label}: CH4`, category, subcategory, ch4 ?? '', 'co2eByGas.CH4'),
  value(`${label}: N2O`, category, subcategory, n2o ?? '', 'co2eByGas.N2O'),
];
const fuel = (label: string, id: string, total: string, gases: readonly string[]) =>
  withGases(`Fuels ${label}`, 'stationary_combustion', id, total, gases);
const air = (label: string, id: string, total: string) =>
  value(`Air ${label}`, 'passenger_transport', id, total);
const land = (label: string, id: string, total: string) =>
  value(`Land ${label}`, 'passenger_transport', id, total);
const waste = (label: string, id: string, total: string) => value(`Waste ${label}`, 'waste', id, total);
const refrigerant = (id: string, total: string) => value(`Refrigerant ${id}`, 'refrigerant', id, total);

const EDITIONS: Record<'2024' | '2025', TranscribedValue[]> = {
  '2024': [
    ...fuel('natural gas kWh gross CV', 'natural_gas@energy', '0.18290', ['0.18253', '0.00028', '0.00009']),
    ...fuel('natural gas kWh net CV', 'natural_gas@energy_net', '0.20264', ['0.20223', '0.00031', '0.00010']),
    ...fuel('natural gas cubic metre', 'natural_gas', '2.04542', ['2.04140', '0.00307', '0.00095']),
    ...fuel('diesel (average biofuel blend) litre', 'diesel', '2.51279', ['2.47960', '0.00029', '0.03290']),
    ...fuel('diesel (100% mineral) litre', 'diesel_mineral', '2.66155', ['2.62818', '0.00029', '0.03308']),
    ...fuel('petrol (average biofuel blend) litre', 'gasoline', '2.08440', ['2.07047', '0.00806', '0.00587']),
    ...fuel('petrol (100% mineral) litre', 'gasoline_mineral', '2.35372', ['2.33955', '0.00820', '0.00597']),
    ...fuel('LPG litre', 'lpg', '1.55713', ['1.55491', '0.00136', '0.00086']),
    ...fuel('propane litre', 'propane', '1.54357', ['1.54140', '0.00133', '0.00084']),
    ...fuel('gas oil litre', 'gas_oil', '2.75541', ['2.72417', '0.00315', '0.02809']),
    ...withGases('UK electricity generation', 'electricity', 'grid_average', '0.20705', [
      '0.20493',
      '0.00090',
      '0.00122',
    ]),
    value('UK electricity T&D', 'electricity', 'td_losses', '0.01830'),
    air('domestic with RF', 'air.domestic.rf', '0.27257'),
    air('domestic without RF', 'air.domestic', '0.16098'),
    ...withGases('Air short-haul with RF', 'passenger_transport', 'air.short_haul.rf', '0.18592', [
      '0.18499',
      '0.00001',
      '0.00092',
    ]),
    ...withGases('Air short-haul without RF', 'passenger_transport', 'air.short_haul', '0.10974', [
      '0.10881',
      '0.00001',
      '0.00092',
    ]),
    air('long-haul with RF', 'air.long_haul.rf', '0.26128'),
    air('long-haul without RF', 'air.long_haul', '0.15423'),
    air('international with RF', 'air.international.rf', '0.17580'),
    air('international without RF', 'air.international', '0.10377'),
    air('long-haul economy with RF', 'air.long_haul.economy.rf', '0.20011'),
    air('long-haul economy without RF', 'air.long_haul.economy', '0.11812'),
    air('long-haul business with RF', 'air.long_haul.business.rf', '0.58028'),
    air('long-haul business without RF', 'air.long_haul.business', '0.34252'),
    land('national rail', 'rail.national', '0.03546'),
    land('international rail', 'rail.international', '0.00446'),
    land('light rail and tram', 'rail.transit', '0.02860'),
    land('London Underground', 'rail.underground', '0.02780'),
    land('average local bus', 'bus', '0.10846'),
    land('coach', 'coach', '0.02717'),
    land('average car, unknown fuel', 'car.average', '0.16691'),
    land('average car, diesel', 'car.diesel', '0.16984'),
    land('average car, petrol', 'car.petrol', '0.16450'),
    land('average car, battery electric', 'car.battery_electric', '0.04745'),
    waste('household residual combustion', 'household_residual.combusted', '6.41061'),
    waste('household residual landfill', 'household_residual.landfilled', '497.04416'),
    waste('C&I combustion', 'commercial_industrial.combusted', '6.41061'),
    waste('C&I landfill', 'commercial_industrial.landfilled', '520.33420'),
    waste('food composting', 'food_waste.composted', '8.88386'),
    waste('food anaerobic digestion', 'food_waste.anaerobic_digestion', '8.88386'),
    waste('food landfill', 'food_waste.landfilled', '700.20961'),
    waste('paper and board mixed landfill', 'paper_board_mixed.landfilled', '1164.39015'),
    waste('paper and board mixed closed-loop', 'paper_board_mixed.recycled', '6.41061'),
    waste('average plastics closed-loop', 'mixed_plastics.recycled', '6.41061'),
    waste('average plastics open-loop', 'mixed_plastics.recycled_open_loop', '6.41061'),
    waste('average plastics landfill', 'mixed_plastics.landfilled', '8.88386'),
    refrigerant('CH4', '28'),
    refrigerant('N2O', '265'),
    refrigerant('HFC-32', '677'),
    refrigerant('HFC-134a', '1300'),
    refrigerant('SF6', '23500'),
    refrigerant('NF3', '16100'),
    refrigerant('R-404A', '3943'),
    refrigerant('R-410A', '1924'),
  ],
  '2025': [
    value('Fuels natural gas kWh gross CV', 'stationary_combustion', 'natural_gas@energy', '0.18296'),
    value('Fuels diesel (average biofuel blend) litre', 'stationary_combustion', 'diesel', '2.57082'),
    value('Fuels petrol (average biofuel blend) litre', 'stationary_combustion', 'gasoline', '2.06916'),
    ...withGases('UK electricity generation', 'electricity', 'grid_average', '0.17700', [
      '0.17489',
      '0.00090',
      '0.00122',
    ]),
    value('UK electricity T&D', 'electricity', 'td_losses', '0.01853'),
    air('domestic with RF', 'air.domestic.rf', '0.22928'),
    air('domestic without RF', 'air.domestic', '0.13552'),
    air('short-haul with RF', 'air.short_haul.rf', '0.12786'),
    air('short-haul without RF', 'air.short_haul', '0.07559'),
    air('long-haul with RF', 'air.long_haul.rf', '0.15282'),
    air('long-haul without RF', 'air.long_haul', '0.09043'),
    air('international with RF', 'air.international.rf', '0.14253'),
    air('international without RF', 'air.international', '0.08420'),
    land('national rail', 'rail.national', '0.03546'),
    land('London Underground', 'rail.underground', '0.02780'),
    land('average local bus', 'bus', '0.10385'),
    land('coach', 'coach', '0.02776'),
    land('average car, unknown fuel', 'car.average', '0.16725'),
    waste('household residual incineration', 'household_residual.combusted', '4.68568'),
    waste('household residual landfill', 'household_residual.landfilled', '497.24244'),
    waste('C&I incineration', 'commercial_industrial.combusted', '4.68568'),
    waste('C&I landfill', 'commercial_industrial.landfilled', '520.53270'),
    waste('food composting', 'food_waste.composted', '8.98311'),
    waste('food anaerobic digestion', 'food_waste.anaerobic_digestion', '8.98311'),
    waste('food landfill', 'food_waste.landfilled', '700.30886'),
    waste('paper and board mixed landfill', 'paper_board_mixed.landfilled', '1164.48940'),
    waste('paper and board mixed closed-loop', 'paper_board_mixed.recycled', '4.68568'),
    waste('average plastics closed-loop', 'mixed_plastics.recycled', '4.68568'),
    waste('average plastics landfill', 'mixed_plastics.landfilled', '8.98311'),
  ],
};

const datasets = new Map<string, ImportedDataset>();
beforeAll(async () => {
  const files = {
    '2024': 'ghg-conversion-factors-2024-flat-format-v1.1.xlsx',
    '2025': 'ghg-conversion-factors-2025-flat-format-v1.xlsx',
  };
  for (const [edition, file] of Object.entries(files)) {
    const bytes = await readFile(new URL(`../../../sources/${file}`, import.meta.url));
    datasets.set(edition, await importDesnzFlatFile(bytes, { edition }));
  }
}, 60_000);

describe.each(['2024', '2025'] as const)('DESNZ %s against reference/factors.md', (edition) => {
  it.each(EDITIONS[edition].map((v) => [v.label, v] as const))('%s', (_label, v) => {
    const result = crossCheck(datasets.get(edition) as ImportedDataset, v);
    if (v.officialFileValue === undefined) {
      expect(result.outcome, `imported ${result.imported}, factors.md ${v.transcribed}`).toMatch(
        expectedAgreement(v),
      );
    } else {
      expect(result).toMatchObject({ outcome: 'disagrees', imported: v.officialFileValue });
    }
  });
});
