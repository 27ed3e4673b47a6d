import type { Principal } from '@ctp/auth';
import {
  type ActivityData,
  appendAudit,
  correctActivityData,
  createActivityData,
  getActivityData,
  getFacility,
  listActivityData,
  type OrganizationScope,
  type Page,
  withOrganization,
} from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { ActivityCorrection, ActivityCreate, ListQuery } from './schemas.js';

type Fields = z.infer<typeof ActivityCreate>;

/** The store input of a validated body: `enteredBy` is the caller, never a body field. */
async function storeInput(scope: OrganizationScope, principal: Principal, input: Fields) {
  // A facility of another organization does not exist for the caller: 404, not a foreign-key error.
  if (input.facilityId != null) await getFacility(scope, input.facilityId);
  return {
    category: input.category,
    quantity: input.quantity,
    unit: input.unit,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    facilityId: input.facilityId ?? null,
    region: input.region ?? null,
    // The body is parsed JSON, so every attribute value is a JSON value.
    attributes: (input.attributes ?? {}) as Record<string, never>,
    ...(input.dataQuality ? { dataQuality: input.dataQuality } : {}),
    dataType: input.dataType ?? null,
    qualityScore: input.qualityScore ?? null,
    sourceDocument: input.sourceDocument ?? null,
    enteredBy: principal.userId ?? null,
  };
}

/**
 * The activities service: records activity data and corrects it by new versions (never an in-place
 * edit) in the organization's transaction, each change audited in it.
 */
export function activitiesService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /**
     * Records version 1. With an idempotency key, a retry answers the activity created the first
     * time (`created: false`) and writes no second audit entry.
     */
    create: (caller: Caller, input: Fields, idempotencyKey: string | null) =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const outcome = await createActivityData(scope, await storeInput(scope, caller.principal, input), {
          idempotencyKey,
        });
        if (outcome.created) {
          await appendAudit(scope, {
            ...caller.actor,
            action: 'activity.create',
            entityType: 'activity',
            entityId: outcome.activity.id,
            details: {
              category: outcome.activity.category,
              quantity: outcome.activity.quantity,
              unit: outcome.activity.unit,
              periodStart: outcome.activity.periodStart,
              periodEnd: outcome.activity.periodEnd,
              idempotencyKey,
            },
            requestId: caller.requestId,
          });
        }
        return outcome;
      }),

    list: (caller: Caller, q: z.infer<typeof ListQuery>): Promise<Page<ActivityData>> =>
      withOrganization(db, caller.organizationId, (scope) =>
        listActivityData(scope, {
          limit: q.limit,
          cursor: q.cursor ?? null,
          includeSuperseded: q.includeSuperseded === 'true',
          ...(q.category !== undefined ? { category: q.category } : {}),
          ...(q.facilityId !== undefined ? { facilityId: q.facilityId } : {}),
          ...(q.periodFrom !== undefined ? { periodFrom: q.periodFrom } : {}),
          ...(q.periodTo !== undefined ? { periodTo: q.periodTo } : {}),
        }),
      ),

    get: (caller: Caller, id: string): Promise<ActivityData> =>
      withOrganization(db, caller.organizationId, (scope) => getActivityData(scope, id)),

    /** A new version that supersedes `id` (which must be current); the old one stays readable. */
    correct: (
      caller: Caller,
      id: string,
      { reason, ...fields }: z.infer<typeof ActivityCorrection>,
    ): Promise<ActivityData> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const next = await correctActivityData(
          scope,
          id,
          await storeInput(scope, caller.principal, fields),
          reason,
        );
        await appendAudit(scope, {
          ...caller.actor,
          action: 'activity.correct',
          entityType: 'activity',
          entityId: next.id,
          details: {
            supersedes: id,
            lineageId: next.lineageId,
            version: next.version,
            reason,
            quantity: next.quantity,
            unit: next.unit,
          },
          requestId: caller.requestId,
        });
        return next;
      }),
  };
}
