import { canConvert, FACTOR_CATEGORIES, type FactorMatch } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import type { AlgorithmRuntime, CalculationWarning } from '../types.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { normalizeRefrigerant } from './refrigerant-id.js';
import { choice } from './schemas.js';
import { gasIds, invalidInput, termFor, warning } from './support.js';

const ID = 'ctp/fugitive-emissions';

/** Attributes of a refrigerant (fugitive gas) release. */
export const fugitiveEmissionsInputs = z
  .object({
    /** Refrigerant or gas: `R-410A`, `R-404A`, `HFC-134a`, `SF6`; common spellings (`R410A`, `R-134a`) are normalised. */
    refrigerant: z
      .string({ error: 'attribute refrigerant is required, e.g. "R-410A", "HFC-134a" or "SF6"' })
      .trim()
      .min(1, { error: 'attribute refrigerant is required, e.g. "R-410A", "HFC-134a" or "SF6"' })
      .max(40)
      .transform(normalizeRefrigerant)
      .describe('Refrigerant or gas released, e.g. R-410A, R-404A, HFC-134a or SF6.'),
    /** How the released mass was determined; recorded, it does not change the arithmetic. */
    method: choice('method', ['mass_balance', 'top_up'])
      .optional()
      .describe('How the released mass was determined; recorded, it does not change the arithmetic.'),
  })
  .strict();

const METHOD_TEXT = { mass_balance: 'mass balance', top_up: 'top-up (recharge) mass' } as const;

/** Region of the shipped gas-level compositions (EPA Hub Tables 11 and 12), usable anywhere. */
const COMPOSITION_REGION = 'US';

/**
 * The refrigerant row of the activity's region; failing that, a gas-level composition from
 * {@link COMPOSITION_REGION}: a blend's mass fractions are chemistry, not geography, and the GWPs
 * come from the calculation's set, so nothing regional is borrowed (REFRIGERANT_COMPOSITION_FALLBACK).
 * A CO2e-only row of another region is never borrowed.
 */
function findRefrigerant(
  runtime: AlgorithmRuntime,
  refrigerant: string,
  unit: string,
): { match: FactorMatch; warnings: CalculationWarning[] } {
  const query = { category: FACTOR_CATEGORIES.refrigerant, subcategory: refrigerant, unit };
  const local = runtime.tryLookupFactor(query);
  if (local) return { match: local, warnings: [] };
  const composition = runtime.tryLookupFactor({ ...query, region: COMPOSITION_REGION });
  if (composition && composition.factor.factor === null && gasIds(composition).length > 0) {
    const message = `no ${refrigerant} factor for the activity's region; used the gas composition of ${composition.factor.datasetId} ${composition.factor.datasetVersion} (${composition.matchedRegion}) with the calculation's GWP set: a composition does not depend on the region`;
    return { match: composition, warnings: [warning('REFRIGERANT_COMPOSITION_FALLBACK', message)] };
  }
  return { match: runtime.lookupFactor(query), warnings: [] };
}

/**
 * `ctp/fugitive-emissions` (scope1.fugitive_emissions): refrigerant and other fugitive gases
 * released to the atmosphere; the quantity is the mass released (kg, lb, t).
 *
 * @example
 * ```json
 * { "category": "scope1.fugitive_emissions", "quantity": "10", "unit": "kg", "region": "US",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31", "attributes": { "refrigerant": "R-410A", "method": "top_up" } }
 * ```
 */
export const fugitiveEmissions = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Fugitive emissions of refrigerants and industrial gases',
  category: 'scope1.fugitive_emissions',
  inputs: fugitiveEmissionsInputs,
  acceptedUnits: ['mass'],
  calculate(activity, inputs, runtime) {
    if (!canConvert(activity.unit, 'kg')) {
      throw invalidInput(
        ID,
        `the quantity is the mass of ${inputs.refrigerant} released: use a mass unit (kg, lb, t), not ${activity.unit}`,
        { unit: activity.unit },
      );
    }
    const { match, warnings } = findRefrigerant(runtime, inputs.refrigerant, activity.unit);
    const how = inputs.method ? `, ${METHOD_TEXT[inputs.method]}` : '';
    return {
      terms: [
        {
          ...termFor(
            runtime,
            match,
            activity.quantity,
            activity.unit,
            `${inputs.refrigerant} released${how}`,
          ),
          // Methane released as a gas is fossil natural gas: fugitive fossil methane.
          methaneSource: 'fossil_fugitive',
        },
      ],
      warnings,
    };
  },
  methodology: [
    'Direct emissions of HFCs, PFCs, SF6 and NF3 (GHG Protocol Corporate Standard; EPA Center for Corporate Climate Leadership fugitive emissions guidance).',
    'CO2e = M × Σ_i (w_i × GWP_i), where M is the mass of refrigerant released in kg and w_i the mass fraction of component i of the blend',
    '(R-410A = 50% HFC-32 + 50% HFC-125; R-404A = 44% HFC-125 + 52% HFC-143a + 4% HFC-134a, EPA Hub Table 12, DESNZ methodology §4.6).',
    "The GWP of each component comes from the calculation's GWP set, so one composition serves AR4, AR5 and AR6; a component without a shipped GWP is a GWP_NOT_AVAILABLE error, never a silent zero.",
    "Computing from components can differ from a publisher's rounded integer blend GWP by up to 0.5 kg CO2e per kg.",
    'M is determined by the reporter: with method "top_up" it is the refrigerant added to recharge equipment in the period (screening, assumes the charge leaked);',
    'with "mass_balance" it is (inventory at start − inventory at end) + purchases − sales and returns + capacity of retired units − capacity of new units (EPA simplified material balance).',
    'Where the region has no refrigerant factor, the gas-level composition of the EPA Hub is used with REFRIGERANT_COMPOSITION_FALLBACK (a composition is not regional); CO2e-only rows are never borrowed.',
  ].join(' '),
  references: [REFERENCES.corporateStandard, REFERENCES.epaRefrigerants, REFERENCES.epaHub, REFERENCES.desnz],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});
