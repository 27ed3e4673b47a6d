import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { stationaryCombustion } from './stationary-combustion.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const EPA25 = { datasetId: 'epa-ghg-hub', datasetVersion: '2025' } as const;
const NG_SCF = 'EPA Hub 2025 Table 1 natural gas per scf: 0.05444 kg CO2, 0.00103 g CH4, 0.00010 g N2O';

const cases: GoldenCase[] = [
  {
    name: 'US natural gas 1000 scf, AR5',
    activity: { quantity: '1000', unit: 'scf', region: 'US', ...Y2025, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '54.49534',
    expectedGasMassKg: { CO2: '54.44', CH4: '0.00103', N2O: '0.0001' },
    expectedFactor: { ...EPA25, subcategory: 'natural_gas', region: 'US' },
    source: `${NG_SCF}: 1000 × 0.05444 + 1000 × 0.00103/1000 × 28 + 1000 × 0.00010/1000 × 265 = 54.44 + 0.02884 + 0.0265 = 54.49534 kg`,
  },
  {
    name: 'US natural gas 1000 scf, AR4',
    activity: { quantity: '1000', unit: 'scf', region: 'US', ...Y2025, attributes: { fuel: 'natural_gas' } },
    gwpSet: 'AR4',
    expectedCo2eKg: '54.49555',
    source: `${NG_SCF}; AR4 CH4 25, N2O 298 (factors.md §1.1): 54.44 + 0.00103 × 25 + 0.0001 × 298 = 54.44 + 0.02575 + 0.0298 = 54.49555 kg`,
  },
  {
    // Changed with the methane GWP mode (default by_source): methane from burning a fossil fuel
    // takes AR6's non-fossil CH4 27.0 (Table 7.15, secondary status, hence SECONDARY_GWP), as the GHG
    // Protocol's GWP table directs for combustion, instead of the single 27.9.
    name: 'US natural gas 1000 scf, AR6 (methane GWP by source: fossil combustion)',
    activity: { quantity: '1000', unit: 'scf', region: 'US', ...Y2025, attributes: { fuel: 'natural_gas' } },
    gwpSet: 'AR6',
    expectedCo2eKg: '54.49511',
    expectedWarnings: ['SECONDARY_GWP'],
    source: `${NG_SCF}; AR6 non-fossil CH4 27.0 (Table 7.15; combustion methane per the GHG Protocol GWP table v2.0), N2O 273 (Table 7.SM.7): 54.44 + 0.00103 × 27.0 + 0.0001 × 273 = 54.44 + 0.02781 + 0.0273 = 54.49511 kg`,
  },
  {
    name: 'US natural gas 1000 scf, AR6, methane GWP single (the value before the mode existed)',
    activity: { quantity: '1000', unit: 'scf', region: 'US', ...Y2025, attributes: { fuel: 'natural_gas' } },
    gwpSet: 'AR6',
    methaneGwp: 'single',
    expectedCo2eKg: '54.496037',
    source: `${NG_SCF}; AR6 CH4 27.9, N2O 273 (Table 7.SM.7): 54.44 + 0.00103 × 27.9 + 0.0001 × 273 = 54.44 + 0.028737 + 0.0273 = 54.496037 kg`,
  },
  {
    name: 'US natural gas 1000 scf, AR6 20yr (methane GWP by source: fossil combustion)',
    activity: { quantity: '1000', unit: 'scf', region: 'US', ...Y2025, attributes: { fuel: 'natural_gas' } },
    gwpSet: 'AR6',
    gwpTimeframe: '20yr',
    expectedCo2eKg: '54.549391',
    expectedWarnings: ['SECONDARY_GWP'],
    source: `${NG_SCF}; AR6 20yr non-fossil CH4 79.7 (Table 7.15), N2O 273: 54.44 + 0.00103 × 79.7 + 0.0001 × 273 = 54.44 + 0.082091 + 0.0273 = 54.549391 kg`,
  },
  {
    name: 'US wood 1 short ton, AR6 (methane GWP by source: non-fossil)',
    activity: { quantity: '1', unit: 'short_ton', region: 'US', ...Y2025, attributes: { fuel: 'wood' } },
    gwpSet: 'AR6',
    expectedCo2eKg: '20.601',
    expectedBiogenicCo2Kg: '1640',
    expectedWarnings: ['SECONDARY_GWP'],
    source:
      'EPA Hub 2025 Table 1 wood and wood residuals per short ton: 1640 kg CO2 (biogenic), 126 g CH4, 63 g N2O; AR6 non-fossil CH4 27.0 (Table 7.15), N2O 273: 0.126 × 27.0 + 0.063 × 273 = 3.402 + 17.199 = 20.601 kg',
  },
  {
    name: 'US wood 1 short ton, AR6 20yr (methane GWP by source: non-fossil)',
    activity: { quantity: '1', unit: 'short_ton', region: 'US', ...Y2025, attributes: { fuel: 'wood' } },
    gwpSet: 'AR6',
    gwpTimeframe: '20yr',
    expectedCo2eKg: '27.2412',
    expectedWarnings: ['SECONDARY_GWP'],
    source:
      'EPA Hub 2025 Table 1 wood per short ton: 126 g CH4, 63 g N2O; AR6 20yr non-fossil CH4 79.7 (Table 7.15), N2O 273: 0.126 × 79.7 + 0.063 × 273 = 10.0422 + 17.199 = 27.2412 kg',
  },
  {
    name: 'US wood 1 short ton, AR6, methane GWP single',
    activity: { quantity: '1', unit: 'short_ton', region: 'US', ...Y2025, attributes: { fuel: 'wood' } },
    gwpSet: 'AR6',
    methaneGwp: 'single',
    expectedCo2eKg: '20.7144',
    source:
      'EPA Hub 2025 Table 1 wood per short ton: 126 g CH4, 63 g N2O; AR6 CH4 27.9, N2O 273 (Table 7.SM.7): 0.126 × 27.9 + 0.063 × 273 = 3.5154 + 17.199 = 20.7144 kg',
  },
  {
    name: 'US natural gas 100 mmBtu (HHV path), 2024 edition',
    activity: { quantity: '100', unit: 'mmBtu', region: 'US', ...Y2024, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '5311.45',
    expectedGasMassKg: { CO2: '5306', CH4: '0.1', N2O: '0.01' },
    expectedFactor: { datasetId: 'epa-ghg-hub', datasetVersion: '2024', subcategory: 'natural_gas@energy' },
    source:
      'EPA Hub 2024 Table 1 natural gas per mmBtu: 53.06 kg CO2, 1.0 g CH4, 0.10 g N2O: 100 × 53.06 + 0.1 kg × 28 + 0.01 kg × 265 = 5306 + 2.8 + 2.65 = 5311.45 kg',
  },
  {
    name: 'US natural gas 1000 therm = 100 mmBtu',
    activity: {
      quantity: '1000',
      unit: 'therm',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'natural_gas', calorificBasis: 'gross' },
    },
    expectedCo2eKg: '5311.45',
    expectedFactor: { ...EPA25, subcategory: 'natural_gas@energy' },
    source:
      '1 therm = 100,000 Btu, so 1000 therm = 100 mmBtu; EPA Hub 2025 Table 1 as above: 5306 + 2.8 + 2.65 = 5311.45 kg',
  },
  {
    name: 'US diesel (distillate No. 2) 100 gal',
    activity: { quantity: '100', unit: 'gal', region: 'US', ...Y2025, attributes: { fuel: 'diesel' } },
    expectedCo2eKg: '1024.268',
    source:
      'EPA Hub 2025 Table 1 distillate fuel oil No. 2 per gallon: 10.21 kg CO2, 0.41 g CH4, 0.08 g N2O: 1021 + 0.041 × 28 + 0.008 × 265 = 1021 + 1.148 + 2.12 = 1024.268 kg',
  },
  {
    name: 'US bituminous coal 10 short tons',
    activity: {
      quantity: '10',
      unit: 'short_ton',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'coal_bituminous' },
    },
    expectedCo2eKg: '23432.72',
    source:
      'EPA Hub 2025 Table 1 bituminous per short ton: 2325 kg CO2, 274 g CH4, 40 g N2O: 23250 + 2.74 × 28 + 0.4 × 265 = 23250 + 76.72 + 106 = 23432.72 kg',
  },
  {
    name: 'US bituminous coal in metric tonnes (9.0718474 t = 10 short tons)',
    activity: {
      quantity: '9.0718474',
      unit: 't',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'coal_bituminous' },
    },
    expectedCo2eKg: '23432.72',
    source:
      '1 short ton = 907.18474 kg exactly, so 9.0718474 t = 10 short tons; EPA Hub 2025 Table 1 as above = 23432.72 kg',
  },
  {
    name: 'US wood 1 short ton: biogenic CO2 outside the scopes',
    activity: { quantity: '1', unit: 'short_ton', region: 'US', ...Y2025, attributes: { fuel: 'wood' } },
    expectedCo2eKg: '20.223',
    expectedBiogenicCo2Kg: '1640',
    source:
      'EPA Hub 2025 Table 1 wood and wood residuals per short ton: 1640 kg CO2 (biogenic), 126 g CH4, 63 g N2O: CO2e = 0.126 × 28 + 0.063 × 265 = 3.528 + 16.695 = 20.223 kg; biogenic 1640 kg reported apart',
  },
  {
    name: 'US-CAMX falls back to the US factor',
    activity: {
      quantity: '1000',
      unit: 'scf',
      region: 'US-CAMX',
      ...Y2025,
      attributes: { fuel: 'natural_gas' },
    },
    expectedCo2eKg: '54.49534',
    expectedWarnings: ['REGION_FALLBACK'],
    expectedFactor: { ...EPA25, region: 'US' },
    source: `${NG_SCF}; no subregion rows for fuels: 54.49534 kg as the US case`,
  },
  {
    name: 'calorific basis ignored for a physical unit',
    activity: {
      quantity: '1000',
      unit: 'scf',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'natural_gas', calorificBasis: 'net' },
    },
    expectedCo2eKg: '54.49534',
    expectedWarnings: ['CALORIFIC_BASIS_IGNORED'],
    source: `${NG_SCF}: scf is a physical quantity, the per-scf row applies whatever the basis = 54.49534 kg`,
  },
  {
    name: 'GB natural gas 1000 kWh, gross CV (default), DESNZ 2024',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2024, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '182.9',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'natural_gas@energy',
      region: 'GB',
    },
    source: 'DESNZ 2024 Fuels, natural gas kWh (Gross CV) 0.18290 kg CO2e (AR5): 1000 × 0.18290 = 182.90 kg',
  },
  {
    name: 'GB natural gas 1000 kWh, net CV, DESNZ 2024',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: { fuel: 'natural_gas', calorificBasis: 'net' },
    },
    expectedCo2eKg: '202.64',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'natural_gas@energy_net',
    },
    source: 'DESNZ 2024 Fuels, natural gas kWh (Net CV) 0.20264 kg CO2e: 1000 × 0.20264 = 202.64 kg',
  },
  {
    name: 'GB natural gas 1000 kWh, DESNZ 2025',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2025, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '182.96',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025' },
    source:
      'DESNZ 2025 flat file, natural gas kWh (Gross CV) 0.18296 kg CO2e (factors.md §3.2, 2025 column): 1000 × 0.18296 = 182.96 kg',
  },
  {
    name: 'GB natural gas 100 m3, DESNZ 2024',
    activity: { quantity: '100', unit: 'm3', region: 'GB', ...Y2024, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '204.542',
    source: 'DESNZ 2024 Fuels, natural gas per cubic metre 2.04542 kg CO2e: 100 × 2.04542 = 204.542 kg',
  },
  {
    name: 'US natural gas 100 m3: geometric conversion to scf, warned',
    activity: { quantity: '100', unit: 'm3', region: 'US', ...Y2025, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '192.448476997420603181830452316489',
    tolerance: '0.000000001',
    expectedWarnings: ['GAS_VOLUME_REFERENCE_CONDITIONS'],
    source: `1 scf = 0.028316846592 m3 (geometric); 100 m3 = 3531.466672148859 scf; ${NG_SCF} = 0.05449534 kg CO2e/scf (AR5): 3531.466672148859 × 0.05449534 = 192.448476997421 kg`,
  },
  {
    name: 'GB natural gas 1000 scf: geometric conversion to m3, warned',
    activity: { quantity: '1000', unit: 'scf', region: 'GB', ...Y2024, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '57.91984435620864',
    expectedWarnings: ['GAS_VOLUME_REFERENCE_CONDITIONS'],
    source:
      'DESNZ 2024 Fuels, natural gas per cubic metre 2.04542 kg CO2e; 1000 scf = 28.316846592 m3: 28.316846592 × 2.04542 = 57.91984435620864 kg',
  },
  {
    name: 'GB diesel 1000 L, DESNZ 2024, biogenic share outside scopes',
    activity: { quantity: '1000', unit: 'L', region: 'GB', ...Y2024, attributes: { fuel: 'diesel' } },
    expectedCo2eKg: '2512.79',
    expectedBiogenicCo2Kg: '160',
    source:
      'DESNZ 2024 Fuels, diesel (average biofuel blend) per litre 2.51279 kg CO2e; outside of scopes 0.16 kg CO2 per litre (DESNZ 2024 flat file): 1000 × 2.51279 = 2512.79 kg, biogenic 160 kg',
  },
  {
    name: 'GB diesel boiler 1000 L in 2021, BEIS 2021 (AR4 CO2e as published)',
    activity: {
      quantity: '1000',
      unit: 'L',
      region: 'GB',
      periodStart: '2021-01-01',
      periodEnd: '2021-12-31',
      attributes: { fuel: 'diesel' },
    },
    expectedCo2eKg: '2512.33',
    expectedBiogenicCo2Kg: '151.17',
    expectedWarnings: ['GWP_SET_MISMATCH'],
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2021',
      subcategory: 'diesel',
      region: 'GB',
    },
    source:
      'BEIS 2021 flat file row 174, Fuels > Liquid fuels > Diesel (average biofuel blend), litres: 2.51233 kg CO2e (CO2 2.47507 + CH4 0.00026 + N2O 0.037, AR4); "Outside of scopes" 0.15117 kg CO2 per litre: 1000 × 2.51233 = 2512.33 kg, biogenic 1000 × 0.15117 = 151.17 kg; published on AR4, so asked for AR5 it is used as printed, with a warning',
  },
  {
    name: 'GB natural gas 1000 kWh gross CV in 2019, BEIS 2019, AR4 asked',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2019-04-01',
      periodEnd: '2019-04-30',
      attributes: { fuel: 'natural_gas' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '183.85',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2019', subcategory: 'natural_gas@energy' },
    source:
      'BEIS 2019 flat file row 54, Fuels > Gaseous fuels > Natural gas, kWh (Gross CV): 0.18385 kg CO2e (CO2 0.18351 + CH4 0.00024 + N2O 0.0001): 1000 × 0.18385 = 183.85 kg, on AR4 as asked, so no warning',
  },
  {
    name: 'GB diesel 1000 L in 2022, BEIS 2022 layout (no ID column)',
    activity: {
      quantity: '1000',
      unit: 'L',
      region: 'GB',
      periodStart: '2022-06-01',
      periodEnd: '2022-06-30',
      attributes: { fuel: 'diesel' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '2557.84',
    expectedBiogenicCo2Kg: '110.2',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2022' },
    source:
      'BEIS 2022 flat file row 186, Diesel (average biofuel blend), litres: 2.55784 kg CO2e; outside of scopes 0.1102 kg CO2/L: 1000 × 2.55784 = 2557.84 kg, biogenic 110.2 kg',
  },
  {
    name: 'GB diesel 1000 L in 2023, DESNZ 2023 (unrounded cell value)',
    activity: {
      quantity: '1000',
      unit: 'L',
      region: 'GB',
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
      attributes: { fuel: 'diesel' },
    },
    expectedCo2eKg: '2512.06388456376',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2023' },
    source:
      'DESNZ 2023 flat file ID 1_101_1011_8_1, Diesel (average biofuel blend), litres: stored 2.5120638845637586, 15 significant digits 2.51206388456376 (shown as 2.51206): 1000 × 2.51206388456376 = 2512.06388456376 kg',
  },
  {
    name: 'error: no fuel',
    activity: { quantity: '1', unit: 'scf', region: 'US', ...Y2025, attributes: {} },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'attribute fuel is required',
  },
  {
    name: 'error: fuel not an id',
    activity: { quantity: '1', unit: 'scf', region: 'US', ...Y2025, attributes: { fuel: 'Natural Gas' } },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'fuel ids are lower-case snake case',
  },
  {
    name: 'error: unknown attribute',
    activity: {
      quantity: '1',
      unit: 'scf',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'natural_gas', efficiency: '0.9' },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'inputs are strict',
  },
  {
    name: 'error: unknown fuel',
    activity: { quantity: '1', unit: 'gal', region: 'US', ...Y2025, attributes: { fuel: 'unobtainium' } },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no dataset has stationary_combustion/unobtainium',
  },
  {
    name: 'error: no net CV factor in the EPA Hub',
    activity: {
      quantity: '100',
      unit: 'mmBtu',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'natural_gas', calorificBasis: 'net' },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'EPA Hub Table 1 is on HHV only',
  },
  {
    name: 'error: no factor for Japan',
    activity: { quantity: '1000', unit: 'scf', region: 'JP', ...Y2025, attributes: { fuel: 'natural_gas' } },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no shipped dataset covers JP, APAC or GLOBAL',
  },
  {
    name: 'US natural gas 1000 scf in 2023: no Hub 2022 or 2023, Hub 2021 stays in force (warned)',
    activity: {
      quantity: '1000',
      unit: 'scf',
      region: 'US',
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
      attributes: { fuel: 'natural_gas' },
    },
    expectedCo2eKg: '54.49534',
    expectedWarnings: ['PREVIOUS_EDITION'],
    expectedFactor: { datasetId: 'epa-ghg-hub', datasetVersion: '2021', subcategory: 'natural_gas' },
    source:
      'EPA Hub 2021 Table 1, natural gas per scf: 0.05444 kg CO2, 0.00103 g CH4, 0.0001 g N2O; AR5 (CH4 28, N2O 265): 1000 × 0.05444 + 1000 × 0.00000103 × 28 + 1000 × 0.0000001 × 265 = 54.44 + 0.02884 + 0.0265 = 54.49534 kg',
  },
  {
    name: 'US natural gas 1000 scf in 2021, EPA Hub 2021, AR4 as the Hub printed it',
    activity: {
      quantity: '1000',
      unit: 'scf',
      region: 'US',
      periodStart: '2021-01-01',
      periodEnd: '2021-12-31',
      attributes: { fuel: 'natural_gas' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '54.49555',
    expectedFactor: { datasetId: 'epa-ghg-hub', datasetVersion: '2021' },
    source:
      'EPA Hub 2021 Table 1 natural gas per scf, AR4 (CH4 25, N2O 298): 54.44 + 1000 × 0.00000103 × 25 + 1000 × 0.0000001 × 298 = 54.44 + 0.02575 + 0.0298 = 54.49555 kg',
  },
  {
    name: 'error: period before the first shipped edition',
    activity: {
      quantity: '1000',
      unit: 'scf',
      region: 'US',
      periodStart: '2020-01-01',
      periodEnd: '2020-12-31',
      attributes: { fuel: 'natural_gas' },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'EPA Hub 2021 is effective from 2021-01-01; no earlier edition is shipped',
  },
];

testAlgorithm(stationaryCombustion, cases);
