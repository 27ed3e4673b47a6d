import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ApiTokensTable } from '../database/reporting.js';
import {
  ConflictError,
  isCheckViolation,
  isUniqueViolation,
  NotFoundError,
  parseInput,
  StoreValidationError,
} from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope, SystemScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';
import { RoleSchema } from './users.js';

/** An API token as stored (the shape of `@ctp/auth`'s `ApiTokenRecord`): only the hash of the token. */
export interface StoredApiToken {
  readonly id: string;
  readonly tokenHash: string;
  readonly lastFour: string;
  readonly organizationId: string;
  readonly role: z.infer<typeof RoleSchema>;
  readonly name: string;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
  readonly lastUsedAt: Date | null;
}

export const ApiTokenInputSchema = z
  .object({
    tokenHash: z.string().min(16).max(200),
    lastFour: z.string().length(4),
    role: RoleSchema,
    name: z.string().trim().min(1).max(200),
    createdBy: z.uuid().nullable().default(null),
    expiresAt: z.date().nullable().default(null),
  })
  .strict();

function toToken(row: Selectable<ApiTokensTable>): StoredApiToken {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    lastFour: row.last_four,
    organizationId: row.organization_id,
    role: row.role,
    name: row.name,
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}

/** Stores a new token of the scope's organization. The plaintext never reaches the store. */
export async function createApiToken(
  scope: OrganizationScope,
  input: z.input<typeof ApiTokenInputSchema>,
): Promise<StoredApiToken> {
  const t = parseInput('API token', ApiTokenInputSchema, input);
  try {
    const row = await scope.db
      .insertInto('api_tokens')
      .values({
        id: uuidv7(),
        organization_id: scope.organizationId,
        token_hash: t.tokenHash,
        last_four: t.lastFour,
        role: t.role,
        name: t.name,
        created_by: t.createdBy,
        created_at: new Date(),
        expires_at: t.expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toToken(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('API token', 'token hash already stored');
    // The database's trigger: a token never grants more than its creator holds.
    if (isCheckViolation(error, 'api_tokens_within_creator'))
      throw new StoreValidationError('API token', [
        { path: 'role', message: 'above the role of its creator, or the creator is disabled' },
      ]);
    throw error;
  }
}

/** Tokens of the scope's organization, newest first (hashes included: never send them to clients). */
export async function listApiTokens(scope: OrganizationScope): Promise<StoredApiToken[]> {
  const rows = await scope.db
    .selectFrom('api_tokens')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toToken);
}

/** A token of the scope's organization by its public id, or null (hash included: never send it). */
export async function findApiToken(scope: OrganizationScope, id: string): Promise<StoredApiToken | null> {
  const tokenId = parseInput('token id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('api_tokens')
    .selectAll()
    .where('id', '=', tokenId)
    .executeTakeFirst();
  return row === undefined ? null : toToken(row);
}

/**
 * One page of the scope's organization's tokens in creation order (stable cursor), revoked and
 * expired ones included so an administrator sees the whole history. Hashes included: never send
 * them to clients.
 */
export async function listApiTokenPage(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<StoredApiToken>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('api_tokens').selectAll(), page, toToken);
}

/** The user who created a token, as that user is now (read at every authentication). */
export interface ApiTokenCreator {
  readonly role: z.infer<typeof RoleSchema>;
  readonly disabled: boolean;
}

/**
 * System operation (authentication of a bearer token): the token with this hash, or null, with its
 * creator as the creator is now: `null` for a token nobody created (set up by an operator); a
 * creator missing from the organization reads as disabled.
 */
export async function findApiTokenByHash(
  scope: SystemScope,
  tokenHash: string,
): Promise<(StoredApiToken & { readonly creator: ApiTokenCreator | null }) | null> {
  const row = await scope.db
    .selectFrom('api_tokens as t')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 't.created_by').onRef('u.organization_id', '=', 't.organization_id'),
    )
    .selectAll('t')
    .select(['u.role as creator_role', 'u.disabled as creator_disabled'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (row === undefined) return null;
  const { creator_role, creator_disabled, ...token } = row;
  const creator =
    token.created_by === null
      ? null
      : creator_role === null
        ? { role: 'READ_ONLY' as const, disabled: true }
        : { role: creator_role, disabled: creator_disabled === true };
  return { ...toToken(token), creator };
}

/** Records the last use of a token of the scope's organization. */
export async function markApiTokenUsed(scope: OrganizationScope, id: string, at: Date): Promise<void> {
  await scope.db
    .updateTable('api_tokens')
    .set({ last_used_at: at })
    .where('id', '=', parseInput('token id', z.uuid(), id))
    .execute();
}

/** Revokes a token of the scope's organization; revoking twice keeps the first time. @throws NotFoundError */
export async function revokeApiToken(
  scope: OrganizationScope,
  id: string,
  at: Date,
): Promise<StoredApiToken> {
  const tokenId = parseInput('token id', z.uuid(), id);
  await scope.db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await scope.db
    .selectFrom('api_tokens')
    .selectAll()
    .where('id', '=', tokenId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('API token', tokenId);
  return toToken(row);
}
