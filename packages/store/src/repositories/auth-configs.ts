import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AuthConfigsTable, RoleMappingsTable } from '../database/reporting.js';
import { ConflictError, isUniqueViolation, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope, SystemScope } from '../scope.js';
import { RoleSchema } from './users.js';

/** An organization's OIDC configuration. The client secret is stored sealed by the caller, never in clear. */
export interface AuthConfig {
  readonly id: string;
  readonly organizationId: string;
  readonly provider: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecretEncrypted: string | null;
  readonly audience: string | null;
  readonly groupClaim: string;
  readonly allowInsecureHttp: boolean;
  readonly scopes: string;
  readonly enabled: boolean;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Kinds of role mapping; `default` is the catch-all (priority 0, no value). */
export const ROLE_MAPPING_KINDS = ['email_domain', 'group', 'attribute', 'default'] as const;

/** A rule giving a role to users who match it; the highest `priority` is evaluated first. */
export interface RoleMapping {
  readonly id: string;
  readonly authConfigId: string | null;
  readonly kind: (typeof ROLE_MAPPING_KINDS)[number];
  /** Claim path of an `attribute` mapping, else null. */
  readonly attribute: string | null;
  /** Null only for the `default` mapping. */
  readonly value: string | null;
  readonly role: z.infer<typeof RoleSchema>;
  readonly priority: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export const AuthConfigInputSchema = z
  .object({
    /** Id to use when the configuration is created (the caller seals the secret bound to it). */
    id: z.uuid().optional(),
    issuer: z.url(),
    clientId: z.string().min(1).max(500),
    /** Already sealed (see `@ctp/auth` SecretBox); never the plaintext secret. `undefined` keeps the stored one. */
    clientSecretEncrypted: z.string().min(1).nullable().optional(),
    audience: z.string().min(1).max(500).nullable().default(null),
    groupClaim: z.string().min(1).max(200).default('groups'),
    allowInsecureHttp: z.boolean().default(false),
    scopes: z.string().min(1).default('openid email profile'),
    enabled: z.boolean().default(true),
    settings: z.record(z.string(), z.json()).default({}),
  })
  .strict()
  .refine((c) => c.audience === null || c.audience !== c.clientId, {
    path: ['audience'],
    message: 'must differ from clientId',
  });

const mappingShape = {
  kind: z.enum(ROLE_MAPPING_KINDS),
  attribute: z.string().min(1).max(200).nullable().default(null),
  value: z.string().min(1).max(500).nullable().default(null),
  role: RoleSchema,
  priority: z.int().min(0).max(1_000_000),
};

const checkMapping = (
  m: { kind: string; attribute: string | null; value: string | null; priority: number },
  ctx: z.RefinementCtx,
) => {
  if ((m.kind === 'attribute') !== (m.attribute !== null))
    ctx.addIssue({
      code: 'custom',
      path: ['attribute'],
      message: 'required for kind attribute, and only for it',
    });
  if ((m.kind === 'default') !== (m.value === null))
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'null for the default mapping, required otherwise',
    });
  if (m.kind === 'default' && m.priority !== 0)
    ctx.addIssue({ code: 'custom', path: ['priority'], message: 'must be 0 for the default mapping' });
};

export const RoleMappingInputSchema = z
  .object({ authConfigId: z.uuid().nullable().default(null), ...mappingShape })
  .strict()
  .superRefine(checkMapping);

