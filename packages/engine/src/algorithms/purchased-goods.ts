import { formatDecimal, UnitConversionError, unitDimension } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import type { CalculationWarning } from '../types.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { positiveDecimal, wholeNumber } from './schemas.js';
import { findSpendFactor, normalizeSector } from './spend-factor.js';
import { invalidInput, warning, yearOf } from './support.js';

const SECTOR_MESSAGE =
  'attribute sector is required: a NAICS 2017 six-digit code such as "naics:327310" or "327310"';

/** Attributes of a spend-based purchased goods and services activity (the quantity is spend, the unit a currency). */
export const purchasedGoodsInputs = z
  .object({
    sector: z
      .string({ error: SECTOR_MESSAGE })
      .transform((value, ctx) => {
        const sector = normalizeSector(value);
        if (sector !== undefined) return sector;
        ctx.addIssue({ code: 'custom', message: `${SECTOR_MESSAGE}, not ${JSON.stringify(value)}` });
        return z.NEVER;
      })
      .describe('Industry sector of the purchase: a NAICS 2017 six-digit code such as 327310.'),
    /** Units of the factor's currency per unit of the activity's currency (e.g. USD per EUR), as a decimal string. */
    exchangeRate: positiveDecimal('exchangeRate')
      .optional()
      .describe("Units of the factor's currency per unit of the spend's currency (e.g. USD per EUR)."),
    /** Price year of the spend; the year of periodStart when absent. */
    priceYear: wholeNumber('priceYear', 1900, 2200)
      .optional()
      .describe('Price year of the spend; the year of the period start when absent.'),
    /** Price index of the factor's price year divided by that of the spend's price year; deflates (or inflates) the spend. */
    priceDeflator: positiveDecimal('priceDeflator')
      .optional()
      .describe("Price index of the factor's price year divided by that of the spend's price year."),
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
    if (!unitDimension(activity.unit).startsWith('currency:')) {
      throw invalidInput(
        'ctp/purchased-goods',
        `the quantity is spend: use a currency unit (USD, EUR, GBP, …), not ${activity.unit}`,
        { unit: activity.unit },
      );
    }
    const { match, sameCurrency } = findSpendFactor(runtime, inputs.sector, activity.unit);
    const factorCurrency = match.factor.unit;
    const warnings: CalculationWarning[] = [];
    let spend = activity.quantity;
    if (!sameCurrency) {
      if (!inputs.exchangeRate) {
        throw new UnitConversionError({
          from: activity.unit,
          to: factorCurrency,
          reason: `the ${inputs.sector} factor is per ${factorCurrency}; give attribute exchangeRate (${factorCurrency} per ${activity.unit}, decimal string)`,
        });
      }
      spend = spend.times(inputs.exchangeRate);
    } else if (inputs.exchangeRate) {
      warnings.push(
        warning(
          'EXCHANGE_RATE_IGNORED',
          `spend is already in ${factorCurrency}, the currency of the factor; exchangeRate ${formatDecimal(inputs.exchangeRate)} was not applied`,
        ),
      );
    }
    const priceYear = inputs.priceYear ?? yearOf(activity.periodStart);
    const factorYear = match.factor.priceYear;
    if (inputs.priceDeflator) {
      spend = spend.times(inputs.priceDeflator);
    } else if (factorYear !== undefined && factorYear !== priceYear) {
      warnings.push(
        warning(
          'PRICE_YEAR_MISMATCH',
          `spend in ${priceYear} prices is multiplied by a factor in ${factorYear} ${factorCurrency}; give priceDeflator (price index ${factorYear} / ${priceYear}) or deflated spend with priceYear ${factorYear}, otherwise inflation biases the result`,
        ),
      );
    }
    const label = `spend on ${inputs.sector} in ${factorCurrency}${factorYear === undefined ? '' : ` (${factorYear} prices)`}`;
    return { terms: [{ factor: match, amount: spend, label }], warnings };
  },
  methodology: [
    'Spend-based method of the GHG Protocol Scope 3 Technical Guidance, chapter 1 (purchased goods and services):',
    "CO2e = S × r × d × EF_sector, with S the spend in the activity currency, r the exchange rate to the factor's currency (attribute exchangeRate),",
    "d the price deflator to the factor's price year (attribute priceDeflator; 1 when absent) and EF_sector the supply-chain factor of the NAICS-6 sector",
    'in kg CO2e per unit of currency of the edition in force for the spend date (USEEIO v1.2: 2021 USD, AR4, for 2019-2021; v1.3: 2022 USD, AR5, from 2022;',
    'purchaser prices, published as CO2e); the term label names the dollar year. Spend in another currency without an exchange rate is',
    "a UNIT_MISMATCH error naming both currencies. Spend whose price year (priceYear, default the year of periodStart) differs from the factor's, without deflator, gives PRICE_YEAR_MISMATCH.",
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
