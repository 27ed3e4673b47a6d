import { defineAlgorithm } from '../define-algorithm.js';
import { marketBasedElectricityInputs } from './market-based-inputs.js';
import { marketBasedTerms } from './market-based-terms.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';

const ID = 'ctp/electricity-market-based';

/** The method text, shared with the regional market-based algorithms that reuse {@link marketBasedTerms}. */
export const MARKET_BASED_METHODOLOGY = [
  'Market-based method of the GHG Protocol Scope 2 Guidance (chapters 6 and 7), emission factor hierarchy of Table 6.3:',
  'CO2e = Σ_i E_i × EF_i + (E − Σ_i E_i) × EF_rest.',
  'E is the electricity consumed; E_i the electricity covered by contractual instrument i, with the rate it conveys:',
  'energy attribute certificates (RECs, GOs, I-RECs), PPAs and green tariffs zero unless a rate is stated, supplier-specific contracts their stated rate.',
  'The instruments must meet the Scope 2 Quality Criteria (same market, vintage close to the period, retired for the reporter); the reporter vouches for that.',
  'Instruments larger than E are rejected (INVALID_INPUT): surplus attributes cannot be claimed.',
  "EF_rest is, in order: the supplier's delivered-electricity rate when given (supplierRate); the residual mix of the region (electricity/residual_mix, e.g. AIB for Europe, CO2 only);",
  'otherwise the location-based grid average, reported with RESIDUAL_MIX_FALLBACK, as the guidance allows where no residual mix exists.',
  'A residual mix of zero (AIB prints 0 for some countries) is never used: RESIDUAL_MIX_ZERO_REJECTED, then the fallback.',
].join(' ');

/**
 * `ctp/electricity-market-based` (scope2.electricity.market_based): purchased electricity valued
 * by the contractual instruments the organization holds, the residual mix for the rest.
 *
 * @example
 * ```json
 * { "category": "scope2.electricity.market_based", "quantity": "100", "unit": "MWh", "region": "DE",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31",
 *   "attributes": { "instruments": [{ "type": "certificate", "quantity": "40", "unit": "MWh", "id": "GO-2024-0001" }] } }
 * ```
 */
export const marketBasedElectricity = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Purchased electricity, market-based',
  category: 'scope2.electricity.market_based',
  inputs: marketBasedElectricityInputs,
  acceptedUnits: ['energy'],
  calculate(activity, inputs, runtime) {
    return marketBasedTerms(ID, activity, inputs, runtime);
  },
  methodology: MARKET_BASED_METHODOLOGY,
  references: [
    REFERENCES.scope2Guidance,
    REFERENCES.aib,
    REFERENCES.epaEgrid,
    REFERENCES.desnz,
    REFERENCES.ember,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});