const toConfig = (r: Selectable<AuthConfigsTable>): AuthConfig => ({
  id: r.id,
  organizationId: r.organization_id,
  provider: r.provider,
  issuer: r.issuer,
  clientId: r.client_id,
  clientSecretEncrypted: r.client_secret_encrypted,
  audience: r.audience,
  groupClaim: r.group_claim,
  allowInsecureHttp: r.allow_insecure_http,
  scopes: r.scopes,
  enabled: r.enabled,
  settings: r.settings,
  createdAt: r.created_at,
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
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/**
 * Creates or replaces the scope's OIDC configuration (one per organization).
 * @throws ConflictError (details `field: 'audience'`) when another configuration of the deployment
 * already accepts machine tokens of this issuer and audience (the pair binds them to one organization).
 */
export async function saveAuthConfig(
  scope: OrganizationScope,
  input: z.input<typeof AuthConfigInputSchema>,
): Promise<AuthConfig> {
  const c = parseInput('auth configuration', AuthConfigInputSchema, input);
  const values = {
    provider: 'oidc',
    issuer: c.issuer,
    client_id: c.clientId,
    ...(c.clientSecretEncrypted === undefined ? {} : { client_secret_encrypted: c.clientSecretEncrypted }),
    audience: c.audience,
    group_claim: c.groupClaim,
    allow_insecure_http: c.allowInsecureHttp,
    scopes: c.scopes,
    enabled: c.enabled,
    settings: JSON.stringify(c.settings),
    updated_at: new Date(),
  };
  const existing = await scope.db.selectFrom('auth_configs').select('id').executeTakeFirst();
  try {
    const row =
      existing === undefined
        ? await scope.db
            .insertInto('auth_configs')
            .values({
              id: c.id ?? uuidv7(),
              organization_id: scope.organizationId,
              client_secret_encrypted: null,
              ...values,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await scope.db
            .updateTable('auth_configs')
            .set(values)
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
    return toConfig(row);
  } catch (error) {
    if (isUniqueViolation(error, 'auth_configs_issuer_audience_key'))
      throw new ConflictError('auth configuration', 'issuer and audience are taken', { field: 'audience' });
    throw error;
  }
}

/** The scope's OIDC configuration, or undefined. */
export async function getAuthConfig(scope: OrganizationScope): Promise<AuthConfig | undefined> {
  const row = await scope.db.selectFrom('auth_configs').selectAll().executeTakeFirst();
  return row === undefined ? undefined : toConfig(row);
}

/**
 * Every enabled configuration naming one of `issuers` (spellings of one issuer, with and without the
 * trailing slash), across organizations: which organizations trust a provider-issued access token.
 * System scope; the issuer is the only request data used.
 */
export async function findEnabledAuthConfigsByIssuer(
  system: SystemScope,
  issuers: readonly string[],
): Promise<AuthConfig[]> {
  if (issuers.length === 0) return [];
  const rows = await system.db
    .selectFrom('auth_configs')
    .selectAll()
    .where('issuer', 'in', [...issuers])
    .where('enabled', '=', true)
    .execute();
  return rows.map(toConfig);
}

/** Adds a role mapping. @throws ConflictError for a second default mapping of the configuration. */
export async function createRoleMapping(
  scope: OrganizationScope,
  input: z.input<typeof RoleMappingInputSchema>,
): Promise<RoleMapping> {
  const m = parseInput('role mapping', RoleMappingInputSchema, input);
  try {
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
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError('role mapping', 'a default mapping already exists', {});
    throw error;
  }
}

export const RoleMappingPatchSchema = z
  .object({
    kind: mappingShape.kind,
    attribute: z.string().min(1).max(200).nullable(),
    value: z.string().min(1).max(500).nullable(),
    role: RoleSchema,
    priority: mappingShape.priority,
  })
  .partial()
  .strict();

/** Changes a role mapping (the result must still be a valid mapping). @throws NotFoundError */
export async function updateRoleMapping(
  scope: OrganizationScope,
  id: string,
  patch: z.input<typeof RoleMappingPatchSchema>,
): Promise<{ before: RoleMapping; after: RoleMapping }> {
  const mappingId = parseInput('role mapping id', z.uuid(), id);
  const p = parseInput('role mapping change', RoleMappingPatchSchema, patch);
  const current = await scope.db
    .selectFrom('role_mappings')
    .selectAll()
    .where('id', '=', mappingId)
    .executeTakeFirst();
  if (current === undefined) throw new NotFoundError('role mapping', mappingId);
  const before = toMapping(current);
  const merged = parseInput('role mapping', RoleMappingInputSchema, {
    authConfigId: before.authConfigId,
    kind: p.kind ?? before.kind,
    attribute: p.attribute === undefined ? before.attribute : p.attribute,
    value: p.value === undefined ? before.value : p.value,
    role: p.role ?? before.role,
    priority: p.priority ?? before.priority,
  });
  try {
    const row = await scope.db
      .updateTable('role_mappings')
      .set({
        kind: merged.kind,
        attribute: merged.attribute,
        value: merged.value,
        role: merged.role,
        priority: merged.priority,
        updated_at: new Date(),
      })
      .where('id', '=', mappingId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before, after: toMapping(row) };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError('role mapping', 'a default mapping already exists', {});
    throw error;
  }
}

/**
 * Role mappings of the scope's organization (of one configuration when `authConfigId` is given) in
 * evaluation order: highest priority first, then creation order.
 */
export async function listRoleMappings(
  scope: OrganizationScope,
  authConfigId?: string,
): Promise<RoleMapping[]> {
  let query = scope.db.selectFrom('role_mappings').selectAll();
  if (authConfigId !== undefined)
    query = query.where('auth_config_id', '=', parseInput('auth config id', z.uuid(), authConfigId));
  const rows = await query.orderBy('priority', 'desc').orderBy('id').execute();
  return rows.map(toMapping);
}

/** Deletes a role mapping and returns it. @throws NotFoundError */
export async function deleteRoleMapping(scope: OrganizationScope, id: string): Promise<RoleMapping> {
  const mappingId = parseInput('role mapping id', z.uuid(), id);
  const row = await scope.db
    .deleteFrom('role_mappings')
    .where('id', '=', mappingId)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('role mapping', mappingId);
  return toMapping(row);
}
