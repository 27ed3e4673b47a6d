import {
  type CalculationRun,
  getCalculationRun,
  getPreview,
  listPreviewItems,
  type OrganizationScope,
  type Page,
  type RecalculationPreview,
  type RecalculationPreviewItem,
  withOrganization,
} from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import { type RecalculationPreviewRequest, selectionOf } from '../calculations/index.js';
import { type AcceptedRecalculation, acceptRecalculation } from './accept-recalculation.js';
import { previewRecalculation } from './preview-recalculation.js';

/** A stored preview and one page of its items. */
export interface PreviewPage {
  preview: RecalculationPreview;
  items: Page<RecalculationPreviewItem>;
}

async function readPreview(
  scope: OrganizationScope,
  id: string,
  page: { limit: number; cursor: string | null },
): Promise<PreviewPage> {
  const preview = await getPreview(scope, id);
  const items = await listPreviewItems(scope, id, page);
  return { preview, items };
}

/**
 * The recalculations service: previews a recalculation with other dataset versions and accepts a
 * preview (preview-recalculation.ts and accept-recalculation.ts own their transactions, rules and
 * audit entries), then reads the outcome back in the organization's transaction.
 */
export function recalculationsService(runtime: Runtime) {
  const db = runtime.database.db;
  const requestIdOf = (caller: Caller) => (caller.requestId === null ? {} : { requestId: caller.requestId });
  return {
    /** Calculates and stores a preview (no result changes), then reads its first page. */
    preview: async (
      caller: Caller,
      body: z.infer<typeof RecalculationPreviewRequest>,
      limit: number,
    ): Promise<PreviewPage> => {
      const summary = await previewRecalculation(
        { db, registry: runtime.registry },
        {
          organizationId: caller.organizationId,
          actorUserId: caller.principal.userId ?? null,
          auditActor: caller.actor,
          selection: selectionOf(body),
          datasetPins: body.datasetPins,
          ...(body.gwpSet === undefined ? {} : { gwpSet: body.gwpSet }),
          ...(body.gwpTimeframe === undefined ? {} : { gwpTimeframe: body.gwpTimeframe }),
          ...requestIdOf(caller),
        },
      );
      return withOrganization(db, caller.organizationId, (scope) =>
        readPreview(scope, summary.previewId, { limit, cursor: null }),
      );
    },

    get: (caller: Caller, id: string, page: { limit: number; cursor: string | null }): Promise<PreviewPage> =>
      withOrganization(db, caller.organizationId, (scope) => readPreview(scope, id, page)),

    /** Stores exactly the previewed records as a run; refused when accepted, stale or expired. */
    accept: async (
      caller: Caller,
      previewId: string,
    ): Promise<{ accepted: AcceptedRecalculation; run: CalculationRun }> => {
      const accepted = await acceptRecalculation(
        { db },
        {
          organizationId: caller.organizationId,
          actorUserId: caller.principal.userId ?? null,
          auditActor: caller.actor,
          previewId,
          ...requestIdOf(caller),
        },
      );
      const run = await withOrganization(db, caller.organizationId, (scope) =>
        getCalculationRun(scope, accepted.runId),
      );
      return { accepted, run };
    },
  };
}
