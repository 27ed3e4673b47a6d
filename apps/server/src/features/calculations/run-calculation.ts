import { type AlgorithmRegistry, ENGINE_VERSION } from '@ctp/engine';
import type { GwpSet, GwpTimeframe, MethaneGwpMode } from '@ctp/factors';
import {
  ActivitySelectionSchema,
  appendAudit,
  type CalculationFailure,
  type Database,
  lockCalculations,
  MAX_STORED_FAILURES,
  type OrganizationScope,
  StoreValidationError,
  startCalculationRun,
  withOrganization,
} from '@ctp/store';
import type { Kysely } from 'kysely';
import { calculateSelection } from './calculate-selection.js';
import { calculatorFor } from './calculator-for.js';
import { DatasetVersionCollector } from './dataset-versions.js';
import { type ScopeTotals, ScopeTotalsAccumulator } from './scope-totals.js';

/** Which activities to calculate (see `ActivitySelectionSchema` in @ctp/store). */
export type CalculationSelection =
  | { kind: 'period'; periodStart: string; periodEnd: string; facilityIds?: string[] }
  | { kind: 'activities'; activityIds: string[] };

/** What {@link runCalculation} needs from the runtime. */
export interface RunCalculationDeps {
  /** `runtime.database.db`. */
  db: Kysely<Database>;
  /** `runtime.registry`. */
  registry: AlgorithmRegistry;
  /** Stored on the run; default the engine's version. */
  engineVersion?: string;
}

/** One calculation request. */
export interface RunCalculationInput {
  organizationId: string;
  /** The user who asked (stored as the run's `createdBy`); null for an API token or the system. */
  actorUserId: string | null;
  selection: CalculationSelection;
  /** Dataset id → version (or `'*'`) for the named datasets; the others stay usable at any version. */
  datasetPins?: Record<string, string>;
  /** Default AR6. */
  gwpSet?: GwpSet;
  /** Default 100yr. */
  gwpTimeframe?: GwpTimeframe;
  /** Default the organization's `settings.calculation.methaneGwp`, else `by_source`. */
  methaneGwp?: MethaneGwpMode;
  requestId?: string;
  /** The audit actor; default the user (`actorUserId`), or `system` without one. */
  auditActor?: { actorType: 'user' | 'api_token' | 'system'; actorId: string | null };
}

/** What a run stored. Quantities are exact decimal strings (kg CO2e). */
export interface CalculationRunSummary {
  runId: string;
  /** Results stored. */
  calculated: number;
  /** The activities that could not be calculated (the first {@link MAX_STORED_FAILURES}). */
  failed: CalculationFailure[];
  /** How many activities failed (exact, even beyond the listed ones). */
  failedCount: number;
  /** Earlier current results the new ones superseded. */
  superseded: number;
  /** Dataset id → version(s) the stored results used. */
  datasetVersions: Record<string, string>;
  totalsByScope: ScopeTotals;
  gwpSet: GwpSet;
  gwpTimeframe: GwpTimeframe;
  methaneGwp: MethaneGwpMode;
  engineVersion: string;
}

/**
 * Calculates the current activity versions of a selection in one organization and stores the run,
 * its calculation records and its emission results together, in ONE transaction (with the audit
 * entry): readers see all of it or none of it.
 *
 * Activities are read, calculated and written a chunk at a time (memory holds one chunk whatever
 * the selection's size). An activity that fails is never dropped silently: the run still stores
 * the results that succeeded (a partial inventory is what users expect, and each failure can be
 * fixed and calculated on its own), and lists every failure with its code, on the run and in the
 * answer. The run records the dataset versions its results actually used. Earlier current results
 * of the same activities are superseded, never duplicated, so running a period twice leaves one
 * current result per activity and method.
 *
 * `onStored`, when given, is called with the stored run inside the same transaction, after the
 * audit entry: a queued calculation settles its job there, so a crash leaves both or neither.
 * `onProgress`, when given, is told after each chunk how many of the selected activities have been
 * calculated (or failed) so far; it must not wait on the database (the run's transaction is open).
 *
 * @throws StoreValidationError for an invalid selection; DatasetNotLoadedError for a pin to a
 *   dataset that is not loaded; InvalidContextError for a bad GWP set.
 */
