import { type Decimal, formatDecimal, UnitConversionError, unitDimension } from '@ctp/factors';
import { z } from 'zod';
import type { Activity, AlgorithmRuntime, CalculationTerm, CalculationWarning } from '../types.js';
import { positiveDecimal, wholeNumber } from './schemas.js';
import { findSpendFactor, normalizeSector } from './spend-factor.js';
import { invalidInput, warning, yearOf } from './support.js';

/**
 * The spend-based method shared by every algorithm whose quantity is money spent on a NAICS sector
 * (purchased goods, freight services): spend in the factor's currency and price year × the
 * supply-chain factor of the sector.
 */

/** The attributes that bring spend to the factor's currency and price year. */
export const spendAdjustmentShape = {
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
};

/** Spend adjustments after validation. */
export interface SpendAdjustment {
  readonly exchangeRate?: Decimal | undefined;
  readonly priceYear?: number | undefined;
  readonly priceDeflator?: Decimal | undefined;
}

const SECTOR_MESSAGE =
  'attribute sector is required: a NAICS 2017 six-digit code such as "naics:327310" or "327310"';

/** The `sector` attribute: a NAICS 2017 six-digit code, normalized to `naics:327310`. */
export const naicsSector = z.string({ error: SECTOR_MESSAGE }).transform((value, ctx) => {
  const sector = normalizeSector(value);
  if (sector !== undefined) return sector;
  ctx.addIssue({ code: 'custom', message: `${SECTOR_MESSAGE}, not ${JSON.stringify(value)}` });
  return z.NEVER;
});

/**
 * The one term of a spend-based activity: spend × exchange rate × deflator, times the
 * `purchased_goods` factor of `sector` (`naics:484121`). A non-currency unit is INVALID_INPUT;
 * spend in another currency than the factor's without exchangeRate is UNIT_MISMATCH; a price year
 * other than the factor's without priceDeflator gives PRICE_YEAR_MISMATCH, and an exchange rate
 * given for spend already in the factor's currency gives EXCHANGE_RATE_IGNORED.
 */
export function spendTerm(
  algorithmId: string,
  activity: Activity,
  sector: string,
  adjustment: SpendAdjustment,
  runtime: AlgorithmRuntime,
): { term: CalculationTerm; warnings: CalculationWarning[] } {
  if (!unitDimension(activity.unit).startsWith('currency:')) {
    throw invalidInput(
      algorithmId,
      `the quantity is spend: use a currency unit (USD, EUR, GBP, …), not ${activity.unit}`,
      { unit: activity.unit },
    );
  }
  const { match, sameCurrency } = findSpendFactor(runtime, sector, activity.unit);
  const factorCurrency = match.factor.unit;
  const warnings: CalculationWarning[] = [];
  let spend = activity.quantity;
  if (!sameCurrency) {
    if (!adjustment.exchangeRate) {
      throw new UnitConversionError({
        from: activity.unit,
        to: factorCurrency,
        reason: `the ${sector} factor is per ${factorCurrency}; give attribute exchangeRate (${factorCurrency} per ${activity.unit}, decimal string)`,
      });
    }
    spend = spend.times(adjustment.exchangeRate);
  } else if (adjustment.exchangeRate) {
    warnings.push(
      warning(
        'EXCHANGE_RATE_IGNORED',
        `spend is already in ${factorCurrency}, the currency of the factor; exchangeRate ${formatDecimal(adjustment.exchangeRate)} was not applied`,
      ),
    );
  }
  const priceYear = adjustment.priceYear ?? yearOf(activity.periodStart);
  const factorYear = match.factor.priceYear;
  if (adjustment.priceDeflator) {
    spend = spend.times(adjustment.priceDeflator);
  } else if (factorYear !== undefined && factorYear !== priceYear) {
    warnings.push(
      warning(
        'PRICE_YEAR_MISMATCH',
        `spend in ${priceYear} prices is multiplied by a factor in ${factorYear} ${factorCurrency}; give priceDeflator (price index ${factorYear} / ${priceYear}) or deflated spend with priceYear ${factorYear}, otherwise inflation biases the result`,
      ),
    );
  }
  const label = `spend on ${sector} in ${factorCurrency}${factorYear === undefined ? '' : ` (${factorYear} prices)`}`;
  return { term: { factor: match, amount: spend, label }, warnings };
}
