import { canConvert, FACTOR_CATEGORIES, formatDecimal } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import type { CalculationWarning } from '../types.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { choice, label, vocabularyId } from './schemas.js';
import { invalidInput, warning } from './support.js';

/** Where the material of a purchase comes from: the DESNZ "Material use" columns CTP imports. */
export const MATERIAL_SOURCES = ['primary', 'closed_loop', 'open_loop'] as const;

const MATERIAL_EXAMPLES = ['concrete', 'plastics_pet', 'paper_board_mixed', 'metal_steel_cans', 'wood'];

/** Attributes of an average-data purchase by material (the quantity is the mass bought). */
export const materialAverageDataInputs = z
  .object({
    material: vocabularyId('material', MATERIAL_EXAMPLES).describe(
      'Material, as the DESNZ "Material use" id: concrete, bricks, plastics_pet, paper_board_mixed, metal_steel_cans, electrical_items_it, …',
    ),
    materialSource: choice('materialSource', MATERIAL_SOURCES)
      .default('primary')
      .describe('primary (virgin material, default), closed_loop or open_loop recycled content.'),
    productName: label.optional().describe('What was bought, echoed into the record.'),
  })
  .strict();

/** What differs between the category 1 and category 2 algorithms. */
interface MaterialSpec {
  readonly id: string;
  readonly category: string;
  readonly scope3Category: 1 | 2;
  readonly name: string;
  readonly chapter: string;
  /** The category's boundary, from the Scope 3 Standard and Technical Guidance. */
  readonly boundary: string;
}

/**
 * The material factors ship for the UK (DESNZ). A purchase in another country uses them only
 * when that country has no factor of its own, and says so (MATERIAL_FACTOR_UK).
 */
function materialAlgorithm(spec: MaterialSpec) {
  return defineAlgorithm({
    id: spec.id,
    version: GENERIC_VERSION,
    name: spec.name,
    category: spec.category,
    scope3Category: spec.scope3Category,
    inputs: materialAverageDataInputs,
    acceptedUnits: ['mass'],
    calculate(activity, inputs, runtime) {
      if (!canConvert(activity.unit, 't')) {
        throw invalidInput(
          spec.id,
          `the quantity is the mass bought: use a mass unit (t, kg, lb), not ${activity.unit}`,
          {
            unit: activity.unit,
          },
        );
      }
      const query = {
        category: FACTOR_CATEGORIES.material_use,
        subcategory: `${inputs.material}.${inputs.materialSource}`,
        unit: 't',
      };
      const warnings: CalculationWarning[] = [];
      let match = runtime.tryLookupFactor(query);
      if (match === undefined) {
        match = runtime.lookupFactor({ ...query, region: 'GB' });
        warnings.push(
          warning(
            'MATERIAL_FACTOR_UK',
            `no material factor for ${query.subcategory} in ${activity.region}; the UK (DESNZ) production factor was used`,
          ),
        );
      }
      const tonnes = runtime.convert(activity.quantity, activity.unit, 't');
      const what =
        inputs.productName === undefined ? inputs.material : `${inputs.productName} (${inputs.material})`;
      return {
        terms: [
          {
            factor: match,
            amount: tonnes,
            label: `${formatDecimal(tonnes)} t of ${what}, ${inputs.materialSource.replace('_', '-')} material production`,
          },
        ],
        warnings,
      };
    },
    methodology: [
      `Average-data method of the GHG Protocol Scope 3 Technical Guidance, chapter ${spec.scope3Category}: CO2e = M × EF_material,`,
      'M the mass of material bought in tonnes, EF_material the cradle-to-gate factor of producing it (DESNZ "Material use", kg CO2e per tonne,',
      'category material_use, subcategory {material}.{primary|closed_loop|open_loop}: primary material production, or production from closed-loop or open-loop recycled material).',
      'A material without a factor in the activity region uses the UK factor with MATERIAL_FACTOR_UK; a material DESNZ does not publish is FACTOR_NOT_FOUND.',
      'The factors cover extraction, primary processing, manufacture and transport of the material to the point of sale (for recycled material: sorting, processing, manufacture and transport),',
      'not the material in use; biogenic CO2 is excluded (DESNZ methodology paper, section 12). Recycled content counts only where the material bought is the product of a previous recycling process.',
      spec.boundary,
    ].join(' '),
    references: [
      REFERENCES.scope3Standard,
      REFERENCES.scope3Chapter(spec.scope3Category, spec.chapter),
      REFERENCES.desnz,
    ],
    effectiveDate: GENERIC_EFFECTIVE_DATE,
  });
}

const CATEGORY_1_BOUNDARY =
  'Boundary (Scope 3 Standard, category 1): cradle-to-gate emissions of goods purchased or acquired in the year that are not capital goods (category 2) or fuels and energy (category 3).';
const CATEGORY_2_BOUNDARY =
  'Boundary (Scope 3 Standard, category 2): cradle-to-gate emissions of capital goods (assets capitalised in the financial accounts: buildings, machinery, equipment, vehicles) bought in the year, all in the year of acquisition and not depreciated over the asset life; their later use is Scope 1 and 2.';

/**
 * `ctp/purchased-goods-average-data` (scope3.purchased_goods.average_data, category 1): mass of
 * material bought × DESNZ material production factor.
 *
 * @example
 * ```json
 * { "category": "scope3.purchased_goods.average_data", "quantity": "12", "unit": "t", "region": "GB",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31", "attributes": { "material": "paper_board_mixed" } }
 * ```
 */
export const purchasedGoodsAverageData = materialAlgorithm({
  id: 'ctp/purchased-goods-average-data',
  category: 'scope3.purchased_goods.average_data',
  scope3Category: 1,
  name: 'Purchased goods, average-data by material',
  chapter: 'Category 1, Purchased goods and services',
  boundary: CATEGORY_1_BOUNDARY,
});

/**
 * `ctp/capital-goods-average-data` (scope3.capital_goods.average_data, category 2): mass of
 * material in capital goods bought × DESNZ material production factor.
 *
 * @example
 * ```json
 * { "category": "scope3.capital_goods.average_data", "quantity": "400", "unit": "t", "region": "GB",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31", "attributes": { "material": "concrete" } }
 * ```
 */
export const capitalGoodsAverageData = materialAlgorithm({
  id: 'ctp/capital-goods-average-data',
  category: 'scope3.capital_goods.average_data',
  scope3Category: 2,
  name: 'Capital goods, average-data by material',
  chapter: 'Category 2, Capital goods',
  boundary: CATEGORY_2_BOUNDARY,
});
