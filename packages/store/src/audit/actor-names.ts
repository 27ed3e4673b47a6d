import type { OrganizationScope } from '../scope.js';
import type { AuditEntry } from './append.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The names of the people and API tokens behind audit entries, as they are called now: an
 * auditor reads "Ada Admin" rather than a user id. Keys are `user:<id>` and `api_token:<id>`;
 * system and anonymous actors, and ids that name nobody in the organization, have no entry. Only
 * names are read (never a token's hash), under the organization's row-level security.
 */
export async function auditActorNames(
  scope: OrganizationScope,
  entries: readonly Pick<AuditEntry, 'actorType' | 'actorId'>[],
): Promise<Map<string, string>> {
  const ids = (type: string) => [
    ...new Set(
      entries.flatMap((e) =>
        e.actorType === type && e.actorId !== null && UUID.test(e.actorId) ? [e.actorId] : [],
      ),
    ),
  ];
  const names = new Map<string, string>();
  const users = ids('user');
  if (users.length > 0) {
    for (const u of await scope.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', users)
      .execute())
      names.set(`user:${u.id}`, u.name);
  }
  const tokens = ids('api_token');
  if (tokens.length > 0) {
    for (const t of await scope.db
      .selectFrom('api_tokens')
      .select(['id', 'name'])
      .where('id', 'in', tokens)
      .execute())
      names.set(`api_token:${t.id}`, t.name);
  }
  return names;
}
