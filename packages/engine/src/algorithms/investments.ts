import { type Decimal, formatDecimal, unitDimension } from '@ctp/factors';
import { defineAlgorithm } from '../define-algorithm.js';
import type { Activity, AlgorithmRuntime, CalculationTerm, CalculationWarning } from '../types.js';
import { type InvestmentsInputs, investmentsInputs } from './investment-inputs.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { invalidInput, warning } from './support.js';

const ID = 'ctp/investments-pcaf';
const USES_EVIC_ONLY = new Set(['listed_equity', 'corporate_bond']);

/** The attribution denominator PCAF prescribes for the asset class, or an INVALID_INPUT. */
function denominatorOf(inputs: InvestmentsInputs): { value: Decimal; name: string } {
  const { assetClass, evic, totalEquityPlusDebt } = inputs;
  if (USES_EVIC_ONLY.has(assetClass)) {
    if (evic === undefined || totalEquityPlusDebt !== undefined) {
      throw invalidInput(
        ID,
        `${assetClass.replace('_', ' ')} is attributed by the investee's EVIC (PCAF 5.1): give attribute evic${totalEquityPlusDebt === undefined ? '' : ', not totalEquityPlusDebt'}`,
        { assetClass },
      );
    }
    return { value: evic, name: 'EVIC' };
  }
  if ((evic === undefined) === (totalEquityPlusDebt === undefined)) {
    throw invalidInput(
      ID,
      `a ${assetClass.replace('_', ' ')} is attributed by EVIC for a listed investee or by total equity plus debt for a private one (PCAF 5.2): give exactly one of evic and totalEquityPlusDebt`,
      { assetClass },
    );
  }
  return evic === undefined
    ? { value: totalEquityPlusDebt as Decimal, name: 'total equity + debt' }
    : { value: evic, name: 'EVIC' };
}

/** One investee scope's attributed term: attribution factor × the investee's reported figure. */
function scopeTerm(
  runtime: AlgorithmRuntime,
  inputs: InvestmentsInputs,
  scope: 1 | 2 | 3,
  tonnes: Decimal,
  attribution: { factor: Decimal; text: string },
): CalculationTerm {
  const investee = inputs.investeeName ?? 'investee';
  const factor = runtime.instrumentFactor({
    subcategory: `investee.scope${scope}`,
    co2ePerUnit: tonnes.times(1000),
    unit: 'unit',
    source: `${investee} Scope ${scope}: ${formatDecimal(tonnes)} t CO2e = ${formatDecimal(tonnes.times(1000))} kg per whole investee, PCAF data-quality score ${inputs.pcafScore}, stated by the reporting organization`,
  });
  return { factor, amount: attribution.factor, label: `${attribution.text} × ${investee} Scope ${scope}` };
}

/**
 * `ctp/investments-pcaf` (scope3.investments.investment_specific, category 15): financed emissions
 * of listed equity, corporate bonds, business loans and unlisted equity by the PCAF standard:
 * attribution factor (outstanding amount ÷ EVIC, or ÷ total equity plus debt) × the investee's
 * emissions. No factor is looked up: the investee's figures come with the activity, and the record
 * shows the attribution arithmetic and the PCAF score.
 *
 * @example
 * ```json
 * { "category": "scope3.investments.investment_specific", "quantity": "5000000", "unit": "USD", "region": "US",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31",
 *   "attributes": { "assetClass": "listed_equity", "evic": "250000000", "investeeScope1Tco2e": "12000",
 *     "investeeScope2Tco2e": "3000", "pcafScore": 2 } }
 * ```
 */
