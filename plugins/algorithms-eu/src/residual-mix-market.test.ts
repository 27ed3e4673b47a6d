import { type GoldenCase, testAlgorithm } from '@ctp/engine/testing';
import { residualMixMarket } from './residual-mix-market.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const AIB = 'AIB European Residual Mixes 2024 (factors.md Appendix A, SECONDARY), g CO2/kWh, CO2 only';

const cases: GoldenCase[] = [
  {
    name: 'DE 1000 MWh, GOs for 400 MWh, AIB residual mix for the rest',
    activity: {
      quantity: '1000',
      unit: 'MWh',
      region: 'DE',
      ...Y2024,
      attributes: {
        instruments: [{ type: 'certificate', quantity: '400', unit: 'MWh', name: 'GO Norwegian hydro' }],
      },
    },
    expectedCo2eKg: '434738.5116',
    expectedGasMassKg: { CO2: '434738.5116' },
    expectedWarnings: ['SECONDARY_SOURCE'],
    expectedFactor: {
      datasetId: 'aib-residual-mix',
      datasetVersion: '2024-secondary',
      subcategory: 'residual_mix',
      region: 'DE',
    },
    source: `GOs 400 MWh × 0; ${AIB}: DE 724.564186; 600000 kWh × 0.724564186 = 434738.5116 kg`,
  },
  {
    name: 'DE under AR6: CO2-only residual mix is the same in every GWP set',
    activity: { quantity: '1000', unit: 'kWh', region: 'DE', ...Y2024 },
    gwpSet: 'AR6',
    expectedCo2eKg: '724.564186',
    source: `${AIB}: DE 724.564186; CO2 has GWP 1 in every set: 1000 × 0.724564186 = 724.564186 kg`,
  },
  {
    name: 'FR 1000 kWh',
    activity: { quantity: '1000', unit: 'kWh', region: 'FR', ...Y2024 },
    expectedCo2eKg: '23.51959',
    source: `${AIB}: FR 23.51959; 1000 × 0.02351959 = 23.51959 kg`,
  },
  {
    name: 'PL 10 MWh, supplier fuel-mix disclosure rate',
    activity: {
      quantity: '10',
      unit: 'MWh',
      region: 'PL',
      ...Y2024,
      attributes: { supplierRate: { co2ePerUnit: '0.5', unit: 'kWh', name: 'supplier disclosure 2024' } },
    },
    expectedCo2eKg: '5000',
    source:
      'supplier emission rate 0.5 kg CO2e/kWh before the residual mix (Scope 2 Guidance Table 6.3): 10000 kWh × 0.5 = 5000 kg',
  },
  {
    name: 'GB 2025 activity uses the AIB 2024 edition (open-ended)',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
    },
    expectedCo2eKg: '420.756652',
    source: `${AIB}: GB 420.756652; 1000 × 0.420756652 = 420.756652 kg`,
  },
  {
    name: 'AT: AIB zero withheld, EU location-based average with warnings',
    activity: { quantity: '1000', unit: 'kWh', region: 'AT', ...Y2024 },
    expectedCo2eKg: '213.02',
    expectedWarnings: ['RESIDUAL_MIX_FALLBACK', 'REGION_FALLBACK'],
    expectedFactor: { datasetId: 'ember-grid-intensity', region: 'EU' },
    source:
      'AIB prints 0.0 for AT (not to be used, not shipped); Ember 2024 EU aggregate 213.02 g CO2e/kWh (factors.md §4.1): 1000 × 0.21302 = 213.02 kg',
  },
  {
    name: 'error: CH has neither residual mix nor location factor',
    activity: { quantity: '1000', unit: 'kWh', region: 'CH', ...Y2024 },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'AIB CH 0.0 withheld; no Swiss or EUROPE grid average shipped',
  },
  {
    name: 'error: GOs exceed consumption',
    activity: {
      quantity: '1',
      unit: 'MWh',
      region: 'DE',
      ...Y2024,
      attributes: { instruments: [{ type: 'certificate', quantity: '1001', unit: 'kWh' }] },
    },
    expectedError: 'INVALID_INPUT',
    source: '1001 kWh of GOs for 1000 kWh',
  },
];

testAlgorithm(residualMixMarket, cases);
