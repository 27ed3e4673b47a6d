import { canConvert, type Decimal, formatDecimal } from '@ctp/factors';
import type { AlgorithmResult } from '../types.js';
import { invalidInput } from './support.js';

/**
 * Small helpers of the sold-product algorithms (Scope 3 categories 10 and 11) that turn a product
 * quantity into an amount of energy before the shared energy-carrier factor paths.
 */

/**
 * Checks that `unit` measures an energy carrier: energy (kWh, GJ), or a fuel's volume or mass.
 * @throws INVALID_INPUT naming `attribute` otherwise.
 */
export function checkCarrierUnit(algorithmId: string, attribute: string, unit: string): void {
  if (canConvert(unit, 'kWh') || canConvert(unit, 'm3') || canConvert(unit, 'kg')) return;
  throw invalidInput(
    algorithmId,
    `${attribute} must be an energy unit (kWh, MWh, GJ) or a fuel quantity (L, m3, kg, t), not ${unit}`,
    { [attribute]: unit },
  );
}

/** `= 1800000` when the label shows the exact amount, `≈ 1.234567891` when it rounds (the term stays exact). */
export function shownAmount(d: Decimal): string {
  const shown = d.toSignificantDigits(10);
  return shown.equals(d) ? `= ${formatDecimal(d)}` : `≈ ${formatDecimal(shown)}`;
}

/** `product "Kettle K2"`, or `product` without a name. */
export function named(kind: string, name: string | undefined): string {
  return name === undefined ? kind : `${kind} "${name}"`;
}

/** The result with every term's label prefixed: `use of sold products, …: electricity consumed × grid average`. */
export function prefixTerms(result: AlgorithmResult, prefix: string): AlgorithmResult {
  return {
    terms: result.terms.map((t) => ({ ...t, label: `${prefix}: ${t.label}` })),
    warnings: result.warnings ?? [],
  };
}
