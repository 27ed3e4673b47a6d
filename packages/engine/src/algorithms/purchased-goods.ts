import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { naicsSector, spendAdjustmentShape, spendTerm } from './spend-terms.js';

/** Attributes of a spend-based purchased goods and services activity (the quantity is spend, the unit a currency). */
export const purchasedGoodsInputs = z
  .object({
    sector: naicsSector.describe(
      'Industry sector of the purchase: a NAICS 2017 six-digit code such as 327310.',
    ),
    ...spendAdjustmentShape,
  })
  .strict();

/**
 * `ctp/purchased-goods` (scope3.purchased_goods, category 1): spend-based method with
 * environmentally extended input-output factors per unit of currency (USEEIO by NAICS-6).
 *
 * @example
 * ```json
 * { "category": "scope3.purchased_goods", "quantity": "25000", "unit": "USD", "region": "US",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31", "attributes": { "sector": "naics:322211", "priceYear": 2021 } }
 * ```
 */
export const purchasedGoods = defineAlgorithm({
  id: 'ctp/purchased-goods',
  version: GENERIC_VERSION,
  name: 'Purchased goods and services, spend-based',
  category: 'scope3.purchased_goods',
  scope3Category: 1,
  inputs: purchasedGoodsInputs,
  acceptedUnits: ['currency'],
  calculate(activity, inputs, runtime) {
    const { term, warnings } = spendTerm('ctp/purchased-goods', activity, inputs.sector, inputs, runtime);
    return { terms: [term], warnings };
  },
  methodology: [
    'Spend-based method of the GHG Protocol Scope 3 Technical Guidance, chapter 1 (purchased goods and services):',
    "CO2e = S × r × d × EF_sector, with S the spend in the activity currency, r the exchange rate to the factor's currency (attribute exchangeRate),",
    "d the price deflator to the factor's price year (attribute priceDeflator; 1 when absent) and EF_sector the supply-chain factor of the NAICS-6 sector",
    'in kg CO2e per unit of currency (USEEIO v1.2: 2021 USD, purchaser prices, AR4 GWPs, published as CO2e). Spend in another currency without an exchange rate is',
    "a UNIT_MISMATCH error naming both currencies. Spend whose price year (priceYear, default the year of periodStart) differs from the factor's, without deflator, gives PRICE_YEAR_MISMATCH.",
    'Spend-based results are estimates: supplier-specific or average-data methods are preferred where data exist.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(1, 'Category 1, Purchased goods and services'),
    REFERENCES.useeio,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});
