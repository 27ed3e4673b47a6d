import { defineAlgorithm, genericAlgorithm } from '@ctp/engine';
import { CtpError, canConvert, FACTOR_CATEGORIES, FactorNotFoundError } from '@ctp/factors';
import { APAC_REFERENCES } from './references.js';

const ID = 'apac/nga-natural-gas';
const generic = genericAlgorithm('ctp/stationary-combustion');

/**
 * `apac/nga-natural-gas` (scope1.stationary_combustion, region AU): natural gas burnt, in
 * energy on a gross basis (GJ, MJ, kWh), × the NGA Scope 1 factor per GJ. Other fuels are
 * passed to the generic `ctp/stationary-combustion` unchanged.
 *
 * @example
 * ```json
 * { "category": "scope1.stationary_combustion", "quantity": "1200", "unit": "GJ", "region": "AU-NSW",
 *   "periodStart": "2024-07-01", "periodEnd": "2025-06-30", "attributes": { "fuel": "natural_gas" } }
 * ```
 */
export const ngaNaturalGas = defineAlgorithm({
  id: ID,
  version: '1.0.0',
  name: 'Stationary combustion of natural gas, Australia (NGA)',
  category: 'scope1.stationary_combustion',
  region: 'AU',
  inputs: generic.inputs,
  acceptedUnits: ['energy', 'volume', 'mass'],
  calculate(activity, inputs, runtime) {
    // The generic schema (fuel, calorificBasis) has validated the attributes.
    const { fuel, calorificBasis } = inputs as { fuel: string; calorificBasis?: 'gross' | 'net' };
    if (fuel !== 'natural_gas') return generic.calculate(activity, inputs, runtime);
    if (!canConvert(activity.unit, 'GJ') || calorificBasis === 'net') {
      const why =
        calorificBasis === 'net'
          ? 'NGA energy contents and factors are on a gross basis; give the gross energy'
          : `give the gas in energy (GJ, MJ, kWh), not ${activity.unit}: Australian gas bills state GJ or MJ, and NGA gives its factor per GJ`;
      throw new CtpError('INVALID_INPUT', `[${ID}] ${why}`, { algorithmId: ID, unit: activity.unit });
    }
    const query = { category: FACTOR_CATEGORIES.stationary_combustion, unit: activity.unit, region: 'AU' };
    const match =
      runtime.tryLookupFactor({ ...query, subcategory: 'natural_gas@energy' }) ??
      runtime.lookupFactor({ ...query, subcategory: 'natural_gas' });
    if (match.matchedRegion !== 'AU') {
      throw new FactorNotFoundError({
        ...query,
        subcategory: 'natural_gas',
        region: 'AU',
        date: activity.periodStart,
        tried: [...match.regionChain],
        hint: `${ID} uses the NGA national factor only`,
      });
    }
    const amount = runtime.convert(activity.quantity, activity.unit, match.factor.unit);
    // Fossil methane; it matters only if the NGA row gives gas masses (the shipped ones give CO2-e per gas).
    const term = { factor: match, amount, label: 'natural gas burnt × NGA Scope 1 factor' };
    return { terms: [{ ...term, methaneSource: 'fossil_combustion' }] };
  },
  methodology: [
    'Fuel-based method of the GHG Protocol Corporate Standard with the National Greenhouse Accounts Factors (NGER Measurement Determination, method 1):',
    'CO2e = Q × EF, Q the natural gas burnt in GJ on a gross calorific basis (converted from MJ or kWh), EF the NGA Scope 1 factor for natural gas distributed',
    'in a pipeline, published as kg CO2-e per GJ of CO2, CH4 and N2O (51.4 + 0.1 + 0.03 = 51.53 in NGA 2021–2024, AR5 100-year GWPs). The factor is national, so it is',
    'looked up for AU whatever the state; state-specific Scope 3 gas factors (metro and non-metro) are not part of Scope 1. Volumes (m3) need the',
    'energy content from the gas bill. Other fuels go to ctp/stationary-combustion. Factors are read from the DCCEEW workbook of the edition in force on the activity date.',
  ].join(' '),
  references: [APAC_REFERENCES.corporateStandard, APAC_REFERENCES.nga],
  effectiveDate: '2000-01-01',
});
