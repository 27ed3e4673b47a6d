import {
  type ActivityData,
  getActivityData,
  listActivityVersions,
  type OrganizationScope,
  withOrganization,
} from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { Actor } from './history-views.js';

/**
 * The audit actor of each version's `activity.create` or `activity.correct` entry. The entry is
 * written in the version's transaction right after the row, so only a short window after the
 * versions' creation is read (the audit log's time index), never the whole log.
 */
async function actorsOf(
  scope: OrganizationScope,
  versions: readonly ActivityData[],
): Promise<Map<string, Actor>> {
  const times = versions.map((v) => v.createdAt.getTime());
  const entries = await scope.db
    .selectFrom('audit_log')
    .select(['entity_id', 'actor_type', 'actor_id'])
    .where('occurred_at', '>=', new Date(Math.min(...times) - 60_000))
    .where('occurred_at', '<=', new Date(Math.max(...times) + 3_600_000))
    .where('action', 'in', ['activity.create', 'activity.correct'])
    .where(
      'entity_id',
      'in',
      versions.map((v) => v.id),
    )
    .execute();
  return new Map(
    entries.map((e) => [e.entity_id as string, { actorType: e.actor_type, actorId: e.actor_id }]),
  );
}

/** The version history service: every version of an activity and who recorded each, in one transaction. */
export function activityHistoryService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** Every version of the lineage `id` belongs to (any version id names it), oldest first. */
    versions: (
      caller: Caller,
      id: string,
    ): Promise<{ versions: ActivityData[]; actors: Map<string, Actor> }> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const named = await getActivityData(scope, id);
        const versions = await listActivityVersions(scope, named.lineageId);
        return { versions, actors: await actorsOf(scope, versions) };
      }),
  };
}
