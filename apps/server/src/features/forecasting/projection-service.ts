import { type ForecastModelRegistry, SeriesTooShortError } from '@ctp/forecast';
import {
  appendAudit,
  asQueueOwner,
  type ForecastJob,
  type ForecastRunKind,
  type ForecastRunRecord,
  getForecastJob,
  getForecastRunRecord,
  type JobStatus,
  listForecastRunRecords,
  type Page,
  recordForecastJob,
  withOrganization,
} from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import type { AsyncPreference } from '../../http/prefer.js';
import type { Runtime } from '../../wiring/runtime.js';
import { estimateFitMillis } from './fit-cost.js';
import { forecastJob } from './forecast-job.js';
import { type ForecastRequestOf, forecastPlan } from './forecast-plans.js';
import {
  computeAndRecord,
  type ForecastInputs,
  type ForecastRunContext,
  type ForecastRunResult,
  loadForecastInputs,
} from './run-forecast.js';

/** How a forecasting request was answered: computed in the request, or queued for a worker. */
export type ForecastSubmission =
  | { readonly computed: ForecastRunResult }
  | {
      readonly queued: ForecastJob;
      /** Queued because the client asked (`Prefer: respond-async`), not for the estimate. */
      readonly asked: boolean;
    };

/** A forecast job with the queue's view of it and, once it succeeded, its run. */
export interface ForecastJobState {
  readonly job: ForecastJob;
  readonly queue: JobStatus | null;
  readonly run: ForecastRunRecord | null;
}

/**
 * The projection service: each computation resolves its stored scenarios and initiatives and
 * either records an immutable forecast run in the request (through `computeAndRecord`, which opens
 * the transaction and writes the audit entry) or, when its estimated fit exceeds the inline budget
 * or the client prefers it, queues the same computation for a worker; recorded runs and forecast
 * jobs are read back here too.
 */
export function projectionService(runtime: Runtime, models: ForecastModelRegistry) {
  const db = runtime.database.db;
  const contextOf = (caller: Caller): ForecastRunContext => ({
    db,
    models,
    organizationId: caller.organizationId,
    runBy: caller.principal.userId ?? null,
    actor: caller.actor,
    requestId: caller.requestId as string,
  });

  /** The estimated fit of a request, in milliseconds (see fit-cost.ts). */
  const estimate = (plan: ReturnType<typeof forecastPlan>, inputs: ForecastInputs<unknown>) =>
    estimateFitMillis({
      model: inputs.resolved.model.id,
      months: inputs.history.series.values.length,
      horizon: plan.horizonAfter(inputs.history),
      fits: plan.fits,
      overlays: plan.overlays,
    });

  /**
   * Queues a request whose inputs were read, after refusing what the fit would refuse first (a
   * history shorter than the model needs), with the job's tenant row and an audit entry in the
   * same transaction (outbox).
   */
  const queue = async <K extends ForecastRunKind>(
    caller: Caller,
    kind: K,
    body: ForecastRequestOf<K>,
    inputs: ForecastInputs<unknown>,
    why: { estimateMs: number; asked: boolean; path: string },
  ): Promise<ForecastJob> => {
    const { model, parameters } = inputs.resolved;
    const required = model.minimumLength('monthly', parameters);
    const months = inputs.history.series.values.length;
    if (months < required) {
      throw new SeriesTooShortError({ modelId: model.id, required, actual: months, frequency: 'monthly' });
    }
    const ctx = contextOf(caller);
    const payload = {
      organizationId: caller.organizationId,
      kind,
      request: JSON.parse(JSON.stringify(body)) as Record<string, never>,
      runBy: ctx.runBy,
      actor: ctx.actor,
      requestId: caller.requestId,
      path: why.path,
    };
    return withOrganization(db, caller.organizationId, async (scope) => {
      const jobId = await asQueueOwner(scope, (trx) => runtime.jobs.send(forecastJob, payload, { db: trx }));
      const job = await recordForecastJob(scope, { id: jobId, kind, requestedBy: ctx.runBy });
      await appendAudit(scope, {
        ...caller.actor,
        action: 'forecast.queue',
        entityType: 'forecast_job',
        entityId: jobId,
        details: {
          kind,
          model: model.id,
          months,
          estimateMs: Math.round(why.estimateMs),
          reason: why.asked ? 'respond-async' : 'estimate',
        },
        requestId: caller.requestId,
      });
      return job;
    });
  };

  return {
    /**
     * Runs a forecasting request of `kind`: reads its inputs (refusing now what can be known before
     * fitting), then computes and records it in the request when its estimated fit is within the
     * inline budget (lowered to `wait=N` seconds when the client prefers), else queues it.
     */
    submit: async <K extends ForecastRunKind>(
      caller: Caller,
      kind: K,
      body: ForecastRequestOf<K>,
      preference: AsyncPreference,
      path: string,
    ): Promise<ForecastSubmission> => {
      const plan = forecastPlan(kind, body);
      const ctx = contextOf(caller);
      const inputs = await loadForecastInputs(ctx, plan.request, plan.prepare);
      const estimateMs = estimate(plan, inputs);
      const budgetMs = Math.min(
        runtime.config.forecastInlineBudgetMs,
        preference.waitSeconds === null ? Number.POSITIVE_INFINITY : preference.waitSeconds * 1000,
      );
      if (!preference.respondAsync && estimateMs <= budgetMs) {
        return { computed: await computeAndRecord(ctx, kind, plan.request, inputs, plan.compute) };
      }
      const job = await queue(caller, kind, body, inputs, {
        estimateMs,
        asked: preference.respondAsync,
        path,
      });
      return { queued: job, asked: preference.respondAsync };
    },

    /** A forecast job of the caller's organization, with its queue state and its run once recorded. */
    getJob: async (caller: Caller, id: string): Promise<ForecastJobState> => {
      const { job, run } = await withOrganization(db, caller.organizationId, async (scope) => {
        const found = await getForecastJob(scope, id);
        return {
          job: found,
          run: found.runId === null ? null : await getForecastRunRecord(scope, found.runId),
        };
      });
      const queueState = job.settledAt === null ? await runtime.jobs.status(job.id) : null;
      return { job, queue: queueState, run };
    },

    listRuns: (
      caller: Caller,
      page: { limit: number; cursor: string | null },
    ): Promise<Page<ForecastRunRecord>> =>
      withOrganization(db, caller.organizationId, (scope) => listForecastRunRecords(scope, page)),

    getRun: (caller: Caller, id: string): Promise<ForecastRunRecord> =>
      withOrganization(db, caller.organizationId, (scope) => getForecastRunRecord(scope, id)),
  };
}
