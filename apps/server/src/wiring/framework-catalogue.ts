import { BUILT_IN_FRAMEWORKS, type FrameworkRegistry } from '@ctp/reporting';
import { type Database, registerFrameworks, withSystem } from '@ctp/store';
import type { Kysely } from 'kysely';

/**
 * Writes every framework version of `frameworks` to the database's global catalogue (system
 * scope; idempotent). A version already stored with a different definition stops the start-up
 * with a conflict: reports name the version they used, so a version must keep meaning one thing.
 * Frameworks that are not built in are recorded as `plugin`.
 */
export async function registerFrameworkCatalogue(
  db: Kysely<Database>,
  frameworks: FrameworkRegistry,
): Promise<void> {
  const builtIn = new Set(BUILT_IN_FRAMEWORKS.map((f) => `${f.code}@${f.version}`));
  const records = frameworks.records().map((r) => ({
    code: r.code,
    version: r.version,
    name: r.name,
    source: builtIn.has(`${r.code}@${r.version}`) ? ('built-in' as const) : ('plugin' as const),
    definition: r.definition as never,
  }));
  await withSystem(db, (scope) => registerFrameworks(scope, records));
}
