import { defineAlgorithm, genericAlgorithm } from '@ctp/engine';
import { EU_REFERENCES } from './references.js';

const ID = 'eu/residual-mix-market';
const generic = genericAlgorithm('ctp/electricity-market-based');

/**
 * `eu/residual-mix-market` (scope2.electricity.market_based, region EUROPE): guarantees of
 * origin and supplier rates first, the AIB European residual mix of the country for the rest.
 *
 * @example
 * ```json
 * { "category": "scope2.electricity.market_based", "quantity": "1000", "unit": "MWh", "region": "DE",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31",
 *   "attributes": { "instruments": [{ "type": "certificate", "quantity": "400", "unit": "MWh", "name": "GO, Norwegian hydro" }] } }
 * ```
 */
export const residualMixMarket = defineAlgorithm({
  id: ID,
  version: '1.0.0',
  name: 'Purchased electricity, market-based, AIB European residual mix',
  category: 'scope2.electricity.market_based',
  region: 'EUROPE',
  inputs: generic.inputs,
  acceptedUnits: ['energy'],
  calculate(activity, inputs, runtime) {
    // The generic hierarchy already refuses zero residual mixes; AIB rows are shipped without AT and CH.
    return generic.calculate(activity, inputs, runtime);
  },
  methodology: [
    generic.methodology,
    'Europe: guarantees of origin (GOs) cancelled for the consumption are "certificate" instruments; supplier fuel-mix disclosures are supplierRate.',
    'The rest uses the AIB European residual mix of the country (electricity/residual_mix, CO2 only: CH4 and N2O are not published by AIB).',
    'AIB prints a residual mix of 0 for Austria and Switzerland, which cannot describe untracked electricity and is not shipped;',
    'a zero residual mix loaded from another file is rejected (RESIDUAL_MIX_ZERO_REJECTED). Without a usable residual mix the location-based',
    'grid average is used (RESIDUAL_MIX_FALLBACK; Ember country or EU average, REGION_FALLBACK where the country has none).',
  ].join(' '),
  references: [EU_REFERENCES.scope2Guidance, EU_REFERENCES.aib, EU_REFERENCES.ember],
  effectiveDate: '2000-01-01',
});
