import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Role, UsersTable } from '../database/tenancy.js';
import { ConflictError, isUniqueViolation, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** A user of one organization. `passwordHash` is only for the auth package; never serialise it. */
export interface User {
  readonly id: string;
  readonly organizationId: string;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
  readonly passwordHash: string | null;
  readonly oidcSubject: string | null;
  /** Issuer of {@link User.oidcSubject}. */
  readonly oidcIssuer: string | null;
  readonly disabled: boolean;
  readonly lastLoginAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export const RoleSchema = z.enum(['ORG_ADMIN', 'ORG_MEMBER', 'AUDITOR', 'READ_ONLY']);

export const CreateUserSchema = z
  .object({
    email: z.email().transform((e) => e.toLowerCase()),
    name: z.string().trim().min(1).max(200),
    role: RoleSchema,
    passwordHash: z.string().min(1).nullable().default(null),
    oidcSubject: z.string().min(1).nullable().default(null),
    oidcIssuer: z.string().min(1).nullable().default(null),
  })
  .strict();

export const UpdateUserSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    role: RoleSchema.optional(),
    passwordHash: z.string().min(1).nullable().optional(),
    oidcSubject: z.string().min(1).nullable().optional(),
    oidcIssuer: z.string().min(1).nullable().optional(),
    email: z
      .email()
      .transform((e) => e.toLowerCase())
      .optional(),
    disabled: z.boolean().optional(),
    lastLoginAt: z.date().optional(),
  })
  .strict();

function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    organizationId: row.organization_id,
    email: row.email,
    name: row.name,
    role: row.role,
    passwordHash: row.password_hash,
    oidcSubject: row.oidc_subject,
    oidcIssuer: row.oidc_issuer,
    disabled: row.disabled,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Creates a user in the scope's organization. @throws ConflictError when the email is taken there. */
export async function createUser(
  scope: OrganizationScope,
  input: z.input<typeof CreateUserSchema>,
): Promise<User> {
  const data = parseInput('user', CreateUserSchema, input);
  const now = new Date();
  try {
    const row = await scope.db
      .insertInto('users')
      .values({
        id: uuidv7(),
        organization_id: scope.organizationId,
        email: data.email,
        name: data.name,
        role: data.role,
        password_hash: data.passwordHash,
        oidc_subject: data.oidcSubject,
        oidc_issuer: data.oidcIssuer,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError('user', 'email or OIDC subject already used', { email: data.email });
    throw error;
  }
}

/** A user of the scope's organization. @throws NotFoundError */
export async function getUser(scope: OrganizationScope, id: string): Promise<User> {
  const userId = parseInput('user id', z.uuid(), id);
  const row = await scope.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (row === undefined) throw new NotFoundError('user', userId);
  return toUser(row);
}

/** The user with this email (case-insensitive) in the scope's organization, or undefined. */
export async function findUserByEmail(scope: OrganizationScope, email: string): Promise<User | undefined> {
  const row = await scope.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row === undefined ? undefined : toUser(row);
}

/** The user with this OIDC subject of this issuer in the scope's organization, or undefined. */
export async function findUserByOidcSubject(
  scope: OrganizationScope,
  subject: string,
  issuer: string,
): Promise<User | undefined> {
  const row = await scope.db
    .selectFrom('users')
    .selectAll()
    .where('oidc_subject', '=', subject)
    .where('oidc_issuer', '=', issuer)
    .executeTakeFirst();
  return row === undefined ? undefined : toUser(row);
}

/** Every user of the scope's organization, by email. */
export async function listUsers(scope: OrganizationScope): Promise<User[]> {
  const rows = await scope.db.selectFrom('users').selectAll().orderBy('email').execute();
  return rows.map(toUser);
}

/** Updates a user of the scope's organization. @throws NotFoundError */
export async function updateUser(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof UpdateUserSchema>,
): Promise<User> {
  const userId = parseInput('user id', z.uuid(), id);
  const data = parseInput('user update', UpdateUserSchema, input);
  const row = await scope.db
    .updateTable('users')
    .set({
      updated_at: new Date(),
      ...(data.name === undefined ? {} : { name: data.name }),
      ...(data.role === undefined ? {} : { role: data.role }),
      ...(data.passwordHash === undefined ? {} : { password_hash: data.passwordHash }),
      ...(data.oidcSubject === undefined ? {} : { oidc_subject: data.oidcSubject }),
      ...(data.oidcIssuer === undefined ? {} : { oidc_issuer: data.oidcIssuer }),
      ...(data.email === undefined ? {} : { email: data.email }),
      ...(data.disabled === undefined ? {} : { disabled: data.disabled }),
      ...(data.lastLoginAt === undefined ? {} : { last_login_at: data.lastLoginAt }),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ConflictError('user', 'email or OIDC subject already used', {});
      throw error;
    });
  if (row === undefined) throw new NotFoundError('user', userId);
  return toUser(row);
}

/** One page of the scope's users in creation order (a stable cursor, unlike {@link listUsers}). */
export async function listUsersPage(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<User>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('users').selectAll(), page, toUser);
}

/**
 * Ids of the scope's active (not disabled) administrators, locked until the transaction ends, so
 * two concurrent demotions cannot both see "another admin remains" and leave none.
 */
export async function lockActiveAdmins(scope: OrganizationScope): Promise<string[]> {
  const rows = await scope.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ORG_ADMIN')
    .where('disabled', '=', false)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}
