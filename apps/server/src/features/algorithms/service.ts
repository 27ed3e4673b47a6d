import { listOverrides, withOrganization } from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { ListQuery } from './schemas.js';
import { type AlgorithmDetail, type AlgorithmSummary, algorithmSummary, versionDetails } from './views.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The algorithms service: the registry's algorithms, each with the caller's organization's active
 * overrides that touch it (read in the organization's transaction); `status` as of `on` (default today, UTC).
 */
export function algorithmsService(runtime: Runtime) {
  const db = runtime.database.db;
  const registry = runtime.registry;
  const ids = () => [...new Set(registry.list().map((a) => a.id))];
  const activeOverrides = (caller: Caller) =>
    withOrganization(db, caller.organizationId, (scope) => listOverrides(scope, { activeOnly: true }));

  return {
    /** Every algorithm matching the filters (the registry is small and fixed, so not paged). */
    list: async (
      caller: Caller,
      q: z.infer<typeof ListQuery>,
    ): Promise<z.infer<typeof AlgorithmSummary>[]> => {
      const overrides = await activeOverrides(caller);
      return ids()
        .map((id) => algorithmSummary(registry, registry.versions(id), overrides, q.on ?? today()))
        .filter(
          (a) =>
            (q.category === undefined || a.category === q.category) &&
            (q.scope === undefined || a.scope === q.scope) &&
            (q.region === undefined || (a.region ?? 'GLOBAL') === q.region),
        );
    },

    /** One algorithm with every version; `NOT_FOUND` when no version of `id` is registered. */
    get: async (
      caller: Caller,
      id: string,
      on: string | undefined,
    ): Promise<z.infer<typeof AlgorithmDetail>> => {
      const versions = registry.versions(id);
      if (versions.length === 0)
        throw new ProblemError('NOT_FOUND', { detail: `No algorithm ${id} is registered.` });
      const date = on ?? today();
      const overrides = await activeOverrides(caller);
      return {
        ...algorithmSummary(registry, versions, overrides, date),
        versionDetails: versionDetails(versions, date),
      };
    },
  };
}
