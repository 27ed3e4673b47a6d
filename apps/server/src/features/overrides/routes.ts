import {
  appendAudit,
  approveOverride,
  createOverride,
  endOverride,
  getOverride,
  listOverridesPage,
  type StoredOverride,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { ProblemError } from '../../http/problem.js';
import { actorOf, principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { accountableAdmin } from '../users/index.js';
import { OverrideCreate, OverrideEnd, OverrideView, overrideView } from './schemas.js';
import { checkOverrideTarget } from './target.js';

const ListQuery = PageQuery.extend({
  category: z.string().max(200).optional(),
  state: z.enum(['pending', 'approved', 'ended']).optional(),
});

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

type EndOutcome = { refusal: 'CONFLICT' | 'VALIDATION_FAILED'; detail: string } | { ended: StoredOverride };

/** Why `effectiveTo` cannot end the override, or null: it may only shorten its dates. */
function endDateOutside(o: StoredOverride, effectiveTo: string): string | null {
  if (effectiveTo < o.effectiveFrom) return `is before the override's effectiveFrom ${o.effectiveFrom}`;
  if (o.effectiveTo !== null && effectiveTo > o.effectiveTo)
    return `is after the override's effectiveTo ${o.effectiveTo}; ending can only shorten it`;
  return null;
}

/**
 * Organization overrides of the default calculation: `POST /api/overrides` (ORG_ADMIN), approval
 * by a second ORG_ADMIN, listing and reading (every role: auditors must see them), and ending
 * from a date. Overrides are never deleted; every change is audited.
 */
export function overridesModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/overrides',
        tags: ['Overrides'],
        summary: 'Propose an override (it applies only after a second ORG_ADMIN approves it)',
        ...accessOf('POST', '/api/overrides'),
        request: { body: { required: true, content: { 'application/json': { schema: OverrideCreate } } } },
        responses: {
          201: json('Created, pending approval', OverrideView),
          400: problem('Invalid body (the formula of a custom override included)'),
          403: problem('No accountable administrator behind the caller'),
          422: problem('Unknown category, or a methodology algorithm that is not registered for it'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const input = c.req.valid('json');
        const refusal = checkOverrideTarget(runtime.registry, input);
        if (refusal !== null) throw new ProblemError(refusal.code, { detail: refusal.detail });
        const created = await withOrganization(db, principal.organizationId, async (scope) => {
          const createdBy = await accountableAdmin(scope, principal, 'An override action');
          const o = await createOverride(scope, {
            ...input,
            effectiveTo: input.effectiveTo ?? null,
            createdBy,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'override.create',
            entityType: 'override',
            entityId: o.id,
            details: { ...overrideView(o), createdBy },
            requestId: c.var.requestId,
          });
          return o;
        });
        return c.json(overrideView(created), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/overrides',
        tags: ['Overrides'],
        summary: "The organization's overrides, oldest first",
        ...accessOf('GET', '/api/overrides'),
        request: { query: ListQuery },
        responses: { 200: json('One page', pageOf(OverrideView)), 400: problem('Invalid query') },
      }),
      async (c) => {
        const q = c.req.valid('query');
        const page = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          listOverridesPage(scope, {
            limit: q.limit,
            cursor: q.cursor ?? null,
            ...(q.category === undefined ? {} : { category: q.category }),
            ...(q.state === undefined ? {} : { state: q.state }),
          }),
        );
        return c.json({ items: page.items.map(overrideView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/overrides/{id}',
        tags: ['Overrides'],
        summary: 'An override',
        ...accessOf('GET', '/api/overrides/{id}'),
        request: { params: IdParam },
        responses: { 200: json('The override', OverrideView), 404: problem('No such override') },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const o = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          getOverride(scope, id),
        );
        return c.json(overrideView(o), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/overrides/{id}/approve',
        tags: ['Overrides'],
        summary: 'Approve an override: only an ORG_ADMIN other than its creator may',
        ...accessOf('POST', '/api/overrides/{id}/approve'),
        request: { params: IdParam },
        responses: {
          200: json('Approved', OverrideView),
          403: problem(
            'The caller created the override (`self-approval`) or is no accountable administrator',
          ),
          404: problem('No such override'),
          409: problem('Already approved or ended'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const outcome = await withOrganization(db, principal.organizationId, async (scope) => {
          const current = await getOverride(scope, id);
          const approver = await accountableAdmin(scope, principal, 'An override action');
          if (approver === current.createdBy) return { selfApproval: true } as const;
          const approved = await approveOverride(scope, id, approver);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'override.approve',
            entityType: 'override',
            entityId: id,
            details: { approvedBy: approver, createdBy: approved.createdBy, category: approved.category },
            requestId: c.var.requestId,
          });
          return { approved } as const;
        });
        if ('selfApproval' in outcome) {
          throw new ProblemError('SELF_APPROVAL', {
            detail: 'You created this override; another ORG_ADMIN must approve it (two-person rule).',
          });
        }
        return c.json(overrideView(outcome.approved), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/overrides/{id}/end',
        tags: ['Overrides'],
        summary: 'End an override from a date (it stays stored and readable; never deleted)',
        ...accessOf('POST', '/api/overrides/{id}/end'),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: OverrideEnd } } },
        },
        responses: {
          200: json('Ended', OverrideView),
          400: problem('Invalid body, or a date outside the override’s dates'),
          403: problem('No accountable administrator behind the caller'),
          404: problem('No such override'),
          409: problem('Already ended'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const { effectiveTo, reason } = c.req.valid('json');
        const outcome: EndOutcome = await withOrganization(db, principal.organizationId, async (scope) => {
          const before = await getOverride(scope, id);
          if (before.endedAt !== null)
            return { refusal: 'CONFLICT', detail: 'The override is already ended.' } as const;
          const outside = endDateOutside(before, effectiveTo);
          if (outside !== null) return { refusal: 'VALIDATION_FAILED', detail: outside } as const;
          const endedBy = await accountableAdmin(scope, principal, 'An override action');
          const o = await endOverride(scope, id, endedBy, new Date(), effectiveTo);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'override.end',
            entityType: 'override',
            entityId: id,
            details: { endedBy, reason, effectiveTo: { before: before.effectiveTo, after: o.effectiveTo } },
            requestId: c.var.requestId,
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
        return c.json(overrideView(outcome.ended), 200);
      },
    );
  };
}
