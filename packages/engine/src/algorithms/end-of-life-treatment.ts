import { canConvert, formatDecimal } from '@ctp/factors';
import { defineAlgorithm } from '../define-algorithm.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { shownAmount } from './sold-product-energy.js';
import { endOfLifeInputs } from './sold-product-inputs.js';
import { invalidInput, termFor } from './support.js';
import { findWasteFactor } from './waste-factor.js';

const ID = 'ctp/end-of-life-treatment';

/**
 * `ctp/end-of-life-treatment` (scope3.end_of_life_treatment.waste_type_specific, category 12): mass
 * of one material of the products (or packaging) sold × the share sent to one treatment × the waste
 * factor of that material and treatment, the same rows as `ctp/waste-disposal`.
 *
 * @example
 * ```json
 * { "category": "scope3.end_of_life_treatment.waste_type_specific", "quantity": "120", "unit": "t", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31",
 *   "attributes": { "wasteType": "mixed_plastics", "method": "combusted", "treatmentShare": "0.4", "component": "packaging" } }
 * ```
 */
export const endOfLifeTreatment = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'End-of-life treatment of sold products, waste-type-specific',
  category: 'scope3.end_of_life_treatment.waste_type_specific',
  scope3Category: 12,
  inputs: endOfLifeInputs,
  acceptedUnits: ['mass'],
  calculate(activity, inputs, runtime) {
    if (!canConvert(activity.unit, 'kg')) {
      throw invalidInput(
        ID,
        `the quantity is the mass of a material in the products sold: use a mass unit (t, short_ton, kg, lb), not ${activity.unit}`,
        { unit: activity.unit },
      );
    }
    const match = findWasteFactor(runtime, { ...inputs, unit: activity.unit });
    const component = inputs.component ?? 'product';
    const of = inputs.productName === undefined ? '' : ` of "${inputs.productName}"`;
    const what = `${inputs.wasteType.replaceAll('_', ' ')} (${component}${of}) ${inputs.method.replaceAll('_', ' ')}`;
    if (inputs.treatmentShare === undefined) {
      return {
        terms: [termFor(runtime, match, activity.quantity, activity.unit, `end of life of sold ${what}`)],
      };
    }
    const mass = activity.quantity.times(inputs.treatmentShare);
    const label = `end of life of sold ${what}, ${formatDecimal(activity.quantity)} ${activity.unit} × share ${formatDecimal(inputs.treatmentShare)} ${shownAmount(mass)} ${activity.unit}`;
    return { terms: [termFor(runtime, match, mass, activity.unit, label)] };
  },
  methodology: [
    'Waste-type-specific method of the GHG Protocol Scope 3 Technical Guidance, chapter 12: CO2e = Σ M_material × s_treatment × EF_material,treatment,',
    'M the mass of one material of the products sold in the period (the product itself, or its packaging: attribute component), s the share of that mass expected to go to one treatment',
    "(attribute treatmentShare, 1 when absent), EF the waste factor of the material and treatment in the region where the products end their life (the activity region), converted to the factor's mass unit.",
    'One activity is one material and one treatment: a material split between landfill, incineration and recycling is entered as one activity per treatment with the same mass and its share,',
    "the shares coming from the company's assumption (national waste statistics for the region of disposal); the shares of one material should sum to 1, which the algorithm cannot check across activities.",
    'Factors are those of ctp/waste-disposal, as published in CO2e: EPA Hub Table 9 on AR4 GWPs, including transport to the facility and excluding avoided emissions; DESNZ on AR5, where recycling and combustion cover only transport to the facility.',
    'Boundary (Scope 3 Standard 5.5 and Table 5.4; Technical Guidance ch. 12): category 12 is the waste disposal and treatment of products the company sold in the reporting year, at the end of their life,',
    'with the expected end-of-life emissions of all products sold in the year reported in that year; the minimum boundary is the Scope 1 and 2 of the waste management companies.',
    "Emissions avoided by recycling or energy recovery are not subtracted (they may be reported separately). Waste from the company's own operations is category 5, not 12.",
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(12, 'Category 12, End-of-life treatment of sold products'),
    REFERENCES.epaHub,
    REFERENCES.desnz,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});
