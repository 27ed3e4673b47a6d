import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { locationBasedElectricity } from './location-based-electricity.js';

const Y2020 = { periodStart: '2020-01-01', periodEnd: '2020-12-31' } as const;
const Y2021 = { periodStart: '2021-01-01', periodEnd: '2021-12-31' } as const;
const Y2022 = { periodStart: '2022-01-01', periodEnd: '2022-12-31' } as const;
const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const LB = 'lb × 0.45359237 = kg';
// US grid factors are the eGRID data year in force for the activity's year (epa-egrid); eGRID2023
// is the latest, so 2024 and 2025 activities use it with PREVIOUS_EDITION (no eGRID2024 shipped).
const CAMX25 = `eGRID2023 summary tables Table 1 (same as EPA Hub 2025 Table 6), CAMX total output: 436.655 lb CO2, 0.025 lb CH4, 0.003 lb N2O per MWh (${LB})`;
const CAMX25_SUM =
  '100 MWh: CO2 43665.5 lb = 19806.337632235 kg; CH4 2.5 lb = 1.133980925 kg × 28 = 31.7514659; N2O 0.3 lb = 0.136077711 kg × 265 = 36.060593415; total 19874.14969155 kg';

const cases: GoldenCase[] = [
  {
    name: 'US-CAMX 100 MWh in 2025: eGRID2023, the latest data year, warned',
    activity: { quantity: '100', unit: 'MWh', region: 'US-CAMX', ...Y2025 },
    expectedCo2eKg: '19874.14969155',
    tolerance: '0.01',
    expectedGasMassKg: { CO2: '19806.337632235', CH4: '1.133980925', N2O: '0.136077711' },
    expectedWarnings: ['PREVIOUS_EDITION'],
    expectedFactor: {
      datasetId: 'epa-egrid',
      datasetVersion: '2023',
      subcategory: 'grid_average',
      region: 'US-CAMX',
    },
    source: `${CAMX25}; ${CAMX25_SUM}`,
  },
  {
    name: 'US-CAMX 100000 kWh = 100 MWh',
    activity: { quantity: '100000', unit: 'kWh', region: 'US-CAMX', ...Y2025 },
    expectedCo2eKg: '19874.14969155',
    tolerance: '0.01',
    source: `${CAMX25}; 100000 kWh = 100 MWh; ${CAMX25_SUM}`,
  },
  {
    name: 'US-CAMX 360 GJ = 100 MWh',
    activity: { quantity: '360', unit: 'GJ', region: 'US-CAMX', ...Y2025 },
    expectedCo2eKg: '19874.14969155',
    tolerance: '0.01',
    source: `${CAMX25}; 1 MWh = 3.6 GJ exactly; ${CAMX25_SUM}`,
  },
  {
    // Changed with the eGRID series: a 2024 activity now uses eGRID2023 (19874.14969155 kg, as in
    // 2025); the eGRID2022 case is a 2022 activity, the year whose data eGRID2022 describes.
    name: 'US-CAMX 100 MWh in 2022, eGRID2022 (Hub 2024 Table 6)',
    activity: { quantity: '100', unit: 'MWh', region: 'US-CAMX', ...Y2022 },
    expectedCo2eKg: '22649.817481291',
    tolerance: '0.01',
    expectedFactor: { datasetId: 'epa-egrid', datasetVersion: '2022', region: 'US-CAMX' },
    source:
      'EPA Hub 2024 Table 6, eGRID2022 CAMX: 497.443 / 0.030 / 0.004 lb per MWh; 100 MWh: CO2 49744.3 lb = 22563.634930991 kg; CH4 3.0 lb = 1.36077711 kg × 28 = 38.10175908; N2O 0.4 lb = 0.181436948 kg × 265 = 48.08079122; total 22649.817481291 kg',
  },
  {
    name: 'unknown subregion falls back to the US average',
    activity: { quantity: '100', unit: 'MWh', region: 'US-ZZZZ', ...Y2025 },
    expectedCo2eKg: '35164.249532643',
    tolerance: '0.01',
    expectedWarnings: ['REGION_FALLBACK'],
    expectedFactor: { datasetId: 'epa-egrid', datasetVersion: '2023', region: 'US' },
    source:
      'eGRID2023 (= EPA Hub 2025 Table 6) US average 771.523 / 0.057 / 0.008 lb per MWh; 100 MWh: CO2 34995.694607951 kg + CH4 2.585476509 × 28 = 72.393342252 + N2O 0.362873896 × 265 = 96.16158244 = 35164.249532643 kg',
  },
  {
    name: 'US average 100 MWh, AR4',
    activity: { quantity: '100', unit: 'MWh', region: 'US', ...Y2025 },
    gwpSet: 'AR4',
    expectedCo2eKg: '35168.467941684',
    tolerance: '0.01',
    source:
      'US average eGRID2023 (Hub 2025): 34995.694607951 + 2.585476509 × 25 + 0.362873896 × 298 = 34995.694607951 + 64.636912725 + 108.136421008 = 35168.467941684 kg',
  },
  {
    // Changed with the methane GWP mode (default by_source): the algorithm declares no methane
    // source, so the engine assumes fossil combustion (grid generation burns fuel) and AR6 applies
    // the non-fossil CH4 27.0 the GHG Protocol gives combustion methane (secondary status, hence
    // SECONDARY_GWP) instead of the single 27.9.
    name: 'US average 100 MWh, AR6 (methane source undeclared: fossil combustion assumed)',
    activity: { quantity: '100', unit: 'MWh', region: 'US', ...Y2025 },
    gwpSet: 'AR6',
    expectedCo2eKg: '35164.567047302',
    expectedWarnings: ['SECONDARY_GWP'],
    tolerance: '0.01',
    source:
      'US average eGRID2023 (Hub 2025): 34995.694607951 + 2.585476509 × 27.0 + 0.362873896 × 273 = 34995.694607951 + 69.807865743 + 99.064573608 = 35164.567047302 kg',
  },
  {
    name: 'US average 100 MWh, AR6, methane GWP single',
    activity: { quantity: '100', unit: 'MWh', region: 'US', ...Y2025 },
    gwpSet: 'AR6',
    methaneGwp: 'single',
    expectedCo2eKg: '35166.8939761601',
    tolerance: '0.01',
    source:
      'US average eGRID2023 (Hub 2025): 34995.694607951 + 2.585476509 × 27.9 + 0.362873896 × 273 = 34995.694607951 + 72.1347946011 + 99.064573608 = 35166.8939761601 kg',
  },
  {
    name: 'US average 100 MWh in 2022, eGRID2022 (Hub 2024 Table 6)',
    activity: { quantity: '100', unit: 'MWh', region: 'US', ...Y2022 },
    expectedCo2eKg: '37529.416227534',
    tolerance: '0.01',
    source:
      'EPA Hub 2024 US average 823.149 / 0.066 / 0.009 lb/MWh; 100 MWh: 37337.410577313 + 2.993709642 × 28 + 0.408233133 × 265 = 37337.410577313 + 83.823869976 + 108.181780245 = 37529.416227534 kg',
  },
  {
    name: 'US-CAMX 100 MWh in 2021, eGRID2021',
    activity: { quantity: '100', unit: 'MWh', region: 'US-CAMX', ...Y2021 },
    expectedCo2eKg: '24203.961018622',
    tolerance: '0.01',
    expectedFactor: { datasetId: 'epa-egrid', datasetVersion: '2021', region: 'US-CAMX' },
    source: `eGRID2021 summary tables Table 1 CAMX 531.678 / 0.031 / 0.004 lb per MWh (${LB}); 100 MWh: 24116.508409686 + 1.406136347 × 28 + 0.181436948 × 265 = 24116.508409686 + 39.371817716 + 48.08079122 = 24203.961018622 kg`,
  },
  {
    name: 'US-CAMX 100 MWh in 2020: no eGRID2020, eGRID2019 stays in force, warned',
    activity: { quantity: '100', unit: 'MWh', region: 'US-CAMX', ...Y2020 },
    expectedCo2eKg: '20647.207167741',
    tolerance: '0.01',
    expectedWarnings: ['PREVIOUS_EDITION'],
    expectedFactor: { datasetId: 'epa-egrid', datasetVersion: '2019', region: 'US-CAMX' },
    source: `eGRID2019 summary tables Table 1 CAMX 453.209 / 0.033 / 0.004 lb per MWh (${LB}); 100 MWh: 20557.214441533 + 1.496854821 × 28 + 0.181436948 × 265 = 20557.214441533 + 41.911934988 + 48.08079122 = 20647.207167741 kg`,
  },
  {
    name: 'GB 1000 kWh, DESNZ 2024 generation',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2024 },
    expectedCo2eKg: '207.05',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', region: 'GB' },
    source: 'DESNZ 2024 UK electricity generated 0.20705 kg CO2e/kWh: 1000 × 0.20705 = 207.05 kg',
  },
  {
    name: 'GB 10 MWh, DESNZ 2025 generation',
    activity: { quantity: '10', unit: 'MWh', region: 'GB', ...Y2025 },
    expectedCo2eKg: '1770',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025' },
    source: 'DESNZ 2025 UK electricity generated 0.17700 kg CO2e/kWh: 10000 kWh × 0.177 = 1770 kg',
  },
  {
    name: 'error: not an energy unit',
    activity: { quantity: '1', unit: 'kg', region: 'US', ...Y2025 },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'electricity is energy',
  },
  {
    name: 'error: unknown attribute',
    activity: { quantity: '1', unit: 'kWh', region: 'US', ...Y2025, attributes: { subregion: 'CAMX' } },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'the generic algorithm takes no attributes',
  },
  {
    name: 'error: no factor for Japan',
    activity: { quantity: '1', unit: 'kWh', region: 'JP', ...Y2025 },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no shipped electricity factor for JP, APAC or GLOBAL',
  },
];

testAlgorithm(locationBasedElectricity, cases);
