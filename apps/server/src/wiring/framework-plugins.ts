import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BUILT_IN_FRAMEWORKS,
  createDefaultFrameworkRegistry,
  DuplicateFrameworkError,
  defineFramework,
  type FrameworkDefinition,
  type FrameworkRegistry,
  type FrameworkSchema,
  InvalidFrameworkError,
} from '@ctp/reporting';
import { ConfigError } from './config/index.js';

/**
 * The seam through which a deployment adds reporting frameworks: plugin modules named in
 * `CTP_FRAMEWORK_PLUGINS` (loaded here at start-up) and definitions an embedder passes to
 * `createRuntime({ frameworks })`. Both end up in the runtime's `FrameworkRegistry`, next to the
 * built-in ones, and in the database's framework catalogue as `plugin`.
 */

const VARIABLE = 'CTP_FRAMEWORK_PLUGINS';

/** The frameworks one plugin module exported, validated. */
export interface LoadedFrameworkPlugin {
  /** The module as configured (a package name or an absolute path). */
  readonly module: string;
  readonly frameworks: readonly FrameworkSchema[];
}

/** Imports a module; tests pass their own. */
export type ImportModule = (specifier: string) => Promise<unknown>;

const importModule: ImportModule = (specifier) => import(specifier);

/** The module's `frameworks`: its named export, else its default export (an array, or an object holding `frameworks`). */
function exportedFrameworks(module: unknown): unknown {
  const m = module as { frameworks?: unknown; default?: unknown };
  if (m.frameworks !== undefined) return m.frameworks;
  const d = m.default as { frameworks?: unknown } | undefined;
  return Array.isArray(d) ? d : d?.frameworks;
}

/**
 * Imports every module of `CTP_FRAMEWORK_PLUGINS`, in order, and validates its frameworks with
 * `defineFramework`. A package name is resolved from the server's own location (install plugins
 * next to it); a path must be absolute (the configuration resolves relative ones).
 * @throws ConfigError naming the module that cannot be imported, exports no `frameworks` array,
 *   or holds an invalid definition (with the definition's issues).
 */
export async function loadFrameworkPlugins(
  modules: readonly string[],
  load: ImportModule = importModule,
): Promise<LoadedFrameworkPlugin[]> {
  const loaded: LoadedFrameworkPlugin[] = [];
  for (const module of modules) {
    let namespace: unknown;
    try {
      namespace = await load(isAbsolute(module) ? pathToFileURL(module).href : module);
    } catch (error) {
      throw new ConfigError(
        [`${VARIABLE}: module ${module} could not be imported: ${(error as Error).message}`],
        {
          cause: error,
        },
      );
    }
    const list = exportedFrameworks(namespace);
    if (!Array.isArray(list) || list.length === 0)
      throw new ConfigError([
        `${VARIABLE}: module ${module} exports no frameworks (expected a named or default export \`frameworks\`: a non-empty array of framework definitions)`,
      ]);
    const frameworks = list.map((definition: FrameworkDefinition, index) => {
      try {
        return defineFramework(definition);
      } catch (error) {
        const issues = error instanceof InvalidFrameworkError ? error.issues.join('; ') : String(error);
        const name = error instanceof InvalidFrameworkError ? error.framework : `#${index}`;
        throw new ConfigError([`${VARIABLE}: module ${module}: framework ${name} is invalid: ${issues}`], {
          cause: error,
        });
      }
    });
    loaded.push({ module, frameworks });
  }
  return loaded;
}

/** Where the frameworks of a registry come from, for the runtime. */
export interface FrameworkSources {
  /** Definitions passed by an embedder (`createRuntime({ frameworks })`). */
  readonly frameworks?: readonly (FrameworkSchema | FrameworkDefinition)[] | undefined;
  /** Modules loaded by {@link loadFrameworkPlugins}. */
  readonly plugins?: readonly LoadedFrameworkPlugin[] | undefined;
}

/**
 * The built-in frameworks, then the embedder's, then each plugin module's. A code and version
 * registered twice (a plugin repeating a built-in, or two plugins the same version) is refused:
 * reports name the version they used, so a version must mean one definition. A plugin adds a new
 * code, or a new version of an existing code.
 * @throws InvalidFrameworkError or DuplicateFrameworkError for the embedder's definitions;
 *   ConfigError naming the module for a plugin's.
 */
export function createFrameworkRegistry(sources: FrameworkSources = {}): FrameworkRegistry {
  const registry = createDefaultFrameworkRegistry();
  const origin = new Map(BUILT_IN_FRAMEWORKS.map((f) => [`${f.code}@${f.version}`, 'built in']));
  for (const framework of sources.frameworks ?? []) {
    const fw = registry.register(framework);
    origin.set(`${fw.code}@${fw.version}`, 'passed to createRuntime');
  }
  for (const plugin of sources.plugins ?? []) {
    for (const framework of plugin.frameworks) {
      const key = `${framework.code}@${framework.version}`;
      try {
        registry.register(framework);
      } catch (error) {
        if (!(error instanceof DuplicateFrameworkError)) throw error;
        throw new ConfigError(
          [
            `${VARIABLE}: module ${plugin.module}: framework ${key} is already registered (${origin.get(key)}); a plugin adds a new code or a new version`,
          ],
          { cause: error },
        );
      }
      origin.set(key, `by module ${plugin.module}`);
    }
  }
  return registry;
}
