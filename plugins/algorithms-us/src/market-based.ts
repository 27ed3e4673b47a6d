import { defineAlgorithm, genericAlgorithm } from '@ctp/engine';
import type { z } from 'zod';
import { egridRegion, runtimeForRegion, subregionSchema } from './egrid-region.js';
import { US_REFERENCES } from './references.js';

const ID = 'us/market-based';
const generic = genericAlgorithm('ctp/electricity-market-based');

/** The generic market-based attributes (instruments, supplierRate) plus an optional eGRID subregion. */
export const usMarketBasedInputs = (generic.inputs as z.ZodObject).extend({
  subregion: subregionSchema
    .optional()
    .describe('eGRID subregion (e.g. CAMX) when the activity region is just US.'),
});

/**
 * `us/market-based` (scope2.electricity.market_based, region US): RECs, PPAs, green tariffs and
 * supplier-specific rates first; the rest at the supplier's rate if given, else a residual mix if
 * one is loaded, else the eGRID subregion total output rate with RESIDUAL_MIX_FALLBACK.
 *
 * @example
 * ```json
 * { "category": "scope2.electricity.market_based", "quantity": "100", "unit": "MWh", "region": "US-CAMX",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31",
 *   "attributes": { "instruments": [{ "type": "certificate", "quantity": "40", "unit": "MWh", "name": "Green-e certified RECs" }] } }
 * ```
 */
export const usMarketBased = defineAlgorithm({
  id: ID,
  version: '1.0.0',
  name: 'Purchased electricity, market-based, United States',
  category: 'scope2.electricity.market_based',
  region: 'US',
  inputs: usMarketBasedInputs,
  acceptedUnits: ['energy'],
  calculate(activity, inputs, runtime) {
    const { subregion, ...genericInputs } = inputs;
    // The schema guarantees subregion is an eGRID acronym or absent; the generic shape types it loosely.
    const { region, warnings } = egridRegion(ID, activity, subregion as string | undefined);
    // The generic method (instruments, supplier rate, residual mix or grid average) from the subregion.
    const result = generic.calculate(
      { ...activity, region },
      genericInputs,
      runtimeForRegion(runtime, region),
    );
    const fellBack = result.warnings?.some((w) => w.code === 'RESIDUAL_MIX_FALLBACK') ?? false;
    // The national-average warning matters only where the grid rate was actually used.
    return { terms: result.terms, warnings: [...(fellBack ? warnings : []), ...(result.warnings ?? [])] };
  },
  methodology: [
    generic.methodology,
    'United States: RECs are "certificate" instruments (zero unless a rate is stated); utility-specific delivered rates are supplierRate.',
    'No US residual mix is shipped (Green-e publishes one under its own terms): unless one is imported as electricity/residual_mix,',
    'the uncovered consumption uses the eGRID subregion total output rate with RESIDUAL_MIX_FALLBACK, which the Scope 2 Guidance allows',
    'but which may double count renewable attributes sold to others. The subregion comes from the region `US-XXXX` or attribute subregion.',
  ].join(' '),
  references: [US_REFERENCES.scope2Guidance, US_REFERENCES.epaHub, US_REFERENCES.egrid, US_REFERENCES.greenE],
  effectiveDate: '2000-01-01',
});
