import { CtpError, type Decimal, type FactorMatch } from '@ctp/factors';
import type { AlgorithmRuntime, CalculationTerm, CalculationWarning } from '../types.js';

/**
 * Small helpers shared by the generic algorithms. They carry no methodology of their own: each
 * one converts, labels or reports, so the algorithm files read as the method they implement.
 */

/**
 * The error an algorithm throws when its attributes are valid one by one but not together
 * (instruments larger than the consumption, a unit the mode cannot take). Code `INVALID_INPUT`,
 * message prefixed with the algorithm id as every plugin error is.
 */
export function invalidInput(
  algorithmId: string,
  message: string,
  details: Record<string, unknown> = {},
): CtpError {
  return new CtpError('INVALID_INPUT', `[${algorithmId}] ${message}`, { algorithmId, ...details });
}

/** A warning of the algorithm's own, with a stable code. */
export function warning(code: string, message: string): CalculationWarning {
  return { code, message };
}

/**
 * One calculation term: `quantity` (in `unit`) converted to the factor's own unit, times the
 * factor. Conversion is exact decimal arithmetic through the runtime; a unit of another dimension
 * throws the runtime's `UNIT_MISMATCH` error.
 */
export function termFor(
  runtime: AlgorithmRuntime,
  match: FactorMatch,
  quantity: Decimal,
  unit: string,
  label: string,
): CalculationTerm {
  return { factor: match, amount: runtime.convert(quantity, unit, match.factor.unit), label };
}

/** True when a factor row carries no emissions at all: a CO2e of zero (or none) and only zero gas masses. */
export function isZeroFactor(match: FactorMatch): boolean {
  const { factor, gases } = match.factor;
  const co2eZero = factor === null || factor.isZero();
  const gasesZero = Object.values(gases ?? {}).every((mass) => mass.isZero());
  return co2eZero && gasesZero;
}

/** The gas ids a factor row gives masses for. */
export function gasIds(match: FactorMatch): readonly string[] {
  return Object.keys(match.factor.gases ?? {});
}

/** `YYYY` of an ISO date as an integer, without Number() on user quantities. */
export function yearOf(isoDate: string): number {
  return Number.parseInt(isoDate.slice(0, 4), 10);
}

/**
 * Runs a lookup and, when it fails with FACTOR_NOT_FOUND for an id outside the shared vocabulary,
 * rethrows it (same code and details, original as `cause`) with a hint listing the vocabulary ids,
 * so a typo (`natral_gas`) is told apart from a real gap in the data.
 */
export function withVocabularyHint<T>(
  attribute: string,
  id: string,
  vocabulary: readonly string[],
  lookup: () => T,
): T {
  try {
    return lookup();
  } catch (error) {
    if (!(error instanceof CtpError) || error.code !== 'FACTOR_NOT_FOUND' || vocabulary.includes(id))
      throw error;
    const text = error.message.startsWith('[ctp] ') ? error.message.slice(6) : error.message;
    const hint = `${attribute} "${id}" is not in the shared vocabulary (${vocabulary.join(', ')}); datasets may add their own ids`;
    throw new CtpError('FACTOR_NOT_FOUND', `${text}; ${hint}`, { ...error.details, hint }, { cause: error });
  }
}
