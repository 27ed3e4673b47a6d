import {
  type Decimal,
  type FactorMatch,
  formatDecimal,
  UnitConversionError,
  unitDimension,
} from '@ctp/factors';
import { z } from 'zod';
import type { Activity, AlgorithmResult, AlgorithmRuntime, CalculationWarning } from '../types.js';
import { priceIndexSchema, toFactorPriceYear } from './price-year.js';
import { positiveDecimal, wholeNumber } from './schemas.js';
import { findSpendFactor, normalizeSector } from './spend-factor.js';
import { invalidInput, warning } from './support.js';

const SECTOR_MESSAGE =
  'attribute sector is required: a NAICS 2017 six-digit code such as "naics:327310" or "327310"';

/** The `sector` attribute: a NAICS 2017 six-digit code, normalised to `naics:327310`. */
export const sectorSchema = z
  .string({ error: SECTOR_MESSAGE })
  .transform((value, ctx) => {
    const sector = normalizeSector(value);
    if (sector !== undefined) return sector;
    ctx.addIssue({ code: 'custom', message: `${SECTOR_MESSAGE}, not ${JSON.stringify(value)}` });
    return z.NEVER;
  })
  .describe('Industry sector of the purchase: a NAICS 2017 six-digit code such as 327310.');

/** The `exchangeRate` attribute. */
export const exchangeRateSchema = positiveDecimal('exchangeRate')
  .optional()
  .describe("Units of the factor's currency per unit of the spend's currency (e.g. USD per EUR).");

/**
 * Attributes of the spend-based methods added with price-year conversion: the price year is
 * stated, never assumed, and a price index pair converts it when it is not the factor's.
 */
export const spendShape = {
  exchangeRate: exchangeRateSchema,
  priceYear: wholeNumber('priceYear', 1900, 2200).describe(
    'Price year of the spend (the year whose prices the amount is in).',
  ),
  priceIndex: priceIndexSchema
    .optional()
    .describe("Price index pair converting the spend to the factor's price year; required when they differ."),
};

/** The price-year rule every spend-based method with a stated price year follows. */
export const STATED_PRICE_YEAR_METHOD = [
  "The spend S (activity currency) is converted to the factor's currency with exchangeRate r, then to the factor's price year with a stated price index pair:",
  "S' = S × r × I_f / I_p, I_f and I_p the values of one published index in the factor's price year and in the spend's priceYear (attribute priceIndex with its source;",
  "recorded as PRICE_YEAR_CONVERTED). priceYear is required; when it differs from the factor's price year (USEEIO v1.2: 2021 USD) and no priceIndex is given the activity is refused",
  '(PRICE_INDEX_REQUIRED): CTP ships no price index and never guesses inflation. Same price year: no conversion.',
  "CO2e = S' × EF_sector, the USEEIO v1.2 supply-chain factor of the NAICS-6 sector (kg CO2e per 2021 USD, purchaser prices, AR4 GWPs, published as CO2e).",
].join(' ');

/** The spend in the factor's currency (before any price-year conversion) and the factor found. */
export interface SpendInCurrency {
  readonly match: FactorMatch;
  readonly spend: Decimal;
  readonly warnings: CalculationWarning[];
}

/**
 * Finds the USEEIO factor of `sector` and converts the spend to its currency with `exchangeRate`
 * (UNIT_MISMATCH when it is needed and missing; EXCHANGE_RATE_IGNORED when it is not needed).
 */
export function spendInFactorCurrency(
  algorithmId: string,
  activity: Activity,
  runtime: AlgorithmRuntime,
  sector: string,
  exchangeRate: Decimal | undefined,
): SpendInCurrency {
  if (!unitDimension(activity.unit).startsWith('currency:')) {
    throw invalidInput(
      algorithmId,
      `the quantity is spend: use a currency unit (USD, EUR, GBP, …), not ${activity.unit}`,
      { unit: activity.unit },
    );
  }
  const { match, sameCurrency } = findSpendFactor(runtime, sector, activity.unit);
  const currency = match.factor.unit;
  if (sameCurrency) {
    const warnings = exchangeRate
      ? [
          warning(
            'EXCHANGE_RATE_IGNORED',
            `spend is already in ${currency}, the currency of the factor; exchangeRate ${formatDecimal(exchangeRate)} was not applied`,
          ),
        ]
      : [];
    return { match, spend: activity.quantity, warnings };
  }
  if (!exchangeRate) {
    throw new UnitConversionError({
      from: activity.unit,
      to: currency,
      reason: `the ${sector} factor is per ${currency}; give attribute exchangeRate (${currency} per ${activity.unit}, decimal string)`,
    });
  }
  return { match, spend: activity.quantity.times(exchangeRate), warnings: [] };
}

/**
 * The one term of a spend-based method with a stated price year: spend × exchange rate, converted
 * to the factor's price year by {@link toFactorPriceYear}, times the sector's factor.
 */
export function statedPriceYearSpendTerms(
  algorithmId: string,
  activity: Activity,
  runtime: AlgorithmRuntime,
  inputs: { sector: string } & z.infer<z.ZodObject<typeof spendShape>>,
  subject: string,
): AlgorithmResult {
  const inCurrency = spendInFactorCurrency(
    algorithmId,
    activity,
    runtime,
    inputs.sector,
    inputs.exchangeRate,
  );
  const { match } = inCurrency;
  const currency = match.factor.unit;
  const converted = toFactorPriceYear(
    algorithmId,
    inCurrency.spend,
    inputs.priceYear,
    { priceYear: match.factor.priceYear, currency },
    inputs.priceIndex,
  );
  const prices = match.factor.priceYear === undefined ? '' : ` (${match.factor.priceYear} prices)`;
  return {
    terms: [
      {
        factor: match,
        amount: converted.amount,
        label: `${subject}, spend on ${inputs.sector} in ${currency}${prices}${converted.label}`,
      },
    ],
    warnings: [...inCurrency.warnings, ...converted.warnings],
  };
}
