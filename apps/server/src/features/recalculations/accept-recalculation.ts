import type { GwpSet, GwpTimeframe, MethaneGwpMode } from '@ctp/factors';
import {
  appendAudit,
  getPreview,
  lockCalculations,
  markPreviewAccepted,
  previewItemChunks,
  stalePreviewActivities,
  startCalculationRun,
  withOrganization,
} from '@ctp/store';
import { sql } from 'kysely';
import type { RunCalculationDeps, RunCalculationInput } from '../calculations/index.js';
import {
  PreviewAlreadyAcceptedError,
  PreviewExpiredError,
  PreviewStaleError,
  type ScopeTotals,
  ScopeTotalsAccumulator,
} from '../calculations/index.js';

/** What {@link acceptRecalculation} stored. */
export interface AcceptedRecalculation {
  readonly previewId: string;
  readonly runId: string;
  /** The calculation run whose results were recalculated (the latest one, when several). */
  readonly recalculationOf: string | null;
  readonly calculated: number;
  readonly superseded: number;
  readonly datasetVersions: Record<string, string>;
  readonly totalsByScope: ScopeTotals;
}

/**
 * Stores a preview's records as a `recalculation` run: exactly the records that were previewed,
 * checksums verified again, nothing calculated anew. The new results supersede the old ones,
 * which stay readable and point at their successors (`supersededBy`). Refused when the preview
 * was accepted already, has expired, or no longer matches the stored results (another run or a
 * correction changed them since).
 *
 * @throws NotFoundError, PreviewAlreadyAcceptedError, PreviewExpiredError, PreviewStaleError
 */
export async function acceptRecalculation(
  deps: Pick<RunCalculationDeps, 'db'>,
  input: Pick<RunCalculationInput, 'organizationId' | 'actorUserId' | 'requestId' | 'auditActor'> & {
    previewId: string;
    now?: Date;
  },
): Promise<AcceptedRecalculation> {
  const now = input.now ?? new Date();
  return withOrganization(deps.db, input.organizationId, async (scope) => {
    // Before any check, so no run or other acceptance changes the results between the checks and the writing.
    await lockCalculations(scope);
    const preview = await getPreview(scope, input.previewId);
    if (preview.status === 'accepted')
      throw new PreviewAlreadyAcceptedError({ previewId: preview.id, runId: preview.acceptedRunId ?? '' });
    if (preview.expiresAt.getTime() <= now.getTime())
      throw new PreviewExpiredError({ previewId: preview.id, expiresAt: preview.expiresAt.toISOString() });
    const stale = await stalePreviewActivities(scope, preview.id);
    if (stale.length > 0) throw new PreviewStaleError({ previewId: preview.id, activityIds: stale });

    const latest = await sql<{ calculation_run_id: string }>`
      SELECT r.calculation_run_id FROM recalculation_preview_items i
      JOIN emission_results r ON r.id = i.old_result_id
      WHERE i.preview_id = ${preview.id}
      ORDER BY r.created_at DESC, r.calculation_run_id DESC LIMIT 1`.execute(scope.db);
    const recalculationOf = latest.rows[0]?.calculation_run_id ?? null;
    const selection = preview.selection as {
      kind: string;
      periodStart?: string;
      periodEnd?: string;
      activityIds?: string[];
    };
    // The previewed records carry the methane GWP mode they were calculated with (record version 2).
    const mode = await sql<{ methane_gwp: string | null }>`
      SELECT record -> 'input' ->> 'methaneGwp' AS methane_gwp FROM recalculation_preview_items
      WHERE preview_id = ${preview.id} LIMIT 1`.execute(scope.db);
    const methaneGwp = mode.rows[0]?.methane_gwp ?? null;
    const writer = await startCalculationRun(scope, {
      kind: 'recalculation',
      periodStart: selection.periodStart ?? null,
      periodEnd: selection.periodEnd ?? null,
      activityIds: selection.activityIds ?? null,
      datasetVersions: { ...preview.datasetVersions },
      // Stored from a validated calculator context; the run schema validates them again.
      gwpSet: preview.gwpSet as GwpSet,
      gwpTimeframe: preview.gwpTimeframe as GwpTimeframe,
      methaneGwp: methaneGwp as MethaneGwpMode | null,
      engineVersion: preview.engineVersion,
      recalculationOf,
      createdBy: input.actorUserId,
    });
    const totals = new ScopeTotalsAccumulator();
    for await (const items of previewItemChunks(scope, preview.id)) {
      for (const item of items) totals.add(item.scope, item.method, item.newCo2eKg);
      await writer.append(items.map((item) => ({ activityId: item.activityId, record: item.record })));
    }
    const totalsByScope = totals.toJSON();
    const datasetVersions = { ...preview.datasetVersions };
    const { calculated, superseded, merkleRoot, leafCount } = await writer.finish({
      datasetVersions,
      failedCount: preview.failedCount,
      failures: preview.failures,
      totals: { ...totalsByScope },
    });
    const marked = await markPreviewAccepted(scope, preview.id, {
      runId: writer.runId,
      acceptedBy: input.actorUserId,
      at: now,
    });
    if (!marked) throw new PreviewAlreadyAcceptedError({ previewId: preview.id, runId: writer.runId });
    await appendAudit(scope, {
      ...(input.auditActor ??
        (input.actorUserId === null
          ? { actorType: 'system', actorId: null }
          : { actorType: 'user', actorId: input.actorUserId })),
      action: 'recalculation.accept',
      entityType: 'calculation_run',
      entityId: writer.runId,
      details: {
        previewId: preview.id,
        recalculationOf,
        calculated,
        superseded,
        datasetVersions,
        totalsByScope: { ...totalsByScope },
        // The run's sealed Merkle root, in the hash chain: GET /api/results/verify compares them.
        merkleRoot,
        resultCount: leafCount,
      },
      requestId: input.requestId ?? null,
    });
    return {
      previewId: preview.id,
      runId: writer.runId,
      recalculationOf,
      calculated,
      superseded,
      datasetVersions,
      totalsByScope,
    };
  });
}
