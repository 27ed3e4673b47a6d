import { AlgorithmDefinitionSchema, defineAlgorithm } from '../define-algorithm.js';
import { AlgorithmNotFoundError, DuplicateAlgorithmError } from '../errors/index.js';
import { compareSemver } from '../semver.js';
import type { CalculationAlgorithm } from '../types.js';
import { type AlgorithmResolution, type ResolutionQuery, resolveAlgorithm } from './resolve.js';

const slotKey = (category: string, region: string | undefined): string => `${category}|${region ?? ''}`;

/**
 * The algorithms a deployment knows, by id and version, and the resolution rule that picks one for
 * an activity (see {@link AlgorithmRegistry.resolve} and the README). Several versions of one id may
 * be registered; each (category, region) slot has at most one automatic algorithm id, and further
 * ids for it are registered with {@link AlgorithmRegistry.registerAlternative}.
 */
export class AlgorithmRegistry {
  readonly #byId = new Map<string, CalculationAlgorithm[]>();
  readonly #slots = new Map<string, string>();
  readonly #alternatives = new Set<string>();
  readonly #categories = new Set<string>();

  /**
   * Registers algorithms for automatic resolution (generic when `region` is absent, regional otherwise).
   * @throws InvalidAlgorithmError for an invalid definition; DuplicateAlgorithmError (code
   * `DUPLICATE_ALGORITHM`) for an id+version registered twice, a version whose category or region
   * differs from the id's other versions, or a second automatic id for one category and region.
   */
  register(...algorithms: readonly CalculationAlgorithm[]): this {
    for (const algorithm of algorithms) this.#add(algorithm, false);
    return this;
  }

  /**
   * Registers algorithms that resolution never picks by itself: they are used only when an
   * approved methodology override names them (or through {@link get}).
   */
  registerAlternative(...algorithms: readonly CalculationAlgorithm[]): this {
    for (const algorithm of algorithms) this.#add(algorithm, true);
    return this;
  }

  #add(input: CalculationAlgorithm, alternative: boolean): void {
    const algorithm =
      Object.isFrozen(input) && AlgorithmDefinitionSchema.safeParse(input).success
        ? input
        : defineAlgorithm(input);
    const { id, version, category, region } = algorithm;
    const versions = this.#byId.get(id) ?? [];
    const fail = (reason: string): never => {
      throw new DuplicateAlgorithmError({ algorithmId: id, version, reason });
    };
    if (versions.some((v) => v.version === version)) fail('this id and version are already registered');
    const first = versions[0];
    if (first !== undefined && (first.category !== category || first.region !== region)) {
      fail(
        `every version of an id must share category and region (${first.version} is ${first.category} in ${first.region ?? 'any region'})`,
      );
    }
    if (first !== undefined && this.#alternatives.has(id) !== alternative) {
      fail(`other versions were registered ${alternative ? 'for automatic resolution' : 'as alternatives'}`);
    }
    const slot = slotKey(category, region);
    const owner = this.#slots.get(slot);
    if (!alternative && owner !== undefined && owner !== id) {
      fail(
        `${owner} already resolves ${category} ${region === undefined ? '(generic)' : `in ${region}`}; register this one with registerAlternative() and select it with a methodology override`,
      );
    }
    if (!alternative) this.#slots.set(slot, id);
    else this.#alternatives.add(id);
    this.#categories.add(category);
    this.#byId.set(
      id,
      [...versions, algorithm].sort((a, b) => compareSemver(a.version, b.version)),
    );
  }

  /** True when the id (and version, when given) is registered. */
  has(id: string, version?: string): boolean {
    const versions = this.#byId.get(id) ?? [];
    return version === undefined ? versions.length > 0 : versions.some((v) => v.version === version);
  }

  /**
   * The algorithm with this id and version, or its highest version when `version` is absent.
   * @throws AlgorithmNotFoundError (code `ALGORITHM_NOT_FOUND`) listing the registered versions.
   */
  get(id: string, version?: string): CalculationAlgorithm {
    const versions = this.#byId.get(id) ?? [];
    const found = version === undefined ? versions.at(-1) : versions.find((v) => v.version === version);
    if (found === undefined) {
      throw new AlgorithmNotFoundError({
        algorithmId: id,
        ...(version === undefined ? {} : { version }),
        known: versions.map((v) => v.version),
      });
    }
    return found;
  }

  /** Every version of one id, lowest first. */
  versions(id: string): readonly CalculationAlgorithm[] {
    return this.#byId.get(id) ?? [];
  }

  /** Every registered algorithm, by id then version. */
  list(): readonly CalculationAlgorithm[] {
    return [...this.#byId.keys()].sort().flatMap((id) => this.#byId.get(id) ?? []);
  }

  /** Every category some algorithm is registered for, sorted. */
  categories(): readonly string[] {
    return [...this.#categories].sort();
  }

  /** True when some algorithm is registered for the category. */
  hasCategory(category: string): boolean {
    return this.#categories.has(category);
  }

  /** The automatic algorithm id for a category in a region (`undefined` region: the generic one). */
  automaticId(category: string, region: string | undefined): string | undefined {
    return this.#slots.get(slotKey(category, region));
  }

  /**
   * Picks the algorithm for an activity: an approved, in-date organization override for the
   * category, else the regional algorithm for the most specific region on the region chain, else
   * the generic one; within an id, the highest version in force on the date. See the README.
   * @throws UnknownCategoryError, NoAlgorithmInForceError, AlgorithmNotFoundError, OverrideConflictError, InvalidOverrideError.
   */
  resolve(query: ResolutionQuery): AlgorithmResolution {
    return resolveAlgorithm(this, query);
  }
}
