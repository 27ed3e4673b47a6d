import {
  findProductFootprint,
  listProductFootprints,
  type SharingGrant,
  type StoredProductFootprint,
  withOrganization,
} from '@ctp/store';
import { criteriaOf } from './footprint-filters.js';
import { auditGrant } from './grant-audit.js';
import type { ListQuery } from './list-query.js';
import type { PactDeps } from './pact-env.js';
import { PactRefusal } from './pact-errors.js';

/** What the grant lets its holder read. */
const visibilityOf = (grant: SharingGrant) => ({
  productIds: grant.productIds,
  periods: grant.periods,
  scopes: grant.scopes,
});

/** ListFootprints and GetFootprint: only what the grant allows, every read and refusal audited. */
export function footprintsService(deps: PactDeps) {
  const { db } = deps.runtime.database;
  return {
    listFootprints: (grant: SharingGrant, query: ListQuery, requestId: string | undefined) => {
      const { limit, offset, filters } = query;
      const criteria = criteriaOf(filters);
      // Filters that can match nothing (an unknown status word) still read through the grant, and are audited.
      const visible = criteria === null ? { ...visibilityOf(grant), productIds: [] } : visibilityOf(grant);
      return withOrganization(db, grant.organizationId, async (scope) => {
        const result = await listProductFootprints(scope, {
          visible,
          limit,
          offset,
          criteria: criteria ?? {},
        });
        const ids = result.items.map((f) => f.id);
        await auditGrant(
          scope,
          grant,
          'pact.footprints.list',
          { limit, offset, footprintIds: ids },
          requestId,
        );
        return result;
      });
    },

    /**
     * The footprint if the grant covers it; otherwise the refusal is audited and committed, then thrown
     * (`AccessDenied` when it exists, `NotFound` when it does not).
     */
    getFootprint: async (
      grant: SharingGrant,
      id: string,
      requestId: string | undefined,
    ): Promise<StoredProductFootprint> => {
      const outcome = await withOrganization(db, grant.organizationId, async (scope) => {
        const allowed = await findProductFootprint(scope, id, visibilityOf(grant));
        if (allowed !== null) {
          await auditGrant(scope, grant, 'pact.footprint.read', { footprintId: id }, requestId);
          return { found: allowed } as const;
        }
        const exists = (await findProductFootprint(scope, id)) !== null;
        await auditGrant(scope, grant, 'pact.footprint.denied', { footprintId: id, exists }, requestId);
        return { found: null, exists } as const;
      });
      if (outcome.found) return outcome.found;
      throw outcome.exists
        ? new PactRefusal('AccessDenied', 'Access denied')
        : new PactRefusal('NotFound', 'The specified footprint does not exist');
    },
  };
}
