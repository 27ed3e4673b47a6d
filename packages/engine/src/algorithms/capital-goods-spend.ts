import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import {
  STATED_PRICE_YEAR_METHOD,
  sectorSchema,
  spendShape,
  statedPriceYearSpendTerms,
} from './spend-based.js';

const ID = 'ctp/capital-goods-spend-based';

/** Attributes of a spend-based capital goods activity (the quantity is spend, the unit a currency). */
export const capitalGoodsSpendInputs = z.object({ sector: sectorSchema, ...spendShape }).strict();

/**
 * `ctp/capital-goods-spend-based` (scope3.capital_goods.spend_based, category 2): spend on capital
 * goods × USEEIO factor of the NAICS-6 sector, with price-year conversion.
 *
 * @example
 * ```json
 * { "category": "scope3.capital_goods.spend_based", "quantity": "80000", "unit": "USD", "region": "US",
 *   "periodStart": "2021-01-01", "periodEnd": "2021-12-31", "attributes": { "sector": "333120", "priceYear": 2021 } }
 * ```
 */
export const capitalGoodsSpendBased = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Capital goods, spend-based',
  category: 'scope3.capital_goods.spend_based',
  scope3Category: 2,
  inputs: capitalGoodsSpendInputs,
  acceptedUnits: ['currency'],
  calculate: (activity, inputs, runtime) =>
    statedPriceYearSpendTerms(ID, activity, runtime, inputs, 'capital goods'),
  methodology: [
    'Spend-based method of the GHG Protocol Scope 3 Technical Guidance, chapter 2 (capital goods).',
    STATED_PRICE_YEAR_METHOD,
    'Boundary (Scope 3 Standard, category 2): cradle-to-gate emissions of capital goods (assets capitalised in the financial accounts: buildings, machinery, equipment, vehicles)',
    'bought in the year, all reported in the year of acquisition and not depreciated over the asset life; their later use is Scope 1 and 2 (or category 13 if leased out).',
    'Spend-based results are estimates: supplier-specific or average-data methods are preferred where data exist.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(2, 'Category 2, Capital goods'),
    REFERENCES.useeio,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});
