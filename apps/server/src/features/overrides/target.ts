import type { AlgorithmRegistry } from '@ctp/engine';

/** Why an override cannot target what it names: a problem-table code and a sentence. */
export interface TargetRefusal {
  code: 'UNKNOWN_CATEGORY' | 'ALGORITHM_NOT_FOUND' | 'INVALID_OVERRIDE';
  detail: string;
}

/**
 * Checks an override against the registry before it is stored: its category must be one some
 * algorithm calculates, and a methodology override must name a registered algorithm (and version)
 * of that same category, or resolution would fail for every activity it covers.
 */
export function checkOverrideTarget(
  registry: AlgorithmRegistry,
  o: { category: string; kind: string; algorithmId?: string; algorithmVersion?: string | null | undefined },
): TargetRefusal | null {
  if (!registry.hasCategory(o.category)) {
    return {
      code: 'UNKNOWN_CATEGORY',
      detail: `No algorithm calculates ${o.category}; known categories: ${registry.categories().join(', ')}.`,
    };
  }
  if (o.kind !== 'methodology' || o.algorithmId === undefined) return null;
  const version = o.algorithmVersion ?? undefined;
  if (!registry.has(o.algorithmId, version)) {
    const known = registry.versions(o.algorithmId).map((a) => a.version);
    return {
      code: 'ALGORITHM_NOT_FOUND',
      detail:
        known.length === 0
          ? `No algorithm ${o.algorithmId} is registered.`
          : `${o.algorithmId} has no version ${version}; registered: ${known.join(', ')}.`,
    };
  }
  const algorithm = registry.get(o.algorithmId, version);
  if (algorithm.category !== o.category) {
    return {
      code: 'INVALID_OVERRIDE',
      detail: `${o.algorithmId} calculates ${algorithm.category}, not ${o.category}.`,
    };
  }
  return null;
}
