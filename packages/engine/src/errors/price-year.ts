import { CtpError } from '@ctp/factors';

/**
 * A spend is priced in another year than the spend-based factor's currency year, and the activity
 * gives no price index pair to convert it with. Code `PRICE_INDEX_REQUIRED`. CTP ships no price
 * index, so it never guesses the inflation between the two years: the user states the index of
 * both years and its source (attribute `priceIndex`), or enters the spend in the factor's year.
 */
export class PriceIndexRequiredError extends CtpError {
  constructor(details: { algorithmId: string; priceYear: number; factorYear: number; currency: string }) {
    const { algorithmId, priceYear, factorYear, currency } = details;
    super(
      'PRICE_INDEX_REQUIRED',
      `[${algorithmId}] the spend is in ${priceYear} prices but the factor is per ${factorYear} ${currency}; give attribute priceIndex { source, activityYear, factorYear } (the index values of ${priceYear} and ${factorYear} from one published price index, e.g. a producer price index) or enter the spend in ${factorYear} prices with priceYear ${factorYear}`,
      details,
    );
  }
}
