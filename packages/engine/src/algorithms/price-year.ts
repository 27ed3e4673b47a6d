import { type Decimal, formatDecimal } from '@ctp/factors';
import { z } from 'zod';
import { PriceIndexRequiredError } from '../errors/index.js';
import type { CalculationWarning } from '../types.js';
import { positiveDecimal } from './schemas.js';
import { warning } from './support.js';

/**
 * The price index pair a spend is converted with, from one published index series (a producer or
 * consumer price index, a GDP deflator): its value in the spend's price year and in the factor's.
 */
export const priceIndexSchema = z
  .object({
    source: z
      .string({ error: 'attribute priceIndex.source is required: the index series and its publisher' })
      .trim()
      .min(1, { error: 'attribute priceIndex.source must name the index series and its publisher' })
      .max(200)
      .describe('The index series and its publisher, e.g. "BLS PPI, commodity 3273, annual average".'),
    activityYear: positiveDecimal('priceIndex.activityYear').describe(
      "Index value of the spend's price year.",
    ),
    factorYear: positiveDecimal('priceIndex.factorYear').describe("Index value of the factor's price year."),
  })
  .strict();

/** A parsed {@link priceIndexSchema}. */
export type PriceIndex = z.infer<typeof priceIndexSchema>;

/** The spend in the factor's prices, and what the conversion did (for the term label and warnings). */
export interface PriceYearConversion {
  readonly amount: Decimal;
  /** `, 2024 prices × 100 / 120 (index source)` when converted, `''` otherwise. */
  readonly label: string;
  readonly warnings: CalculationWarning[];
}

/**
 * Converts a spend from its price year to the factor's currency year:
 * `S_factorYear = S × I_factorYear / I_priceYear`. Same year (or a factor without a price year):
 * no conversion, and an index given anyway is reported as ignored (PRICE_INDEX_IGNORED). Another
 * year without an index: {@link PriceIndexRequiredError}; CTP ships no price index to guess with.
 * A conversion is recorded as warning PRICE_YEAR_CONVERTED naming both index values and the source.
 */
export function toFactorPriceYear(
  algorithmId: string,
  spend: Decimal,
  priceYear: number,
  factor: { readonly priceYear?: number | undefined; readonly currency: string },
  index: PriceIndex | undefined,
): PriceYearConversion {
  const factorYear = factor.priceYear;
  if (factorYear === undefined || factorYear === priceYear) {
    const warnings =
      index === undefined
        ? []
        : [
            warning(
              'PRICE_INDEX_IGNORED',
              `the spend is already in the factor's price year (${factorYear ?? 'none stated'}); priceIndex (${index.source}) was not applied`,
            ),
          ];
    return { amount: spend, label: '', warnings };
  }
  if (index === undefined) {
    throw new PriceIndexRequiredError({ algorithmId, priceYear, factorYear, currency: factor.currency });
  }
  const ratio = `${formatDecimal(index.factorYear)} / ${formatDecimal(index.activityYear)}`;
  return {
    amount: spend.times(index.factorYear).dividedBy(index.activityYear),
    label: `, ${priceYear} prices × ${ratio} (${index.source})`,
    warnings: [
      warning(
        'PRICE_YEAR_CONVERTED',
        `spend in ${priceYear} prices converted to ${factorYear} ${factor.currency} with price index ${factorYear} = ${formatDecimal(index.factorYear)}, ${priceYear} = ${formatDecimal(index.activityYear)} (source: ${index.source})`,
      ),
    ],
  };
}
