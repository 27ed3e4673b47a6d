/**
 * A supplier's answer policy at work: a received request whose grant answers automatically is fulfilled with
 * the published footprints that grant may read and that match the request's criteria (the ListFootprints
 * filters of PACT v3); when none matches, it is rejected (`fulfil_or_reject`) or left to an administrator
 * (`fulfil_matching`). Only Active footprints are sent unless the request asks for a status.
 */
import {
  findFootprintRequest,
  findSharingGrant,
  listProductFootprints,
  type SharingGrant,
  withOrganization,
} from '@ctp/store';
import type { Runtime } from '../../wiring/runtime.js';
import { answerDepsOf } from './answer-delivery-job.js';
import { pactAutoAnswerJob } from './auto-answer-job-definition.js';
import { criteriaOf, parseFilters } from './footprint-filters.js';
import { type AnswerDeps, answerRequest, RequestAnswerError } from './footprint-requests.js';
import { PactRefusal } from './pact-errors.js';

/** Most footprints one automatic answer sends (as many as an administrator's answer may name). */
export const MAX_AUTO_ANSWER_FOOTPRINTS = 100;

/** What the policy did with a request. */
export type AutoAnswerOutcome = 'fulfilled' | 'rejected' | 'left-pending' | 'not-pending';

/** The reason sent with an automatic rejection. */
export const NO_MATCH_REASON = 'No published product footprint matches the request';

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Ids of the footprints `grant` may read that match stored request criteria, or null when they cannot be read. */
async function matchingFootprints(
  deps: AnswerDeps,
  grant: SharingGrant,
  criteria: Readonly<Record<string, unknown>>,
): Promise<string[] | null> {
  let filters: ReturnType<typeof parseFilters>;
  try {
    filters = parseFilters({
      productId: strings(criteria.productId),
      companyId: strings(criteria.companyId),
      geography: strings(criteria.geography),
      classification: strings(criteria.classification),
      status: text(criteria.status) ?? 'Active',
      validOn: text(criteria.validOn),
      validAfter: text(criteria.validAfter),
      validBefore: text(criteria.validBefore),
    });
  } catch (error) {
    if (error instanceof PactRefusal) return null;
    throw error;
  }
  const storeCriteria = criteriaOf(filters);
  if (storeCriteria === null) return [];
  const page = await withOrganization(deps.db, grant.organizationId, (scope) =>
    listProductFootprints(scope, {
      visible: { productIds: grant.productIds, periods: grant.periods, scopes: grant.scopes },
      limit: MAX_AUTO_ANSWER_FOOTPRINTS,
      offset: 0,
      criteria: storeCriteria,
    }),
  );
  return page.items.map((f) => f.id);
}

/** Applies the grant's answer policy to one request (nothing when it was answered meanwhile). */
export async function autoAnswer(
  deps: AnswerDeps,
  organizationId: string,
  requestId: string,
): Promise<AutoAnswerOutcome> {
  const loaded = await withOrganization(deps.db, organizationId, async (scope) => {
    const request = await findFootprintRequest(scope, requestId);
    if (request === null || request.status !== 'pending') return null;
    const grant = await findSharingGrant(scope, request.grantId);
    return grant === null ? null : { request, grant };
  });
  if (loaded === null || loaded.grant.answerPolicy === 'manual') return 'not-pending';
  const { request, grant } = loaded;
  const ids = await matchingFootprints(deps, grant, request.criteria);
  const actor = { organizationId, userId: null, actorType: 'system' as const, actorId: 'pact_answer_policy' };
  try {
    if (ids !== null && ids.length > 0) {
      await answerRequest(deps, actor, requestId, { status: 'fulfilled', footprintIds: ids });
      return 'fulfilled';
    }
    if (grant.answerPolicy === 'fulfil_or_reject') {
      await answerRequest(deps, actor, requestId, { status: 'rejected', reason: NO_MATCH_REASON });
      return 'rejected';
    }
    return 'left-pending';
  } catch (error) {
    // An administrator answered first: the request is theirs.
    if (error instanceof RequestAnswerError && error.code === 'CONFLICT') return 'not-pending';
    throw error;
  }
}

/** Creates the queue and works it in this process. */
export async function registerAutoAnswer(runtime: Runtime): Promise<void> {
  await runtime.jobs.createQueue(pactAutoAnswerJob);
  await runtime.jobs.work(pactAutoAnswerJob, async (job) => ({
    outcome: await autoAnswer(answerDepsOf(runtime), job.data.organizationId, job.data.requestId),
  }));
}
