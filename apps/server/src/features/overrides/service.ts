import {
  appendAudit,
  approveOverride,
  createOverride,
  endOverride,
  getOverride,
  listOverridesPage,
  type Page,
  type StoredOverride,
  withOrganization,
} from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { accountableAdmin } from '../users/index.js';
import { overrideImpact } from './impact.js';
import { type ListQuery, type OverrideCreate, type OverrideEnd, overrideView } from './schemas.js';
import { checkOverrideTarget } from './target.js';

type EndOutcome = { refusal: 'CONFLICT' | 'VALIDATION_FAILED'; detail: string } | { ended: StoredOverride };

/** Why `effectiveTo` cannot end the override, or null: it may only shorten its dates. */
function endDateOutside(o: StoredOverride, effectiveTo: string): string | null {
  if (effectiveTo < o.effectiveFrom) return `is before the override's effectiveFrom ${o.effectiveFrom}`;
  if (o.effectiveTo !== null && effectiveTo > o.effectiveTo)
    return `is after the override's effectiveTo ${o.effectiveTo}; ending can only shorten it`;
  return null;
}

/**
 * The overrides service: proposing, approving (two-person rule) and ending overrides in the
 * organization's transaction, each change audited in it. Overrides are never deleted.
 */
export function overridesService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    create: async (caller: Caller, input: z.infer<typeof OverrideCreate>): Promise<StoredOverride> => {
      const refusal = checkOverrideTarget(runtime.registry, input);
      if (refusal !== null) throw new ProblemError(refusal.code, { detail: refusal.detail });
      return withOrganization(db, caller.organizationId, async (scope) => {
        const createdBy = await accountableAdmin(scope, caller.principal, 'An override action');
        const o = await createOverride(scope, {
          ...input,
          effectiveTo: input.effectiveTo ?? null,
          createdBy,
        });
        await appendAudit(scope, {
          ...caller.actor,
          action: 'override.create',
          entityType: 'override',
          entityId: o.id,
          details: { ...overrideView(o), createdBy },
          requestId: caller.requestId,
        });
        return o;
      });
    },

    list: (caller: Caller, q: z.infer<typeof ListQuery>): Promise<Page<StoredOverride>> =>
      withOrganization(db, caller.organizationId, (scope) =>
        listOverridesPage(scope, {
          limit: q.limit,
          cursor: q.cursor ?? null,
          ...(q.category === undefined ? {} : { category: q.category }),
          ...(q.state === undefined ? {} : { state: q.state }),
        }),
      ),

    get: (caller: Caller, id: string): Promise<StoredOverride> =>
      withOrganization(db, caller.organizationId, (scope) => getOverride(scope, id)),

    /** What the override changes: the current results it covers and, for a multiplier, an estimate. */
    impact: (caller: Caller, id: string) =>
      withOrganization(db, caller.organizationId, async (scope) =>
        overrideImpact(scope, await getOverride(scope, id)),
      ),

    /** Only an ORG_ADMIN other than the creator may approve (`SELF_APPROVAL` otherwise). */
    approve: async (caller: Caller, id: string): Promise<StoredOverride> => {
      const outcome = await withOrganization(db, caller.organizationId, async (scope) => {
        const current = await getOverride(scope, id);
        const approver = await accountableAdmin(scope, caller.principal, 'An override action');
        if (approver === current.createdBy) return { selfApproval: true } as const;
        const approved = await approveOverride(scope, id, approver);
        await appendAudit(scope, {
          ...caller.actor,
          action: 'override.approve',
          entityType: 'override',
          entityId: id,
          details: { approvedBy: approver, createdBy: approved.createdBy, category: approved.category },
          requestId: caller.requestId,
        });
        return { approved } as const;
      });
      if ('selfApproval' in outcome) {
        throw new ProblemError('SELF_APPROVAL', {
          detail: 'You created this override; another ORG_ADMIN must approve it (two-person rule).',
        });
      }
      return outcome.approved;
    },

    /** Ends the override from `effectiveTo` (only shortening its dates); `CONFLICT` when already ended. */
    end: async (
      caller: Caller,
      id: string,
      { effectiveTo, reason }: z.infer<typeof OverrideEnd>,
    ): Promise<StoredOverride> => {
      const outcome: EndOutcome = await withOrganization(db, caller.organizationId, async (scope) => {
        const before = await getOverride(scope, id);
        if (before.endedAt !== null)
          return { refusal: 'CONFLICT', detail: 'The override is already ended.' } as const;
        const outside = endDateOutside(before, effectiveTo);
        if (outside !== null) return { refusal: 'VALIDATION_FAILED', detail: outside } as const;
        const endedBy = await accountableAdmin(scope, caller.principal, 'An override action');
        const o = await endOverride(scope, id, endedBy, new Date(), effectiveTo);
        await appendAudit(scope, {
          ...caller.actor,
          action: 'override.end',
          entityType: 'override',
          entityId: id,
          details: { endedBy, reason, effectiveTo: { before: before.effectiveTo, after: o.effectiveTo } },
          requestId: caller.requestId,
        });
        return { ended: o } as const;
      });
      if ('refusal' in outcome) {
        const errors =
          outcome.refusal === 'VALIDATION_FAILED'
            ? { errors: [{ pointer: '/effectiveTo', in: 'json', code: 'custom', message: outcome.detail }] }
            : {};
        throw new ProblemError(outcome.refusal, { detail: outcome.detail, ...errors });
      }
      return outcome.ended;
    },
  };
}
