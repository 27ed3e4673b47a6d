import { formatDecimal } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { priceIndexSchema, toFactorPriceYear } from './price-year.js';
import { GENERIC_EFFECTIVE_DATE, REFERENCES } from './references.js';
import { positiveDecimal, wholeNumber } from './schemas.js';
import { exchangeRateSchema, sectorSchema, spendInFactorCurrency } from './spend-based.js';
import { invalidInput, warning, yearOf } from './support.js';

const ID = 'ctp/purchased-goods';

/** Attributes of a spend-based purchased goods and services activity (the quantity is spend, the unit a currency). */
export const purchasedGoodsInputs = z
  .object({
    sector: sectorSchema,
    exchangeRate: exchangeRateSchema,
    /** Price year of the spend; the year of periodStart when absent. */
    priceYear: wholeNumber('priceYear', 1900, 2200)
      .optional()
      .describe('Price year of the spend; the year of the period start when absent.'),
    priceIndex: priceIndexSchema
      .optional()
      .describe("Price index pair converting the spend to the factor's price year."),
    /** Price index of the factor's price year divided by that of the spend's price year (version 1.0.0 attribute). */
    priceDeflator: positiveDecimal('priceDeflator')
      .optional()
      .describe(
        "Price index of the factor's price year divided by that of the spend's price year (prefer priceIndex, which names its source).",
      ),
  })
  .strict();

/**
 * `ctp/purchased-goods@1.1.0` (scope3.purchased_goods, category 1): spend-based method with
 * environmentally extended input-output factors per unit of currency (USEEIO by NAICS-6), with
 * price-year conversion by a stated price index pair. Version 1.0.0 (`purchasedGoods100`) stays
 * registered so that its records replay.
 *
 * @example
 * ```json
 * { "category": "scope3.purchased_goods", "quantity": "25000", "unit": "USD", "region": "US",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31",
 *   "attributes": { "sector": "naics:322211", "priceYear": 2024,
 *     "priceIndex": { "source": "BLS PPI series …, annual averages", "activityYear": "125", "factorYear": "100" } } }
 * ```
 */
export const purchasedGoods = defineAlgorithm({
  id: ID,
  version: '1.1.0',
  name: 'Purchased goods and services, spend-based',
  category: 'scope3.purchased_goods',
  scope3Category: 1,
  inputs: purchasedGoodsInputs,
  acceptedUnits: ['currency'],
  calculate(activity, inputs, runtime) {
    if (inputs.priceDeflator && inputs.priceIndex) {
      throw invalidInput(ID, 'give priceIndex or priceDeflator, not both', {});
    }
    const inCurrency = spendInFactorCurrency(ID, activity, runtime, inputs.sector, inputs.exchangeRate);
    const { match } = inCurrency;
    const currency = match.factor.unit;
    const factorYear = match.factor.priceYear;
    const warnings = [...inCurrency.warnings];
    const priceYear = inputs.priceYear ?? yearOf(activity.periodStart);
    let spend = inCurrency.spend;
    let converted = '';
    if (inputs.priceDeflator) {
      spend = spend.times(inputs.priceDeflator);
      converted = `, × price deflator ${formatDecimal(inputs.priceDeflator)}`;
    } else if (inputs.priceYear === undefined && inputs.priceIndex === undefined) {
      // An unstated price year is assumed, not known: warn as version 1.0.0 did, never refuse.
      if (factorYear !== undefined && factorYear !== priceYear) {
        warnings.push(
          warning(
            'PRICE_YEAR_MISMATCH',
            `spend assumed in ${priceYear} prices (the period's year) is multiplied by a factor in ${factorYear} ${currency}; state priceYear and give priceIndex, otherwise inflation biases the result`,
          ),
        );
      }
    } else {
      const result = toFactorPriceYear(
        ID,
        spend,
        priceYear,
        { priceYear: factorYear, currency },
        inputs.priceIndex,
      );
      spend = result.amount;
      converted = result.label;
      warnings.push(...result.warnings);
    }
    const prices = factorYear === undefined ? '' : ` (${factorYear} prices)`;
    const label = `spend on ${inputs.sector} in ${currency}${prices}${converted}`;
    return { terms: [{ factor: match, amount: spend, label }], warnings };
  },
  methodology: [
    'Spend-based method of the GHG Protocol Scope 3 Technical Guidance, chapter 1 (purchased goods and services):',
    "CO2e = S × r × (I_f / I_p) × EF_sector, with S the spend in the activity currency, r the exchange rate to the factor's currency (attribute exchangeRate),",
    "I_f / I_p the ratio of a published price index in the factor's price year and in the spend's price year (attribute priceIndex, with its source, recorded as PRICE_YEAR_CONVERTED)",
    'and EF_sector the supply-chain factor of the NAICS-6 sector in kg CO2e per unit of currency of the edition in force for the spend date (USEEIO v1.2: 2021 USD, AR4, for 2019-2021;',
    'v1.3: 2022 USD, AR5, from 2022; purchaser prices, published as CO2e); the term label names the dollar year.',
    "A stated priceYear other than the factor's without priceIndex is refused (PRICE_INDEX_REQUIRED): CTP ships no price index and never guesses inflation. Without priceYear the",
    "spend is assumed in the period's prices and a mismatch only warns (PRICE_YEAR_MISMATCH), as in version 1.0.0; priceDeflator (I_f / I_p without a source) is still accepted.",
    'Spend in another currency without an exchange rate is a UNIT_MISMATCH error naming both currencies.',
    'Boundary (Scope 3 Standard, category 1): cradle-to-gate emissions of all goods and services purchased or acquired in the year that are not capital goods (category 2),',
    'fuels and energy (category 3) or transport bought as a service (category 4); the boundary excludes the use phase and end of life.',
    'Spend-based results are estimates: supplier-specific or average-data methods are preferred where data exist.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(1, 'Category 1, Purchased goods and services'),
    REFERENCES.useeio,
    REFERENCES.useeio13,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});
