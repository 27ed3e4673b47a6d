import {
  type CalculationRun,
  getCalculationRun,
  listCalculationRuns,
  type Page,
  withOrganization,
} from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import { listRunsNewestFirst } from './newest-runs.js';
import { runCalculation } from './run-calculation.js';
import { type CalculationRequest, selectionOf } from './schemas.js';

/**
 * The calculations service: starts a run (run-calculation.ts stores the run, its records, results
 * and audit entry in one transaction) and reads runs in the organization's transaction.
 */
export function calculationsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** Runs the calculation, then reads the stored run back; `superseded` counts replaced results. */
    run: async (
      caller: Caller,
      body: z.infer<typeof CalculationRequest>,
    ): Promise<{ run: CalculationRun; superseded: number }> => {
      const summary = await runCalculation(
        { db, registry: runtime.registry },
        {
          organizationId: caller.organizationId,
          actorUserId: caller.principal.userId ?? null,
          auditActor: caller.actor,
          selection: selectionOf(body),
          ...(body.datasetPins === undefined ? {} : { datasetPins: body.datasetPins }),
          ...(body.gwpSet === undefined ? {} : { gwpSet: body.gwpSet }),
          ...(body.gwpTimeframe === undefined ? {} : { gwpTimeframe: body.gwpTimeframe }),
          ...(body.methaneGwp === undefined ? {} : { methaneGwp: body.methaneGwp }),
          ...(caller.requestId === null ? {} : { requestId: caller.requestId }),
        },
      );
      const run = await withOrganization(db, caller.organizationId, (scope) =>
        getCalculationRun(scope, summary.runId),
      );
      return { run, superseded: summary.superseded };
    },

    /** Runs in creation order (`oldest`, the default) or the latest first (`newest`). */
    list: (
      caller: Caller,
      page: { limit: number; cursor: string | null; order?: 'oldest' | 'newest' },
    ): Promise<Page<CalculationRun>> =>
      withOrganization(db, caller.organizationId, (scope) =>
        page.order === 'newest'
          ? listRunsNewestFirst(scope, { limit: page.limit, cursor: page.cursor })
          : listCalculationRuns(scope, { limit: page.limit, cursor: page.cursor }),
      ),

    get: (caller: Caller, id: string): Promise<CalculationRun> =>
      withOrganization(db, caller.organizationId, (scope) => getCalculationRun(scope, id)),
  };
}
