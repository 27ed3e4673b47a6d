import { withOrganization } from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { type CatalogEntry, type CatalogHit, organizationCatalog } from './catalog.js';
import type { SearchQuery } from './schemas.js';
import { decodeFactorCursor, encodeFactorCursor } from './views.js';

/**
 * The factors service: searches the shipped datasets and the caller's organization's custom ones
 * (read in its transaction, never another organization's).
 */
export function factorsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /**
     * One page of hits in library priority order, after the hit the cursor names; a cursor naming a
     * dataset this organization does not have is `VALIDATION_FAILED`.
     */
    search: async (
      caller: Caller,
      query: z.infer<typeof SearchQuery>,
    ): Promise<{ hits: CatalogHit[]; nextCursor: string | null }> => {
      const { q, limit, cursor, validOn, ...filters } = query;
      const catalog = await withOrganization(db, caller.organizationId, organizationCatalog);
      const hits = catalog.search(
        Object.fromEntries(Object.entries({ ...filters, date: validOn }).filter(([, v]) => v !== undefined)),
        q,
      );
      const after = cursor === undefined ? undefined : decodeFactorCursor(cursor);
      const rank = after === undefined ? -1 : catalog.rankOf(after.d, after.v);
      if (after !== undefined && rank < 0) {
        const message = 'names a dataset this organization does not have';
        throw new ProblemError('VALIDATION_FAILED', {
          detail: `The cursor ${message}.`,
          errors: [{ pointer: '/cursor', in: 'query', code: 'custom', message }],
        });
      }
      const start =
        after === undefined
          ? 0
          : hits.findIndex((h) => h.rank > rank || (h.rank === rank && h.row > after.r));
      const page = start < 0 ? [] : hits.slice(start, start + limit);
      const more = start >= 0 && start + limit < hits.length;
      const last = page.at(-1);
      return { hits: page, nextCursor: more && last ? encodeFactorCursor(last) : null };
    },

    /** Every dataset version the organization calculates with, in library priority order. */
    datasets: async (caller: Caller): Promise<readonly CatalogEntry[]> =>
      (await withOrganization(db, caller.organizationId, organizationCatalog)).entries,
  };
}
