import { DuplicateFrameworkError, FrameworkNotFoundError } from '../errors.js';
import { defineFramework } from './define.js';
import type { Disclosure, FrameworkDefinition, FrameworkSchema } from './schema.js';

/** The stored form of a framework: what the server writes to `report_frameworks`. */
export interface FrameworkRecord {
  readonly code: string;
  readonly version: string;
  readonly name: string;
  /** The whole definition as JSON; `defineFramework(definition)` reads it back. */
  readonly definition: FrameworkDefinition;
}

/** Compares versions so that `2024` < `2025` and `ESRS-Set1-2023` < `ESRS-Set2-2026` (numeric-aware). */
const byVersion = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

/**
 * Frameworks by code and version. Built-in and plugin frameworks are registered at start-up; a
 * plugin may also add disclosures to a registered framework, which makes a new version.
 */
export class FrameworkRegistry {
  readonly #frameworks = new Map<string, Map<string, FrameworkSchema>>();

  /** Registers a framework (validated by `defineFramework` when given as a plain definition). */
  register(framework: FrameworkSchema | FrameworkDefinition): FrameworkSchema {
    const fw = defineFramework(framework as FrameworkDefinition);
    const versions = this.#frameworks.get(fw.code) ?? new Map<string, FrameworkSchema>();
    if (versions.has(fw.version)) throw new DuplicateFrameworkError(fw.code, fw.version);
    versions.set(fw.version, fw);
    this.#frameworks.set(fw.code, versions);
    return fw;
  }

  /**
   * Registers `version` of `code`: the disclosures of `baseVersion` followed by `disclosures`
   * (a plugin's additions). Ids must stay unique.
   */
  extend(
    code: string,
    baseVersion: string,
    version: string,
    disclosures: readonly Disclosure[],
  ): FrameworkSchema {
    const base = this.get(code, baseVersion);
    return this.register({ ...base, version, disclosures: [...base.disclosures, ...disclosures] });
  }

  /** The framework `code` at `version`, or its latest version when `version` is left out. */
  get(code: string, version?: string): FrameworkSchema {
    const versions = this.#frameworks.get(code);
    if (versions === undefined) throw new FrameworkNotFoundError(code, version ?? null);
    if (version !== undefined) {
      const fw = versions.get(version);
      if (fw === undefined) throw new FrameworkNotFoundError(code, version);
      return fw;
    }
    const latest = [...versions.keys()].sort(byVersion).at(-1) as string;
    return versions.get(latest) as FrameworkSchema;
  }

  /**
   * The framework to use for a report under `code` whose period starts on `periodStart`: the
   * registered framework that declares it `supersedes` `code` from a date on or before
   * `periodStart` (the latest such date wins), else `code` itself. GRI 102 replaces GRI 305
   * (`gri`) for periods starting on or after 2027-01-01.
   * @throws FrameworkNotFoundError when `code` is not registered.
   */
  forPeriod(code: string, periodStart: string): FrameworkSchema {
    const requested = this.get(code);
    const successors = this.list()
      .filter((f) => f.supersedes?.code === code && f.supersedes.forPeriodsFrom <= periodStart)
      .sort((a, b) => (a.supersedes?.forPeriodsFrom ?? '').localeCompare(b.supersedes?.forPeriodsFrom ?? ''));
    return successors.at(-1) ?? requested;
  }

  /** Whether `code` (at `version`, if given) is registered. */
  has(code: string, version?: string): boolean {
    const versions = this.#frameworks.get(code);
    return versions !== undefined && (version === undefined || versions.has(version));
  }

  /** Every registered framework, by code then version. */
  list(): FrameworkSchema[] {
    return [...this.#frameworks.keys()].sort().flatMap((code) => {
      const versions = this.#frameworks.get(code) as Map<string, FrameworkSchema>;
      return [...versions.keys()].sort(byVersion).map((v) => versions.get(v) as FrameworkSchema);
    });
  }

  /** The records to store, one per registered framework version. */
  records(): FrameworkRecord[] {
    return this.list().map(frameworkRecord);
  }
}

/** The stored form of one framework. */
export function frameworkRecord(framework: FrameworkSchema): FrameworkRecord {
  return {
    code: framework.code,
    version: framework.version,
    name: framework.name,
    definition: JSON.parse(JSON.stringify(framework)) as FrameworkDefinition,
  };
}
