import { type GoldenCase, testAlgorithm } from '@ctp/engine/testing';
import { usMarketBased } from './market-based.js';

const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const LB = 'lb × 0.45359237 = kg';
const CAMX60 = `eGRID2023 (latest data year, in force for 2025; = EPA Hub 2025 Table 6) CAMX 436.655 / 0.025 / 0.003 lb per MWh (${LB}); 60 MWh: 11883.802579341 + 0.680388555 × 28 + 0.0816466266 × 265 = 11883.802579341 + 19.05087954 + 21.636356049 = 11924.48981493 kg`;

const cases: GoldenCase[] = [
  {
    name: 'US-CAMX 100 MWh, RECs for 40 MWh, rest at the eGRID subregion rate',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US-CAMX',
      ...Y2025,
      attributes: {
        instruments: [{ type: 'certificate', quantity: '40', unit: 'MWh', name: 'Green-e RECs' }],
      },
    },
    expectedCo2eKg: '11924.48981493',
    tolerance: '0.01',
    expectedWarnings: ['RESIDUAL_MIX_FALLBACK'],
    expectedFactor: {
      datasetId: 'epa-egrid',
      datasetVersion: '2023',
      subcategory: 'grid_average',
      region: 'US-CAMX',
    },
    source: `RECs 40 MWh × 0; no US residual mix shipped, so the rest at the location-based rate (Scope 2 Guidance Table 6.3); ${CAMX60}`,
  },
  {
    name: 'region US with subregion ERCT, supplier-specific for half, subregion rate for the rest',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US',
      ...Y2025,
      attributes: {
        subregion: 'ERCT',
        instruments: [{ type: 'supplier_specific', quantity: '50', unit: 'MWh', co2ePerUnit: '300' }],
      },
    },
    expectedCo2eKg: '31801.787132592',
    tolerance: '0.01',
    expectedWarnings: ['RESIDUAL_MIX_FALLBACK'],
    expectedFactor: { datasetId: 'epa-egrid', region: 'US-ERCT' },
    source: `supplier-specific 50 MWh × 300 kg/MWh = 15000 kg; eGRID2023 (latest data year, in force for 2025; = EPA Hub 2025 Table 6) ERCT 738.038 / 0.043 / 0.006 lb per MWh (${LB}); 50 MWh: 16738.420278503 + 0.9752235955 × 28 + 0.136077711 × 265 = 16738.420278503 + 27.306260674 + 36.060593415 = 16801.787132592 kg; total 31801.787132592 kg`,
  },
  {
    name: 'utility delivered rate for the whole consumption: no fallback',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US-CAMX',
      ...Y2025,
      attributes: { supplierRate: { co2ePerUnit: '0.25', unit: 'kWh' } },
    },
    expectedCo2eKg: '25000',
    source:
      'utility emission rate 0.25 kg CO2e/kWh (Scope 2 Guidance hierarchy level 3): 100000 kWh × 0.25 = 25000 kg',
  },
  {
    name: 'region US without subregion: US average for the rest, two warnings',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US',
      ...Y2025,
      attributes: { instruments: [{ type: 'certificate', quantity: '40', unit: 'MWh' }] },
    },
    expectedCo2eKg: '21098.5497195858',
    tolerance: '0.01',
    expectedWarnings: ['RESIDUAL_MIX_FALLBACK', 'REGION_FALLBACK'],
    source: `RECs 40 MWh × 0; eGRID2023 (= EPA Hub 2025 Table 6) US average 771.523 / 0.057 / 0.008 lb per MWh (${LB}); 60 MWh: 20997.4167647706 + 1.5512859054 × 28 + 0.2177243376 × 265 = 20997.4167647706 + 43.4360053512 + 57.696949464 = 21098.5497195858 kg`,
  },
  {
    name: 'fully covered by RECs: zero',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US-CAMX',
      ...Y2025,
      attributes: { instruments: [{ type: 'certificate', quantity: '100000', unit: 'kWh' }] },
    },
    expectedCo2eKg: '0',
    source: 'RECs 100000 kWh = 100 MWh at 0 kg CO2e: 0 kg',
  },
  {
    name: 'error: RECs exceed consumption',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US-CAMX',
      ...Y2025,
      attributes: { instruments: [{ type: 'certificate', quantity: '101', unit: 'MWh' }] },
    },
    expectedError: 'INVALID_INPUT',
    source: '101 MWh of RECs for 100 MWh',
  },
  {
    name: 'error: subregion contradicts region',
    activity: { quantity: '1', unit: 'MWh', region: 'US-CAMX', ...Y2025, attributes: { subregion: 'ERCT' } },
    expectedError: 'INVALID_INPUT',
    source: 'US-CAMX is not ERCT',
  },
];

testAlgorithm(usMarketBased, cases);
