import { canConvert, Decimal, ELECTRICITY, FACTOR_CATEGORIES, formatDecimal } from '@ctp/factors';
import type {
  Activity,
  AlgorithmResult,
  AlgorithmRuntime,
  CalculationTerm,
  CalculationWarning,
} from '../types.js';
import type { Instrument, MarketBasedInputs } from './market-based-inputs.js';
import { invalidInput, isZeroFactor, warning } from './support.js';

/** Decimals are immutable: one zero serves every calculation. */
const ZERO = new Decimal(0);

function describe(instrument: Instrument): string {
  const who = [instrument.name, instrument.id].filter((part) => part !== undefined).join(' ');
  return who ? `${instrument.type} ${who}` : instrument.type;
}

function instrumentTerm(runtime: AlgorithmRuntime, instrument: Instrument): CalculationTerm {
  const rate = instrument.co2ePerUnit ?? ZERO;
  const source = `${describe(instrument)}: ${formatDecimal(instrument.quantity)} ${instrument.unit} at ${formatDecimal(rate)} kg CO2e/${instrument.unit}, stated by the reporting organization`;
  const factor = runtime.instrumentFactor({
    subcategory: `instrument.${instrument.type}`,
    co2ePerUnit: rate,
    unit: instrument.unit,
    source,
  });
  return { factor, amount: instrument.quantity, label: `consumption covered by ${describe(instrument)}` };
}

/**
 * The uncovered rest: supplier rate if given, else the residual mix of the region, else (with
 * RESIDUAL_MIX_FALLBACK) the location-based grid average. A residual mix of zero is never used.
 */
function remainderTerm(
  algorithmId: string,
  runtime: AlgorithmRuntime,
  inputs: MarketBasedInputs,
  restKwh: Decimal,
  region: string,
  warnings: CalculationWarning[],
): CalculationTerm {
  const { supplierRate } = inputs;
  if (supplierRate && !canConvert(supplierRate.unit, 'kWh')) {
    throw invalidInput(algorithmId, `supplierRate.unit ${supplierRate.unit} is not an energy unit`, {
      unit: supplierRate.unit,
    });
  }
  if (supplierRate) {
    const source = `supplier emission rate${supplierRate.name ? ` of ${supplierRate.name}` : ''}: ${formatDecimal(supplierRate.co2ePerUnit)} kg CO2e/${supplierRate.unit}, stated by the reporting organization`;
    const factor = runtime.instrumentFactor({
      subcategory: 'instrument.supplier_rate',
      co2ePerUnit: supplierRate.co2ePerUnit,
      unit: supplierRate.unit,
      source,
    });
    return {
      factor,
      amount: runtime.convert(restKwh, 'kWh', supplierRate.unit),
      label: 'uncovered consumption × supplier emission rate',
    };
  }
  const residual = runtime.tryLookupFactor({
    category: FACTOR_CATEGORIES.electricity,
    subcategory: ELECTRICITY.residual_mix,
    unit: 'kWh',
  });
  if (residual && !isZeroFactor(residual)) {
    return {
      factor: residual,
      amount: runtime.convert(restKwh, 'kWh', residual.factor.unit),
      label: 'uncovered consumption × residual mix',
    };
  }
  if (residual) {
    warnings.push(
      warning(
        'RESIDUAL_MIX_ZERO_REJECTED',
        `the residual mix for ${residual.matchedRegion} in ${residual.factor.datasetId} ${residual.factor.datasetVersion} is zero, which cannot describe untracked electricity (AIB advises against using such values); it was not used`,
      ),
    );
  }
  const grid = runtime.lookupFactor({
    category: FACTOR_CATEGORIES.electricity,
    subcategory: ELECTRICITY.grid_average,
    unit: 'kWh',
  });
  warnings.push(
    warning(
      'RESIDUAL_MIX_FALLBACK',
      `no usable residual mix for region ${region}; the uncovered consumption uses the location-based grid average of ${grid.matchedRegion} (${grid.factor.datasetId} ${grid.factor.datasetVersion}), as the Scope 2 Guidance hierarchy allows when no residual mix is available; it may double count attributes claimed by others`,
    ),
  );
  return {
    factor: grid,
    amount: runtime.convert(restKwh, 'kWh', grid.factor.unit),
    label: 'uncovered consumption × grid average (no residual mix)',
  };
}

/**
 * The market-based calculation shared by `ctp/electricity-market-based` and the regional
 * variants: instruments first, then the supplier rate or residual mix for the rest.
 * Throws INVALID_INPUT (prefixed with `algorithmId`) when the instruments exceed the consumption
 * or use a unit that is not energy.
 */
export function marketBasedTerms(
  algorithmId: string,
  activity: Activity,
  inputs: MarketBasedInputs,
  runtime: AlgorithmRuntime,
): AlgorithmResult {
  if (!canConvert(activity.unit, 'kWh')) {
    throw invalidInput(
      algorithmId,
      `electricity is an energy quantity (kWh, MWh, GJ), not ${activity.unit}`,
      { unit: activity.unit },
    );
  }
  const totalKwh = runtime.convert(activity.quantity, activity.unit, 'kWh');
  let coveredKwh = ZERO;
  const terms: CalculationTerm[] = [];
  inputs.instruments.forEach((instrument, index) => {
    if (!canConvert(instrument.unit, 'kWh')) {
      throw invalidInput(algorithmId, `instruments[${index}].unit ${instrument.unit} is not an energy unit`, {
        index,
        unit: instrument.unit,
      });
    }
    coveredKwh = coveredKwh.plus(runtime.convert(instrument.quantity, instrument.unit, 'kWh'));
    terms.push(instrumentTerm(runtime, instrument));
  });
  if (coveredKwh.greaterThan(totalKwh)) {
    throw invalidInput(
      algorithmId,
      `the instruments cover ${formatDecimal(coveredKwh)} kWh but the activity consumed only ${formatDecimal(totalKwh)} kWh; instruments beyond consumption cannot be claimed`,
      { coveredKwh: formatDecimal(coveredKwh), consumedKwh: formatDecimal(totalKwh) },
    );
  }
  const warnings: CalculationWarning[] = [];
  const restKwh = totalKwh.minus(coveredKwh);
  if (restKwh.greaterThan(0) || terms.length === 0) {
    terms.push(remainderTerm(algorithmId, runtime, inputs, restKwh, activity.region, warnings));
  }
  return { terms, warnings };
}
