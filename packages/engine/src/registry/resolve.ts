import { formatDecimal, regionChain } from '@ctp/factors';
import { NoAlgorithmInForceError, OverrideConflictError, UnknownCategoryError } from '../errors/index.js';
import { type AlgorithmOverride, selectOverride } from '../overrides/index.js';
import type { AlgorithmType, CalculationAlgorithm, CalculationWarning } from '../types.js';
import { methodologyAlgorithm } from './methodology.js';
import type { AlgorithmRegistry } from './registry.js';
import { ref, versionInForce } from './versions.js';

/** What resolution needs to know about an activity. */
export interface ResolutionQuery {
  readonly category: string;
  /** Activity region; `GLOBAL` when absent. */
  readonly region?: string;
  /** Activity date (the period start), `YYYY-MM-DD`. */
  readonly date: string;
  readonly organizationId?: string;
  /** The organization's validated overrides (see `parseOverrides`). */
  readonly overrides?: readonly AlgorithmOverride[];
  /** Named in error messages. */
  readonly activityId?: string;
}

/** The algorithm chosen for an activity, and why. */
export interface AlgorithmResolution {
  readonly algorithm: CalculationAlgorithm;
  /** `override` whenever an organization override applies, whatever its kind. */
  readonly type: AlgorithmType;
  /** Human-readable steps, in order, for the record and for people. */
  readonly resolution: readonly string[];
  /** The override that applies, if any. */
  readonly override?: AlgorithmOverride;
  /** Overrides ignored on the way (unapproved, self-approved, out of dates) and version notes. */
  readonly warnings: readonly CalculationWarning[];
}

function defaultAlgorithm(
  registry: AlgorithmRegistry,
  q: ResolutionQuery,
  region: string,
  steps: string[],
): { algorithm: CalculationAlgorithm; type: AlgorithmType } {
  const chain = regionChain(region);
  steps.push(`region chain ${chain.join(' → ')}`);
  const tried: string[] = [];
  for (const r of [...chain.filter((c) => c !== 'GLOBAL'), undefined]) {
    const id = registry.automaticId(q.category, r);
    const where = r === undefined ? 'generic' : `regional for ${r}`;
    if (id === undefined) {
      if (r !== undefined) steps.push(`no regional algorithm for ${r}`);
      continue;
    }
    const algorithm = versionInForce(registry.versions(id), q.date);
    if (algorithm === undefined) {
      steps.push(`${where} algorithm ${id} has no version in force on ${q.date}`);
      tried.push(`${id} (${where}): no version in force`);
      continue;
    }
    steps.push(
      `${where} algorithm ${ref(algorithm)} (in force from ${algorithm.effectiveDate}${algorithm.deprecatedDate ? ` until ${algorithm.deprecatedDate}` : ''})`,
    );
    return { algorithm, type: r === undefined ? 'generic' : 'regional' };
  }
  throw new NoAlgorithmInForceError({
    category: q.category,
    region,
    date: q.date,
    tried: tried.length > 0 ? tried : ['no generic algorithm'],
    ...(q.activityId === undefined ? {} : { activityId: q.activityId }),
  });
}

/** The resolution rule of {@link AlgorithmRegistry.resolve}. */
export function resolveAlgorithm(registry: AlgorithmRegistry, q: ResolutionQuery): AlgorithmResolution {
  if (!registry.hasCategory(q.category)) {
    throw new UnknownCategoryError({
      category: q.category,
      knownCategories: [...registry.categories()],
      ...(q.activityId === undefined ? {} : { activityId: q.activityId }),
    });
  }
  const region = q.region ?? 'GLOBAL';
  const selection = selectOverride(q.overrides ?? [], {
    organizationId: q.organizationId,
    category: q.category,
    date: q.date,
  });
  const steps = [...selection.steps];
  const warnings = [...selection.warnings];
  if (selection.applicable.length > 1) {
    throw new OverrideConflictError({
      organizationId: q.organizationId ?? '',
      category: q.category,
      date: q.date,
      overrideIds: selection.applicable.map((o) => o.id),
    });
  }
  const o = selection.override;
  if (o?.kind === 'methodology') {
    const algorithm = methodologyAlgorithm(registry, o, q.date, steps, warnings);
    return Object.freeze({
      algorithm,
      type: 'override',
      resolution: Object.freeze(steps),
      override: o,
      warnings: Object.freeze(warnings),
    });
  }
  const { algorithm, type } = defaultAlgorithm(registry, q, region, steps);
  if (o === undefined)
    return Object.freeze({
      algorithm,
      type,
      resolution: Object.freeze(steps),
      warnings: Object.freeze(warnings),
    });
  steps.push(
    o.kind === 'factor_multiplier'
      ? `factor multiplier ${formatDecimal(o.factorMultiplier)} of override ${JSON.stringify(o.id)} applies to every factor`
      : `custom formula of override ${JSON.stringify(o.id)} replaces the result of ${ref(algorithm)}: ${o.customLogic}`,
  );
  return Object.freeze({
    algorithm,
    type: 'override',
    resolution: Object.freeze(steps),
    override: o,
    warnings: Object.freeze(warnings),
  });
}
