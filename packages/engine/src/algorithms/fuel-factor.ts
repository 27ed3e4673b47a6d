import { canConvert, type Decimal, type FactorMatch, FactorNotFoundError, FUELS } from '@ctp/factors';
import type { AlgorithmRuntime, CalculationWarning } from '../types.js';
import { invalidInput, warning, withVocabularyHint } from './support.js';

/** Gas volume units defined at 60 °F (standard cubic feet and its multiples). */
const STANDARD_CUBIC_FEET = new Set(['scf', 'ccf', 'mcf']);

/**
 * `GAS_VOLUME_REFERENCE_CONDITIONS` when a gas volume is converted between standard cubic feet
 * (60 °F) and metric volumes (normal m3 at 0 °C or standard m3 at 15 °C): the units library converts
 * geometrically (1 m3 = 35.3147 scf), which is up to about 5% off for gas at other reference conditions.
 */
function gasVolumeWarning(unit: string, factorUnit: string): CalculationWarning[] {
  if (STANDARD_CUBIC_FEET.has(unit) === STANDARD_CUBIC_FEET.has(factorUnit)) return [];
  return [
    warning(
      'GAS_VOLUME_REFERENCE_CONDITIONS',
      `${unit} was converted to ${factorUnit} geometrically, without correcting reference conditions (scf at 60 °F, m3 at 0 °C or 15 °C, about 5% apart); give the volume in the factor's unit or the energy content instead`,
    ),
  ];
}

/** Gross (higher heating value) or net (lower heating value) calorific basis of an energy quantity. */
export type CalorificBasis = 'gross' | 'net';

/** What {@link findFuelFactor} needs to know about the activity. */
export interface FuelQuery {
  readonly algorithmId: string;
  /** Factor category: `stationary_combustion` or `mobile_combustion`. */
  readonly category: string;
  /** A fuel id of the vocabulary (`natural_gas`, `diesel`, …). */
  readonly fuel: string;
  /** Activity quantity and unit (the unit picks the basis row). */
  readonly quantity: Decimal;
  readonly unit: string;
  /** Activity date (period start), for error messages. */
  readonly date: string;
  /** Calorific basis of an energy quantity; gross when absent. */
  readonly basis?: CalorificBasis | undefined;
}

/**
 * Finds the factor row of a fuel for the activity's unit.
 *
 * - Physical units (scf, gal, L, m3, t, short_ton): the library picks the row whose unit the
 *   activity unit converts to (`natural_gas` per scf, `natural_gas@mass` per tonne, …). A
 *   calorific basis given with a physical unit has no effect and is reported with
 *   `CALORIFIC_BASIS_IGNORED`; a gas volume converted between scf and m3 gets
 *   `GAS_VOLUME_REFERENCE_CONDITIONS`.
 * - Energy units (kWh, MWh, GJ, mmBtu, therm): the `@energy` (gross) row, or `@energy_net` when
 *   `basis` is `net`. A dataset that prints its energy row without qualifier (NGA natural gas per
 *   GJ, a gross basis) is used for gross. A net-only row is never applied to a quantity of
 *   unstated basis: that is an INVALID_INPUT asking for `calorificBasis: 'net'`.
 *
 * Throws the library's FACTOR_NOT_FOUND when no row fits.
 */
export function findFuelFactor(
  runtime: AlgorithmRuntime,
  q: FuelQuery,
): { match: FactorMatch; warnings: CalculationWarning[] } {
  return withVocabularyHint('fuel', q.fuel, FUELS, () => findFuelRow(runtime, q));
}

function findFuelRow(
  runtime: AlgorithmRuntime,
  q: FuelQuery,
): { match: FactorMatch; warnings: CalculationWarning[] } {
  if (!canConvert(q.unit, 'kWh')) {
    const warnings = q.basis
      ? [
          warning(
            'CALORIFIC_BASIS_IGNORED',
            `calorificBasis "${q.basis}" applies to energy quantities only; ${q.unit} is a physical quantity, so the ${q.fuel} factor per physical unit was used`,
          ),
        ]
      : [];
    const match = runtime.lookupFactor({ category: q.category, subcategory: q.fuel, unit: q.unit });
    return { match, warnings: [...warnings, ...gasVolumeWarning(q.unit, match.factor.unit)] };
  }
  const qualified = `${q.fuel}@${q.basis === 'net' ? 'energy_net' : 'energy'}`;
  const exact = runtime.tryLookupFactor({ category: q.category, subcategory: qualified, unit: q.unit });
  if (exact?.factor.subcategory === qualified) return { match: exact, warnings: [] };
  if (q.basis === 'net') {
    // lookupFactor throws FACTOR_NOT_FOUND (with region and date) when there is no net row at all.
    const net = runtime.lookupFactor({ category: q.category, subcategory: qualified, unit: q.unit });
    if (net.factor.subcategory === qualified) return { match: net, warnings: [] };
    throw new FactorNotFoundError({
      category: q.category,
      subcategory: qualified,
      region: net.requestedRegion,
      date: q.date,
      unit: q.unit,
      tried: [...net.regionChain],
      hint: `no net calorific value factor for ${q.fuel}; give the quantity on a gross basis or in physical units`,
    });
  }
  const match = runtime.lookupFactor({ category: q.category, subcategory: q.fuel, unit: q.unit });
  if (match.factor.subcategory.endsWith('@energy_net')) {
    throw invalidInput(
      q.algorithmId,
      `the only ${q.fuel} energy factor for region ${match.matchedRegion} is on a net calorific basis; set attribute calorificBasis to "net" if ${q.unit} is a net (lower heating value) quantity, or convert it`,
      { fuel: q.fuel, unit: q.unit, subcategory: match.factor.subcategory },
    );
  }
  return { match, warnings: [] };
}
