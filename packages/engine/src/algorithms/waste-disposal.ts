import { canConvert, WASTE_MATERIALS, WASTE_METHODS } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { vocabularyId } from './schemas.js';
import { invalidInput, termFor } from './support.js';
import { findWasteFactor } from './waste-factor.js';

const ID = 'ctp/waste-disposal';

/** Attributes of a waste activity (the quantity is the mass of waste treated). */
export const wasteDisposalInputs = z
  .object({
    /** Material: the vocabulary (`mixed_msw`, `food_waste`, `household_residual`, …) or a dataset's own (`glass`, `aluminum_cans`). */
    wasteType: vocabularyId('wasteType', WASTE_MATERIALS).describe(
      'Material: an id such as mixed_msw, food_waste or household_residual, or one a custom dataset defines.',
    ),
    /** Treatment: `landfilled`, `combusted`, `recycled`, `composted`, `anaerobic_digestion`, or a dataset's own (`recycled_open_loop`). */
    method: vocabularyId('method', WASTE_METHODS).describe(
      'Treatment: landfilled, combusted, recycled, composted, anaerobic_digestion, or one a custom dataset defines.',
    ),
  })
  .strict();

/**
 * `ctp/waste-disposal` (scope3.waste_disposal, category 5): waste generated in operations,
 * waste-type-specific method: mass × factor of material and treatment.
 *
 * @example
 * ```json
 * { "category": "scope3.waste_disposal", "quantity": "12.5", "unit": "t", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31", "attributes": { "wasteType": "food_waste", "method": "composted" } }
 * ```
 */
export const wasteDisposal = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Waste generated in operations, waste-type-specific',
  category: 'scope3.waste_disposal',
  scope3Category: 5,
  inputs: wasteDisposalInputs,
  acceptedUnits: ['mass'],
  calculate(activity, inputs, runtime) {
    if (!canConvert(activity.unit, 'kg')) {
      throw invalidInput(
        ID,
        `the quantity is the mass of waste: use a mass unit (t, short_ton, kg, lb), not ${activity.unit}`,
        { unit: activity.unit },
      );
    }
    const match = findWasteFactor(runtime, { ...inputs, unit: activity.unit });
    return {
      terms: [
        {
          ...termFor(
            runtime,
            match,
            activity.quantity,
            activity.unit,
            `${inputs.wasteType.replaceAll('_', ' ')} ${inputs.method.replaceAll('_', ' ')}`,
          ),
          // Methane of waste treatment (landfill, composting, digestion) comes from degrading organic
          // carbon: non-fossil. Only a per-gas factor (a custom dataset) is affected; CO2e rows are used as published.
          methaneSource: 'biogenic',
        },
      ],
    };
  },
  methodology: [
    'Waste-type-specific method of the GHG Protocol Scope 3 Technical Guidance, chapter 5: CO2e = Σ M_waste,treatment × EF_waste,treatment.',
    "M is the mass of one material sent to one treatment, converted to the factor's unit (EPA WARM factors per short ton, DESNZ per tonne; 1 short ton = 907.18474 kg).",
    'Factors are CO2e as published: EPA Hub Table 9 on AR4 GWPs (even in the AR5 editions), including transport to the facility and excluding avoided emissions;',
    'DESNZ on AR5, where recycling and combustion cover only transport to the facility. A published CO2e cannot be re-based to another GWP set.',
    'A material and treatment the publisher leaves blank (EPA: mixed MSW recycled) is FACTOR_NOT_FOUND, never a zero.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(5, 'Category 5, Waste generated in operations'),
    REFERENCES.epaHub,
    REFERENCES.desnz,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});
