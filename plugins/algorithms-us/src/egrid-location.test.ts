import { type GoldenCase, testAlgorithm } from '@ctp/engine/testing';
import { egridLocation } from './egrid-location.js';

const Y2022 = { periodStart: '2022-01-01', periodEnd: '2022-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const LB = 'lb × 0.45359237 = kg';
// eGRID2023 is the latest data year shipped (epa-egrid): in force for 2025 with PREVIOUS_EDITION.
const CAMX25 = `eGRID2023 summary tables (= EPA Hub 2025 Table 6) CAMX 436.655 lb CO2, 0.025 lb CH4, 0.003 lb N2O per MWh (${LB}); 100 MWh: 19806.337632235 + 1.133980925 × 28 + 0.136077711 × 265 = 19806.337632235 + 31.7514659 + 36.060593415 = 19874.14969155 kg`;
const US25 = `eGRID2023 (= EPA Hub 2025 Table 6) US average 771.523 / 0.057 / 0.008 lb per MWh (${LB}); 100 MWh: 34995.694607951 + 2.585476509 × 28 + 0.362873896 × 265 = 34995.694607951 + 72.393342252 + 96.16158244 = 35164.249532643 kg`;

const cases: GoldenCase[] = [
  {
    name: 'US-CAMX 100 MWh in 2025, eGRID2023 (latest data year), warned',
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
    source: CAMX25,
  },
  {
    name: 'region US with attribute subregion CAMX',
    activity: { quantity: '100000', unit: 'kWh', region: 'US', ...Y2025, attributes: { subregion: 'CAMX' } },
    expectedCo2eKg: '19874.14969155',
    tolerance: '0.01',
    expectedFactor: { datasetId: 'epa-egrid', region: 'US-CAMX' },
    source: `100000 kWh = 100 MWh; ${CAMX25}`,
  },
  {
    // Changed with the eGRID series: eGRID2022 is in force for 2022 activities (the data year), no
    // longer for 2024 ones (the Hub's edition year), which now use eGRID2023.
    name: 'US-CAMX 100 MWh in 2022, eGRID2022 (Hub 2024 Table 6)',
    activity: { quantity: '100', unit: 'MWh', region: 'US-CAMX', ...Y2022 },
    expectedCo2eKg: '22649.817481291',
    tolerance: '0.01',
    expectedFactor: { datasetId: 'epa-egrid', datasetVersion: '2022', region: 'US-CAMX' },
    source: `EPA Hub 2024 Table 6, eGRID2022 CAMX 497.443 / 0.030 / 0.004 lb per MWh (${LB}); 100 MWh: 22563.634930991 + 1.36077711 × 28 + 0.181436948 × 265 = 22563.634930991 + 38.10175908 + 48.08079122 = 22649.817481291 kg`,
  },
  {
    name: 'region US without subregion: US average, REGION_FALLBACK',
    activity: { quantity: '100', unit: 'MWh', region: 'US', ...Y2025 },
    expectedCo2eKg: '35164.249532643',
    tolerance: '0.01',
    expectedWarnings: ['REGION_FALLBACK'],
    expectedFactor: { datasetId: 'epa-egrid', region: 'US' },
    source: US25,
  },
  {
    name: 'unknown subregion US-ZZZZ: US average, REGION_FALLBACK',
    activity: { quantity: '100', unit: 'MWh', region: 'US-ZZZZ', ...Y2025 },
    expectedCo2eKg: '35164.249532643',
    tolerance: '0.01',
    expectedWarnings: ['REGION_FALLBACK'],
    source: US25,
  },
  {
    // Changed with the methane GWP mode (default by_source): eGRID declares no methane source, the
    // engine assumes fossil combustion, so AR6 applies the non-fossil CH4 27.0 the GHG Protocol gives
    // combustion methane (secondary status: SECONDARY_GWP).
    name: 'US-NYUP 100 MWh under AR6 (methane source undeclared: fossil combustion assumed)',
    activity: { quantity: '100', unit: 'MWh', region: 'US-NYUP', ...Y2025 },
    gwpSet: 'AR6',
    expectedCo2eKg: '10956.97728972',
    expectedWarnings: ['SECONDARY_GWP'],
    tolerance: '0.01',
    source: `EPA Hub 2025 Table 6, eGRID2023 NYUP 240.990 / 0.011 / 0.001 lb per MWh (${LB}); AR6 non-fossil CH4 27.0 (Table 7.15), N2O 273; 100 MWh: 10931.12252463 + 0.498951607 × 27.0 + 0.045359237 × 273 = 10931.12252463 + 13.471693389 + 12.383071701 = 10956.97728972 kg`,
  },
  {
    name: 'US-NYUP 100 MWh under AR6, methane GWP single',
    activity: { quantity: '100', unit: 'MWh', region: 'US-NYUP', ...Y2025 },
    gwpSet: 'AR6',
    methaneGwp: 'single',
    expectedCo2eKg: '10957.4263461663',
    tolerance: '0.01',
    source: `EPA Hub 2025 Table 6, eGRID2023 NYUP 240.990 / 0.011 / 0.001 lb per MWh (${LB}); AR6 CH4 27.9, N2O 273; 100 MWh: 10931.12252463 + 0.498951607 × 27.9 + 0.045359237 × 273 = 10931.12252463 + 13.9207498353 + 12.383071701 = 10957.4263461663 kg`,
  },
  {
    name: 'US-ERCT 100 MWh under AR4',
    activity: { quantity: '100', unit: 'MWh', region: 'US-ERCT', ...Y2025 },
    gwpSet: 'AR4',
    expectedCo2eKg: '33606.704052537',
    tolerance: '0.01',
    source: `EPA Hub 2025 Table 6, eGRID2023 ERCT 738.038 / 0.043 / 0.006 lb per MWh (${LB}); AR4 CH4 25, N2O 298; 100 MWh: 33476.840557006 + 1.950447191 × 25 + 0.272155422 × 298 = 33476.840557006 + 48.761179775 + 81.102315756 = 33606.704052537 kg`,
  },
  {
    name: 'error: subregion contradicts region',
    activity: { quantity: '1', unit: 'MWh', region: 'US-CAMX', ...Y2025, attributes: { subregion: 'ERCT' } },
    expectedError: 'INVALID_INPUT',
    source: 'US-CAMX is not ERCT',
  },
  {
    name: 'error: not an eGRID subregion',
    activity: { quantity: '1', unit: 'MWh', region: 'US', ...Y2025, attributes: { subregion: 'XXXX' } },
    expectedError: 'INVALID_INPUT',
    source: 'subregion is one of the 27 eGRID acronyms',
  },
  {
    name: 'error: not an energy unit',
    activity: { quantity: '1', unit: 'kg', region: 'US-CAMX', ...Y2025 },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is energy',
  },
  {
    // Changed with the eGRID series: June 2023 used the Hub 2021 (eGRID2019, 206.46798934608 kg)
    // with PREVIOUS_EDITION; it now uses eGRID2023 (198.7414969155 kg), the data year 2023 itself.
    name: 'US-CAMX 1 MWh in June 2023: eGRID2023',
    activity: {
      quantity: '1',
      unit: 'MWh',
      region: 'US-CAMX',
      periodStart: '2023-06-01',
      periodEnd: '2023-06-30',
    },
    expectedCo2eKg: '198.7414969155',
    expectedFactor: { datasetId: 'epa-egrid', datasetVersion: '2023', region: 'US-CAMX' },
    source: `eGRID2023 summary tables CAMX 436.655 / 0.025 / 0.003 lb per MWh (${LB}): 198.06337632235 + 0.01133980925 × 28 + 0.00136077711 × 265 = 198.06337632235 + 0.317514659 + 0.36060593415 = 198.7414969155 kg`,
  },
  {
    name: 'US-CAMX 1 MWh in June 2020: no eGRID2020, eGRID2019 stays in force, warned',
    activity: {
      quantity: '1',
      unit: 'MWh',
      region: 'US-CAMX',
      periodStart: '2020-06-01',
      periodEnd: '2020-06-30',
    },
    expectedCo2eKg: '206.47207167741',
    expectedWarnings: ['PREVIOUS_EDITION'],
    expectedFactor: { datasetId: 'epa-egrid', datasetVersion: '2019', region: 'US-CAMX' },
    source: `eGRID2019 summary tables CAMX (WECC California) 453.209 lb CO2, 0.033 lb CH4, 0.004 lb N2O per MWh (${LB}): 205.57214441533 + 0.01496854821 × 28 + 0.00181436948 × 265 = 205.57214441533 + 0.41911934988 + 0.4808079122 = 206.47207167741 kg`,
  },
  {
    name: 'error: before the first shipped data year (eGRID2019)',
    activity: {
      quantity: '1',
      unit: 'MWh',
      region: 'US-CAMX',
      periodStart: '2018-06-01',
      periodEnd: '2018-06-30',
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'eGRID2019 is effective from 2019-01-01; no earlier data year is shipped',
  },
];

testAlgorithm(egridLocation, cases);
