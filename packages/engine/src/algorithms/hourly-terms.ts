import { Decimal, ELECTRICITY, FACTOR_CATEGORIES, formatDecimal } from '@ctp/factors';
import type { AlgorithmRuntime, CalculationTerm, CalculationWarning } from '../types.js';
import type { MarketBasedHourlyInputs } from './hourly-inputs.js';
import type { HourlyMatch } from './hourly-matching.js';
import { invalidInput, isZeroFactor, warning } from './support.js';

const sum = (values: readonly Decimal[]) => values.reduce((a, b) => a.plus(b), new Decimal(0));

/** The matched consumption at zero, with the counts of hours fully, partly and not matched. */
function matchedTerm(runtime: AlgorithmRuntime, match: HourlyMatch): CalculationTerm {
  const consuming = match.hours.filter((h) => h.consumedKwh.greaterThan(0));
  const full = consuming.filter((h) => h.unmatchedKwh.isZero()).length;
  const partly = consuming.filter((h) => h.matchedKwh.greaterThan(0) && h.unmatchedKwh.greaterThan(0)).length;
  const counts = `${full} of ${consuming.length} hours with consumption fully matched, ${partly} partly, ${consuming.length - full - partly} not`;
  const matchedKwh = sum(match.hours.map((h) => h.matchedKwh));
  const factor = runtime.instrumentFactor({
    subcategory: 'instrument.hourly_certificate',
    co2ePerUnit: new Decimal(0),
    unit: 'kWh',
    source: `hourly certificates of the facility's market boundary, matched hour by hour: ${formatDecimal(matchedKwh)} kWh at 0 kg CO2e/kWh (${counts}), stated by the reporting organization`,
  });
  return { factor, amount: matchedKwh, label: `hourly-matched consumption (${counts})` };
}

/**
 * Unmatched consumption of the hours that have a residual rate of their own, as one term whose
 * rate is Σ(unmatched × rate) / Σ unmatched, so amount × rate gives back the hourly sum.
 */
function hourlyResidualTerm(
  runtime: AlgorithmRuntime,
  unmatched: readonly { kWh: Decimal; rate: Decimal }[],
): CalculationTerm {
  const kWh = sum(unmatched.map((u) => u.kWh));
  const kg = sum(unmatched.map((u) => u.kWh.times(u.rate)));
  const factor = runtime.instrumentFactor({
    subcategory: 'instrument.hourly_residual_mix',
    co2ePerUnit: kg.dividedBy(kWh),
    unit: 'kWh',
    source: `hourly residual mix rates stated by the reporting organization: Σ unmatched kWh × rate of the hour = ${formatDecimal(kg)} kg CO2e over ${formatDecimal(kWh)} kWh in ${unmatched.length} hours`,
  });
  return {
    factor,
    amount: kWh,
    label: `unmatched consumption × hourly residual mix (${unmatched.length} hours)`,
  };
}

/**
 * Unmatched consumption of the hours without a rate of their own, at the annual residual mix of
 * the library. The 2025 proposal allows no grid average here, so unlike the annual method there is
 * no location-based fallback: without a usable residual mix this throws INVALID_INPUT.
 */
function annualResidualTerm(
  algorithmId: string,
  runtime: AlgorithmRuntime,
  region: string,
  kWh: Decimal,
  hourCount: number,
  warnings: CalculationWarning[],
): CalculationTerm {
  const residual = runtime.tryLookupFactor({
    category: FACTOR_CATEGORIES.electricity,
    subcategory: ELECTRICITY.residual_mix,
    unit: 'kWh',
  });
  if (residual && !isZeroFactor(residual)) {
    return {
      factor: residual,
      amount: runtime.convert(kWh, 'kWh', residual.factor.unit),
      label: `unmatched consumption × annual residual mix (${hourCount} hours)`,
    };
  }
  if (residual) {
    warnings.push(
      warning(
        'RESIDUAL_MIX_ZERO_REJECTED',
        `the residual mix for ${residual.matchedRegion} in ${residual.factor.datasetId} ${residual.factor.datasetVersion} is zero, which cannot describe untracked electricity; it was not used`,
      ),
    );
  }
  throw invalidInput(
    algorithmId,
    `${formatDecimal(kWh)} kWh in ${hourCount} hours are unmatched and have no hourly residual rate, and the library has no usable residual mix for region ${region}; give residualRates for those hours (the 2025 proposal does not allow the grid average for unmatched consumption)`,
    { region, unmatchedKwh: formatDecimal(kWh), hours: hourCount },
  );
}

/**
 * The terms of an hourly match: matched consumption at zero, then the unmatched consumption at the
 * hourly residual rate where `residualRates` gives one, else at the annual residual mix.
 */
export function hourlyTerms(
  algorithmId: string,
  runtime: AlgorithmRuntime,
  region: string,
  match: HourlyMatch,
  residualRates: MarketBasedHourlyInputs['residualRates'],
  warnings: CalculationWarning[],
): CalculationTerm[] {
  const rates = new Map<string, Decimal>();
  for (const { hour, kgCo2ePerKWh } of residualRates) {
    if (rates.has(hour))
      throw invalidInput(algorithmId, `residualRates hour ${hour}:00Z is given twice`, { hour });
    rates.set(hour, kgCo2ePerKWh);
  }
  const unmatched = match.hours.filter((h) => h.unmatchedKwh.greaterThan(0));
  const withRate = unmatched.filter((h) => rates.has(h.hour));
  const withoutRate = unmatched.filter((h) => !rates.has(h.hour));
  const terms = [matchedTerm(runtime, match)];
  if (withRate.length > 0) {
    terms.push(
      hourlyResidualTerm(
        runtime,
        withRate.map((h) => ({ kWh: h.unmatchedKwh, rate: rates.get(h.hour) as Decimal })),
      ),
    );
  }
  if (withoutRate.length > 0) {
    const kWh = sum(withoutRate.map((h) => h.unmatchedKwh));
    terms.push(annualResidualTerm(algorithmId, runtime, region, kWh, withoutRate.length, warnings));
  }
  return terms;
}
