import { canConvert, ELECTRICITY, FACTOR_CATEGORIES } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import type { CalculationTerm, CalculationWarning } from '../types.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { choice } from './schemas.js';
import { invalidInput, termFor, warning } from './support.js';
import { withWttHint } from './wtt-hint.js';

const ID = 'ctp/wtt-electricity';

/** Attributes of an upstream electricity activity (the quantity is the electricity consumed). */
export const wttElectricityInputs = z
  .object({
    tdLosses: choice('tdLosses', ['included', 'separate'])
      .optional()
      .describe(
        'included (default): add the T&D losses (category 3 activity C) where the publisher gives a factor; separate: leave them to a scope3.fuel_energy.td_losses activity.',
      ),
  })
  .strict();

/**
 * `ctp/wtt-electricity` (scope3.fuel_energy_related.wtt_electricity, category 3 activities B and
 * C): electricity consumed × (WTT of generation + WTT of T&D losses), plus the T&D losses
 * themselves where the region's publisher gives them, unless `tdLosses` is `separate`. GB uses the
 * DESNZ edition of the year; other countries the BEIS overseas lines of 2019–2021 (the last, 2021,
 * stays in force after it), which give no T&D losses, so the result then says TD_LOSSES_NOT_PUBLISHED.
 *
 * @example
 * ```json
 * { "category": "scope3.fuel_energy_related.wtt_electricity", "quantity": "120000", "unit": "kWh", "region": "GB",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31" }
 * ```
 */
export const wttElectricity = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Upstream (well-to-tank) emissions and T&D losses of purchased electricity',
  category: 'scope3.fuel_energy_related.wtt_electricity',
  scope3Category: 3,
  inputs: wttElectricityInputs,
  acceptedUnits: ['energy'],
  calculate(activity, inputs, runtime) {
    if (!canConvert(activity.unit, 'kWh')) {
      throw invalidInput(ID, `electricity is an energy quantity (kWh, MWh, GJ), not ${activity.unit}`, {
        unit: activity.unit,
      });
    }
    const term = (subcategory: string, label: string): CalculationTerm => {
      const query = { category: FACTOR_CATEGORIES.electricity, subcategory, unit: activity.unit };
      const match = withWttHint(`electricity (${subcategory})`, () => runtime.lookupFactor(query));
      return termFor(runtime, match, activity.quantity, activity.unit, label);
    };
    const terms = [
      term(ELECTRICITY.wtt_generation, 'electricity consumed × WTT of generation'),
      term(ELECTRICITY.wtt_td_losses, 'electricity consumed × WTT of T&D losses'),
    ];
    const warnings: CalculationWarning[] = [];
    if (inputs.tdLosses !== 'separate') {
      const td = runtime.tryLookupFactor({
        category: FACTOR_CATEGORIES.electricity,
        subcategory: ELECTRICITY.td_losses,
        unit: activity.unit,
      });
      if (td === undefined) {
        warnings.push(
          warning(
            'TD_LOSSES_NOT_PUBLISHED',
            `no transmission and distribution loss factor for region ${activity.region}: category 3 activity C is not included in this result`,
          ),
        );
      } else {
        terms.push(
          termFor(runtime, td, activity.quantity, activity.unit, 'electricity consumed × T&D losses'),
        );
      }
    }
    return { terms, warnings };
  },
  methodology: [
    'GHG Protocol Scope 3 Standard, category 3 (fuel- and energy-related activities not included in Scope 1 or Scope 2), activities B and C,',
    'average-data method on the electricity consumed E in kWh (the same quantity as the Scope 2 activity):',
    'CO2e = E × EF_WTT,generation + E × EF_WTT,T&D [activity B: extraction, production and transport of the fuels burnt to generate the electricity consumed,',
    'and of the electricity lost in transmission and distribution] + E × EF_T&D [activity C: generation of the electricity lost in T&D].',
    'Factors per kWh consumed, CO2e as published: DESNZ "WTT- UK electricity (generation)", "WTT- UK electricity (T&D)" and "T&D- UK electricity" of the edition in force',
    '(AR4 up to 2022, AR5 from 2023); for another country, BEIS "WTT- overseas electricity (generation)" and "(T&D)" of the 2019–2021 editions (AR4, the country as region,',
    '"EU (average)" as EU). BEIS stopped publishing the overseas lines with the 2022 edition, so from 2022 the 2021 lines stay in force (PREVIOUS_EDITION), and it publishes',
    'no T&D loss factor for another country. The combustion at the power station is Scope 2 and is never counted here.',
    'Double-counting rule: eu/desnz-td-losses (scope3.fuel_energy.td_losses) computes the same activity C term with the same DESNZ factor. Post the consumption',
    'either here alone with tdLosses "included" (the default), or here with tdLosses "separate" and once under scope3.fuel_energy.td_losses; never both with "included".',
    "T&D losses are added only where the region's publisher gives a factor; elsewhere the result says so with TD_LOSSES_NOT_PUBLISHED.",
    'The two WTT factors are required: a country no edition lists (for example Argentina) is FACTOR_NOT_FOUND naming the missing factor, never a zero;',
    'a US activity uses the BEIS United States lines (EPA Hub and eGRID publish no WTT factor).',
    'For Australia use apac/nga-scope3-electricity (NGA Scope 3 factor, activities B and C together), not this algorithm as well.',
    'Activity D (generation of purchased electricity sold to end users, for utilities and energy retailers) is ctp/sold-electricity-generation; steam, heating and cooling are not covered.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(
      3,
      'Category 3, Fuel- and energy-related activities not included in Scope 1 or Scope 2',
    ),
    REFERENCES.desnz,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});