export const investmentsPcaf = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Investments, investment-specific (PCAF financed emissions)',
  category: 'scope3.investments.investment_specific',
  scope3Category: 15,
  inputs: investmentsInputs,
  acceptedUnits: ['currency'],
  calculate(activity: Activity, inputs, runtime) {
    if (!unitDimension(activity.unit).startsWith('currency:')) {
      throw invalidInput(
        ID,
        `the quantity is the outstanding amount: use a currency unit (USD, EUR, …), not ${activity.unit}`,
        {
          unit: activity.unit,
        },
      );
    }
    const denominator = denominatorOf(inputs);
    if (activity.quantity.greaterThan(denominator.value)) {
      throw invalidInput(
        ID,
        `the outstanding amount ${formatDecimal(activity.quantity)} ${activity.unit} exceeds the investee's ${denominator.name} ${formatDecimal(denominator.value)}: an attribution factor above 1 would attribute more than the investee emits; check both are in ${activity.unit} and of the same date`,
        { outstanding: formatDecimal(activity.quantity), denominator: formatDecimal(denominator.value) },
      );
    }
    const factor = activity.quantity.dividedBy(denominator.value);
    const attribution = {
      factor,
      text: `attribution ${formatDecimal(activity.quantity)} / ${formatDecimal(denominator.value)} ${activity.unit} ${denominator.name} = ${formatDecimal(factor.toSignificantDigits(12))}`,
    };
    const terms = [
      scopeTerm(runtime, inputs, 1, inputs.investeeScope1Tco2e, attribution),
      scopeTerm(runtime, inputs, 2, inputs.investeeScope2Tco2e, attribution),
    ];
    const warnings: CalculationWarning[] = [];
    if (inputs.investeeScope3Tco2e !== undefined) {
      terms.push(scopeTerm(runtime, inputs, 3, inputs.investeeScope3Tco2e, attribution));
      warnings.push(
        warning(
          'INVESTEE_SCOPE3_INCLUDED',
          `the result includes the investee's attributed Scope 3 (${formatDecimal(factor.times(inputs.investeeScope3Tco2e).times(1000).toSignificantDigits(12))} kg CO2e, its own term of the record); PCAF asks to disclose it separately from Scope 1 and 2`,
        ),
      );
    }
    return { terms, warnings };
  },
  methodology: [
    'Investment-specific method of the GHG Protocol Scope 3 Technical Guidance, chapter 15, as the PCAF Global GHG Accounting and Reporting Standard Part A (2nd edition, 2022) applies it;',
    'PCAF Part A was reviewed by the GHG Protocol as conforming to the Scope 3 Standard for category 15. Financed emissions = AF × (E_scope1 + E_scope2 [+ E_scope3]),',
    'AF = outstanding amount ÷ EVIC for listed equity and corporate bonds (PCAF 5.1; EVIC the enterprise value including cash: market capitalisation plus book value of debt and minority interests, cash not deducted),',
    'and for business loans and unlisted equity ÷ EVIC when the investee is listed or ÷ (total equity + debt, book values) when it is private (PCAF 5.2).',
    "The activity's quantity is the outstanding amount and its unit the currency; EVIC or equity plus debt is in the same currency and for the same date (PCAF: the investee's fiscal year end).",
    'An outstanding amount larger than the denominator (AF > 1) is refused as INVALID_INPUT, never capped silently: it means mismatched currencies, dates or figures.',
    "E are the investee's emissions for the year in tonnes CO2e as reported or estimated (the GWP set is the investee's; no factor is looked up and no GWP is re-applied).",
    'Each investee scope is its own term of the record (an activity-instrument factor per whole investee, amount AF), so Scope 1, 2 and the optional Scope 3 can be read separately;',
    'Scope 3 is included only when investeeScope3Tco2e is given, with warning INVESTEE_SCOPE3_INCLUDED. The PCAF data-quality score (attribute pcafScore: 1 verified reported emissions, 2 unverified reported or primary-energy based, 3 production based, 4 revenue based, 5 asset or outstanding-amount based)',
    "is printed in every term's source and, where the activity states no quality score of its own, becomes the activity's 1–5 quality score (same scale).",
    "Boundary (Scope 3 Standard 5.5): investments not already in Scope 1 or 2 under the consolidation approach; the minimum boundary is the investees' Scope 1 and 2. Equity investments the company consolidates are excluded.",
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(15, 'Category 15, Investments'),
    REFERENCES.pcaf,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});
