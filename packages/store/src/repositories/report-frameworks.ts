import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ReportFrameworkCatalogueTable } from '../database/reporting.js';
import { ConflictError, NotFoundError, parseInput } from '../errors.js';
import type { OrganizationScope, SystemScope } from '../scope.js';

/** A framework version of the deployment's catalogue (the same for every organization). */
export interface CatalogueFramework {
  readonly code: string;
  readonly version: string;
  readonly name: string;
  readonly source: 'built-in' | 'plugin';
  readonly definition: unknown;
  /** SHA-256 (hex) of the RFC 8785 canonical JSON of `definition`. */
  readonly definitionHash: string;
  readonly registeredAt: Date;
}

export const FrameworkRegistrationSchema = z.strictObject({
  code: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
  version: z.string().min(1).max(50),
  name: z.string().trim().min(1).max(200),
  source: z.enum(['built-in', 'plugin']),
  definition: z.json(),
});

function toFramework(row: Selectable<ReportFrameworkCatalogueTable>): CatalogueFramework {
  return {
    code: row.code,
    version: row.version,
    name: row.name,
    source: row.source,
    definition: row.definition,
    definitionHash: row.definition_hash,
    registeredAt: row.registered_at,
  };
}

/** SHA-256 (hex) of the canonical JSON (RFC 8785, by `canonicalize`) of a framework definition. */
export function frameworkDefinitionHash(definition: unknown): string {
  const text = canonicalize(definition);
  if (text === undefined) throw new TypeError('framework definition is not JSON');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * System operation (server start-up): registers framework versions in the catalogue. A version
 * already registered with the same definition is left as it is; a version registered with a
 * DIFFERENT definition is refused, since reports name the version they used and a version must
 * keep meaning one thing (publish a new version instead). Returns the versions newly added.
 * @throws ConflictError
 */
export async function registerFrameworks(
  scope: SystemScope,
  frameworks: readonly z.input<typeof FrameworkRegistrationSchema>[],
): Promise<CatalogueFramework[]> {
  const parsed = frameworks.map((input) => {
    const f = parseInput('framework', FrameworkRegistrationSchema, input);
    return { f, hash: frameworkDefinitionHash(f.definition) };
  });
  // One read of every stored version's hash (the catalogue is small): at a start-up that brings no
  // new version, this is the only query.
  const stored = new Map(
    (
      await scope.db
        .selectFrom('report_framework_catalogue')
        .select(['code', 'version', 'definition_hash'])
        .execute()
    ).map((row) => [`${row.code}@${row.version}`, row.definition_hash]),
  );
  const added: CatalogueFramework[] = [];
  for (const { f, hash } of parsed) {
    let storedHash = stored.get(`${f.code}@${f.version}`);
    if (storedHash === undefined) {
      const row = await scope.db
        .insertInto('report_framework_catalogue')
        .values({
          code: f.code,
          version: f.version,
          name: f.name,
          source: f.source,
          definition: JSON.stringify(f.definition),
          definition_hash: hash,
        })
        .onConflict((oc) => oc.columns(['code', 'version']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row !== undefined) {
        added.push(toFramework(row));
        continue;
      }
      // Another server registered it since the read above.
      storedHash = (
        await scope.db
          .selectFrom('report_framework_catalogue')
          .select('definition_hash')
          .where('code', '=', f.code)
          .where('version', '=', f.version)
          .executeTakeFirstOrThrow()
      ).definition_hash;
    }
    if (storedHash !== hash) {
      throw new ConflictError('framework', 'this version is registered with a different definition', {
        code: f.code,
        version: f.version,
      });
    }
  }
  return added;
}

/** Every framework version of the catalogue, by code then registration order. */
export async function listCatalogueFrameworks(
  scope: OrganizationScope | SystemScope,
): Promise<CatalogueFramework[]> {
  const rows = await scope.db
    .selectFrom('report_framework_catalogue')
    .selectAll()
    .orderBy('code')
    .orderBy('registered_at')
    .orderBy('version')
    .execute();
  return rows.map(toFramework);
}

/**
 * One framework version; without `version`, the one registered last for the code (the current).
 * @throws NotFoundError
 */
export async function getCatalogueFramework(
  scope: OrganizationScope | SystemScope,
  code: string,
  version?: string,
): Promise<CatalogueFramework> {
  let query = scope.db.selectFrom('report_framework_catalogue').selectAll().where('code', '=', code);
  if (version !== undefined) query = query.where('version', '=', version);
  const row = await query.orderBy('registered_at', 'desc').orderBy('version', 'desc').executeTakeFirst();
  if (row === undefined)
    throw new NotFoundError('framework', version === undefined ? code : `${code}@${version}`);
  return toFramework(row);
}
