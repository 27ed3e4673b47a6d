import { AlgorithmNotFoundError, InvalidOverrideError } from '../errors/index.js';
import type { AlgorithmOverride } from '../overrides/index.js';
import type { CalculationAlgorithm, CalculationWarning } from '../types.js';
import type { AlgorithmRegistry } from './registry.js';
import { ref, versionInForce } from './versions.js';

/**
 * The algorithm an applicable methodology override selects: its pinned version, or the version in
 * force on the date. Appends the resolution step, and a warning when a pinned version is not in force.
 * @throws AlgorithmNotFoundError when the registry lacks it; InvalidOverrideError when its category differs.
 */
export function methodologyAlgorithm(
  registry: AlgorithmRegistry,
  o: AlgorithmOverride & { kind: 'methodology' },
  date: string,
  steps: string[],
  warnings: CalculationWarning[],
): CalculationAlgorithm {
  const versions = registry.versions(o.algorithmId);
  const version = o.algorithmVersion ?? undefined;
  const chosen =
    version === undefined ? versionInForce(versions, date) : versions.find((v) => v.version === version);
  if (chosen === undefined) {
    throw new AlgorithmNotFoundError({
      algorithmId: o.algorithmId,
      ...(version === undefined ? {} : { version }),
      known: versions.map((v) => v.version),
      reason: `named by methodology override ${JSON.stringify(o.id)}${version === undefined ? `; none in force on ${date}` : ''}`,
    });
  }
  if (chosen.category !== o.category) {
    throw new InvalidOverrideError({
      overrideId: o.id,
      issues: [`algorithmId: ${ref(chosen)} is for ${chosen.category}, not ${o.category}`],
    });
  }
  if (versionInForce([chosen], date) === undefined) {
    warnings.push({
      code: 'ALGORITHM_VERSION_NOT_IN_FORCE',
      message: `${ref(chosen)}, pinned by override ${JSON.stringify(o.id)}, is not in force on ${date}`,
    });
  }
  steps.push(
    `methodology override ${JSON.stringify(o.id)} selects ${ref(chosen)}${version === undefined ? ` (version in force on ${date})` : ' (pinned version)'}`,
  );
  return chosen;
}
