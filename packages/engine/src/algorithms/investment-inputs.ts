import { z } from 'zod';
import { choice, label, nonNegativeDecimal, positiveDecimal, wholeNumber } from './schemas.js';

/**
 * PCAF asset classes this algorithm covers (PCAF Global GHG Accounting and Reporting Standard,
 * Part A, 2nd edition 2022, sections 5.1 and 5.2): listed equity and corporate bonds attribute by
 * EVIC; business loans and unlisted equity by EVIC for a listed investee, else by total equity
 * plus debt.
 */
export const PCAF_ASSET_CLASSES = [
  'listed_equity',
  'corporate_bond',
  'business_loan',
  'unlisted_equity',
] as const;

/** One of {@link PCAF_ASSET_CLASSES}. */
export type PcafAssetClass = (typeof PCAF_ASSET_CLASSES)[number];

/** The attribute holding the PCAF data-quality score (1 best to 5 worst). */
export const PCAF_SCORE_ATTRIBUTE = 'pcafScore';

/** Attributes of an investment activity (the quantity is the outstanding amount, the unit its currency). */
export const investmentsInputs = z
  .object({
    assetClass: choice('assetClass', PCAF_ASSET_CLASSES).describe(
      'PCAF asset class: listed_equity, corporate_bond, business_loan or unlisted_equity.',
    ),
    evic: positiveDecimal('evic')
      .optional()
      .describe(
        "Investee's enterprise value including cash, in the activity's currency (listed companies: required for listed equity and corporate bonds).",
      ),
    totalEquityPlusDebt: positiveDecimal('totalEquityPlusDebt')
      .optional()
      .describe(
        "Investee's total equity plus debt (book values), in the activity's currency: the denominator for business loans and unlisted equity of private companies.",
      ),
    investeeScope1Tco2e: nonNegativeDecimal('investeeScope1Tco2e').describe(
      "Investee's Scope 1 emissions for the year, tonnes CO2e.",
    ),
    investeeScope2Tco2e: nonNegativeDecimal('investeeScope2Tco2e').describe(
      "Investee's Scope 2 emissions for the year, tonnes CO2e.",
    ),
    investeeScope3Tco2e: nonNegativeDecimal('investeeScope3Tco2e')
      .optional()
      .describe(
        "Investee's Scope 3 emissions, tonnes CO2e. When given, attributed as its own term of the result (PCAF asks to disclose it separately).",
      ),
    pcafScore: wholeNumber(PCAF_SCORE_ATTRIBUTE, 1, 5).describe(
      'PCAF data-quality score of the investee emissions, 1 (best) to 5: 1 verified reported, 2 unverified reported or primary-energy based, 3 production based, 4 revenue based, 5 asset based.',
    ),
    investeeName: label.optional().describe('Name or id of the investee, for the record.'),
  })
  .strict();

/** Parsed attributes of an investment activity. */
export type InvestmentsInputs = z.output<typeof investmentsInputs>;

/**
 * The activity's 1–5 data-quality score implied by a PCAF score in its attributes, or `undefined`
 * when the attributes hold none. The scales agree (1 best, 5 worst), so a store can record the
 * PCAF score as the activity's quality score when the activity states none of its own.
 */
export function pcafQualityScore(
  attributes: Readonly<Record<string, unknown>> | null | undefined,
): 1 | 2 | 3 | 4 | 5 | undefined {
  const score = attributes?.[PCAF_SCORE_ATTRIBUTE];
  return typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5
    ? (score as 1 | 2 | 3 | 4 | 5)
    : undefined;
}
