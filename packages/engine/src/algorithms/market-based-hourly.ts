import { canConvert, Decimal, formatDecimal } from '@ctp/factors';
import { defineAlgorithm } from '../define-algorithm.js';
import type { CalculationWarning } from '../types.js';
import { consumptionByHour, periodHours } from './hourly-consumption.js';
import { marketBasedHourlyInputs } from './hourly-inputs.js';
import { type HourlyMatch, matchHourly } from './hourly-matching.js';
import { hourlyTerms } from './hourly-terms.js';
import { GENERIC_EFFECTIVE_DATE, REFERENCES } from './references.js';
import { invalidInput, warning } from './support.js';

const ID = 'ctp/electricity-market-based-hourly';

/** The 2025 public consultation on the Scope 2 Guidance that this method follows. */
export const SCOPE2_REVISION_DRAFT = {
  title:
    'GHG Protocol Scope 2 Guidance revision, proposal for public consultation (October to December 2025)',
  url: 'https://ghgprotocol.org/blog/upcoming-scope-2-public-consultation-hourly-matching-and-deliverability',
} as const;

const METHODOLOGY = [
  'DRAFT METHOD: follows the market-based method proposed in the 2025 public consultation on the revision of the GHG Protocol Scope 2 Guidance, not a final standard.',
  'The annual market-based method (ctp/electricity-market-based, Scope 2 Guidance 2015) remains the reported default; this one applies only to activities of its own category.',
  'CO2e = Σ_h (E_h − M_h) × EF_h with M_h = min(E_h, C_h).',
  'E_h is the electricity consumed in UTC hour h: metered hourly data, or the period total spread by a load profile (24 hour-of-day shares, or 12 × 24 month and hour shares, summing to 1).',
  "C_h is the volume of the certificates of hour h whose market boundary is the facility's (temporal correlation and deliverability);",
  'certificates of another boundary or of an hour outside the period match nothing and are named in a warning; a surplus in one hour is not carried to another.',
  'EF_h is the residual mix of hour h where given, else the annual residual mix of the region; the grid average is not used (the proposal excludes it), so without a residual mix the calculation fails.',
  'Results differ from the annual method: certificates of sunny hours no longer cover the night; with one residual rate for every hour the result is never lower than the annual one for the same certificates, as Σ_h max(E_h − C_h, 0) ≥ E − Σ_h C_h.',
].join(' ');

/** The hourly match's certificates that could not be used, as warnings naming the criterion. */
function certificateWarnings(match: HourlyMatch, boundary: string): CalculationWarning[] {
  const ids = (list: readonly { id: string }[]) =>
    list.length <= 5
      ? list.map((c) => c.id).join(', ')
      : `${list
          .slice(0, 5)
          .map((c) => c.id)
          .join(', ')} and ${list.length - 5} more`;
  const out: CalculationWarning[] = [];
  if (match.outsideBoundary.length > 0) {
    out.push(
      warning(
        'HOURLY_CERTIFICATE_OUTSIDE_BOUNDARY',
        `${match.outsideBoundary.length} certificates (${ids(match.outsideBoundary)}) are from another market boundary than the facility's ${boundary} and were not used (deliverability, Scope 2 Quality Criterion QC5-market-boundary)`,
      ),
    );
  }
  if (match.outsidePeriod.length > 0) {
    out.push(
      warning(
        'HOURLY_CERTIFICATE_OUTSIDE_PERIOD',
        `${match.outsidePeriod.length} certificates (${ids(match.outsidePeriod)}) are for hours outside the activity period and were not used (temporal correlation: hourly matching)`,
      ),
    );
  }
  const surplus = match.hours.filter((h) => h.surplusKwh.greaterThan(0));
  if (surplus.length > 0) {
    const kWh = surplus.reduce((a, h) => a.plus(h.surplusKwh), new Decimal(0));
    out.push(
      warning(
        'HOURLY_CERTIFICATE_SURPLUS',
        `in ${surplus.length} hours the certificates exceed the consumption by ${formatDecimal(kWh)} kWh in all; a surplus is not carried to other hours`,
      ),
    );
  }
  return out;
}

/**
 * `ctp/electricity-market-based-hourly` (scope2.electricity.market_based.hourly): purchased
 * electricity matched hour by hour to certificates of the same market boundary, the rest at the
 * hourly or annual residual mix. It follows a DRAFT (the 2025 Scope 2 revision proposal) and
 * never replaces `ctp/electricity-market-based`: an activity uses it only by its own category.
 *
 * @example
 * ```json
 * { "category": "scope2.electricity.market_based.hourly", "quantity": "2400", "unit": "kWh", "region": "DE",
 *   "periodStart": "2024-06-01", "periodEnd": "2024-06-01",
 *   "attributes": { "loadProfile": ["0.0416", "…24 shares summing to 1"],
 *     "certificates": [{ "hour": "2024-06-01T12:00Z", "kWh": "100", "marketBoundary": "DE", "id": "GO-1" }] } }
 * ```
 */
export const marketBasedHourlyElectricity = defineAlgorithm({
  id: ID,
  version: '0.1.0',
  name: 'Purchased electricity, market-based, hourly matching (draft)',
  category: 'scope2.electricity.market_based.hourly',
  inputs: marketBasedHourlyInputs,
  acceptedUnits: ['energy'],
  calculate(activity, inputs, runtime) {
    if (!canConvert(activity.unit, 'kWh')) {
      throw invalidInput(ID, `electricity is an energy quantity (kWh, MWh, GJ), not ${activity.unit}`, {
        unit: activity.unit,
      });
    }
    const totalKwh = runtime.convert(activity.quantity, activity.unit, 'kWh');
    const hours = periodHours(ID, activity.periodStart, activity.periodEnd);
    const boundary = inputs.marketBoundary ?? activity.region;
    const match = matchHourly(consumptionByHour(ID, hours, inputs, totalKwh), inputs.certificates, boundary);
    const warnings = certificateWarnings(match, boundary);
    return {
      terms: hourlyTerms(ID, runtime, activity.region, match, inputs.residualRates, warnings),
      warnings,
    };
  },
  methodology: METHODOLOGY,
  references: [SCOPE2_REVISION_DRAFT, REFERENCES.scope2Guidance, REFERENCES.aib],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
  followsDraft: { title: 'GHG Protocol Scope 2 revision proposal, 2025', url: SCOPE2_REVISION_DRAFT.url },
});
