import { assertPasswordPolicy, hashPassword, PasswordSignInDisabledError } from '@ctp/auth';
import {
  appendAudit,
  createUser,
  deleteUserSessions,
  getUser,
  listUsersPage,
  lockActiveAdmins,
  type Page,
  type User,
  updateUser,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import { auditedChange } from '../../http/audited-change.js';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { UserCreate, UserUpdate } from './schemas.js';

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
 * The users service: creates, reads and changes users with their audit entries. Users are never
 * deleted; a role change or deactivation ends the user's sessions; the last active ORG_ADMIN stays.
 */
export function usersService(runtime: Runtime) {
  const db = runtime.database.db;
  const passwordsAllowed = () =>
    runtime.authConfig.environment !== 'production' || runtime.authConfig.allowPasswordSignInInProduction;
  return {
    list: (caller: Caller, page: { limit: number; cursor: string | null }): Promise<Page<User>> =>
      withOrganization(db, caller.organizationId, (scope) => listUsersPage(scope, page)),

    get: (caller: Caller, id: string): Promise<User> =>
      withOrganization(db, caller.organizationId, (scope) => getUser(scope, id)),

    /** A password (development sign-in only) must be allowed here and satisfy the policy. */
    create: async (caller: Caller, body: z.infer<typeof UserCreate>): Promise<User> => {
      const { password, ...input } = body;
      let passwordHash: string | null = null;
      if (password !== undefined) {
        if (!passwordsAllowed())
          throw new PasswordSignInDisabledError({ environment: runtime.authConfig.environment });
        assertPasswordPolicy(password, { email: input.email });
        passwordHash = await hashPassword(password);
      }
      return auditedChange(db, caller, (scope) => createUser(scope, { ...input, passwordHash }), {
        action: 'user.create',
        entityType: 'user',
        details: (created) => ({
          email: created.email,
          name: created.name,
          role: created.role,
          password: password !== undefined,
        }),
      });
    },

    /** @throws ProblemError `LAST_ADMIN` (after the read-only transaction ends) */
    update: async (caller: Caller, id: string, change: z.infer<typeof UserUpdate>): Promise<User> => {
      const outcome = await withOrganization(db, caller.organizationId, async (scope) => {
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
          ...caller.actor,
          action: updated.disabled && !before.disabled ? 'user.deactivate' : 'user.update',
          entityType: 'user',
          entityId: id,
          details: { fields: changed, before: shown(before), after: shown(updated), sessionsEnded },
          requestId: caller.requestId,
        });
        return { user: updated, endsSessions } as const;
      });
      if ('refusal' in outcome) throw new ProblemError('LAST_ADMIN', { detail: outcome.refusal });
      // Once committed, this process stops answering the ended sessions from memory too.
      if (outcome.endsSessions) runtime.auth.sessionCache.forgetUser(id);
      return outcome.user;
    },
  };
}
