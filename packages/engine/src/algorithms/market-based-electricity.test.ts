import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { marketBasedElectricity } from './market-based-electricity.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const CAMX60 =
  'EPA Hub 2025 eGRID2023 CAMX 436.655 / 0.025 / 0.003 lb/MWh × 0.45359237; 60 MWh: CO2 11883.802579341 + CH4 0.680388555 × 28 = 19.05087954 + N2O 0.0816466266 × 265 = 21.636356049 = 11924.48981493 kg';
const AIB = 'AIB European Residual Mixes 2024 (factors.md Appendix A, SECONDARY), CO2 only';
const DE = `${AIB}: DE 724.564186 g CO2/kWh`;

const cases: GoldenCase[] = [
  {
    name: 'US-CAMX 100 MWh, RECs for 40 MWh, no US residual mix: eGRID for the rest',
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
    source: `RECs: 40 MWh × 0 = 0; rest 60 MWh at the location-based rate (Scope 2 Guidance Table 6.3); ${CAMX60}`,
  },
  {
    name: 'US-CAMX 100 MWh, all supplier-specific at 200 kg/MWh',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US-CAMX',
      ...Y2025,
      attributes: {
        instruments: [
          {
            type: 'supplier_specific',
            quantity: '100',
            unit: 'MWh',
            co2ePerUnit: '200',
            name: 'utility green block',
          },
        ],
      },
    },
    expectedCo2eKg: '20000',
    expectedFactor: { datasetId: 'activity-instrument', subcategory: 'instrument.supplier_specific' },
    source:
      'supplier-specific rate stated on the contract: 100 MWh × 200 kg CO2e/MWh = 20000 kg; nothing uncovered',
  },
  {
    name: 'US-CAMX 100 MWh with a supplier delivered rate for the whole consumption',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US-CAMX',
      ...Y2025,
      attributes: {
        supplierRate: { co2ePerUnit: '0.25', unit: 'kWh', name: 'utility 2025 power content label' },
      },
    },
    expectedCo2eKg: '25000',
    source:
      'supplier emission rate (Scope 2 Guidance hierarchy level 3): 100000 kWh × 0.25 kg CO2e/kWh = 25000 kg',
  },
  {
    name: 'US-CAMX fully covered by PPA: zero',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US-CAMX',
      ...Y2025,
      attributes: {
        instruments: [
          { type: 'ppa', quantity: '60', unit: 'MWh', id: 'PPA-1' },
          { type: 'green_tariff', quantity: '40000', unit: 'kWh' },
        ],
      },
    },
    expectedCo2eKg: '0',
    source: 'PPA 60 MWh + green tariff 40000 kWh = 100 MWh covered at 0 kg CO2e: 0 kg',
  },
  {
    name: 'DE 1000 kWh, AIB residual mix',
    activity: { quantity: '1000', unit: 'kWh', region: 'DE', ...Y2024 },
    expectedCo2eKg: '724.564186',
    expectedGasMassKg: { CO2: '724.564186' },
    expectedWarnings: ['SECONDARY_SOURCE'],
    expectedFactor: { datasetId: 'aib-residual-mix', subcategory: 'residual_mix', region: 'DE' },
    source: `${DE}: 1000 × 0.724564186 = 724.564186 kg`,
  },
  {
    name: 'DE 1000 kWh, guarantees of origin for 400 kWh',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'DE',
      ...Y2024,
      attributes: {
        instruments: [{ type: 'certificate', quantity: '400', unit: 'kWh', id: 'GO-NO-2024-1' }],
      },
    },
    expectedCo2eKg: '434.7385116',
    expectedWarnings: ['SECONDARY_SOURCE'],
    source: `GOs 400 kWh × 0; ${DE}: 600 × 0.724564186 = 434.7385116 kg`,
  },
  {
    name: 'DE 1000 kWh, supplier-specific 500 kWh at 0.3 kg/kWh',
    activity: {
      quantity: '1',
      unit: 'MWh',
      region: 'DE',
      ...Y2024,
      attributes: {
        instruments: [{ type: 'supplier_specific', quantity: '500', unit: 'kWh', co2ePerUnit: '0.3' }],
      },
    },
    expectedCo2eKg: '512.282093',
    expectedWarnings: ['SECONDARY_SOURCE'],
    source: `500 kWh × 0.3 = 150 kg; ${DE}: 500 × 0.724564186 = 362.282093 kg; total 512.282093 kg`,
  },
  {
    name: 'GB 1000 kWh, AIB residual mix',
    activity: { quantity: '1000', unit: 'kWh', region: 'GB', ...Y2024 },
    expectedCo2eKg: '420.756652',
    expectedWarnings: ['SECONDARY_SOURCE'],
    source: `${AIB}: GB 420.756652 g CO2/kWh × 1000 kWh = 420.756652 kg`,
  },
  {
    name: 'AT: no residual mix shipped (AIB zero withheld), location-based EU average',
    activity: { quantity: '1000', unit: 'kWh', region: 'AT', ...Y2024 },
    expectedCo2eKg: '213.02',
    expectedWarnings: ['RESIDUAL_MIX_FALLBACK', 'REGION_FALLBACK'],
    expectedFactor: { datasetId: 'ember-grid-intensity', subcategory: 'grid_average', region: 'EU' },
    source:
      'AIB prints 0.0 for AT, not shipped; Ember 2024 EU aggregate 213.02 g CO2e/kWh (factors.md §4.1) × 1000 kWh = 213.02 kg',
  },
  {
    name: 'error: instruments exceed consumption',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US-CAMX',
      ...Y2025,
      attributes: { instruments: [{ type: 'certificate', quantity: '120', unit: 'MWh' }] },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: '120 MWh of RECs for 100 MWh consumed',
  },
  {
    name: 'error: supplier-specific without rate',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US',
      ...Y2025,
      attributes: { instruments: [{ type: 'supplier_specific', quantity: '10', unit: 'MWh' }] },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'co2ePerUnit is required for supplier_specific',
  },
  {
    name: 'error: instrument unit not energy',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US',
      ...Y2025,
      attributes: { instruments: [{ type: 'certificate', quantity: '10', unit: 'kg' }] },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'instrument quantities are energy',
  },
  {
    name: 'error: unknown instrument type',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US',
      ...Y2025,
      attributes: { instruments: [{ type: 'offset', quantity: '10', unit: 'MWh' }] },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'offsets are not Scope 2 instruments',
  },
  {
    name: 'error: supplier rate in a mass unit',
    activity: {
      quantity: '100',
      unit: 'MWh',
      region: 'US',
      ...Y2025,
      attributes: { supplierRate: { co2ePerUnit: '0.3', unit: 'kg' } },
    },
    expectedError: 'INVALID_INPUT',
    source: 'a supplier rate is per unit of energy',
  },
  {
    name: 'error: no factor for Japan',
    activity: { quantity: '100', unit: 'MWh', region: 'JP', ...Y2025 },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'neither residual mix nor grid average for JP',
  },
];

testAlgorithm(marketBasedElectricity, cases);
