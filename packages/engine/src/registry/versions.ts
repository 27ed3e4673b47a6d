import type { CalculationAlgorithm } from '../types.js';

/** The highest version (semver) in force on `date`: effectiveDate ≤ date < deprecatedDate. Versions come sorted. */
export function versionInForce(
  versions: readonly CalculationAlgorithm[],
  date: string,
): CalculationAlgorithm | undefined {
  for (let i = versions.length - 1; i >= 0; i--) {
    const v = versions[i] as CalculationAlgorithm;
    if (v.effectiveDate <= date && (v.deprecatedDate === undefined || v.deprecatedDate > date)) return v;
  }
  return undefined;
}

/** `id@version` of an algorithm, as resolution steps write it. */
export const ref = (a: CalculationAlgorithm): string => `${a.id}@${a.version}`;
