import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AuthConfigsTable, RoleMappingsTable } from '../database/reporting.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { RoleSchema } from './users.js';

/** An organization's OIDC configuration. The client secret is stored encrypted by the caller. */
export interface AuthConfig {
  readonly id: string;
  readonly provider: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecretEncrypted: string | null;
  readonly scopes: string;
  readonly enabled: boolean;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly updatedAt: Date;
}

/** A rule giving a role to users who match it; lower `priority` wins. */
export interface RoleMapping {
  readonly id: string;
  readonly authConfigId: string | null;
  readonly kind: 'email_domain' | 'group' | 'attribute';
  readonly attribute: string | null;
  readonly value: string;
  readonly role: z.infer<typeof RoleSchema>;
  readonly priority: number;
}

export const AuthConfigInputSchema = z
  .object({
    issuer: z.url(),
    clientId: z.string().min(1).max(500),
    /** Already encrypted (see `@ctp/auth`); never the plaintext secret. */
    clientSecretEncrypted: z.string().min(1).nullable().default(null),
    scopes: z.string().min(1).default('openid email profile'),
    enabled: z.boolean().default(true),
    settings: z.record(z.string(), z.json()).default({}),
  })
  .strict();

export const RoleMappingInputSchema = z
  .object({
    authConfigId: z.uuid().nullable().default(null),
    kind: z.enum(['email_domain', 'group', 'attribute']),
    attribute: z.string().min(1).max(200).nullable().default(null),
    value: z.string().min(1).max(500),
    role: RoleSchema,
    priority: z.int().min(0).max(1_000_000),
  })
  .strict()
  .refine((m) => (m.kind === 'attribute') === (m.attribute !== null), {
    path: ['attribute'],
    message: 'required for kind attribute, and only for it',
  });

const toConfig = (r: Selectable<AuthConfigsTable>): AuthConfig => ({
  id: r.id,
  provider: r.provider,
  issuer: r.issuer,
  clientId: r.client_id,
  clientSecretEncrypted: r.client_secret_encrypted,
  scopes: r.scopes,
  enabled: r.enabled,
  settings: r.settings,
  updatedAt: r.updated_at,
});

const toMapping = (r: Selectable<RoleMappingsTable>): RoleMapping => ({
  id: r.id,
  authConfigId: r.auth_config_id,
  kind: r.kind,
  attribute: r.attribute,
  value: r.value,
  role: r.role,
  priority: r.priority,
});

/** Creates or replaces the scope's OIDC configuration (one per organization). */
export async function saveAuthConfig(
  scope: OrganizationScope,
  input: z.input<typeof AuthConfigInputSchema>,
): Promise<AuthConfig> {
  const c = parseInput('auth configuration', AuthConfigInputSchema, input);
  const values = {
    provider: 'oidc',
    issuer: c.issuer,
    client_id: c.clientId,
    client_secret_encrypted: c.clientSecretEncrypted,
    scopes: c.scopes,
    enabled: c.enabled,
    settings: JSON.stringify(c.settings),
    updated_at: new Date(),
  };
  const existing = await scope.db.selectFrom('auth_configs').select('id').executeTakeFirst();
  const row =
    existing === undefined
      ? await scope.db
          .insertInto('auth_configs')
          .values({ id: uuidv7(), organization_id: scope.organizationId, ...values })
          .returningAll()
          .executeTakeFirstOrThrow()
      : await scope.db
          .updateTable('auth_configs')
          .set(values)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
  return toConfig(row);
}

/** The scope's OIDC configuration, or undefined. */
export async function getAuthConfig(scope: OrganizationScope): Promise<AuthConfig | undefined> {
  const row = await scope.db.selectFrom('auth_configs').selectAll().orderBy('created_at').executeTakeFirst();
  return row === undefined ? undefined : toConfig(row);
}

/** Adds a role mapping. */
export async function createRoleMapping(
  scope: OrganizationScope,
  input: z.input<typeof RoleMappingInputSchema>,
): Promise<RoleMapping> {
  const m = parseInput('role mapping', RoleMappingInputSchema, input);
  const row = await scope.db
    .insertInto('role_mappings')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      auth_config_id: m.authConfigId,
      kind: m.kind,
      attribute: m.attribute,
      value: m.value,
      role: m.role,
      priority: m.priority,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMapping(row);
}

/** Role mappings of the scope's organization by priority (lowest first). */
export async function listRoleMappings(scope: OrganizationScope): Promise<RoleMapping[]> {
  const rows = await scope.db
    .selectFrom('role_mappings')
    .selectAll()
    .orderBy('priority')
    .orderBy('id')
    .execute();
  return rows.map(toMapping);
}

/** Deletes a role mapping. @throws NotFoundError */
export async function deleteRoleMapping(scope: OrganizationScope, id: string): Promise<void> {
  const mappingId = parseInput('role mapping id', z.uuid(), id);
  const result = await scope.db.deleteFrom('role_mappings').where('id', '=', mappingId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new NotFoundError('role mapping', mappingId);
}
