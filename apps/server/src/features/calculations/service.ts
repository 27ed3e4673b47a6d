import {
  appendAudit,
  asQueueOwner,
  type CalculationJob,
  type CalculationRun,
  countSelectedActivities,
  getCalculationJob,
  getCalculationRun,
  listCalculationJobs,
  listCalculationRuns,
  type OrganizationScope,
  type Page,
  recordCalculationJob,
  withOrganization,
} from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import type { AsyncPreference } from '../../http/prefer.js';
import type { Runtime } from '../../wiring/runtime.js';
import { calculationJob } from './calculation-job.js';
import type { CalculationJobState } from './calculation-job-view.js';
import { calculatorFor } from './calculator-for.js';
import { runCalculation } from './run-calculation.js';
import { type CalculationRequest, runInputOf } from './schemas.js';

type Body = z.infer<typeof CalculationRequest>;

/** How a calculation request was answered: calculated in the request, or queued for a worker. */
export type CalculationSubmission =
  | { readonly run: CalculationRun }
  | {
      readonly queued: CalculationJob;
      /** Queued because the client asked (`Prefer: respond-async`), not for the count. */
      readonly asked: boolean;
    };

/**
 * The calculations service: starts a run in the request (run-calculation.ts stores the run, its
 * records, results and audit entry in one transaction) or, for a selection of more activities than
 * `CTP_CALCULATION_INLINE_LIMIT` or when the client prefers, queues it for a worker; reads runs and
 * calculation jobs in the organization's transaction.
 */
export function calculationsService(runtime: Runtime) {
  const db = runtime.database.db;
  const requester = (caller: Caller) => ({
    organizationId: caller.organizationId,
    actorUserId: caller.principal.userId ?? null,
    auditActor: caller.actor,
    requestId: caller.requestId,
  });

  /** Runs the calculation, then reads the stored run back (its `supersededCount` included). */
  const run = async (caller: Caller, body: Body) => {
    const summary = await runCalculation(
      { db, registry: runtime.registry },
      runInputOf(body, requester(caller)),
    );
    const stored = await withOrganization(db, caller.organizationId, (scope) =>
      getCalculationRun(scope, summary.runId),
    );
    return { run: stored };
  };

  /**
   * Queues a calculation, refusing first what the run would refuse before calculating (a pin to a
   * dataset that is not loaded, a GWP set that cannot be used), with the job's tenant row and an
   * audit entry in the transaction that sends it (outbox).
   */
  const queue = (caller: Caller, body: Body, why: { count: number; asked: boolean; path: string }) =>
    withOrganization(db, caller.organizationId, async (scope) => {
      const who = requester(caller);
      const input = runInputOf(body, who);
      await calculatorFor(scope, runtime.registry, input);
      const request = JSON.parse(JSON.stringify(body)) as Record<string, never>;
      const payload = {
        organizationId: caller.organizationId,
        request,
        requestedBy: who.actorUserId,
        actor: caller.actor,
        requestId: caller.requestId,
        path: why.path,
      };
      const jobId = await asQueueOwner(scope, (trx) =>
        runtime.jobs.send(calculationJob, payload, { db: trx }),
      );
      const job = await recordCalculationJob(scope, { id: jobId, requestedBy: who.actorUserId, request });
      await appendAudit(scope, {
        ...caller.actor,
        action: 'calculation.queue',
        entityType: 'calculation_job',
        entityId: jobId,
        details: { activities: why.count, reason: why.asked ? 'respond-async' : 'count' },
        requestId: caller.requestId,
      });
      return job;
    });

  /**
   * Jobs as the API shows them: read (with the runs of the settled ones) in the organization's
   * transaction, then each unsettled one's state from the queue.
   */
  const statesOf = async (
    caller: Caller,
    read: (scope: OrganizationScope) => Promise<readonly CalculationJob[]>,
  ): Promise<CalculationJobState[]> => {
    const found = await withOrganization(db, caller.organizationId, async (scope) => {
      const jobs = await read(scope);
      const stored: { job: CalculationJob; run: CalculationRun | null }[] = [];
      for (const job of jobs)
        stored.push({ job, run: job.runId === null ? null : await getCalculationRun(scope, job.runId) });
      return stored;
    });
    const states: CalculationJobState[] = [];
    for (const { job, run } of found)
      states.push({ job, run, queue: job.settledAt === null ? await runtime.jobs.status(job.id) : null });
    return states;
  };

  return {
    /**
     * Counts the selection's current activities (one COUNT) and calculates in the request up to
     * `CTP_CALCULATION_INLINE_LIMIT` of them, unless the client prefers `respond-async`; else queues.
     */
    submit: async (
      caller: Caller,
      body: Body,
      preference: AsyncPreference,
      path: string,
    ): Promise<CalculationSubmission> => {
      const selection = runInputOf(body, requester(caller)).selection;
      const count = await withOrganization(db, caller.organizationId, (scope) =>
        countSelectedActivities(scope, selection),
      );
      if (!preference.respondAsync && count <= runtime.config.calculationInlineLimit) {
        return run(caller, body);
      }
      const job = await queue(caller, body, { count, asked: preference.respondAsync, path });
      return { queued: job, asked: preference.respondAsync };
    },

    /** A calculation job of the caller's organization, with its queue state and its run once stored. */
    getJob: async (caller: Caller, id: string): Promise<CalculationJobState> => {
      const [state] = await statesOf(caller, (scope) => getCalculationJob(scope, id).then((job) => [job]));
      return state as CalculationJobState;
    },

    /**
     * The organization's calculation jobs, newest first (only the unsettled ones when asked), each
     * as {@link getJob} shows it.
     */
    listJobs: async (
      caller: Caller,
      page: { limit: number; cursor: string | null; unsettled: boolean },
    ): Promise<Page<CalculationJobState>> => {
      let nextCursor: string | null = null;
      const items = await statesOf(caller, async (scope) => {
        const found = await listCalculationJobs(scope, page);
        nextCursor = found.nextCursor;
        return found.items;
      });
      return { items, nextCursor };
    },

    /** Runs in creation order (`oldest`, the default) or the latest first (`newest`). */
    list: (
      caller: Caller,
      page: { limit: number; cursor: string | null; order?: 'oldest' | 'newest' },
    ): Promise<Page<CalculationRun>> =>
      withOrganization(db, caller.organizationId, (scope) => listCalculationRuns(scope, page)),

    get: (caller: Caller, id: string): Promise<CalculationRun> =>
      withOrganization(db, caller.organizationId, (scope) => getCalculationRun(scope, id)),
  };
}
