import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { SessionsTable } from '../database/reporting.js';
import type { Database } from '../database/schema.js';
import { parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope, SystemScope } from '../scope.js';
import { RoleSchema } from './users.js';

/** A browser session as stored (the shape of `@ctp/auth`'s `SessionRecord`; `idHash` is the token hash). */
export interface StoredSession {
  readonly idHash: string;
  readonly userId: string;
  readonly organizationId: string;
  readonly role: z.infer<typeof RoleSchema>;
  readonly authMethod: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly idleExpiresAt: Date;
  readonly absoluteExpiresAt: Date;
}

export const SessionInputSchema = z
  .object({
    idHash: z.string().min(16).max(200),
    userId: z.uuid(),
    organizationId: z.uuid().optional(),
    role: RoleSchema,
    authMethod: z.string().min(1).max(50),
    createdAt: z.date(),
    lastSeenAt: z.date(),
    idleExpiresAt: z.date(),
    absoluteExpiresAt: z.date(),
    ip: z.string().max(100).nullable().optional(),
    userAgent: z.string().max(1000).nullable().optional(),
  })
  .strict();

/** A session token hash as {@link SessionInputSchema} takes it (made once: every request checks one). */
const TokenHashSchema = SessionInputSchema.shape.idHash;

function toSession(row: Selectable<SessionsTable>): StoredSession {
  return {
    idHash: row.token_hash,
    userId: row.user_id,
    organizationId: row.organization_id,
    role: row.role,
    authMethod: row.auth_method,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    idleExpiresAt: row.idle_expires_at,
    absoluteExpiresAt: row.absolute_expires_at,
  };
}

/** Stores a new session of a user of the scope's organization (at sign-in). */
export async function createSession(
  scope: OrganizationScope,
  input: z.input<typeof SessionInputSchema>,
): Promise<void> {
  const s = parseInput('session', SessionInputSchema, input);
  await scope.db
    .insertInto('sessions')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      user_id: s.userId,
      token_hash: s.idHash,
      role: s.role,
      auth_method: s.authMethod,
      created_at: s.createdAt,
      last_seen_at: s.lastSeenAt,
      idle_expires_at: s.idleExpiresAt,
      absolute_expires_at: s.absoluteExpiresAt,
      ip: s.ip ?? null,
      user_agent: s.userAgent ?? null,
    })
    .execute();
}

/**
 * System operation (authentication, before the organization is known): the session with this
 * token hash, or null. The caller checks expiry.
 */
export async function findSessionByHash(scope: SystemScope, idHash: string): Promise<StoredSession | null> {
  const row = await scope.db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', idHash)
    .executeTakeFirst();
  return row === undefined ? null : toSession(row);
}

/**
 * System operation (authentication, before the organization is known): the session with this token
 * hash, or null, read in one statement without a transaction. It sees what
 * {@link findSessionByHash} in a `withSystem` transaction sees (the database function it calls runs
 * as `ctp_system`), in one round trip instead of four. The caller checks expiry.
 */
export async function lookupSession(db: Kysely<Database>, idHash: string): Promise<StoredSession | null> {
  const hash = parseInput('session token hash', TokenHashSchema, idHash);
  const { rows } = await sql<
    Selectable<SessionsTable>
  >`SELECT * FROM ctp_session_by_token_hash(${hash})`.execute(db);
  const row = rows[0];
  return row === undefined ? null : toSession(row);
}

/** Sliding renewal of a session of the scope's organization. */
export async function touchSession(
  scope: OrganizationScope,
  idHash: string,
  update: { lastSeenAt: Date; idleExpiresAt: Date },
): Promise<void> {
  await scope.db
    .updateTable('sessions')
    .set({ last_seen_at: update.lastSeenAt, idle_expires_at: update.idleExpiresAt })
    .where('token_hash', '=', idHash)
    .execute();
}

/** Ends a session of the scope's organization (deleting a missing one is not an error). */
export async function deleteSession(scope: OrganizationScope, idHash: string): Promise<void> {
  await scope.db.deleteFrom('sessions').where('token_hash', '=', idHash).execute();
}

/** Ends every session of a user of the scope's organization. Returns how many ended. */
export async function deleteUserSessions(scope: OrganizationScope, userId: string): Promise<number> {
  const id = parseInput('user id', z.uuid(), userId);
  const result = await scope.db.deleteFrom('sessions').where('user_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** System operation (housekeeping): deletes sessions past either expiry, across organizations. */
export async function deleteExpiredSessions(scope: SystemScope, now: Date): Promise<number> {
  const result = await scope.db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('idle_expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
