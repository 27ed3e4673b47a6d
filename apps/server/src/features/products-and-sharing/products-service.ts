import {
  createPactProduct,
  findPactProduct,
  findProductFootprint,
  listPactProducts,
  listProductFootprints,
  type PactProduct,
  type Page,
  type StoredProductFootprint,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import { auditedChange } from '../../http/audited-change.js';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { type PublishFootprintInput, publishFootprint } from '../pact/index.js';
import type { ProductCreate } from './schemas.js';

/**
 * The products service: defines products (audited), publishes their PACT footprints (through the
 * PACT feature's `publishFootprint`, which opens its own transaction) and reads both back.
 */
export function productsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    create: (caller: Caller, input: z.infer<typeof ProductCreate>): Promise<PactProduct> =>
      auditedChange(
        db,
        caller,
        (scope) =>
          createPactProduct(scope, {
            ...input,
            createdBy: caller.principal.userId ?? null,
          }),
        {
          action: 'product.create',
          entityType: 'product',
          details: (created) => ({ productId: created.productId, declaredUnit: created.declaredUnit }),
        },
      ),

    list: (caller: Caller, page: { limit: number; cursor: string | null }): Promise<Page<PactProduct>> =>
      withOrganization(db, caller.organizationId, (scope) => listPactProducts(scope, page)),

    /** Throws `NOT_FOUND` (as a problem) when the organization has no such product. */
    get: async (caller: Caller, id: string): Promise<PactProduct> => {
      const product = await withOrganization(db, caller.organizationId, (scope) =>
        findPactProduct(scope, id),
      );
      if (product === null) throw new ProblemError('NOT_FOUND', { detail: `product ${id} not found` });
      return product;
    },

    publishFootprint: (
      caller: Caller,
      productRef: string,
      input: z.infer<typeof PublishFootprintInput>,
    ): Promise<StoredProductFootprint> =>
      publishFootprint(
        db,
        { organizationId: caller.organizationId, userId: caller.principal.userId ?? null, ...caller.actor },
        productRef,
        input,
        new Date(),
        caller.requestId ?? undefined,
      ),

    listFootprints: (caller: Caller, page: { limit: number; offset: number }) =>
      withOrganization(db, caller.organizationId, (scope) =>
        listProductFootprints(scope, { visible: null, ...page }),
      ),

    /** Throws `NOT_FOUND` (as a problem) when the organization has no such footprint. */
    getFootprint: async (caller: Caller, id: string): Promise<StoredProductFootprint> => {
      const f = await withOrganization(db, caller.organizationId, (scope) => findProductFootprint(scope, id));
      if (f === null) throw new ProblemError('NOT_FOUND', { detail: `footprint ${id} not found` });
      return f;
    },
  };
}
