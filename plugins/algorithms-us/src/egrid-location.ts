import { defineAlgorithm } from '@ctp/engine';
import { CtpError, canConvert, ELECTRICITY, FACTOR_CATEGORIES } from '@ctp/factors';
import { z } from 'zod';
import { egridRegion, subregionSchema } from './egrid-region.js';
import { US_REFERENCES } from './references.js';

const ID = 'us/egrid-location';

/** Attributes: an optional eGRID subregion when the activity's region is just `US`. */
export const egridLocationInputs = z
  .object({
    subregion: subregionSchema
      .optional()
      .describe('eGRID subregion (e.g. CAMX) when the activity region is just US.'),
  })
  .strict();

/**
 * `us/egrid-location` (scope2.electricity.location_based, region US): electricity × eGRID
 * subregion total output emission rate (CO2, CH4, N2O) of the eGRID data year in force (`epa-egrid`).
 *
 * @example
 * ```json
 * { "category": "scope2.electricity.location_based", "quantity": "250", "unit": "MWh", "region": "US-CAMX",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31" }
 * ```
 */
export const egridLocation = defineAlgorithm({
  id: ID,
  version: '1.0.0',
  name: 'Purchased electricity, location-based, eGRID subregion',
  category: 'scope2.electricity.location_based',
  region: 'US',
  inputs: egridLocationInputs,
  acceptedUnits: ['energy'],
  calculate(activity, inputs, runtime) {
    if (!canConvert(activity.unit, 'MWh')) {
      throw new CtpError(
        'INVALID_INPUT',
        `[${ID}] electricity is an energy quantity (kWh, MWh, GJ), not ${activity.unit}`,
        {
          algorithmId: ID,
          unit: activity.unit,
        },
      );
    }
    const { region, warnings } = egridRegion(ID, activity, inputs.subregion);
    const match = runtime.lookupFactor({
      category: FACTOR_CATEGORIES.electricity,
      subcategory: ELECTRICITY.grid_average,
      unit: activity.unit,
      region,
    });
    const amount = runtime.convert(activity.quantity, activity.unit, match.factor.unit);
    return {
      terms: [
        {
          factor: match,
          amount,
          label: `electricity consumed × eGRID total output rate (${match.matchedRegion})`,
        },
      ],
      warnings,
    };
  },
  methodology: [
    'Location-based method of the GHG Protocol Scope 2 Guidance with US EPA eGRID: CO2e = E × Σ_gas EF_gas × GWP_gas,',
    'E the electricity consumed (converted to MWh), EF the eGRID subregion total output emission rates for CO2, CH4 and N2O',
    '(dataset epa-egrid: the eGRID data year of the activity, else the latest earlier one with PREVIOUS_EDITION; eGRID2019, 2021 and 2023 from the summary tables, eGRID2022 from EPA Hub 2024 Table 6; lb/MWh stored as kg/MWh, 1 lb = 0.45359237 kg).',
    'The subregion comes from the region `US-XXXX` or from attribute subregion. An unknown subregion falls back to the US average (REGION_FALLBACK),',
    'and so does an activity in region `US` without subregion (REGION_FALLBACK). Non-baseload rates are for avoided emissions and are not used.',
    'The grid gross loss eGRID prints is not applied: EPA says it must not be applied to Scope 2; it belongs to Scope 3 category 3.',
  ].join(' '),
  references: [US_REFERENCES.scope2Guidance, US_REFERENCES.epaHub, US_REFERENCES.egrid],
  effectiveDate: '2000-01-01',
});
