import { Decimal, ENGINE_VERSION } from '@ctp/engine';
import {
  ActivitySelectionSchema,
  analyzeIfStale,
  appendAudit,
  appendPreviewItems,
  type CalculationFailure,
  createPreview,
  currentResultsFor,
  finishPreview,
  MAX_STORED_FAILURES,
  StoreValidationError,
  withOrganization,
} from '@ctp/store';
import type { RunCalculationDeps, RunCalculationInput } from '../calculations/index.js';
import {
  calculateSelection,
  calculatorFor,
  DatasetVersionCollector,
  type ScopeTotals,
  ScopeTotalsAccumulator,
} from '../calculations/index.js';

/** How long a preview can be accepted: one day, enough to review it, short enough to stay current. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/** What a preview would change, by scope (kg CO2e, exact decimal strings). */
export interface PreviewTotals {
  /** The current results the preview would supersede. */
  readonly old: ScopeTotals;
  /** The previewed results. */
  readonly new: ScopeTotals;
  /** new − old. */
  readonly delta: ScopeTotals;
}

/** What {@link previewRecalculation} stored. */
export interface RecalculationPreviewSummary {
  readonly previewId: string;
  readonly expiresAt: Date;
  readonly itemCount: number;
  readonly failedCount: number;
  readonly failed: CalculationFailure[];
  readonly datasetVersions: Record<string, string>;
  readonly totals: PreviewTotals;
}

/**
 * Recalculates a selection with other dataset versions (or GWP set) WITHOUT changing any stored
 * result: the new records are stored in a preview, each next to the current result it would
 * supersede (old, new, delta), with the total delta by scope. Accepting the preview
 * (`acceptRecalculation`) stores exactly those records; nothing is calculated again.
 */
export async function previewRecalculation(
  deps: RunCalculationDeps,
  input: RunCalculationInput & { now?: Date; ttlMs?: number },
): Promise<RecalculationPreviewSummary> {
  const parsed = ActivitySelectionSchema.safeParse(input.selection);
  if (!parsed.success)
    throw new StoreValidationError(
      'selection',
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  const selection = parsed.data;
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + (input.ttlMs ?? PREVIEW_TTL_MS));
  const datasetPins = input.datasetPins ?? {};
  // Each chunk looks up the current results of its activities: fresh statistics keep that an index probe.
  await analyzeIfStale(deps.db, ['emission_results']);
  return withOrganization(deps.db, input.organizationId, async (scope) => {
    const calculator = await calculatorFor(scope, deps.registry, {
      datasetPins,
      ...(input.gwpSet === undefined ? {} : { gwpSet: input.gwpSet }),
      ...(input.gwpTimeframe === undefined ? {} : { gwpTimeframe: input.gwpTimeframe }),
    });
    const { gwpSet, gwpTimeframe } = calculator.context;
    const previewId = await createPreview(scope, {
      selection: { ...selection },
      datasetPins,
      gwpSet,
      gwpTimeframe,
      engineVersion: deps.engineVersion ?? ENGINE_VERSION,
      createdBy: input.actorUserId,
      expiresAt,
    });
    const oldTotals = new ScopeTotalsAccumulator();
    const newTotals = new ScopeTotalsAccumulator();
    const deltaTotals = new ScopeTotalsAccumulator();
    const versions = new DatasetVersionCollector();
    const failed: CalculationFailure[] = [];
    let failedCount = 0;
    let itemCount = 0;
    for await (const chunk of calculateSelection(scope, calculator, selection)) {
      failedCount += chunk.failed.length;
      for (const f of chunk.failed) if (failed.length < MAX_STORED_FAILURES) failed.push(f);
      const current = await currentResultsFor(
        scope,
        chunk.calculated.map((c) => c.activity.id),
      );
      const items = chunk.calculated.map(({ activity, record }) => {
        const out = record.output;
        const old = current.get(`${activity.id}|${out.method ?? ''}`);
        const delta = new Decimal(out.co2eKg).minus(old?.co2eKg ?? 0);
        if (old !== undefined) oldTotals.add(out.scope, out.method, old.co2eKg);
        newTotals.add(out.scope, out.method, out.co2eKg);
        deltaTotals.add(out.scope, out.method, delta);
        versions.add(record);
        return {
          activityId: activity.id,
          oldResultId: old?.id ?? null,
          scope: out.scope,
          method: out.method ?? null,
          category: out.category,
          oldCo2eKg: old?.co2eKg ?? null,
          newCo2eKg: out.co2eKg,
          deltaKg: delta.toFixed(),
          record,
        };
      });
      await appendPreviewItems(scope, previewId, items);
      itemCount += items.length;
    }
    const totals: PreviewTotals = {
      old: oldTotals.toJSON(),
      new: newTotals.toJSON(),
      delta: deltaTotals.toJSON(),
    };
    const datasetVersions = versions.toJSON();
    await finishPreview(scope, previewId, {
      itemCount,
      failedCount,
      failures: failed,
      totals: { ...totals },
      datasetVersions,
    });
    await appendAudit(scope, {
      ...(input.auditActor ??
        (input.actorUserId === null
          ? { actorType: 'system', actorId: null }
          : { actorType: 'user', actorId: input.actorUserId })),
      action: 'recalculation.preview',
      entityType: 'recalculation_preview',
      entityId: previewId,
      details: {
        kind: selection.kind,
        datasetPins,
        datasetVersions,
        gwpSet,
        gwpTimeframe,
        items: itemCount,
        failed: failedCount,
        delta: { ...totals.delta },
      },
      requestId: input.requestId ?? null,
    });
    return { previewId, expiresAt, itemCount, failedCount, failed, datasetVersions, totals };
  });
}
