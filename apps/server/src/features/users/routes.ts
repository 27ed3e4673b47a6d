import { assertPasswordPolicy, hashPassword, PasswordSignInDisabledError, ROLES } from '@ctp/auth';
import {
  appendAudit,
  createUser,
  deleteUserSessions,
  getUser,
  listUsersPage,
  lockActiveAdmins,
  type User,
  updateUser,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { ProblemError } from '../../http/problem.js';
import { actorOf, principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';

const name = z.string().trim().min(1).max(200);

export const UserCreate = z
  .strictObject({
    email: z.email().max(320),
    name,
    role: z.enum(ROLES),
    password: z.string().min(1).max(1024).optional().openapi({
      description:
        'Only for development email-and-password sign-in (refused where password sign-in is disabled). Omit for single sign-on users.',
    }),
  })
  .openapi('UserCreate');

export const UserUpdate = z
  .strictObject({
    name: name.optional(),
    role: z.enum(ROLES).optional(),
    active: z.boolean().optional().openapi({ description: '`false` deactivates the user (never deleted).' }),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field is required' })
  .openapi('UserUpdate');

const UserView = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    active: z.boolean(),
    passwordSignIn: z.boolean().openapi({ description: 'Whether a development password is set.' }),
    singleSignOn: z.boolean().openapi({ description: 'Whether the user is linked to an OIDC subject.' }),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('User');

/** The public view of a user: never the password hash, only whether one is set. */
function view(u: User): z.infer<typeof UserView> {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    active: !u.disabled,
    passwordSignIn: u.passwordHash !== null,
    singleSignOn: u.oidcSubject !== null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

/** Keeps at least one active administrator: `null` when the change is fine, else the reason. */
function lastAdminReason(
  before: User,
  change: z.infer<typeof UserUpdate>,
  activeAdmins: readonly string[],
): string | null {
  const wasActiveAdmin = before.role === 'ORG_ADMIN' && !before.disabled;
  const demoted = change.role !== undefined && change.role !== 'ORG_ADMIN';
  const deactivated = change.active === false;
  if (!wasActiveAdmin || !(demoted || deactivated)) return null;
  if (activeAdmins.some((id) => id !== before.id)) return null;
  return `${before.email} is the last active administrator: make another user ORG_ADMIN first.`;
}

/**
 * `GET`, `POST /api/users`, `GET` and `PATCH /api/users/{id}` (ORG_ADMIN: the list shows emails,
 * roles and sign-in times). Users are never deleted; `active: false` deactivates one.
 */
export function usersModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  const passwordsAllowed = () =>
    runtime.authConfig.environment !== 'production' || runtime.authConfig.allowPasswordSignInInProduction;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/users',
        tags: ['Users'],
        summary: "The organization's users in creation order",
        ...accessOf('GET', '/api/users'),
        request: { query: PageQuery },
        responses: {
          200: { description: 'One page', content: { 'application/json': { schema: pageOf(UserView) } } },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          listUsersPage(scope, { limit, cursor: cursor ?? null }),
        );
        return c.json({ items: page.items.map(view), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/users/{id}',
        tags: ['Users'],
        summary: 'A user',
        ...accessOf('GET', '/api/users/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The user', content: { 'application/json': { schema: UserView } } },
          404: problem('No such user in this organization'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const user = await withOrganization(db, principalOf(c).organizationId, (scope) => getUser(scope, id));
        return c.json(view(user), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/users',
        tags: ['Users'],
        summary: 'Create a user with a role',
        ...accessOf('POST', '/api/users'),
        request: { body: { required: true, content: { 'application/json': { schema: UserCreate } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: UserView } } },
          400: problem('Invalid body'),
          403: problem('A password was given where password sign-in is disabled'),
          409: problem('The email is already used in this organization'),
          422: problem('The password does not satisfy the policy'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { password, ...input } = c.req.valid('json');
        let passwordHash: string | null = null;
        if (password !== undefined) {
          if (!passwordsAllowed())
            throw new PasswordSignInDisabledError({ environment: runtime.authConfig.environment });
          assertPasswordPolicy(password, { email: input.email });
          passwordHash = await hashPassword(password);
        }
        const user = await withOrganization(db, principal.organizationId, async (scope) => {
          const created = await createUser(scope, { ...input, passwordHash });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'user.create',
            entityType: 'user',
            entityId: created.id,
            details: {
              email: created.email,
              name: created.name,
              role: created.role,
              password: password !== undefined,
            },
            requestId: c.var.requestId,
          });
          return created;
        });
        return c.json(view(user), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: '/api/users/{id}',
        tags: ['Users'],
        summary: 'Change a user’s name or role, or deactivate or reactivate them',
        description:
          'A role change or deactivation ends the user’s sessions. The last active ORG_ADMIN cannot be demoted or deactivated (409 `last-admin`).',
        ...accessOf('PATCH', '/api/users/{id}'),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: UserUpdate } } },
        },
        responses: {
          200: { description: 'Updated', content: { 'application/json': { schema: UserView } } },
          400: problem('Invalid body'),
          404: problem('No such user in this organization'),
          409: problem('The change would leave the organization without an active administrator'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const change = c.req.valid('json');
        const outcome = await withOrganization(db, principal.organizationId, async (scope) => {
          const activeAdmins = await lockActiveAdmins(scope);
          const before = await getUser(scope, id);
          const refusal = lastAdminReason(before, change, activeAdmins);
          if (refusal !== null) return { refusal } as const;
          const updated = await updateUser(scope, id, {
            ...(change.name === undefined ? {} : { name: change.name }),
            ...(change.role === undefined ? {} : { role: change.role }),
            ...(change.active === undefined ? {} : { disabled: !change.active }),
          });
          // Sessions carry the role of their sign-in: a new role or a deactivation takes effect now.
          const endsSessions = updated.role !== before.role || (updated.disabled && !before.disabled);
          const sessionsEnded = endsSessions ? await deleteUserSessions(scope, id) : 0;
          const fields = { name: 'name', role: 'role', active: 'disabled' } as const;
          const changed = (Object.keys(change) as (keyof typeof fields)[]).filter(
            (f) => before[fields[f]] !== updated[fields[f]],
          );
          const shown = (u: User) =>
            Object.fromEntries(changed.map((f) => [f, f === 'active' ? !u.disabled : u[fields[f]]]));
          await appendAudit(scope, {
            ...actorOf(principal),
            action: updated.disabled && !before.disabled ? 'user.deactivate' : 'user.update',
            entityType: 'user',
            entityId: id,
            details: { fields: changed, before: shown(before), after: shown(updated), sessionsEnded },
            requestId: c.var.requestId,
          });
          return { user: updated } as const;
        });
        if ('refusal' in outcome) throw new ProblemError('LAST_ADMIN', { detail: outcome.refusal });
        return c.json(view(outcome.user), 200);
      },
    );
  };
}