export async function runCalculation(
  deps: RunCalculationDeps,
  input: RunCalculationInput,
  onStored?: (scope: OrganizationScope, summary: CalculationRunSummary) => Promise<void>,
  onProgress?: (activitiesDone: number) => void,
): Promise<CalculationRunSummary> {
  const parsed = ActivitySelectionSchema.safeParse(input.selection);
  if (!parsed.success)
    throw new StoreValidationError(
      'selection',
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  const selection = parsed.data;
  const engineVersion = deps.engineVersion ?? ENGINE_VERSION;
  return withOrganization(deps.db, input.organizationId, async (scope) => {
    // Runs of one organization take turns (see lockCalculations): each supersedes what the last stored.
    await lockCalculations(scope);
    const calculator = await calculatorFor(scope, deps.registry, {
      ...(input.datasetPins === undefined ? {} : { datasetPins: input.datasetPins }),
      ...(input.gwpSet === undefined ? {} : { gwpSet: input.gwpSet }),
      ...(input.gwpTimeframe === undefined ? {} : { gwpTimeframe: input.gwpTimeframe }),
      ...(input.methaneGwp === undefined ? {} : { methaneGwp: input.methaneGwp }),
    });
    const { gwpSet, gwpTimeframe, methaneGwp } = calculator.context;
    const writer = await startCalculationRun(scope, {
      kind: selection.kind,
      ...(selection.kind === 'period'
        ? { periodStart: selection.periodStart, periodEnd: selection.periodEnd }
        : { activityIds: [...new Set(selection.activityIds)] }),
      gwpSet,
      gwpTimeframe,
      methaneGwp,
      engineVersion,
      createdBy: input.actorUserId,
    });
    const totals = new ScopeTotalsAccumulator();
    const versions = new DatasetVersionCollector();
    const failed: CalculationFailure[] = [];
    let failedCount = 0;
    let done = 0;
    for await (const chunk of calculateSelection(scope, calculator, selection)) {
      failedCount += chunk.failed.length;
      for (const f of chunk.failed) if (failed.length < MAX_STORED_FAILURES) failed.push(f);
      for (const { record } of chunk.calculated) {
        totals.add(record.output.scope, record.output.method, record.output.co2eKg);
        versions.add(record);
      }
      // The records come straight from the calculator above: the writer need not verify them again.
      if (chunk.calculated.length > 0)
        await writer.append(
          chunk.calculated.map((c) => ({ activityId: c.activity.id, record: c.record })),
          { recordsFromEngine: true },
        );
      done += chunk.calculated.length + chunk.failed.length;
      onProgress?.(done);
    }
    const datasetVersions = versions.toJSON();
    const totalsByScope = totals.toJSON();
    const { calculated, superseded, merkleRoot, leafCount } = await writer.finish({
      datasetVersions,
      failedCount,
      failures: failed,
      totals: { ...totalsByScope },
    });
    await appendAudit(scope, {
      ...(input.auditActor ??
        (input.actorUserId === null
          ? { actorType: 'system', actorId: null }
          : { actorType: 'user', actorId: input.actorUserId })),
      action: 'calculation.run',
      entityType: 'calculation_run',
      entityId: writer.runId,
      details: {
        kind: selection.kind,
        ...(selection.kind === 'period'
          ? {
              periodStart: selection.periodStart,
              periodEnd: selection.periodEnd,
              facilityIds: selection.facilityIds ?? null,
            }
          : { activities: new Set(selection.activityIds).size }),
        calculated,
        failed: failedCount,
        superseded,
        datasetVersions,
        datasetPins: input.datasetPins ?? {},
        gwpSet,
        gwpTimeframe,
        methaneGwp,
        totalsByScope: { ...totalsByScope },
        // The run's sealed Merkle root, in the hash chain: GET /api/results/verify compares them.
        merkleRoot,
        resultCount: leafCount,
      },
      requestId: input.requestId ?? null,
    });
    const summary: CalculationRunSummary = {
      runId: writer.runId,
      calculated,
      failed,
      failedCount,
      superseded,
      datasetVersions,
      totalsByScope,
      gwpSet,
      gwpTimeframe,
      methaneGwp,
      engineVersion,
    };
    await onStored?.(scope, summary);
    return summary;
  });
}
