import { type CalculationAlgorithm, genericAlgorithms } from '@ctp/engine';

/**
 * The generic algorithm of @ctp/engine with this id. Regional algorithms build on the generic
 * ones through their public contract (inputs schema, calculate, methodology), so they keep
 * working whatever the engine's internals become.
 * @throws Error at module load when the engine does not ship the algorithm.
 */
export function genericAlgorithm(id: string): CalculationAlgorithm {
  const found = genericAlgorithms.find((algorithm) => algorithm.id === id);
  if (found === undefined) throw new Error(`[ctp] @ctp/engine ships no generic algorithm ${id}`);
  return found;
}
