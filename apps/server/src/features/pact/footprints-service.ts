import {
  findProductFootprint,
  getOrganization,
  listProductFootprints,
  type SharingGrant,
  type StoredProductFootprint,
  withOrganization,
} from '@ctp/store';
import { auditGrant } from './grant-audit.js';
import type { PactDeps } from './pact-env.js';
import { PactRefusal } from './pact-errors.js';
import { companyUrnOf } from './wire.js';

/** What the grant lets its holder read. */
const visibilityOf = (grant: SharingGrant) => ({
  productIds: grant.productIds,
  periods: grant.periods,
  scopes: grant.scopes,
});

type Criteria = NonNullable<Parameters<typeof listProductFootprints>[1]['criteria']>;

/** A ListFootprints query, its repeated values already split. */
export interface FootprintQuery {
  limit: number;
  offset: number;
  productIds: string[];
  companyIds: string[];
  criteria: Criteria;
}

/** ListFootprints and GetFootprint: only what the grant allows, every read and refusal audited. */
export function footprintsService(deps: PactDeps) {
  const { db } = deps.runtime.database;
  return {
    listFootprints: (grant: SharingGrant, query: FootprintQuery, requestId: string | undefined) => {
      const { limit, offset, productIds, companyIds, criteria } = query;
      const visible = visibilityOf(grant);
      const narrowed = {
        ...visible,
        productIds:
          productIds.length > 0
            ? visible.productIds.filter((p) => productIds.includes(p))
            : visible.productIds,
      };
      return withOrganization(db, grant.organizationId, async (scope) => {
        // Every footprint of this organization names the same company; a companyId filter keeps all or none.
        const ours = companyUrnOf((await getOrganization(scope)).publicOrgId);
        const excluded = companyIds.length > 0 && !companyIds.includes(ours);
        const result = await listProductFootprints(scope, {
          visible: excluded ? { ...narrowed, productIds: [] } : narrowed,
          limit,
          offset,
          criteria,
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
